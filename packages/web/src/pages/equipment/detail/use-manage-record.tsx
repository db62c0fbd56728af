import { Descriptions, Table, Tag } from 'antd';
import { useUseManageRecord } from '../../../api/reg-change';
import { DictLabel } from '../../../components/dict-label';
import { formatTime } from '../../../components/format';
import { PageCard } from '../../../components/page-card';
import { PATHS } from '../../../routes/paths';

const logPath = (kind: string, id: string) => `${PATHS.flowLog}?${new URLSearchParams({ kind, id }).toString()}`;

/** A device's use management: its registration as it stands, whether a registry confirmed it, and every application since. */
export function UseManageRecord({ equipmentId }: { equipmentId: string }) {
  const query = useUseManageRecord(equipmentId);
  const r = query.data;
  return (
    <PageCard title="使用登记记录">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'regState', label: '登记状态', children: r ? r.regStateLabel : '—' },
          { key: 'certNo', label: '使用登记证编号', children: r?.certNo || '—' },
          { key: 'useStatus', label: '使用状态', children: r ? <DictLabel type="equipment_use_status" value={r.useStatus} /> : '—' },
          {
            key: 'source',
            label: '信息来源',
            span: 'filled',
            children: r && (r.declared ? <Tag color="warning">企业申报，尚未经登记机关确认</Tag> : <Tag color="success">由登记机关审批确定</Tag>),
          },
        ]}
      />
      <Table
        className="eqd-use-history"
        size="small"
        rowKey="id"
        loading={query.isLoading}
        pagination={false}
        dataSource={r?.history ?? []}
        locale={{ emptyText: '尚未办理使用登记或变更' }}
        columns={[
          {
            key: 'no',
            title: '申请编号',
            dataIndex: 'no',
            width: 160,
            render: (v: string, h) => (
              <a href={logPath(h.kind, h.id)} target="_blank" rel="noopener noreferrer">
                {v}
              </a>
            ),
          },
          { key: 'label', title: '办理事项', dataIndex: 'label', width: 200 },
          { key: 'state', title: '状态', dataIndex: 'stateLabel', width: 120, render: (v: string, h) => (h.decisive ? <Tag color="success">{v}</Tag> : v) },
          { key: 'at', title: '时间', dataIndex: 'at', render: (v: string) => formatTime(v) },
        ]}
      />
    </PageCard>
  );
}
