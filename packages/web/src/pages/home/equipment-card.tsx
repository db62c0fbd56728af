import { useNavigate } from 'react-router';
import { useEquipmentStats } from '../../api/equipment';
import { STAT_LINKS } from '../../components/equipment-stat-links';
import { StatTiles } from '../../components/stat-tiles';
import { PATHS } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import { HomeCard } from './home-card';

/** The unit's equipment in numbers; the overdue and due-soon ones lead straight to their lists. */
export function EquipmentCard() {
  const allowed = useAccess('equipment.overview');
  const mayQuery = useAccess('equipment.query');
  const navigate = useNavigate();
  const query = useEquipmentStats(allowed);
  if (!allowed) return null;

  const tiles = STAT_LINKS.map((s) => ({
    key: s.key,
    label: s.label,
    tone: s.tone,
    value: query.data?.[s.key],
    onClick: mayQuery ? () => void navigate(s.path) : undefined,
  }));
  return (
    <HomeCard title="设备统计" more={{ to: PATHS.equipmentOverview, text: '设备概况' }}>
      {query.isError ? <div className="home-muted">设备统计暂时无法读取</div> : <StatTiles items={tiles} compact loading={query.isLoading} />}
    </HomeCard>
  );
}
