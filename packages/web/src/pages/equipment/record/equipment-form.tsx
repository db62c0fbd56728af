import { certNoFormWarning, type EquipmentDetail, type EquipmentTypeCode } from '@portal/contract';
import { DECIDED_FIELDS, EQUIPMENT_FIELD_LABELS, equipmentFields } from '@portal/contract/api/equipment';

import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { paramsFor, TECH_PARAMS } from '@portal/contract/domain/equipment-params';

import { Alert, App, Button, Col, DatePicker, Form, Input, Row, Space, Tag, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAddEquipment, useChangeEquipment } from '../../../api/equipment';
import { AreaCascader, useAreaRules } from '../../../components/area-cascader';
import { AuthButton } from '../../../components/auth-button';
import { dateTextProps } from '../../../components/date-value';
import { DictSelect } from '../../../components/dict-select';
import { fromObjectSchema, VALIDATE_DELAY } from '../../../components/form-rules';
import { SaveFailureAlert, useSaveFailure } from '../../../components/save-failure';
import { detailPath, PATHS } from '../../../routes/paths';
import { tabsActions, useTabs } from '../../../state/tabs-store';
import { CatalogueSelect, useCatalogueRule } from '../../../components/equipment/catalogue-select';
import { ParamField, tableFooter } from './param-field';
import { blankValues, fieldsFor, isRequired, RECORD_SECTIONS, toInput, valuesOf, type FieldSpec, type RecordValues } from './record-fields';
import '../../../components/form-section.css';
import './equipment-record.css';

/** Props that keep the year picker's value as the contract's 'YYYY' text, as dateTextProps does for dates. */
const yearTextProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null | undefined) => (d ? d.format('YYYY') : ''),
};

/** After saving, the form's tab has done its work: the record's detail page takes its place. */
function useLeaveTo() {
  const navigate = useNavigate();
  const location = useLocation();
  return async (to: string) => {
    const own = location.pathname + location.search;
    await navigate(to);
    tabsActions.set(useTabs.getState().tabs.filter((t) => t.key !== own));
  };
}

interface EquipmentFormProps {
  typeCode: EquipmentTypeCode;
  /** The stored record being edited or viewed; a new one without. */
  record?: EquipmentDetail;
  readOnly?: boolean;
  /** Back to choosing the category (a new record only). */
  onRetype?: () => void;
  /** Reads the record again after someone else saved it. */
  onReload?: () => void;
}

/**
 * A record of any category: the common fields in groups, then the category's technical parameters
 * for the chosen catalogue code. The server checks everything again; its refusal shows under the form.
 */
export function EquipmentForm({ typeCode, record, readOnly = false, onRetype, onReload }: EquipmentFormProps) {
  const [form] = Form.useForm<RecordValues>();
  const { message } = App.useApp();
  const add = useAddEquipment();
  const change = useChangeEquipment();
  const leaveTo = useLeaveTo();
  const areaRules = useAreaRules('请选择设备使用地点所在区域');
  const catalogueRule = useCatalogueRule(typeCode);
  const { failure, fail, clear: clearFailure } = useSaveFailure();
  const [initial] = useState(() => (record ? valuesOf(record) : blankValues(typeCode)));
  const catalogueCode: string = Form.useWatch('catalogueCode', form) ?? initial.catalogueCode;
  const defs = paramsFor(typeCode, catalogueCode);
  const scalars = defs.filter((d) => d.type !== 'rows');
  const tables = defs.filter((d) => d.type === 'rows');
  const waitingForVariety = !catalogueCode && TECH_PARAMS[typeCode].some((p) => p.appliesTo);

  async function submit(values: RecordValues) {
    clearFailure();
    const input = toInput(values, typeCode);
    if (record && JSON.stringify(input) === JSON.stringify(toInput(valuesOf(record), typeCode))) {
      message.info('没有需要保存的修改');
      return;
    }
    try {
      const saved = record ? await change.mutateAsync({ ...input, id: record.id, version: record.version }) : await add.mutateAsync(input);
      message.success(record ? '设备信息已保存' : '设备已登记');
      await leaveTo(detailPath(saved.typeCode, saved.id));
    } catch (e) {
      fail(e);
    }
  }

  const control = (f: FieldSpec, disabled?: boolean) => {
    switch (f.kind) {
      case 'catalogue':
        return <CatalogueSelect typeCode={typeCode} />;
      case 'area':
        return <AreaCascader />;
      case 'dict':
        return <DictSelect type={f.dict!} allowClear={!isRequired(f, typeCode)} disabled={disabled} />;
      case 'date':
        return <DatePicker placeholder="请选择日期" style={{ width: '100%' }} />;
      case 'year':
        return <DatePicker picker="year" placeholder="请选择年份" style={{ width: '100%' }} />;
      default:
        return <Input maxLength={f.maxLength} placeholder={f.placeholder ?? `请输入${EQUIPMENT_FIELD_LABELS[f.name]}`} disabled={disabled} />;
    }
  };

  // An older certificate number differs from TSG 08's form: kept as declared, with a warning rather than a refusal.
  const certNoFormRule: FormRule = {
    warningOnly: true,
    validator: (_, v: string | undefined) => {
      const warning = certNoFormWarning(v ?? '');
      return warning ? Promise.reject(new Error(warning)) : Promise.resolve();
    },
  };
  // Checked against the whole record, so the cross-field rules (what elevators require, dates in order) speak too.
  const rules = (f: FieldSpec): FormRule[] => [
    ...(f.kind === 'area' ? areaRules : []),
    fromObjectSchema(equipmentFields, f.name),
    ...(f.kind === 'catalogue' ? [catalogueRule] : []),
    ...(f.name === 'certNo' ? [certNoFormRule] : []),
  ];
  const valueProps = (f: FieldSpec) => (f.kind === 'date' ? dateTextProps : f.kind === 'year' ? yearTextProps : undefined);
  const decision = record?.regDecision;
  // What the registry decided is shown, not edited, with the decision it came from.
  const decidedNote = (f: FieldSpec) =>
    decision && (DECIDED_FIELDS as readonly string[]).includes(f.name) ? (
      <span>
        由登记机关审批确定（
        <a href={`${PATHS.flowLog}?${new URLSearchParams({ kind: decision.kind, id: decision.id }).toString()}`} target="_blank" rel="noopener noreferrer">
          {decision.no}
        </a>
        ），如需变更请办理变更登记
      </span>
    ) : undefined;
  // The maintenance unit and phone a claim set are shown, not edited; one only declared by the unit is marked so.
  const MAINTENANCE = ['maintenanceUnit', 'maintenancePhone'];
  const maintenanceNote = (f: FieldSpec) =>
    !record || !MAINTENANCE.includes(f.name)
      ? undefined
      : record.maintenanceAssigned
        ? `由${EQUIPMENT_FIELD_LABELS.maintenanceUnit}认领确定，如需更换请办理${EQUIPMENT_FIELD_LABELS.maintenanceUnit}变更`
        : f.name === 'maintenanceUnit' && record.maintenanceUnit
          ? '自行填报：维保单位认领后由平台更新'
          : undefined;
  const lockedByClaim = (f: FieldSpec) => !!record?.maintenanceAssigned && MAINTENANCE.includes(f.name);

  return (
    <Form<RecordValues>
      form={form}
      layout="vertical"
      className={readOnly ? 'eqr-form eqr-form-view' : 'eqr-form'}
      disabled={readOnly}
      initialValues={initial}
      onFinish={() => void submit(form.getFieldsValue(true) as RecordValues)}
      scrollToFirstError={{ block: 'center' }}
    >
      <div className="eqr-type">
        <span>设备种类：</span>
        <Tag color="blue">{EQUIPMENT_TYPE_NAMES[typeCode]}</Tag>
        <span className="eqr-type-code">{typeCode}</span>
        {onRetype && !record && (
          <Button type="link" size="small" onClick={onRetype}>
            重新选择
          </Button>
        )}
      </div>
      {RECORD_SECTIONS.map((s) => (
        <fieldset key={s.title} className="form-section eqr-section">
          <legend>{s.title}</legend>
          <Row gutter={24}>
            {fieldsFor(s.fields, typeCode).map((f) => (
              <Col key={f.name} xs={24} md={f.wide ? 24 : 12} xl={f.wide ? 16 : 8}>
                <Form.Item
                  name={f.name}
                  label={EQUIPMENT_FIELD_LABELS[f.name]}
                  required={isRequired(f, typeCode)}
                  rules={rules(f)}
                  validateFirst
                  validateDebounce={f.kind ? undefined : VALIDATE_DELAY}
                  dependencies={f.name === 'nextInspectionDate' ? ['lastInspectionDate'] : undefined}
                  {...valueProps(f)}
                  extra={decidedNote(f) ?? maintenanceNote(f)}
                >
                  {control(f, !!decidedNote(f) || lockedByClaim(f))}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
      {(scalars.length > 0 || waitingForVariety) && (
        <fieldset className="form-section eqr-section">
          <legend>{typeCode === '8000' ? '工程信息' : '技术参数'}</legend>
          {waitingForVariety && <Alert className="eqr-hint" type="info" showIcon title="请先选择设备类别/品种，再填写该品种的技术参数" />}
          <Row gutter={24}>
            {scalars.map((def) => (
              <Col key={def.key} xs={24} md={12} xl={def.type === 'text' && (def.max ?? 100) > 100 ? 16 : 8}>
                <ParamField def={def} catalogueCode={catalogueCode} />
              </Col>
            ))}
          </Row>
        </fieldset>
      )}
      {tables.map((def) => (
        <fieldset key={def.key} className="form-section eqr-section">
          <legend className={(def.minRows ?? 0) > 0 ? 'eqr-legend-required' : undefined}>{def.label}</legend>
          <ParamField def={def} catalogueCode={catalogueCode} readOnly={readOnly} footer={tableFooter(def)} />
        </fieldset>
      ))}
      <SaveFailureAlert failure={failure} onReload={onReload} className="form-failure eqr-failure" />
      {!readOnly && (
        <div className="form-actions">
          <Space>
            <AuthButton access={record ? 'equipment.edit' : 'equipment.add'} type="primary" loading={add.isPending || change.isPending} onClick={() => form.submit()}>
              保存
            </AuthButton>
            <Button
              onClick={() => {
                form.resetFields();
                clearFailure();
              }}
            >
              重置
            </Button>
          </Space>
        </div>
      )}
    </Form>
  );
}
