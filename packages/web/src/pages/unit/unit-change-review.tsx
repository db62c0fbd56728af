import type { UnitProfile } from '@portal/contract';
import { UNIT_CHANGE_EVIDENCE, UNIT_FIELD_LABELS } from '@portal/contract/api/unit';

import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';
import { TERMS } from '@portal/contract/domain/glossary';

import { useAuditChange, useChangeRequest } from '../../api/unit';
import { AreaLabel } from '../../components/area-cascader';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { DictLabel } from '../../components/dict-label';
import { FieldChanges } from '../../components/field-changes';
import { formatTime } from '../../components/format';
import { EvidenceFiles } from '../../components/review/evidence-files';
import { ReviewDetail, type ReviewField } from '../../components/review/review-detail';
import { ReviewDrawer } from '../../components/review/review-drawer';

type UnitField = keyof typeof UNIT_FIELD_LABELS;

/** The evidence a change is submitted with, by kind and name. */
const EVIDENCE: Record<string, string> = Object.fromEntries(UNIT_CHANGE_EVIDENCE.map((k) => [k, ATTACHMENT_BIZ_TYPES.unit.kinds[k]]));

const unitValue = (unit: UnitProfile, f: UnitField) =>
  f === 'unitType' ? <DictLabel type="unit_type" value={unit.unitType} /> : f === 'areaCode' ? <AreaLabel code={unit.areaCode} /> : unit[f] || '未填写';

/** The unit's record as it stands, for the reviewer to hold the request against. */
const unitFields = (unit: UnitProfile): ReviewField[] => (Object.keys(UNIT_FIELD_LABELS) as UnitField[]).map((f) => ({ label: UNIT_FIELD_LABELS[f], value: unitValue(unit, f) }));

/** One request in a drawer over the queue: what the unit asks for, the evidence it sent, its current record and documents, and the decision. */
export function UnitChangeReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useChangeRequest(id);
  const audit = useAuditChange();
  const request = query.data?.request;
  const unit = query.data?.unit;
  // Only edits are 'applied' at once; a reviewed request is in one of the flow's states.
  const record = request && { ...request, state: request.state === 'applied' ? 'approved' : request.state };

  return (
    <ReviewDrawer open={!!id} title={`${TERMS.unitChange}审核`} size={880} flow={UNIT_CHANGE_FLOW} state={record?.state} onClose={onClose}>
      {record && unit && (
        <ReviewDetail
          flow={UNIT_CHANGE_FLOW}
          flowLog="unitChange"
          record={record}
          sections={[
            {
              title: '申请变更',
              content: (
                <>
                  <p className="review-intro">
                    {record.unitName} · {record.changedByName} 于 {formatTime(record.changedAt)} 提交
                  </p>
                  <FieldChanges changes={record.changes} />
                </>
              ),
            },
            { title: '单位当前信息', fields: unitFields(unit) },
          ]}
          material={{
            title: '证明材料',
            content: (
              <>
                <EvidenceFiles files={query.data?.evidence ?? []} kinds={EVIDENCE} />
                {/* A change the unit is drafting meanwhile is not part of this request. */}
                <AttachmentUpload
                  bizType="unit"
                  bizId={unit.id}
                  readOnly
                  title="单位资料：营业执照、授权委托书及其他材料"
                  emptyText="该单位尚未上传资料"
                  exclude={(f) => Object.hasOwn(EVIDENCE, f.kind)}
                />
              </>
            ),
          }}
          actions={['approve', 'reject']}
          confirm={{ approve: `通过后“${record.unitName}”的变更立即生效，并通知申请人。确定审核通过吗？` }}
          reasonExample="营业执照上的名称与申请的名称不一致"
          notice="申请人会在消息中心收到通知"
          doneText={{ approve: '已审核通过，新名称已生效' }}
          onDecide={(action, opinion) => audit.mutateAsync({ id: record.id, action, opinion })}
          onDecided={onClose}
        />
      )}
    </ReviewDrawer>
  );
}
