import type { EquipmentOverview } from '@portal/contract';
import { Card, Col, Empty, Result, Row } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useDictList } from '../../../api/dict';
import { useEquipmentOverview } from '../../../api/equipment';
import { failureText } from '../../../api/http';
import { EChart, type ChartOption } from '../../../components/e-chart';
import { STAT_LINKS } from '../../../components/equipment-stat-links';
import { FiguresCard } from '../../../components/figures-card';
import { chinaToday, formatTime } from '../../../components/format';
import { listPath } from '../../../routes/paths';
import { dueMonths, monthRange } from './due-months';
import './overview.css';

const GREEN = '#2e9d5b';
const GOLD = '#e8b949';
const GREY = '#aab3c0';
const RED = '#d9363e';
const BLUE = '#1d5fbf';
/** The same colours as the bars: in use green, stopped gold, the rest quieter. */
const STATUS_COLORS: Record<string, string> = { inUse: GREEN, stopped: GOLD, relocated: '#3a7bd5' };

type TypeCount = EquipmentOverview['byType'][number];

/** The by-category series; each bar opens the list of what it counts. */
const TYPE_SERIES: Array<{ name: string; color: string; value: (t: TypeCount) => number; path: (typeCode: string) => string }> = [
  { name: '在用', color: GREEN, value: (t) => t.inUse, path: (typeCode) => listPath('comprehensive', { typeCode, useStatus: 'inUse' }) },
  { name: '停用', color: GOLD, value: (t) => t.stopped, path: (typeCode) => listPath('nonUse', { typeCode }) },
  { name: '其他状态', color: GREY, value: (t) => t.total - t.inUse - t.stopped, path: (typeCode) => listPath('comprehensive', { typeCode }) },
  { name: '超期未检', color: RED, value: (t) => t.overdue, path: (typeCode) => listPath('timeout', { typeCode }) },
];

function typeChart(o: EquipmentOverview): ChartOption {
  // Top to bottom in code order; a category axis draws its first entry at the bottom.
  const types = [...o.byType].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 36, bottom: 8 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: types.map((t) => t.name), axisLabel: { width: 150, overflow: 'truncate' } },
    // Statuses stack to the total; overdue equipment is also in service, so it gets a bar of its own beside the stack.
    series: TYPE_SERIES.map((s) => ({
      type: 'bar',
      name: s.name,
      stack: s.name === '超期未检' ? 'overdue' : 'status',
      barMaxWidth: 18,
      itemStyle: { color: s.color },
      data: types.map((t) => s.value(t)),
    })),
  };
}

function statusChart(o: EquipmentOverview, labels: Map<string, string>): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{c} 台' },
        data: o.byStatus.map((s) => ({
          name: labels.get(s.status) ?? s.status,
          value: s.count,
          status: s.status,
          itemStyle: { color: STATUS_COLORS[s.status] ?? GREY },
        })),
      },
    ],
  };
}

function dueChart(months: Array<{ month: string; count: number }>): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 24, top: 24, bottom: 8 },
    xAxis: { type: 'category', data: months.map((m) => `${m.month.slice(0, 4)}年${Number(m.month.slice(5, 7))}月`) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: '检验到期', barMaxWidth: 36, itemStyle: { color: BLUE }, label: { show: true, position: 'top' }, data: months.map((m) => m.count) }],
  };
}

/** 设备管理 › 设备概况: the numbers of the reminder lists, and the registry by category, status and coming inspections. */
export default function EquipmentOverviewPage() {
  const navigate = useNavigate();
  const query = useEquipmentOverview();
  const statuses = useDictList('equipment_use_status').data;
  const o = query.data;
  const labels = useMemo(() => new Map((statuses ?? []).map((s) => [s.value, s.label])), [statuses]);
  const today = chinaToday();
  const due = useMemo(() => {
    const counts = new Map((o?.dueByMonth ?? []).map((m) => [m.month, m.count]));
    return dueMonths(today).map((month) => ({ month, count: counts.get(month) ?? 0 }));
  }, [o, today]);
  const charts = useMemo(() => o && { type: typeChart(o), status: statusChart(o, labels), due: dueChart(due) }, [o, labels, due]);

  if (query.isError && !o) return <Result status="warning" title="设备概况暂时无法读取" subTitle={failureText(query.error)} />;

  const tiles = STAT_LINKS.map((s) => ({ key: s.key, label: s.label, tone: s.tone, value: o?.stats[s.key], onClick: () => void navigate(s.path) }));
  const types = o ? [...o.byType].reverse() : [];

  return (
    <div className="equipment-overview">
      <FiguresCard title="设备概况" note={`点击数字或图形可打开对应的设备清单。${o ? `统计时间：${formatTime(o.countedAt)}` : ''}`} tiles={tiles} query={query} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card className="equipment-chart-card" variant="borderless" title="各种类设备数量">
            {charts && (
              <EChart
                label="各种类设备数量"
                height={340}
                option={charts.type}
                onClick={(e) => {
                  const series = TYPE_SERIES.find((s) => s.name === e.seriesName);
                  const type = types[e.dataIndex];
                  if (series && type) void navigate(series.path(type.typeCode));
                }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card className="equipment-chart-card" variant="borderless" title="使用状态分布">
            {charts &&
              (o!.byStatus.length ? (
                <EChart
                  label="使用状态分布"
                  height={340}
                  option={charts.status}
                  onClick={(e) => {
                    const status = (e.data as { status?: string } | undefined)?.status;
                    if (status) void navigate(status === 'stopped' ? listPath('nonUse') : listPath('comprehensive', { useStatus: status }));
                  }}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无设备" />
              ))}
          </Card>
        </Col>
        <Col span={24}>
          <Card className="equipment-chart-card" variant="borderless" title="未来半年检验到期（台）">
            {charts && (
              <EChart
                label="未来半年检验到期"
                height={280}
                option={charts.due}
                onClick={(e) => {
                  const month = due[e.dataIndex]?.month;
                  // The chart counts equipment in use, as the list this opens.
                  if (month) void navigate(listPath('comprehensive', { ...monthRange(month, today), useStatus: 'inUse' }));
                }}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
