import type { InspectionApplyRecord } from '@portal/contract';

import { PlusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useInspectionList } from '../../api/online-apply';
import { NavButton } from '../../components/nav-button';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { RowLink } from '../../components/search-table/row-actions';
import { PATHS, recordPath } from '../../routes/paths';
import { ApplyRowActions, ApplyTable } from './apply-table';
import { SUPERINTEND_NOTE } from './superintend-page';

/**
 * Spec §2 /company-service/new-superintend-query: the supervision applications the unit filed as the construction
 * unit, and those filed on its devices by its construction units (read only).
 */
export default function SuperintendQueryPage() {
  const navigate = useNavigate();
  const keyword = usePageParam('keyword');
  const open = (r: InspectionApplyRecord) => void navigate(recordPath(PATHS.onlineApplyDetail, r.id));
  return (
    <PageCard
      title="监督检验查询"
      note={SUPERINTEND_NOTE}
      extra={
        <NavButton to={PATHS.onlineSuperintend} icon={<PlusOutlined />}>
          新的监督检验申请
        </NavButton>
      }
    >
      <ApplyTable
        useList={useInspectionList}
        group="supervision"
        initialKeyword={keyword}
        onOpen={open}
        empty="暂无监督检验申请"
        actions={(r) =>
          r.readOnly ? (
            <>
              <Tag>使用单位查看</Tag>
              <RowLink onClick={() => open(r)}>查看</RowLink>
            </>
          ) : (
            <ApplyRowActions record={r} onOpen={() => open(r)} />
          )
        }
      />
    </PageCard>
  );
}
