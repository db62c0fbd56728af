import type { ConstructionRecord, UnitLicenceView } from '@portal/contract';
import { CONSTRUCTION_EDITABLE, CONSTRUCTION_FLOW } from '@portal/contract/api/construction';

import { Form, Result } from 'antd';
import { useCommitConstruction, useConstruction, useConstructionLicence, useSaveConstruction } from '../../api/construction';
import { DraftActions, DraftDocuments, FilingFormPage, ReturnedAlert, useDraftSave } from '../../components/draft-form';
import { usePageParam } from '../../components/page-param';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import { ConstructionFormFields, EMPTY_ITEM, valuesOf, type ConstructionValues } from './construction-form';
import { CONSTRUCTION_NOTE } from './register-list-page';
import '../../components/filing.css';
import './construction.css';
import { RequiredDocuments } from '../../components/required-documents';
import { NavButton } from '../../components/nav-button';

/** The form, and once saved its documents; 保存 keeps a draft, 提交告知 sends it to the registry of the place. */
function Editor({ licence, record }: { licence: NonNullable<UnitLicenceView['current']>; record?: ConstructionRecord }) {
  const [form] = Form.useForm<ConstructionValues>();
  const save = useSaveConstruction();
  const commit = useCommitConstruction();
  const draft = useDraftSave({
    form,
    record,
    kept: record && valuesOf(record),
    save: async (values, { isCommit, ...at }) => {
      const saved = await save.mutateAsync({ ...values, workType: values.workType!, licenceItem: values.licenceItem!, ...at });
      return isCommit ? commit.mutateAsync({ id: saved.id, version: saved.version }) : saved;
    },
    submitted: (sent) => `告知 ${sent.applyNo} 已提交，请等待登记机关接收`,
    created: (saved) => `告知 ${saved.applyNo} 已保存，请上传告知材料后提交`,
    detailPath: PATHS.constructionDetail,
    formPath: PATHS.constructionRegister,
  });
  const initial: Partial<ConstructionValues> = record ? valuesOf(record) : { items: [{ ...EMPTY_ITEM }] };

  return (
    <>
      <ReturnedAlert record={record} by="告知被退回" again="请按退回原因修改告知或补充材料后重新提交。" />
      <ConstructionFormFields form={form} licence={licence} initialValues={initial} />
      <DraftDocuments title="告知材料" record={record} waiting="保存告知后即可上传施工合同、施工方案和作业人员证书。">
        {(id) => <RequiredDocuments bizType="construction" bizId={id} readOnly={false} />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel="提交告知" />
    </>
  );
}

/** Without a licence in force the unit is told where to file one. */
function NoLicence({ view }: { view: UnitLicenceView }) {
  const title = view.current ? `本单位的安装改造修理许可已于${view.current.validTo}到期` : '本单位尚无经登记机关审核的安装改造修理许可';
  return (
    <Result
      status="warning"
      title={title}
      subTitle={view.latest?.state === 'pending' ? '许可备案正在审核中，审核通过后即可办理施工告知。' : '请先在“单位信息”中申报许可，登记机关审核通过后即可办理施工告知。'}
      extra={<NavButton to={PATHS.unitMaintain}>前往单位信息</NavButton>}
    />
  );
}

/** Spec §2 /construction/register: a new notice, or ?id= a saved or returned one. */
export default function RegisterPage() {
  const id = usePageParam('id');
  const licence = useConstructionLicence();
  const view = licence.data;
  const current = view?.valid ? view.current : null;
  return (
    <FilingFormPage
      id={id}
      query={useConstruction(id)}
      needs={[licence]}
      newTitle="新增施工告知"
      title={(r) => `施工告知 ${r.applyNo}`}
      note={CONSTRUCTION_NOTE}
      tag={(r) => <StateTag flow={CONSTRUCTION_FLOW} state={r.state} />}
      editable={(r) => CONSTRUCTION_EDITABLE.includes(r.state)}
      locked={{ noun: '告知', state: () => '已提交', path: PATHS.constructionDetail }}
    >
      {(r) => (current ? <Editor licence={current} record={r} /> : view && <NoLicence view={view} />)}
    </FilingFormPage>
  );
}
