import { UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAccounts } from '../../api/member';
import { AuthButton } from '../../components/auth-button';
import { PageCard } from '../../components/page-card';
import { PATHS } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import { AccountTable } from './account-table';
import './member.css';

/** 企业账号管理 › 成员账号管理: a unit's main account manages the unit's accounts. */
export default function ManagerPage() {
  const navigate = useNavigate();
  // The same first page the table asks for: a sub-account is refused, and then there is nothing to add either.
  const refused = useAccounts({ pageNo: 1, pageSize: 10 }).isError;
  // Administrators see every unit's accounts here too, so they need to see whose they are.
  const everyUnit = useAccess('system.account');
  return (
    <PageCard
      title="成员账号管理"
      note="单位主账号可为同事开通子账号、分配角色、启用或停用账号、重置密码；子账号只能获得主账号自己拥有的角色。"
      extra={
        !refused && (
          <AuthButton access="account.create" type="primary" icon={<UserAddOutlined />} onClick={() => void navigate(PATHS.addAccount)}>
            新增成员账号
          </AuthButton>
        )
      }
    >
      <AccountTable from="manager" allUnits={everyUnit} />
    </PageCard>
  );
}
