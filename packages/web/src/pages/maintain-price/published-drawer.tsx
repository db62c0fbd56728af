import { MAINTAIN_PRICE_FLOW } from '@portal/contract/api/maintain-project';

import { Drawer, Result, Skeleton } from 'antd';
import { failureText } from '../../api/http';
import { usePublishedPrice } from '../../api/maintain-price';
import { Section } from '../../components/review/review-detail';
import { StateTag } from '../../components/state-tag';
import { priceSections } from '../../components/maintain-price/price-sections';

/** A published price list in full, over the search: the unit, whom to call, its service items and every price. */
export function PublishedDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = usePublishedPrice(id);
  const r = query.data;
  return (
    <Drawer
      open={!!id}
      title={r ? `${r.unitName} · ${r.title}` : '维保价格表'}
      size={920}
      onClose={onClose}
      destroyOnHidden
      extra={r && <StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} />}
    >
      {query.isError ? (
        <Result status="warning" title={failureText(query.error)} />
      ) : !r ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="review">
          {priceSections(r).map((s) => (
            <Section key={s.title} section={s} />
          ))}
        </div>
      )}
    </Drawer>
  );
}
