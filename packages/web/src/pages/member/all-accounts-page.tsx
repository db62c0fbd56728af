import { UserAddOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthButton } from '../../components/auth-button';
import { PageCard } from '../../components/page-card';
import { PATHS } from '../../routes/paths';
import { AccountTable, type UnitFilter } from './account-table';
import './member.css';

/** 系统维护 › 全部账号管理: administrators manage every unit's accounts. */
export default function AllAccountsPage() {
  const navigate = useNavigate();
  const [unit, setUnit] = useState<UnitFilter | null>(null);
  const add = () => {
    const q = unit ? `?unitId=${encodeURIComponent(unit.id)}&unitName=${encodeURIComponent(unit.name)}&from=system` : '?from=system';
    void navigate(`${PATHS.addAccount}${q}`);
  };
  return (
    <PageCard
      title="全部账号管理"
      note="所有单位的账号；点击单位名称只看该单位的账号，并可在该单位下新增账号。"
      extra={
        <AuthButton access="account.create" type="primary" icon={<UserAddOutlined />} onClick={add}>
          {unit ? '在该单位新增账号' : '新增账号'}
        </AuthButton>
      }
    >
      {/* A new unit starts from its first page and empty filters. */}
      <AccountTable key={unit?.id ?? 'all'} allUnits from="system" unit={unit} onUnit={setUnit} />
    </PageCard>
  );
}
