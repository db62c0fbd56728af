import { SkeletonButton } from './lite/skeleton';
import './stat-tiles.css';

export interface StatTile {
  key: string;
  label: string;
  value: number | undefined;
  /** Numbers that call for action stand out. */
  tone?: 'danger' | 'warning';
  onClick?: () => void;
}

/** A row of numbers, each a button to the records behind it; `compact` for a card on the home desk. */
export function StatTiles({ items, compact = false, loading = false }: { items: StatTile[]; compact?: boolean; loading?: boolean }) {
  return (
    <div className={`stat-tiles${compact ? ' stat-tiles-compact' : ''}`}>
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          className={`stat-tile${t.tone && t.value ? ` stat-tile-${t.tone}` : ''}`}
          onClick={t.onClick}
          disabled={!t.onClick}
          aria-label={`${t.label} ${t.value ?? ''}`.trim()}
        >
          <span className="stat-tile-label">{t.label}</span>
          {loading ? <SkeletonButton /> : <span className="stat-tile-value">{t.value ?? '—'}</span>}
        </button>
      ))}
    </div>
  );
}
