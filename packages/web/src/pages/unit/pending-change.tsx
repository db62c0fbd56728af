import type { UnitChangeRecord } from '@portal/contract';
import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';
import { TERMS } from '@portal/contract/domain/glossary';

import { ClockCircleOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useWithdrawChange } from '../../api/unit';
import { FieldChanges } from '../../components/field-changes';
import { formatTime } from '../../components/format';
import { StateTag } from '../../components/state-tag';

/** A name or credit code change waiting for an administrator, with the way to take it back. */
export function PendingChange({ change, canWithdraw }: { change: UnitChangeRecord; canWithdraw: boolean }) {
  const { message } = App.useApp();
  const withdraw = useWithdrawChange();
  return (
    <section className="unit-pending" aria-label="待审核的变更申请">
      <div className="unit-pending-icon">
        <ClockCircleOutlined />
      </div>
      <div className="unit-pending-body">
        <div className="unit-pending-head">
          <strong>{TERMS.unitChange}申请</strong>
          {change.state !== 'applied' && <StateTag flow={UNIT_CHANGE_FLOW} state={change.state} />}
        </div>
        <p className="unit-pending-note">
          {change.changedByName} 于 {formatTime(change.changedAt)} 提交，管理员审核通过后生效；审核期间平台仍使用原名称和信用代码。
        </p>
        <FieldChanges changes={change.changes} />
      </div>
      {canWithdraw && (
        <Popconfirm
          title="撤回变更申请"
          description="撤回后本次申请作废，如需变更请重新提交。"
          okText="撤回"
          cancelText="取消"
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits a returned promise (its OK button spins and the popup stays until it settles), though its type says void
          onConfirm={() =>
            withdraw.mutateAsync(change.id).then(
              () => void message.success('变更申请已撤回'),
              () => undefined,
            )
          }
        >
          <Button loading={withdraw.isPending}>撤回</Button>
        </Popconfirm>
      )}
    </section>
  );
}
