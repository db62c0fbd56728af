import type { ReactNode } from 'react';

/** Label and value rows in the home page's cards (antd's small one-column Descriptions look, without antd). */
export function InfoList({ items }: { items: { key: string; label: string; children: ReactNode }[] }) {
  return <dl className="home-info">{items.map((i) => [<dt key={`${i.key}-label`}>{i.label}</dt>, <dd key={i.key}>{i.children}</dd>])}</dl>;
}
