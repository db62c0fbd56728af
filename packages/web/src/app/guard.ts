import type { GuardTarget } from './route-types';
import { FORBIDDEN_PATH, HOME_PATH, LOGIN_NAME, LOGIN_PATH, MOBILE_UPLOAD_NAME, SSO_NAME } from './routes';

export interface GuardSession {
  hasSession: boolean;
  /** User info has been fetched in this page load. */
  userLoaded: boolean;
  /** Menu ids of the current role. */
  access: readonly string[];
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** Fetch user info once, then decide again. */
  | { kind: 'loadUser' };

/** The login address that brings the user back to `target` afterwards. */
export function loginPathFor(target: string): string {
  return target && target !== '/' && target !== HOME_PATH ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** Spec §2 navigation guard. `target` is the full path asked for (pathname and search). */
export function decideGuard(route: GuardTarget, session: GuardSession, target: string): GuardDecision {
  // The phone's upload page lives on the token in its address: a session the browser may hold is not consulted.
  if (route.name === SSO_NAME || route.name === MOBILE_UPLOAD_NAME) return { kind: 'pass' };
  if (!session.hasSession) return route.public ? { kind: 'pass' } : { kind: 'redirect', to: loginPathFor(target) };
  if (route.name === LOGIN_NAME) return { kind: 'redirect', to: HOME_PATH };
  // Registration and password reset need no user: a stale session must not send someone who forgot their password to login.
  if (route.public) return { kind: 'pass' };
  if (!session.userLoaded) return { kind: 'loadUser' };
  if (route.access && !session.access.includes(route.access)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  return { kind: 'pass' };
}

/** Where to go after logging in: the page first asked for, if it is one of ours, else home. */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith(LOGIN_PATH)) return HOME_PATH;
  return redirect;
}
