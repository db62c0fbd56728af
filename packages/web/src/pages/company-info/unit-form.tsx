import type { UnitProfile } from '@portal/contract';
import { saveUnitInput, UNIT_FIELD_LABELS, UNIT_FIELDS_NEEDING_APPROVAL } from '@portal/contract/api/unit';
import { App, Button, Col, Form, Input, Row, Space } from 'antd';
import { useSaveUnit } from '../../api/unit';
import { AreaCascader, DEFAULT_AREA, useAreaRules } from '../../components/area-cascader';
import { DictSelect } from '../../components/dict-select';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { changedFields, UNIT_SECTIONS, valuesOf, type FieldSpec, type UnitValues } from './unit-fields';
import '../../components/form-section.css';

const NEEDS_APPROVAL = new Set<string>(UNIT_FIELDS_NEEDING_APPROVAL);

interface UnitFormProps {
  unit: UnitProfile;
  /** A name or credit code change is waiting: those two fields cannot change again until it is decided. */
  pending: boolean;
  /** Reads the record again after someone else changed it. */
  onReload: () => Promise<UnitProfile | undefined>;
}

/** The main account edits the record with the contract's rules; name and credit code go to review. */
export function UnitForm({ unit, pending, onReload }: UnitFormProps) {
  const [form] = Form.useForm<UnitValues>();
  const { message } = App.useApp();
  const save = useSaveUnit();
  const areaRules = useAreaRules();
  const { failure, fail, clear: clearFailure } = useSaveFailure();

  const control = (f: FieldSpec) => {
    if (f.name === 'unitType') return <DictSelect type="unit_type" placeholder="请选择单位类型" />;
    if (f.name === 'areaCode') return <AreaCascader />;
    return <Input maxLength={f.maxLength} placeholder={f.placeholder ?? `请输入${UNIT_FIELD_LABELS[f.name]}`} disabled={pending && NEEDS_APPROVAL.has(f.name)} />;
  };

  const extra = (f: FieldSpec) => {
    if (!NEEDS_APPROVAL.has(f.name)) return undefined;
    return pending ? '变更申请审核中，审核完成或撤回后可再次修改' : '修改后需管理员审核，通过后生效';
  };

  async function submit(values: UnitValues) {
    clearFailure();
    if (!changedFields(unit, values).length) {
      message.info('没有需要保存的修改');
      return;
    }
    try {
      const result = await save.mutateAsync({ ...values, version: unit.version });
      form.setFieldsValue(valuesOf(result.unit));
      if (result.pendingChange) message.success('单位名称/信用代码的变更已提交审核，其他修改已保存');
      else message.success('单位信息已保存');
    } catch (e) {
      fail(e);
    }
  }

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) form.setFieldsValue(valuesOf(fresh));
    clearFailure();
  };

  return (
    <Form<UnitValues>
      form={form}
      layout="vertical"
      className="unit-form"
      initialValues={{ ...valuesOf(unit), areaCode: unit.areaCode || DEFAULT_AREA }}
      onFinish={(v) => void submit(v)}
      scrollToFirstError={{ block: 'center' }}
    >
      {UNIT_SECTIONS.map((s) => (
        <fieldset key={s.title} className="form-section">
          <legend>{s.title}</legend>
          <Row gutter={24}>
            {s.fields.map((f) => (
              <Col key={f.name} xs={24} md={f.wide ? 24 : 12} xl={f.wide ? 16 : 8}>
                <Form.Item
                  name={f.name}
                  label={UNIT_FIELD_LABELS[f.name]}
                  required={f.required}
                  rules={f.name === 'areaCode' ? areaRules : [fromSchema(saveUnitInput.shape[f.name])]}
                  validateDebounce={f.name === 'areaCode' || f.name === 'unitType' ? undefined : VALIDATE_DELAY}
                  extra={extra(f)}
                >
                  {control(f)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
      <SaveFailureAlert failure={failure} onReload={() => void reload()} className="unit-failure" />
      <div className="unit-actions">
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(valuesOf(unit));
              clearFailure();
            }}
          >
            重置
          </Button>
        </Space>
      </div>
    </Form>
  );
}
