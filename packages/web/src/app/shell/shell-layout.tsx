import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../api/query-client';
import { loginPathFor } from '../../routes/login-redirect';
import { sessionActions, useSession } from '../../state/session-store';
import { closeDialog, openDialog, useShellDialog } from '../../state/dialog-store';
import { ScrollContainerContext } from '../../state/scroll-container';
import { ShellMenuContext } from '../../state/shell-menu';
import { tabsActions } from '../../state/tabs-store';
import { useClientConfig } from '../../api/session-queries';
import { buildMenu, menuAccess } from '../menu';
import { shellRoutes } from '../routes';
import { AntdGate } from './antd-gate';
import { BackToTop } from './back-to-top';
import { useCurrentPage } from './current-page';
import { SimplePasswordReminder } from './dialogs/simple-password-reminder';
import { ShellHeader } from './header';
import { KeepAliveOutlet, useScrollMemory } from './keep-alive-outlet';
import { useCollapsed } from './layout-store';
import { PageCrumbs } from './page-crumbs';
import { SideMenu } from './side-menu';
import { TagsNav } from './tags-nav';
import './shell.css';

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
  useTabForPage();
  useExpiredRedirect();
  useForgetOnLeave();
  const collapsed = useCollapsed((s) => s.collapsed);
  const access = useSession((s) => s.access);
  const mode = useClientConfig().data?.mode;
  const menu = useMemo(() => buildMenu(shellRoutes, menuAccess(access, mode)), [access, mode]);
  const scroller = useRef<HTMLElement>(null);
  const scrollContainer = useCallback(() => scroller.current ?? window, []);
  const { key } = useCurrentPage();
  useScrollMemory(scroller, key);
  const reminding = useShellDialog((s) => s.open === 'reminder');

  return (
    <ShellMenuContext value={menu}>
      <ScrollContainerContext value={scrollContainer}>
        <div className="shell">
          <ShellHeader />
          <div className="shell-body">
            <aside className={`shell-sider${collapsed ? ' shell-sider-collapsed' : ''}`}>
              <SideMenu />
            </aside>
            <div className="shell-main">
              <TagsNav />
              <main className="shell-content" ref={scroller}>
                <PageCrumbs />
                <div className="shell-page">
                  <AntdGate>
                    <KeepAliveOutlet />
                  </AntdGate>
                </div>
              </main>
              <BackToTop scroller={scroller} />
            </div>
          </div>
          {/* Spec §2: a simple password is pointed out on entering, with the first screen. */}
          <SimplePasswordReminder open={reminding} onClose={closeDialog} onChange={() => openDialog('password')} />
        </div>
      </ScrollContainerContext>
    </ShellMenuContext>
  );
}

/**
 * The frame around every logged-in page; server-state caching starts here, not on the login page. The frame is
 * drawn without antd, so the first screen after login does not wait for it (antd-gate.tsx).
 */
export default function ShellLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
