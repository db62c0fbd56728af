import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Layout } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setErrorNotifier } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { loginPathFor } from '../../routes/login-redirect';
import { sessionActions, useSession } from '../../state/session-store';
import { ScrollContainerContext } from '../../state/scroll-container';
import { ShellMenuContext } from '../../state/shell-menu';
import { tabsActions } from '../../state/tabs-store';
import { theme } from '../../styles/theme';
import { buildMenu } from '../menu';
import { shellRoutes } from '../routes';
import { BackToTop } from './back-to-top';
import { useCurrentPage } from './current-page';
import { ShellDialogs } from './dialogs/shell-dialogs';
import { ShellHeader } from './header';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useCollapsed } from './layout-store';
import { PageCrumbs } from './page-crumbs';
import { SideMenu } from './side-menu';
import { TagsNav } from './tags-nav';
import './shell.css';

dayjs.locale('zh-cn');

const SIDER_WIDTH = 212;
const SIDER_COLLAPSED = 64;

/** Failed calls inside the shell toast through antd, in the shell's theme. */
function useAntdNotifier(): void {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setErrorNotifier((text, seconds) => void message.error(text, seconds));
    return () => setErrorNotifier(null);
  }, [message]);
}

/** Opening a page adds its tab (spec §2); error pages open none. */
function useTabForPage(): void {
  const { handle, key } = useCurrentPage();
  useEffect(() => {
    if (handle?.tab) tabsActions.open({ key, name: handle.route.name, title: handle.route.meta.title, beforeCloseName: handle.route.meta.beforeCloseName });
  }, [handle, key]);
}

/** A 401 from any call: to login, and back here afterwards. */
function useExpiredRedirect(): void {
  const expired = useSession((s) => s.expired);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!expired) return;
    useSession.setState({ expired: false });
    void navigate(loginPathFor(location.pathname + location.search), { replace: true });
  }, [expired, navigate, location]);
}

/**
 * Leaving the shell once the session has ended takes the cached server state and the user with it. Not sooner: a
 * mounted page whose cache is emptied asks the server again, which no longer knows the session.
 */
function useForgetOnLeave(): void {
  useEffect(
    () => () => {
      if (useSession.getState().hasSession) return;
      queryClient.clear();
      sessionActions.clear();
    },
    [],
  );
}

function Shell() {
  useAntdNotifier();
  useTabForPage();
  useExpiredRedirect();
  useForgetOnLeave();
  const collapsed = useCollapsed((s) => s.collapsed);
  const access = useSession((s) => s.access);
  const menu = useMemo(() => buildMenu(shellRoutes, access), [access]);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollContainer = useCallback(() => scroller.current ?? window, []);

  return (
    <ShellMenuContext value={menu}>
      <ScrollContainerContext value={scrollContainer}>
        <Layout className="shell">
          <ShellHeader />
          <Layout className="shell-body">
            <Layout.Sider className="shell-sider" width={SIDER_WIDTH} collapsedWidth={SIDER_COLLAPSED} collapsed={collapsed} trigger={null} theme="light">
              <SideMenu />
            </Layout.Sider>
            <Layout className="shell-main">
              <TagsNav />
              <div className="shell-content" ref={scroller}>
                <PageCrumbs />
                <div className="shell-page">
                  <KeepAliveOutlet scroller={scroller} />
                </div>
              </div>
              <BackToTop scroller={scroller} />
            </Layout>
          </Layout>
          <ShellDialogs />
        </Layout>
      </ScrollContainerContext>
    </ShellMenuContext>
  );
}

/** The frame around every logged-in page; antd, its locale and server-state caching start here, not on the login page. */
export default function ShellLayout() {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp className="shell-app">
        <QueryClientProvider client={queryClient}>
          <Shell />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
