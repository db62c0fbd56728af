import { useState } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '../../state/storage';

/** The columns a user showed (true) or hid (false) in one table; columns not listed keep their default. */
export type ColumnPrefs = Record<string, boolean>;

/** What the settings need to know of a column. */
export interface ColumnChoice {
  key: string;
  /** Shown until the user says otherwise; true unless the column is an extra. */
  defaultVisible: boolean;
}

type Stored = Record<string, ColumnPrefs>;

const isPrefs = (v: unknown): v is ColumnPrefs => typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'boolean');

export function readColumnPrefs(tableKey: string): ColumnPrefs {
  const prefs = readJson<Stored>(STORAGE_KEYS.columns, {})[tableKey];
  return isPrefs(prefs) ? prefs : {};
}

/** Saves one table's choices; an empty set of choices removes the table's entry. */
export function writeColumnPrefs(tableKey: string, prefs: ColumnPrefs): void {
  const stored = { ...readJson<Stored>(STORAGE_KEYS.columns, {}) };
  if (Object.keys(prefs).length) stored[tableKey] = prefs;
  else delete stored[tableKey];
  writeJson(STORAGE_KEYS.columns, stored);
}

export const isVisible = (c: ColumnChoice, prefs: ColumnPrefs): boolean => prefs[c.key] ?? c.defaultVisible;

/** Shows or hides a column; a choice equal to the default is forgotten, so a changed default reaches the user. */
export function toggleColumn(prefs: ColumnPrefs, c: ColumnChoice, visible: boolean): ColumnPrefs {
  const rest = { ...prefs };
  delete rest[c.key];
  return visible === c.defaultVisible ? rest : { ...rest, [c.key]: visible };
}

/** One table's column choices, kept in localStorage under its key. */
export function useColumnPrefs(tableKey: string | undefined): [ColumnPrefs, (prefs: ColumnPrefs) => void] {
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => (tableKey ? readColumnPrefs(tableKey) : {}));
  return [
    prefs,
    (next) => {
      setPrefs(next);
      if (tableKey) writeColumnPrefs(tableKey, next);
    },
  ];
}
