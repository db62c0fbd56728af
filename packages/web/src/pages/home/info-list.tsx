import { Descriptions, type DescriptionsProps } from 'antd';

const LABEL_STYLE = { width: 84, color: 'var(--text-3)' };

/** Label and value rows in the home page's cards. */
export function InfoList({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions column={1} size="small" colon={false} styles={{ label: LABEL_STYLE }} items={items} />;
}
