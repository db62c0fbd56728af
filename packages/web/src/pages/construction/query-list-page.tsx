import type { ConstructionRecord } from '@portal/contract';

import { useNavigate } from 'react-router';
import { useConstructionQuery } from '../../api/construction';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { ConstructionTable } from './construction-table';
import { RowLink } from '../../components/search-table/row-actions';

/** Spec §2 /construction/query-list: the notices the unit filed, and those other units filed for its equipment. */
export default function QueryListPage() {
  const navigate = useNavigate();
  const open = (r: ConstructionRecord) => void navigate(recordPath(PATHS.constructionDetail, r.id));
  return (
    <PageCard title="施工告知查询" note="本单位办理的施工告知，以及施工单位对本单位设备办理的施工告知。">
      <ConstructionTable useList={useConstructionQuery} showUnit onOpen={open} empty="暂无施工告知" actions={(r) => <RowLink onClick={() => open(r)}>查看</RowLink>} />
    </PageCard>
  );
}
