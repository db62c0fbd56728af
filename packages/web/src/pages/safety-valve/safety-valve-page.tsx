import type { FindValveInput, ValveList, ValveRecord } from '@portal/contract';
import { VALVE_CONCLUSIONS, VALVE_DUE_DAYS, VALVE_LISTS, VALVE_STATUSES, type ValveConclusion } from '@portal/contract/api/safety-valve';
import { EQUIPMENT_TYPE_NAMES, type EquipmentTypeCode } from '@portal/contract/domain/codes';

import { Badge, Button, Input, Modal, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useValve, useValveCounts, useValveList, valveExportUrl } from '../../api/safety-valve';
import { AddButton } from '../../components/add-button';
import { ExportButton } from '../../components/export-button';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { detailPath } from '../../routes/paths';
import { CalibrationDialog, ValveDialog, type ValveEditing } from './valve-dialogs';

interface Filters {
  keyword?: string;
}

const LIST_KEYS = Object.keys(VALVE_LISTS) as ValveList[];
const isList = (v: string): v is ValveList => (LIST_KEYS as string[]).includes(v);

/** A valve's calibrations, newest first. */
function HistoryDialog({ valve, onClose }: { valve: ValveRecord | null; onClose: () => void }) {
  const detail = useValve(valve?.id ?? '');
  return (
    <Modal open={!!valve} title={valve ? `校验记录 · 安全阀 ${valve.valveNo}` : '校验记录'} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <Table
        rowKey="id"
        size="small"
        loading={detail.isLoading}
        dataSource={detail.data?.calibrations ?? []}
        pagination={false}
        locale={{ emptyText: '还没有校验记录' }}
        columns={[
          { key: 'calibratedOn', title: '校验日期', dataIndex: 'calibratedOn', width: 110 },
          { key: 'calibratingBody', title: '校验机构', dataIndex: 'calibratingBody', ellipsis: true },
          { key: 'reportNo', title: '报告编号', dataIndex: 'reportNo', width: 150 },
          {
            key: 'conclusion',
            title: '结论',
            dataIndex: 'conclusion',
            width: 80,
            render: (c: ValveConclusion) => <Tag color={c === 'pass' ? 'success' : 'error'}>{VALVE_CONCLUSIONS[c]}</Tag>,
          },
          { key: 'nextDue', title: '下次校验日期', dataIndex: 'nextDue', width: 120 },
          { key: 'remark', title: '备注', dataIndex: 'remark', ellipsis: true },
          { key: 'recorded', title: '登记', width: 150, render: (_, c) => `${c.recordedByName} ${formatTime(c.recordedAt).slice(0, 10)}` },
        ]}
      />
    </Modal>
  );
}

/**
 * 安全阀校验 (legacy /safetyValve): the safety valves of the unit's boilers, vessels and pipelines, their calibrations,
 * and the lists of those due within 30 days, overdue or failed (?list= opens one).
 */
export default function SafetyValvePage() {
  const navigate = useNavigate();
  const preset = usePageParam('list');
  const [list, setList] = useState<ValveList>(isList(preset) ? preset : 'all');
  const [editing, setEditing] = useState<ValveEditing>(null);
  const [calibrating, setCalibrating] = useState<ValveRecord | null>(null);
  const [history, setHistory] = useState<ValveRecord | null>(null);
  const table = useSearchTable<Filters>({ initial: {} });
  const counts = useValveCounts().data;
  const input: FindValveInput = { list, keyword: table.filters.keyword?.trim() ?? '', pageNo: table.pageNo, pageSize: table.pageSize };
  const result = useValveList(input);

  const columns: SearchColumn<ValveRecord>[] = [
    { key: 'valveNo', title: '安全阀编号', dataIndex: 'valveNo', width: 120, fixed: 'left' },
    {
      key: 'status',
      title: '状态',
      width: 110,
      render: (_, r) => <Tag color={VALVE_STATUSES[r.status].color}>{VALVE_STATUSES[r.status].label}</Tag>,
    },
    { key: 'nextDue', title: '下次校验日期', dataIndex: 'nextDue', width: 120, render: (v: string | null) => v ?? '—' },
    { key: 'model', title: '型号', dataIndex: 'model', width: 110 },
    { key: 'nominalSize', title: '公称通径', dataIndex: 'nominalSize', width: 90, render: (v: string) => v || '—' },
    { key: 'setPressure', title: '整定压力', dataIndex: 'setPressure', width: 100, render: (v: string) => `${v} MPa` },
    {
      key: 'equipment',
      title: '所保护的设备',
      width: 240,
      ellipsis: true,
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(detailPath(r.equipmentTypeCode as EquipmentTypeCode, r.equipmentId))}>
          {`${EQUIPMENT_TYPE_NAMES[r.equipmentTypeCode as EquipmentTypeCode] ?? ''} · ${r.equipmentName}`}
        </Button>
      ),
    },
    { key: 'location', title: '安装位置', dataIndex: 'location', width: 120, ellipsis: true, render: (v: string) => v || '—' },
    { key: 'lastCalibratedOn', title: '上次校验', dataIndex: 'lastCalibratedOn', width: 110, render: (v: string | null) => v ?? '未校验' },
    { key: 'lastReportNo', title: '校验报告编号', dataIndex: 'lastReportNo', width: 150, render: (v: string) => v || '—' },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      always: true,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setCalibrating(r)}>
            校验登记
          </Button>
          <Button type="link" size="small" onClick={() => setHistory(r)}>
            校验记录
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', valve: r })}>
            修改
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="安全阀校验"
      note={`锅炉、压力容器和压力管道的安全阀至少每年校验一次。下次校验日期在${VALVE_DUE_DAYS}天内的列为即将到期，已过期或从未校验的列为超期未校验；校验不合格的安全阀须修理或更换后重新校验。`}
      extra={<AddButton onClick={() => setEditing({ mode: 'add' })}>新增安全阀</AddButton>}
    >
      <Tabs
        activeKey={list}
        onChange={(k) => {
          setList(k as ValveList);
          table.setPage(1, table.pageSize);
        }}
        items={LIST_KEYS.map((k) => ({
          key: k,
          label: (
            <span>
              {VALVE_LISTS[k]} <Badge count={counts?.[k] ?? 0} showZero color={k === 'all' ? '#8c8c8c' : k === 'due' ? '#fa8c16' : '#f5222d'} overflowCount={999} />
            </span>
          ),
        }))}
      />
      <SearchTable<ValveRecord, Filters>
        table={table}
        result={result}
        fields={[{ name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="安全阀编号、型号、设备代码或名称" /> }]}
        columns={columns}
        rowKey="id"
        empty={list === 'all' ? '还没有登记安全阀' : `没有${VALVE_LISTS[list]}的安全阀`}
        formName="safety-valve"
        totalText={(n) => `共 ${n} 个安全阀`}
        toolbar={<ExportButton access="equipment.safetyValve" url={() => valveExportUrl(input)} fallbackName={`安全阀-${VALVE_LISTS[list]}.xlsx`} />}
        tableProps={{ scroll: { x: 'max-content' } }}
      />
      <ValveDialog editing={editing} onClose={() => setEditing(null)} />
      <CalibrationDialog valve={calibrating} onClose={() => setCalibrating(null)} />
      <HistoryDialog valve={history} onClose={() => setHistory(null)} />
    </PageCard>
  );
}
