import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiteCard } from '../../components/lite/card';

/** A card of the work desk; `more` leads to the page the card sums up. */
export function HomeCard({ title, more, children }: { title: ReactNode; more?: { to: string; text: string }; children: ReactNode }) {
  return (
    <LiteCard
      className="home-card"
      title={title}
      extra={
        more && (
          <Link className="lite-link-btn" to={more.to}>
            {more.text}
          </Link>
        )
      }
    >
      {children}
    </LiteCard>
  );
}
