import type { RescueStats } from '@portal/contract';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../components/e-chart';
import './rescue-figures.css';

const avg = (n: number | null) => (n === null ? '—' : String(n));

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
        <table className="home-rescue-table">
          <caption>按电梯（本月）</caption>
          <thead>
            <tr>
              <th>电梯</th>
              <th>救援</th>
              <th>故障</th>
              <th>超30分钟</th>
              <th>超1小时</th>
              <th>平均到达(分钟)</th>
            </tr>
          </thead>
          <tbody>
            {stats.byElevator.slice(0, 5).map((e) => (
              <tr key={e.equipmentId}>
                <td title={e.deviceCode}>{e.address}</td>
                <td>{e.rescues}</td>
                <td>{e.faults}</td>
                <td className={e.over30 ? 'home-rescue-late' : undefined}>{e.over30}</td>
                <td className={e.over60 ? 'home-rescue-late' : undefined}>{e.over60}</td>
                <td>{avg(e.avgArrival)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {stats.byMaintainUnit.length > 0 && (
        <table className="home-rescue-table">
          <caption>按维保单位（本月）</caption>
          <thead>
            <tr>
              <th>维保单位</th>
              <th>救援</th>
              <th>故障</th>
              <th>超30分钟</th>
              <th>超1小时</th>
              <th>平均到达(分钟)</th>
            </tr>
          </thead>
          <tbody>
            {stats.byMaintainUnit.map((u) => (
              <tr key={u.unitId}>
                <td>{u.name}</td>
                <td>{u.rescues}</td>
                <td>{u.faults}</td>
                <td className={u.over30 ? 'home-rescue-late' : undefined}>{u.over30}</td>
                <td className={u.over60 ? 'home-rescue-late' : undefined}>{u.over60}</td>
                <td>{avg(u.avgArrival)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
