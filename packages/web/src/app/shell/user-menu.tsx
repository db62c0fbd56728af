import { BookOutlined, BugOutlined, DownOutlined, IdcardOutlined, LockOutlined, LogoutOutlined, MessageOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { logout } from '../../api/session';
import { useClientConfig } from '../../api/session-queries';
import { MenuButton, type MenuEntry } from '../../components/lite/popup-menu';
import { toast } from '../../components/toast';
import { PATHS } from '../../routes/paths';
import { openDialog } from '../../state/dialog-store';
import { sessionActions, useSession } from '../../state/session-store';
import { tabsActions } from '../../state/tabs-store';

/** The header's user menu (spec §2): profile, password, messages, error log, manual, role switch, logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const roleCount = useSession((s) => s.roleList.length);
  const manualUrl = useClientConfig().data?.manualUrl;

  const items: MenuEntry[] = [
    { key: 'info', icon: <IdcardOutlined />, label: '个人信息' },
    { key: 'password', icon: <LockOutlined />, label: '修改密码' },
    { key: 'message', icon: <MessageOutlined />, label: '消息中心' },
    { key: 'errorLog', icon: <BugOutlined />, label: '错误日志' },
    ...(manualUrl ? [{ key: 'manual', icon: <BookOutlined />, label: '操作手册' }] : []),
    ...(roleCount > 1 ? [{ key: 'role', icon: <SwapOutlined />, label: '切换角色' }] : []),
    { key: 'divider', divider: true },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  async function signOut() {
    // The server ends the session; whatever it answers, this browser forgets it. The shell clears what it cached once it is left.
    await logout().catch(() => undefined);
    sessionActions.end();
    tabsActions.reset();
    await navigate(PATHS.login, { replace: true });
    toast('退出成功', 'success');
  }

  const onSelect = (key: string) => {
    if (key === 'info' || key === 'password' || key === 'role') openDialog(key);
    else if (key === 'message') void navigate(PATHS.messages);
    else if (key === 'errorLog') void navigate(PATHS.myErrorLog);
    else if (key === 'manual' && manualUrl) window.open(manualUrl, '_blank', 'noopener');
    else if (key === 'logout') void signOut();
  };

  return (
    <MenuButton items={items} onSelect={onSelect} hover className="header-user" label="用户菜单">
      <span className="header-avatar" aria-hidden="true">
        {user?.name.slice(0, 1) ?? ''}
      </span>
      <span className="header-user-name">{user?.name}</span>
      <DownOutlined className="header-user-caret" />
    </MenuButton>
  );
}
