import { PATHS } from './paths';

/** The login address that brings the user back to `target` afterwards. */
export function loginPathFor(target: string): string {
  return target && target !== '/' && target !== PATHS.home ? `${PATHS.login}?redirect=${encodeURIComponent(target)}` : PATHS.login;
}

/** Where to go after logging in: the page first asked for, if it is one of ours, else home. */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith(PATHS.login)) return PATHS.home;
  return redirect;
}
