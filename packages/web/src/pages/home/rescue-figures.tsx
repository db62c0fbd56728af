import type { RescueStats } from '@portal/contract';
import { useMemo, type ReactNode } from 'react';
import { EChart, type ChartOption } from '../../components/e-chart';
import './rescue-figures.css';

const avg = (n: number | null) => (n === null ? '—' : String(n));

/** One row's month: rescues, faults, late arrivals and the average arrival. */
interface Figures {
  rescues: number;
  faults: number;
  over30: number;
  over60: number;
  avgArrival: number | null;
}

/** The month's figures of one kind of row (an elevator, a maintenance unit), late arrivals marked. */
function FiguresTable<R extends Figures>({ caption, head, rows, rowKey, name }: { caption: string; head: string; rows: R[]; rowKey: (r: R) => string; name: (r: R) => ReactNode }) {
  return (
    <table className="home-rescue-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th>{head}</th>
          <th>救援</th>
          <th>故障</th>
          <th>超30分钟</th>
          <th>超1小时</th>
          <th>平均到达(分钟)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {name(r)}
            <td>{r.rescues}</td>
            <td>{r.faults}</td>
            <td className={r.over30 ? 'home-rescue-late' : undefined}>{r.over30}</td>
            <td className={r.over60 ? 'home-rescue-late' : undefined}>{r.over60}</td>
            <td>{avg(r.avgArrival)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The six months' trend as bars, and the month per elevator and per maintenance unit (loaded on demand by the card). */
export default function RescueFigures({ stats }: { stats: RescueStats }) {
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 32, right: 12, top: 16, bottom: 40 },
      xAxis: { type: 'category', data: stats.trend.map((t) => t.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '困人救援', type: 'bar', data: stats.trend.map((t) => t.rescues) },
        { name: '电梯故障', type: 'bar', data: stats.trend.map((t) => t.faults) },
        { name: '到达超30分钟', type: 'bar', data: stats.trend.map((t) => t.over30), itemStyle: { color: '#d9363e' } },
      ],
    }),
    [stats],
  );
  return (
    <div className="home-rescue">
      <EChart option={option} height={220} label="近六个月困人救援、电梯故障和到达超30分钟的次数" />
      {stats.byElevator.length > 0 && (
        <FiguresTable
          caption="按电梯（本月）"
          head="电梯"
          rows={stats.byElevator.slice(0, 5)}
          rowKey={(e) => e.equipmentId}
          name={(e) => <td title={e.deviceCode}>{e.address}</td>}
        />
      )}
      {stats.byMaintainUnit.length > 0 && (
        <FiguresTable caption="按维保单位（本月）" head="维保单位" rows={stats.byMaintainUnit} rowKey={(u) => u.unitId} name={(u) => <td>{u.name}</td>} />
      )}
    </div>
  );
}
