import type { MaintAssignment, MaintenanceRecord } from '@portal/contract';
import { MAINTENANCE_FLOW, MAINTENANCE_INTERVAL_DAYS, MAINTENANCE_KINDS } from '@portal/contract/api/maintenance';

import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfirmMaintenance, useMaintenanceDetail, useMaintenanceRecords } from '../../api/maintenance';
import { failureText } from '../../api/http';
import { useConfirmAction } from '../../components/confirm-action';
import { FlowLogLink } from '../../components/flow-log/flow-log-timeline';
import { chinaToday, formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { MaintenanceDue } from './maintenance-due';
import { RecordDialog, ReturnDialog, type RecordEditing } from './maintenance-dialogs';
import './maintenance.css';
import { RowLink } from '../../components/search-table/row-actions';

const PAGE_SIZE = 10;

/** The device's maintenance contracts, as the maintenance-unit change recorded them. */
const ASSIGNMENT_COLUMNS = [
  { key: 'unit', title: '维保单位', dataIndex: 'maintainUnitName', width: 220 },
  { key: 'contractNo', title: '维保合同编号', dataIndex: 'contractNo', width: 150 },
  { key: 'period', title: '合同期限', width: 200, render: (_: unknown, a: MaintAssignment) => `${a.contractFrom} 至 ${a.contractTo}` },
  {
    key: 'held',
    title: '维保起止',
    width: 200,
    render: (_: unknown, a: MaintAssignment) => `${chinaToday(new Date(a.startedAt))} 至 ${a.endedAt ? chinaToday(new Date(a.endedAt)) : '今'}`,
  },
  { key: 'from', title: '原维保单位', dataIndex: 'fromName', width: 200, render: (v: string) => v || '—' },
  {
    key: 'change',
    title: '变更申请',
    width: 150,
    render: (_: unknown, a: MaintAssignment) => (a.changeId ? <Link to={recordPath(PATHS.maintChangeDetail, a.changeId)}>{a.changeNo}</Link> : '—'),
  },
];

/**
 * 维保详情 (/company-service/weibaoDa?id=): one elevator's maintenance unit and its maintenance records. The
 * maintenance unit holding it records each maintenance; the use unit's safety manager countersigns or returns it.
 */
export default function WeibaoDaPage() {
  const id = usePageParam('id');
  const detail = useMaintenanceDetail(id);
  const [pageNo, setPageNo] = useState(1);
  const records = useMaintenanceRecords({ equipmentId: id, pageNo, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<RecordEditing>(null);
  const [returning, setReturning] = useState<MaintenanceRecord | null>(null);
  const confirm = useConfirmMaintenance();
  const ask = useConfirmAction();

  if (!id) return <Result status="warning" title="未指定电梯" subTitle="请从电梯维保记录列表进入。" />;
  if (detail.isError) return <Result status="404" title="电梯不存在" subTitle={failureText(detail.error)} />;
  const d = detail.data;
  if (!d)
    return (
      <PageCard title="维保详情">
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageCard>
    );
  const dev = d.device;

  const columns = [
    { key: 'recordNo', title: '记录编号', dataIndex: 'recordNo', width: 150 },
    { key: 'kind', title: '维保类别', width: 100, render: (_: unknown, r: MaintenanceRecord) => MAINTENANCE_KINDS[r.kind] },
    { key: 'maintainedOn', title: '维保日期', dataIndex: 'maintainedOn', width: 110 },
    {
      key: 'maintainers',
      title: '维保人员（证书编号）',
      width: 260,
      render: (_: unknown, r: MaintenanceRecord) => (
        <div>
          {r.maintainers.map((m) => (
            <div key={m.certNo}>
              {m.name} <Typography.Text type="secondary">{m.certNo}</Typography.Text>
            </div>
          ))}
        </div>
      ),
    },
    { key: 'state', title: '状态', width: 150, render: (_: unknown, r: MaintenanceRecord) => <StateTag flow={MAINTENANCE_FLOW} state={r.state} /> },
    {
      key: 'review',
      title: '使用单位确认',
      width: 180,
      render: (_: unknown, r: MaintenanceRecord) => (r.reviewedAt ? `${r.state === 'returned' ? '退回：' : ''}${r.reviewerName} ${formatTime(r.reviewedAt)}` : '—'),
    },
    {
      key: 'actions',
      title: '操作',
      width: 200,
      render: (_: unknown, r: MaintenanceRecord) => (
        <Space size={0} wrap>
          {d.mayConfirm && r.state === 'submitted' && (
            <>
              <Button
                type="link"
                size="small"
                onClick={() =>
                  ask(
                    '签字确认',
                    `确认${r.maintainedOn}的${MAINTENANCE_KINDS[r.kind]}（${r.recordNo}）已按记录完成？`,
                    () => confirm.mutateAsync({ id: r.id, version: r.version }),
                    '已签字确认',
                  )
                }
              >
                签字确认
              </Button>
              <RowLink danger onClick={() => setReturning(r)}>
                退回
              </RowLink>
            </>
          )}
          {d.mayRecord && r.state === 'returned' && <RowLink onClick={() => setEditing({ mode: 'edit', record: r })}>修改后重新提交</RowLink>}
          <FlowLogLink kind="maintenanceRecord" id={r.id} />
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={`维保详情 · ${dev.productName}${dev.internalNo ? `（${dev.internalNo}）` : ''}`}
      note={`维保记录由${d.side === 'maintain' ? '本单位' : '维保单位'}登记，使用单位安全管理人员签字确认；记录保存不少于4年。`}
      extra={
        d.mayRecord && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            登记维保记录
          </Button>
        )
      }
    >
      {dev.overdue && (
        <Alert
          className="maintenance-alert"
          type="error"
          showIcon
          title={dev.lastMaintainedOn ? `该电梯已${dev.daysSince}天未维保，超过${MAINTENANCE_INTERVAL_DAYS}日的维保周期` : '该电梯尚无维保记录'}
        />
      )}
      <Descriptions className="maintenance-section" title="电梯" size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label="设备代码">{dev.deviceCode || '—'}</Descriptions.Item>
        <Descriptions.Item label="注册代码">{dev.registerCode || '—'}</Descriptions.Item>
        <Descriptions.Item label="使用登记证编号">{dev.certNo || '—'}</Descriptions.Item>
        <Descriptions.Item label="使用单位">{dev.useUnitName}</Descriptions.Item>
        <Descriptions.Item label="使用地点" span={2}>
          {dev.address}
        </Descriptions.Item>
        <Descriptions.Item label="最近维保">
          <MaintenanceDue device={dev} />
        </Descriptions.Item>
        <Descriptions.Item label="待签字确认">{dev.pending ? `${dev.pending}条` : '无'}</Descriptions.Item>
      </Descriptions>
      <Descriptions className="maintenance-section" title="维保单位" size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
        {d.holder ? (
          <>
            <Descriptions.Item label="当前维保单位">{d.holder.name}</Descriptions.Item>
            <Descriptions.Item label="值班电话">{d.holder.phone || '—'}</Descriptions.Item>
            <Descriptions.Item label="联系人">{d.holder.contact ? `${d.holder.contact} ${d.holder.contactMobile}` : '—'}</Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label="当前维保单位" span={3}>
            {d.declaredUnit ? `${d.declaredUnit}${d.declaredPhone ? `（${d.declaredPhone}）` : ''}，使用单位登记，尚未在平台认领` : '未登记维保单位'}
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="maintenance-section">
        <Typography.Title level={5}>维保合同与变更记录</Typography.Title>
        <Table<MaintAssignment>
          rowKey="id"
          size="small"
          dataSource={d.assignments}
          columns={ASSIGNMENT_COLUMNS}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: '尚未经维保单位变更在平台认领' }}
        />
      </div>
      <div className="maintenance-section">
        <Typography.Title level={5}>维保记录</Typography.Title>
        <Table<MaintenanceRecord>
          rowKey="id"
          size="small"
          loading={records.isLoading}
          dataSource={records.data?.list ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '还没有维保记录' }}
          expandable={{
            expandedRowRender: (r) => (
              <div className="maintenance-items">
                <div>
                  <b>维保项目及内容：</b>
                  {r.items}
                </div>
                {r.remark && (
                  <div>
                    <b>备注：</b>
                    {r.remark}
                  </div>
                )}
                {r.state === 'returned' && r.opinion && (
                  <div className="maintenance-returned">
                    <b>退回原因：</b>
                    {r.opinion}
                  </div>
                )}
                <div className="maintenance-meta">
                  {r.maintainUnitName} {r.createdByName} 登记于 {formatTime(r.createdAt)}
                </div>
              </div>
            ),
          }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: records.data?.count ?? 0,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (p) => setPageNo(p),
          }}
        />
      </div>
      <RecordDialog equipmentId={id} editing={editing} onClose={() => setEditing(null)} />
      <ReturnDialog record={returning} onClose={() => setReturning(null)} />
    </PageCard>
  );
}
