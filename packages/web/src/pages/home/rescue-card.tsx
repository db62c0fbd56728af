import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useRescueStats } from '../../api/rescue';
import { SkeletonLines } from '../../components/lite/skeleton';
import { StatTiles } from '../../components/stat-tiles';
import { PATHS } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import { HomeCard } from './home-card';

// ECharts and the tables load after the card's numbers.
const RescueFigures = lazy(() => import('./rescue-figures'));

/**
 * The month's elevator rescues and faults: counts, late arrivals and the mean minutes to arrive, then the chart and
 * tables. Loaded on demand by the home page, only for users who may see rescues.
 */
export default function RescueCard() {
  const mayFaults = useAccess('rescue.fault');
  const navigate = useNavigate();
  const query = useRescueStats('');
  const s = query.data;
  const tiles = [
    { key: 'rescues', label: '困人救援', value: s?.total.rescues, onClick: () => void navigate(PATHS.rescue) },
    { key: 'faults', label: '电梯故障', value: s?.total.faults, onClick: mayFaults ? () => void navigate(PATHS.fault) : undefined },
    { key: 'over30', label: '到达超30分钟', tone: 'warning' as const, value: s?.total.over30, onClick: () => void navigate(PATHS.rescue) },
    { key: 'over60', label: '到达超1小时', tone: 'danger' as const, value: s?.total.over60, onClick: () => void navigate(PATHS.rescue) },
    { key: 'avg', label: '平均到达(分钟)', value: s ? (s.total.avgArrival ?? undefined) : undefined },
  ];
  return (
    <HomeCard title={s ? `本月电梯救援与故障（${s.month}）` : '本月电梯救援与故障'} more={{ to: PATHS.rescue, text: '困人救援' }}>
      {query.isError ? (
        <div className="home-muted">救援与故障统计暂时无法读取</div>
      ) : (
        <>
          <StatTiles items={tiles} compact loading={query.isLoading} />
          {s && (
            <Suspense fallback={<SkeletonLines />}>
              <RescueFigures stats={s} />
            </Suspense>
          )}
        </>
      )}
    </HomeCard>
  );
}
