import { useId, type ReactNode } from 'react';
import './card.css';

/** antd's borderless Card look: a white panel titled in its head, with an action at the head's right. */
export function LiteCard({ title, extra, className, children }: { title: ReactNode; extra?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className ? `lite-card ${className}` : 'lite-card'} aria-labelledby={id}>
      <div className="lite-card-head">
        <h2 className="lite-card-title" id={id}>
          {title}
        </h2>
        {extra && <div className="lite-card-extra">{extra}</div>}
      </div>
      <div className="lite-card-body">{children}</div>
    </section>
  );
}
