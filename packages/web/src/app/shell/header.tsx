import { BellOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '../../api/message';
import { useClientConfig } from '../../api/session-queries';
import { formatToday } from '../../components/format';
import { CountBadge } from '../../components/lite/count-badge';
import { Tooltip } from '../../components/lite/tooltip';
import { LogoMark } from '../../components/logo-mark';
import { PATHS } from '../../routes/paths';
import { openDialog } from '../../state/dialog-store';
import { useSession } from '../../state/session-store';
import { UserMenu } from './user-menu';

/** The fixed 64 px header: mark and title, welcome line with the date, current role, messages, user menu. */
export function ShellHeader() {
  const navigate = useNavigate();
  const title = useClientConfig().data?.title ?? '';
  const orgname = useSession((s) => s.user?.unitInfo.orgname ?? '');
  const roleName = useSession((s) => s.roleName);
  const canSwitch = useSession((s) => s.roleList.length > 1);
  const hasSession = useSession((s) => s.hasSession);
  const unread = useUnreadCount(hasSession).data ?? 0;

  return (
    <header className="shell-header">
      <a
        className="shell-brand"
        href={PATHS.home}
        onClick={(e) => {
          e.preventDefault();
          void navigate(PATHS.home);
        }}
      >
        <LogoMark size={40} />
        <span className="shell-title">{title}</span>
      </a>
      <div className="shell-header-right">
        <div className="shell-welcome">
          <span className="shell-welcome-org">欢迎登录 {orgname}</span>
          <span className="shell-welcome-date">{formatToday()}</span>
        </div>
        {roleName && (
          <Tooltip title={canSwitch ? '点击切换角色' : '当前角色'}>
            {/* aria-disabled rather than disabled: a disabled button gets no pointer events, and so no tooltip. */}
            <button
              type="button"
              className="shell-role"
              aria-disabled={!canSwitch || undefined}
              onClick={() => canSwitch && openDialog('role')}
              aria-label={`当前角色：${roleName}`}
            >
              <UserSwitchOutlined />
              <span>{roleName}</span>
            </button>
          </Tooltip>
        )}
        <Tooltip title="消息中心">
          <button type="button" className="shell-bell" onClick={() => void navigate(PATHS.messages)} aria-label={`消息中心，${unread} 条未读`}>
            <span className="shell-bell-icon">
              <BellOutlined />
              <CountBadge count={unread} className="shell-bell-count" />
            </span>
          </button>
        </Tooltip>
        <UserMenu />
      </div>
    </header>
  );
}
