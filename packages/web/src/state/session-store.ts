import type { RoleInfo, UserInfo } from '@portal/contract';
import { create } from 'zustand';
import { changeRole, getUserInfo } from '../api/session';
import { useShellDialog } from './dialog-store';
import { readText, STORAGE_KEYS, writeText } from './storage';

interface SessionState {
  hasSession: boolean;
  user: UserInfo | null;
  roleList: RoleInfo[];
  roleId: string;
  roleName: string;
  /** Menu ids of the current role: drive menus, routes and buttons. */
  access: string[];
  /** The server said 401: the shell takes the user to login, and back to this page afterwards. */
  expired: boolean;
}

const initial = (): SessionState => ({
  hasSession: readText(STORAGE_KEYS.session) === '1',
  user: null,
  roleList: [],
  roleId: readText(STORAGE_KEYS.roleId),
  roleName: readText(STORAGE_KEYS.roleName),
  access: [],
  expired: false,
});

export const useSession = create<SessionState>()(initial);

/** Spec §4: the stored role when the user still holds it, otherwise the first in the list. */
export function chooseRole(roles: readonly RoleInfo[], storedId: string): RoleInfo | undefined {
  return roles.find((r) => r.id === storedId) ?? roles[0];
}

function applyRole(role: RoleInfo | undefined): void {
  writeText(STORAGE_KEYS.roleId, role?.id ?? null);
  writeText(STORAGE_KEYS.roleName, role?.name ?? null);
  useSession.setState((s) => ({
    roleId: role?.id ?? '',
    roleName: role?.name ?? '',
    access: role?.menuIdList ?? [],
    user: s.user && role ? { ...s.user, currentRole: { id: role.id, roleType: role.roleType, name: role.name } } : s.user,
  }));
}

let loading: Promise<void> | null = null;

function forgetStored(): void {
  writeText(STORAGE_KEYS.session, null);
  writeText(STORAGE_KEYS.roleId, null);
  writeText(STORAGE_KEYS.roleName, null);
}

export const sessionActions = {
  /** After a successful login: forget the previous user's state, remember the simple-password flag, whose reminder the shell opens with. */
  loggedIn(simplePassword: boolean): void {
    writeText(STORAGE_KEYS.session, '1');
    sessionActions.setSimplePassword(simplePassword);
    useSession.setState({ hasSession: true, user: null, roleList: [], access: [], expired: false });
    useShellDialog.setState({ open: simplePassword ? 'reminder' : null });
  },

  /** Kept for the next time the shell is entered (a reload opens the reminder again while it is set). */
  setSimplePassword(simple: boolean): void {
    writeText(STORAGE_KEYS.simplePassword, simple ? '1' : null);
  },

  /** Fetches user info (once, however many callers ask at the same time) and settles the current role with the server. */
  loadUser(): Promise<void> {
    loading ??= (async () => {
      const info = await getUserInfo();
      const role = chooseRole(info.roleList, useSession.getState().roleId);
      // The server checks permissions against its own current role, so it must agree with ours.
      if (role && role.id !== info.user.currentRole.id) await changeRole(role.id);
      useSession.setState({ user: info.user, roleList: info.roleList });
      applyRole(role);
    })().finally(() => {
      loading = null;
    });
    return loading;
  },

  /** Re-reads the user's own record after editing it, keeping the current role. */
  async reloadUser(): Promise<void> {
    const info = await getUserInfo();
    const { roleId } = useSession.getState();
    useSession.setState({ user: info.user, roleList: info.roleList });
    applyRole(chooseRole(info.roleList, roleId));
  },

  /** Spec §4 role change: the server first, then role id, name and menu access. Tabs are the caller's. */
  async switchRole(id: string): Promise<RoleInfo> {
    const role = await changeRole(id);
    const held = useSession.getState().roleList.find((r) => r.id === role.id) ?? role;
    applyRole(held);
    return held;
  },

  /**
   * The server ended the session (logout, a changed password): guards and storage forget it at once and the unread
   * count stops asking, while the page on screen keeps its user and menu until the shell is left, which clears the
   * rest. Nothing behind the closing dialog goes blank, and no page asks the server in vain.
   */
  end(): void {
    forgetStored();
    useSession.setState({ hasSession: false });
  },

  /** No session any more: current role, roles, access and the user go. */
  clear(): void {
    forgetStored();
    useSession.setState({ hasSession: false, user: null, roleList: [], roleId: '', roleName: '', access: [], expired: false });
  },

  /** The server no longer knows the session. */
  expire(): void {
    sessionActions.clear();
    useSession.setState({ expired: true });
  },
};

/** Whether the current role holds a permission id (buttons and shortcuts). */
export const useAccess = (id: string | undefined): boolean => useSession((s) => !id || s.access.includes(id));
