import type { InspectionApplyRecord } from '@portal/contract';
import { INSPECTION_EDITABLE } from '@portal/contract/api/online-apply';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useDeleteInspectionApply, useInspectionList, useRevokeInspectionApply } from '../../api/online-apply';
import { DraftRowActions } from '../../components/draft-row-actions';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { PATHS, recordPath } from '../../routes/paths';
import { ApplyTable, editPathOf } from './apply-table';
import { SUPERINTEND_NOTE } from './superintend-page';

/**
 * Spec §2 /company-service/new-superintend-query: the supervision applications the unit filed as the construction
 * unit, and those filed on its devices by its construction units (read only).
 */
export default function SuperintendQueryPage() {
  const navigate = useNavigate();
  const keyword = usePageParam('keyword');
  const revoke = useRevokeInspectionApply();
  const remove = useDeleteInspectionApply();
  const open = (r: InspectionApplyRecord) => void navigate(recordPath(PATHS.onlineApplyDetail, r.id));
  return (
    <PageCard
      title="监督检验查询"
      note={SUPERINTEND_NOTE}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PATHS.onlineSuperintend)}>
          新的监督检验申请
        </Button>
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
              <Button type="link" size="small" onClick={() => open(r)}>
                查看
              </Button>
            </>
          ) : (
            <DraftRowActions
              record={r}
              no={r.applyNo}
              noun="申请"
              editable={INSPECTION_EDITABLE.includes(r.state)}
              withdrawable={r.state === 'submitted'}
              onOpen={() => open(r)}
              onEdit={() => void navigate(editPathOf(r))}
              withdraw={revoke.mutateAsync}
              remove={remove.mutateAsync}
            >
              {r.state === 'feeSet' && (
                <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.onlineApplyPay, r.id))}>
                  缴费
                </Button>
              )}
            </DraftRowActions>
          )
        }
      />
    </PageCard>
  );
}
