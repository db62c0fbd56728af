import type { UnitProfile } from '@portal/contract';
import { missingChangeEvidence, saveUnitInput, UNIT_CHANGE_EVIDENCE, UNIT_FIELD_LABELS, UNIT_FIELDS_NEEDING_APPROVAL } from '@portal/contract/api/unit';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Row, Space } from 'antd';
import { useRef, useState } from 'react';
import { attachmentKeys, useAttList } from '../../api/attachment';
import { useSaveUnit } from '../../api/unit';
import { AreaCascader, DEFAULT_AREA, useAreaRules } from '../../components/area-cascader';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { DictSelect } from '../../components/dict-select';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { changedFields, UNIT_SECTIONS, valuesOf, type FieldSpec, type UnitValues } from './unit-fields';
import '../../components/form-section.css';

const NEEDS_APPROVAL = new Set<string>(UNIT_FIELDS_NEEDING_APPROVAL);

/** The evidence of a name or credit code change, uploaded on the unit while the change is drafted; the server moves it to the request. */
function ChangeEvidence({ unitId, missing }: { unitId: string; missing: string | null }) {
  return (
    <fieldset className="form-section unit-evidence" aria-label="变更证明材料">
      <legend>变更证明材料</legend>
      <p className="unit-evidence-note">变更单位名称或统一社会信用代码，须上传变更后的营业执照和市场监督管理部门出具的变更登记通知书，随变更申请一并提交管理员审核。</p>
      {missing && <Alert type="error" showIcon title={missing} className="form-failure" />}
      <div className="att-grid">
        {UNIT_CHANGE_EVIDENCE.map((kind) => (
          <div key={kind} className="unit-evidence-kind">
            <AttachmentUpload bizType="unit" bizId={unitId} kind={kind} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

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
  const qc = useQueryClient();
  const evidenceBox = useRef<HTMLDivElement>(null);
  // Set by a save tried without the evidence: the box says what is missing until it is uploaded.
  const [evidenceTried, setEvidenceTried] = useState(false);
  const watched = { orgname: Form.useWatch('orgname', form), uscc: Form.useWatch('uscc', form) };
  const approval = pending ? [] : UNIT_FIELDS_NEEDING_APPROVAL.filter((f) => (watched[f] ?? unit[f]).trim() !== unit[f]);
  const draftKinds = useAttList({ bizType: 'unit', bizId: approval.length ? unit.id : '' }).data?.map((f) => f.kind);
  // Until the files are listed the server has the last word.
  const missing = approval.length && draftKinds ? missingChangeEvidence(approval, draftKinds) : null;

  const control = (f: FieldSpec) => {
    if (f.name === 'unitType') return <DictSelect type="unit_type" placeholder="请选择单位类型" />;
    if (f.name === 'areaCode') return <AreaCascader />;
    return <Input maxLength={f.maxLength} placeholder={f.placeholder ?? `请输入${UNIT_FIELD_LABELS[f.name]}`} disabled={pending && NEEDS_APPROVAL.has(f.name)} />;
  };

  const extra = (f: FieldSpec) => {
    if (!NEEDS_APPROVAL.has(f.name)) return undefined;
    return pending ? '变更申请审核中，审核完成或撤回后可再次修改' : '修改后需上传变更证明材料，经管理员审核通过后生效';
  };

  async function submit(values: UnitValues) {
    clearFailure();
    if (!changedFields(unit, values).length) {
      message.info('没有需要保存的修改');
      return;
    }
    if (missing) {
      setEvidenceTried(true);
      evidenceBox.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    try {
      const result = await save.mutateAsync({ ...values, version: unit.version });
      form.setFieldsValue(valuesOf(result.unit));
      setEvidenceTried(false);
      if (result.pendingChange) {
        // The evidence went with the request; the unit's draft is empty again.
        void qc.invalidateQueries({ queryKey: attachmentKeys.object('unit', unit.id) });
        message.success('单位名称/信用代码的变更已提交审核，其他修改已保存');
      } else message.success('单位信息已保存');
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
      {approval.length > 0 && (
        <div ref={evidenceBox}>
          <ChangeEvidence unitId={unit.id} missing={evidenceTried ? missing : null} />
        </div>
      )}
      <SaveFailureAlert failure={failure} onReload={() => void reload()} className="form-failure" />
      <div className="form-actions">
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
