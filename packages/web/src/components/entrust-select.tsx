import type { EntrustScope } from '@portal/contract';

import { Form, Select, Tag } from 'antd';
import { useEntrustsInForce } from '../api/entrust';
import { useSession } from '../state/session-store';

/**
 * 代为申报的委托单位: on a new filing, the principals whose authorisations in force cover this business; shown only when
 * the caller's unit has one. '' files for the unit itself. Changing it changes whose devices the form offers.
 */
export function EntrustSelect({ scope, value, onChange }: { scope: EntrustScope; value: string; onChange: (entrustId: string) => void }) {
  const inForce = useEntrustsInForce(scope);
  const list = inForce.data ?? [];
  if (list.length === 0 && !value) return null;
  return (
    <Form.Item label="代为申报的委托单位" extra="受其他单位委托时选择委托单位，只能为委托书范围内的设备申报" style={{ maxWidth: 640 }}>
      <Select
        value={value}
        onChange={onChange}
        loading={inForce.isLoading}
        options={[
          { value: '', label: '本单位自行申报' },
          ...list.map((e) => ({ value: e.id, label: `${e.principalName}（委托书${e.entrustNo}，${e.equipmentIds.length}台设备，至${e.validTo}）` })),
        ]}
      />
    </Form.Item>
  );
}

/** Who filed a record, as the unit's and the agent's lists show it: the unit itself, its agent, or (to the agent) for whom. */
export function FiledBy({ record: r }: { record: { unitId: string; unitName: string; agentName: string } }) {
  const unitId = useSession((s) => s.user?.unitInfo.id ?? '');
  if (!r.agentName) return <>本单位申报</>;
  return (
    <>
      <Tag color="blue">委托申报</Tag>
      {r.unitId === unitId ? `${r.agentName}代为申报` : `代${r.unitName}申报`}
    </>
  );
}
