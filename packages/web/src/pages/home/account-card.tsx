import type { UserInfo } from '@portal/contract';
import { ROLE_TYPES } from '@portal/contract/domain/permissions';

import { LiteTag } from '../../components/lite/tag';
import { useSession } from '../../state/session-store';
import { InfoList } from './info-list';
import { HomeCard } from './home-card';

/** The logged-in account and the roles it holds. */
export function AccountCard({ user }: { user: UserInfo }) {
  const roles = useSession((s) => s.roleList);
  const roleId = useSession((s) => s.roleId);
  return (
    <HomeCard title="我的账号">
      <InfoList
        items={[
          { key: 'loginName', label: '登录账号', children: user.loginName },
          { key: 'name', label: '姓名', children: user.name },
          { key: 'mobile', label: '手机号码', children: user.mobile || '未填写' },
          { key: 'phone', label: '联系电话', children: user.phone || '未填写' },
          { key: 'kind', label: '账号类型', children: user.isMainAccount ? '单位主账号' : '单位成员账号' },
          {
            key: 'roles',
            label: '拥有角色',
            children: (
              <span className="home-roles">
                {roles.map((r) => (
                  <LiteTag key={r.id} color={r.id === roleId ? 'blue' : undefined} title={ROLE_TYPES[r.roleType]}>
                    {r.name}
                  </LiteTag>
                ))}
              </span>
            ),
          },
        ]}
      />
    </HomeCard>
  );
}
