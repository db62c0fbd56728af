import type { ConstructionRecord } from '@portal/contract';
import { CONSTRUCTION_EDITABLE } from '@portal/contract/api/construction';

import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useConstructionList, useDeleteConstruction, useWithdrawConstruction } from '../../api/construction';
import { DraftRowActions } from '../../components/draft-row-actions';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { ConstructionTable } from './construction-table';
import { NavButton } from '../../components/nav-button';

export const CONSTRUCTION_NOTE = '安装、改造、重大修理施工前，由取得相应许可的施工单位向设备使用地登记机关书面告知；登记机关接收并生成告知编号后即可施工。';

/** Spec §2 /construction/register-list: the construction unit's notices, to continue, withdraw or delete. */
export default function RegisterListPage() {
  const navigate = useNavigate();
  const withdraw = useWithdrawConstruction();
  const remove = useDeleteConstruction();
  const open = (r: ConstructionRecord) => void navigate(recordPath(PATHS.constructionDetail, r.id));
  return (
    <PageCard
      title="施工告知登记"
      note={CONSTRUCTION_NOTE}
      extra={
        <NavButton to={PATHS.constructionRegister} icon={<PlusOutlined />}>
          新增施工告知
        </NavButton>
      }
    >
      <ConstructionTable
        useList={useConstructionList}
        onOpen={open}
        empty="暂无施工告知，点击“新增施工告知”填写"
        actions={(r) => (
          <DraftRowActions
            record={r}
            no={r.applyNo}
            noun="告知"
            editable={CONSTRUCTION_EDITABLE.includes(r.state)}
            withdrawable={r.state === 'submitted'}
            onOpen={() => open(r)}
            onEdit={() => void navigate(recordPath(PATHS.constructionRegister, r.id))}
            withdraw={withdraw.mutateAsync}
            remove={remove.mutateAsync}
          />
        )}
      />
    </PageCard>
  );
}
