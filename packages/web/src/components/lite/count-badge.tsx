import './count-badge.css';

/** antd's small count Badge look: a red pill, hidden at zero, "99+" past the limit. */
export function CountBadge({ count, overflow = 99, className }: { count: number; overflow?: number; className?: string }) {
  if (count <= 0) return null;
  const text = count > overflow ? `${overflow}+` : String(count);
  const classes = ['lite-badge', text.length > 1 && 'lite-badge-multi', className].filter(Boolean).join(' ');
  return <sup className={classes}>{text}</sup>;
}
