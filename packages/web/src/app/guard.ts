import { loginPathFor } from '../routes/login-redirect';
import { PATHS } from '../routes/paths';
import type { GuardTarget } from './route-types';
import { LOGIN_NAME, MOBILE_UPLOAD_NAME, SSO_NAME } from './routes';

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

/** Spec §2 navigation guard. `target` is the full path asked for (pathname and search). */
export function decideGuard(route: GuardTarget, session: GuardSession, target: string): GuardDecision {
  // The phone's upload page lives on the token in its address: a session the browser may hold is not consulted.
  if (route.name === SSO_NAME || route.name === MOBILE_UPLOAD_NAME) return { kind: 'pass' };
  if (!session.hasSession) return route.public ? { kind: 'pass' } : { kind: 'redirect', to: loginPathFor(target) };
  if (route.name === LOGIN_NAME) return { kind: 'redirect', to: PATHS.home };
  // Registration and password reset need no user: a stale session must not send someone who forgot their password to login.
  if (route.public) return { kind: 'pass' };
  if (!session.userLoaded) return { kind: 'loadUser' };
  if (route.access && !session.access.includes(route.access)) return { kind: 'redirect', to: PATHS.forbidden };
  return { kind: 'pass' };
}
