import { Card } from 'antd';
import type { ReactNode } from 'react';
import './page-card.css';

/** The white panel every page sits in: a title, an optional note under it, actions on the right. */
export function PageCard({ title, note, extra, children }: { title: ReactNode; note?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      className="page-card"
      variant="borderless"
      title={
        <div className="page-card-title">
          <span>{title}</span>
          {note && <small>{note}</small>}
        </div>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
