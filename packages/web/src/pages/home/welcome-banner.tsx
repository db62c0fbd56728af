import type { UserInfo } from '@portal/contract';
import { LockOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useClientConfig } from '../../api/session-queries';
import { formatToday } from '../../components/format';
import { openDialog } from '../../state/dialog-store';
import { useSession } from '../../state/session-store';

const greeting = (hour: number) => (hour < 6 ? '夜深了' : hour < 11 ? '上午好' : hour < 13 ? '中午好' : hour < 18 ? '下午好' : '晚上好');

/** Greets the user by name, with the unit, current role and the account actions. */
export function WelcomeBanner({ user }: { user: UserInfo }) {
  const title = useClientConfig().data?.title ?? '';
  const roleName = useSession((s) => s.roleName);
  const canSwitch = useSession((s) => s.roleList.length > 1);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));

  return (
    <section className="home-banner">
      <div className="home-banner-text">
        <h2>
          {greeting(hour)}，{user.name}
        </h2>
        <p>
          欢迎使用{title}。今天是 {formatToday()}。
        </p>
        <div className="home-banner-tags">
          <span className="home-chip">{user.unitInfo.orgname}</span>
          <span className="home-chip home-chip-role">当前角色：{roleName}</span>
        </div>
      </div>
      <div className="home-banner-actions">
        <button type="button" className="home-banner-btn" onClick={() => openDialog('info')}>
          <UserOutlined />
          <span>个人信息</span>
        </button>
        <button type="button" className="home-banner-btn" onClick={() => openDialog('password')}>
          <LockOutlined />
          <span>修改密码</span>
        </button>
        {canSwitch && (
          <button type="button" className="home-banner-btn" onClick={() => openDialog('role')}>
            <SwapOutlined />
            <span>切换角色</span>
          </button>
        )}
      </div>
    </section>
  );
}
