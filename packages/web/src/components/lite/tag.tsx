import type { ReactNode } from 'react';
import './tag.css';

/** antd's filled Tag look, in its default, blue and red colours. */
export function LiteTag({ color, icon, title, className, children }: { color?: 'blue' | 'red'; icon?: ReactNode; title?: string; className?: string; children: ReactNode }) {
  const classes = ['lite-tag', color && `lite-tag-${color}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes} title={title}>
      {icon}
      <span>{children}</span>
    </span>
  );
}
