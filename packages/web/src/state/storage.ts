/** Everything the portal keeps in localStorage, under one prefix (spec §3 Session, §9 tag list). */
export const STORAGE_KEYS = {
  /** A marker that a login succeeded; the session ids themselves stay in HttpOnly cookies. */
  session: 'portal.session',
  roleId: 'portal.roleId',
  roleName: 'portal.roleName',
  collapsed: 'portal.collapsed',
  simplePassword: 'portal.simplePassword',
  tabs: 'portal.tabs',
  /** Columns a user showed or hid, per table (the search table's column settings). */
  columns: 'portal.columns',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be unavailable (private mode, quota); the portal then simply forgets on reload.
export function readText(key: Key): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeText(key: Key, value: string | null): void {
  try {
    if (value === null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* see above */
  }
}

export function readJson<T>(key: Key, fallback: T): T {
  const raw = readText(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const writeJson = (key: Key, value: unknown): void => writeText(key, JSON.stringify(value));
