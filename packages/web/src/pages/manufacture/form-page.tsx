import type { MfgCategory, MfgRecord } from '@portal/contract';
import {
  BOILER_FUELS,
  BOILER_OUTPUT_UNITS,
  MFG_CATEGORIES,
  MFG_CATEGORY_CODES,
  MFG_EDITABLE,
  MFG_FLOW,
  MFG_PARAMS,
  MFG_VARIETIES,
  VESSEL_CLASSES,
  saveMfgInput,
} from '@portal/contract/api/manufacture';

import { Form, Input, InputNumber, Result, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useMfg, useSaveMfg } from '../../api/manufacture';
import { useInspectionOrgs } from '../../api/online-apply';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { DraftActions, DraftDocuments, FilingForm, FilingFormPage, ReturnedAlert, useDraftSave } from '../../components/draft-form';
import { FieldCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { MfgStateTag } from './mfg-sections';
import '../../components/filing.css';

const field = saveMfgInput.shape;

type Values = Omit<MfgRecord, 'params'> & { params: Record<string, string | number> };

/** One design parameter, checked by the kind's contract schema. */
function Param({ typeCode, name, label, children }: { typeCode: MfgCategory; name: string; label: string; children: ReactNode }) {
  const shape = MFG_PARAMS[typeCode].shape as Record<string, Parameters<typeof fromSchema>[0]>;
  return (
    <FieldCell name={['params', name]} label={label} required rules={[fromSchema(shape[name])]} validateDebounce={VALIDATE_DELAY} xl={6}>
      {children}
    </FieldCell>
  );
}

const number = (unit: string, min?: number) => <InputNumber style={{ width: '100%' }} min={min} suffix={unit || undefined} />;
const choices = (list: readonly string[]) => <Select options={list.map((v) => ({ value: v, label: v }))} />;

/** The design parameters of the kind (equipment-fields.md §3): vessels, boilers, piping components. */
function ParamFields({ typeCode }: { typeCode: MfgCategory }) {
  if (typeCode === '2000')
    return (
      <Row gutter={24}>
        <Param typeCode={typeCode} name="vesselClass" label="压力容器类别">
          {choices(VESSEL_CLASSES)}
        </Param>
        <Param typeCode={typeCode} name="volume" label="容积">
          {number('m³', 0)}
        </Param>
        <Param typeCode={typeCode} name="designPressure" label="设计压力">
          {number('MPa', 0)}
        </Param>
        <Param typeCode={typeCode} name="designTemperature" label="设计温度">
          {number('℃')}
        </Param>
        <Param typeCode={typeCode} name="medium" label="介质">
          <Input maxLength={50} placeholder="如 压缩空气、液化石油气" />
        </Param>
      </Row>
    );
  if (typeCode === '1000')
    return (
      <Row gutter={24}>
        <Param typeCode={typeCode} name="ratedOutput" label="额定蒸发量（热功率）">
          {number('', 0)}
        </Param>
        <Param typeCode={typeCode} name="outputUnit" label="出力单位">
          <Select options={BOILER_OUTPUT_UNITS.map((u) => ({ value: u, label: u === 't/h' ? 't/h（蒸汽锅炉）' : 'MW（热水、有机热载体锅炉）' }))} />
        </Param>
        <Param typeCode={typeCode} name="ratedPressure" label="额定工作压力">
          {number('MPa', 0)}
        </Param>
        <Param typeCode={typeCode} name="fuel" label="燃料（热源）种类">
          {choices(BOILER_FUELS)}
        </Param>
      </Row>
    );
  return (
    <Row gutter={24}>
      <Param typeCode={typeCode} name="nominalSize" label="公称尺寸">
        <Input maxLength={30} placeholder="如 DN100" />
      </Param>
      <Param typeCode={typeCode} name="pressureClass" label="公称压力（压力等级）">
        <Input maxLength={30} placeholder="如 PN16、Class 300" />
      </Param>
    </Row>
  );
}

/** A required line of text of the product or its filer, with the contract's rule. */
const text = (name: keyof typeof field, label: string, max: number, xl = 6, placeholder?: string) => (
  <TextCell name={name} label={label} required rules={[fromSchema(field[name])]} max={max} placeholder={placeholder} xl={xl} />
);

/** The form of a new (typeCode) or saved submission; drawings are uploaded once it is saved. */
function Editor({ typeCode, record }: { typeCode: MfgCategory; record?: MfgRecord }) {
  const user = useSession((s) => s.user);
  const orgs = useInspectionOrgs();
  const [form] = Form.useForm<Values>();
  const save = useSaveMfg();
  const draft = useDraftSave({
    form,
    record,
    save: (values, at) => save.mutateAsync({ ...values, typeCode, ...at }),
    submitted: (saved) => `监检申请 ${saved.applyNo} 已提交，请等待${saved.orgName}受理`,
    created: (saved) => `监检申请 ${saved.applyNo} 已保存，请上传设计图样后提交`,
    detailPath: PATHS.mfgDetail,
    formPath: PATHS.mfgForm,
  });
  const initial: Partial<Values> = record ?? {
    typeCode,
    contact: user?.name ?? '',
    batchNo: '',
    remark: '',
    params: typeCode === '1000' ? { outputUnit: 't/h' } : {},
  };

  return (
    <>
      <ReturnedAlert record={record} by={`${record?.orgName}退回了此申请`} again="请修改后重新提交。" />
      <FilingForm form={form} initialValues={initial}>
        <h3 className="ur-section">产品信息</h3>
        <Row gutter={24}>
          <FieldCell label="设备种类" required xl={6}>
            <Input value={MFG_CATEGORIES[typeCode]} disabled />
          </FieldCell>
          <FieldCell name="catalogueCode" label="设备品种" required rules={[fromSchema(field.catalogueCode)]} xl={6}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="请选择"
              options={MFG_VARIETIES[typeCode].map(([value, label]) => ({ value, label: `${label}（${value}）` }))}
            />
          </FieldCell>
          {text('productName', '产品名称', 60)}
          {text('model', '型号（规格）', 60)}
          {text('productNo', '产品编号', 40, 6, '出厂编号')}
          <FieldCell name="batchNo" label="批号" rules={[fromSchema(field.batchNo)]} xl={6}>
            <Input maxLength={40} placeholder="批量制造的产品填写" />
          </FieldCell>
          {text('material', '主体材料', 60, 6, '如 Q345R')}
          {text('licenceNo', '制造许可证编号', 40, 6, '如 TS2233017-2028')}
          {text('designUnit', '设计单位', 100, 12)}
          {text('drawingNo', '设计图号', 60)}
        </Row>
        <h3 className="ur-section">设计参数</h3>
        <ParamFields typeCode={typeCode} />
        <h3 className="ur-section">监检机构与联系人</h3>
        <Row gutter={24}>
          <FieldCell name="orgId" label="监检机构" required rules={[fromSchema(field.orgId)]} xl={12}>
            <Select placeholder="请选择检验机构" loading={orgs.isLoading} options={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name }))} />
          </FieldCell>
          {text('contact', '联系人', 30)}
          {text('contactMobile', '联系人手机', 11, 6, '11位手机号码')}
          <TextAreaCell name="remark" label="备注" rules={[fromSchema(field.remark)]} max={200} rows={[1, 3]} xl={24} />
        </Row>
      </FilingForm>
      <DraftDocuments title="设计图样" record={record} waiting="保存申请后即可上传设计图样（总图、主要受压元件图、强度计算书等）。">
        {(id) => <AttachmentUpload bizType="manufacture" bizId={id} kind="drawing" title="设计图样（必传）" />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel="提交监检申请" />
    </>
  );
}

const NOTE = '产品名称、型号、产品编号应与产品铭牌和出厂资料一致。保存后上传设计图样再提交；检验机构受理前可撤回修改。';

/** 制造监督检验 › 监检申请: a new one of a kind (?typeCode=), or a saved or returned one (?id=). */
export default function MfgFormPage() {
  const id = usePageParam('id');
  const typeParam = usePageParam('typeCode');
  const query = useMfg(id);
  const typeCode = MFG_CATEGORY_CODES.find((c) => c === typeParam);
  if (!id && !typeCode) return <Result status="warning" title="请从压力容器、锅炉或压力管道元件监检页面新建申请" />;
  return (
    <FilingFormPage
      id={id}
      query={query}
      newTitle={typeCode ? `新建${MFG_CATEGORIES[typeCode]}监检申请` : ''}
      title={(r) => `${MFG_CATEGORIES[r.typeCode]}监检申请 ${r.applyNo}`}
      note={NOTE}
      tag={(r) => <MfgStateTag record={r} />}
      editable={(r) => r.side === 'maker' && MFG_EDITABLE.includes(r.state)}
      locked={{ noun: '监检申请', state: (r) => MFG_FLOW.states[r.state].label, path: PATHS.mfgDetail, link: '查看申请' }}
    >
      {(r) => (r ? <Editor typeCode={r.typeCode} record={r} /> : typeCode && <Editor typeCode={typeCode} />)}
    </FilingFormPage>
  );
}
