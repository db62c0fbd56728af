import type { RegChangeForm, RegChangeGroup, RegChangeItem, RegChangeKind, RegChangeRecord } from '@portal/contract';
import { REG_CHANGE_KINDS, kindsOf, regChangeForm } from '@portal/contract/api/reg-change';

import { Col, Form, Row, Select, type FormInstance } from 'antd';
import { useState } from 'react';
import { useRegChangeCandidates } from '../../api/reg-change';
import { AreaCascader, useAreaRules } from '../area-cascader';
import { FilingForm } from '../draft-form';
import { DateCell, FieldCell, TextAreaCell, TextCell } from '../form-cell';
import { fromObjectSchema, VALIDATE_DELAY } from '../form-rules';

export type RegChangeValues = Omit<RegChangeForm, 'kind'> & { kind?: RegChangeKind };

/** The matters a group's page handles (办理事项), as the choices of its form and its list filter. */
export const kindChoices = (group: RegChangeGroup) => kindsOf(group).map((k) => ({ value: k, label: REG_CHANGE_KINDS[k].label }));

export const valuesOf = (r: RegChangeRecord): RegChangeValues => ({
  kind: r.kind,
  equipmentIds: r.items.map((i) => i.equipmentId),
  reason: r.reason,
  effectiveDate: r.effectiveDate,
  measures: r.measures,
  areaCode: r.newAreaCode,
  address: r.newAddress,
  targetUscc: r.targetUscc,
  formerName: r.formerName,
  workUnit: r.workUnit,
  supervisionBody: r.supervisionBody,
  allowedUntil: r.allowedUntil,
  contactPerson: r.contactPerson,
  contactPhone: r.contactPhone,
});

/** The contract's own checks, field by field: the kind's rules compare fields, so the whole form is parsed. */
const rules = (name: keyof RegChangeForm) => [fromObjectSchema(regChangeForm, name)];

const deviceLabel = (e: RegChangeItem) => `${e.productName} · ${e.deviceCode || '无设备代码'}${e.certNo ? ` · ${e.certNo}` : ''}`;

interface Props {
  group: RegChangeGroup;
  form: FormInstance<RegChangeValues>;
  /** The stored application: its kind stays, its devices stay pickable. */
  record?: RegChangeRecord;
  initialValues: Partial<RegChangeValues>;
}

/** The application form: the matter (chosen once), its devices, then the matter's own fields and who to call. */
export function RegChangeFormFields({ group, form, record, initialValues }: Props) {
  const [kind, setKind] = useState<RegChangeKind | undefined>(record?.kind ?? initialValues.kind);
  const [keyword, setKeyword] = useState('');
  const candidates = useRegChangeCandidates(group, kind, keyword);
  const areaRules = useAreaRules('请选择移装后的使用地点所在区域');
  const rule = kind ? REG_CHANGE_KINDS[kind] : undefined;
  // The application's own devices are held by it, so the candidates leave them out: they are offered too.
  const options = [...(record && record.kind === kind ? record.items : []), ...(candidates.data ?? [])].map((e) => ({ value: e.equipmentId, label: deviceLabel(e) }));

  return (
    <FilingForm form={form} initialValues={initialValues}>
      <h3 className="ur-section">办理事项</h3>
      <Row gutter={24}>
        <FieldCell name="kind" label="办理事项" required rules={[{ required: true, message: '请选择办理事项' }]}>
          <Select
            disabled={!!record}
            placeholder="请选择"
            options={kindChoices(group)}
            onChange={(k: RegChangeKind) => {
              setKind(k);
              form.setFieldValue('equipmentIds', []);
            }}
          />
        </FieldCell>
        <Col xs={24} xl={16}>
          <Form.Item
            name="equipmentIds"
            label="办理设备"
            required
            rules={rules('equipmentIds')}
            // One device is still a list for the server.
            getValueProps={(v: string[] | undefined) => ({ value: rule?.many ? v : v?.[0] })}
            normalize={(v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : [])}
            extra={
              rule
                ? `只列出本单位${rule.from.map((s) => (s === 'registered' ? '已登记' : '停用')).join('或')}、且没有其他办理中申请的设备${rule.many ? '，可选多台' : ''}`
                : '请先选择办理事项'
            }
          >
            <Select
              mode={rule?.many ? 'multiple' : undefined}
              disabled={!kind}
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder="输入设备代码、使用登记证编号或设备名称查找"
              loading={candidates.isFetching}
              notFoundContent={candidates.isFetching ? '查找中…' : '没有可办理的设备'}
              options={options}
            />
          </Form.Item>
        </Col>
      </Row>

      {rule && (
        <>
          <h3 className="ur-section">办理内容</h3>
          <Row gutter={24}>
            <DateCell name="effectiveDate" label={rule.dateLabel} required rules={rules('effectiveDate')} />
            {kind === 'modify' && (
              <>
                <TextCell name="workUnit" label="改造施工单位" required rules={rules('workUnit')} max={100} />
                <TextCell name="supervisionBody" label="监督检验机构" required rules={rules('supervisionBody')} max={100} />
              </>
            )}
            {kind === 'relocate' && (
              <FieldCell name="areaCode" label="移装后所在区域" required rules={areaRules} extra="跨登记机关移装请先办理注销">
                <AreaCascader />
              </FieldCell>
            )}
            {(kind === 'relocate' || kind === 'address') && (
              <TextCell
                name="address"
                label={kind === 'relocate' ? '移装后使用地点' : '变更后使用地点'}
                required
                rules={rules('address')}
                max={200}
                placeholder="街道、门牌号及楼栋"
                xl={16}
              />
            )}
            {kind === 'transfer' && (
              <TextCell name="targetUscc" label="受让单位统一社会信用代码" required rules={rules('targetUscc')} extra="受让单位须已在本平台注册；提交后由受让单位确认" max={18} />
            )}
            {kind === 'rename' && <TextCell name="formerName" label="原使用单位名称" required rules={rules('formerName')} extra="单位名称须已在“单位信息维护”中变更" max={100} />}
            {kind === 'designLife' && <DateCell name="allowedUntil" label="允许继续使用至" required rules={rules('allowedUntil')} />}
            <TextAreaCell name="reason" label="申请原因" required rules={rules('reason')} validateDebounce={VALIDATE_DELAY} max={500} rows={[2, 5]} xl={24} />
            {rule.group === 'termination' && (
              <TextAreaCell
                name="measures"
                label={kind === 'stop' ? '停用期间安全措施' : '处置措施'}
                required={kind !== 'cancel'}
                rules={rules('measures')}
                validateDebounce={VALIDATE_DELAY}
                max={500}
                rows={[2, 5]}
                placeholder={kind === 'stop' ? '如：切断电源并上锁，在显著位置张贴停用标志' : undefined}
                xl={24}
              />
            )}
            <TextCell name="contactPerson" label="联系人" required rules={rules('contactPerson')} max={32} />
            <TextCell name="contactPhone" label="联系电话" required rules={rules('contactPhone')} max={32} placeholder="手机或带区号的固定电话" />
          </Row>
        </>
      )}
    </FilingForm>
  );
}
