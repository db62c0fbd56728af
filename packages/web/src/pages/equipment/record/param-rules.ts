import { optionsFor, type ParamDef, type RowColumn } from '@portal/contract/domain/equipment-params';

import { checkParam } from '@portal/contract/validators/params';

import type { FormRule } from 'antd';

/** One row of a table parameter, as typed: every cell is text. */
export type ParamRow = Record<string, string>;

/** Rows a table parameter takes when its definition does not say (the server's limit too). */
export const DEFAULT_MAX_ROWS = 50;

/** A column checked as a parameter of its own type, text when unset: the server checks each cell so. */
export const columnDef = (c: RowColumn): ParamDef => ({ ...c, type: c.type ?? 'text' });

/** The message for one cell, or null; a select cell is held to what the record's catalogue code allows. */
export const cellError = (c: RowColumn, value: unknown, catalogueCode = ''): string | null => checkParam(columnDef(c), value, catalogueCode);

/** The choices a select offers for the record's catalogue code (a Ⅱ类 vessel for 第二类压力容器). */
export const selectOptions = (def: Pick<ParamDef, 'options' | 'optionsByCatalogue'>, catalogueCode: string) => optionsFor(def, catalogueCode).map((o) => ({ value: o, label: o }));

/** A form rule from the contract's check of a parameter: the form and the server refuse the same values with the same words. */
export const paramRule = (def: ParamDef, catalogueCode = ''): FormRule => ({
  validator: (_, value: unknown) => {
    const message = checkParam(def, value, catalogueCode);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

export const emptyRow = (def: ParamDef): ParamRow => Object.fromEntries((def.columns ?? []).map((c) => [c.key, '']));

/** The index of the first row with a cell the server would refuse, or -1. */
export const firstBadRow = (def: ParamDef, rows: readonly ParamRow[], catalogueCode = ''): number =>
  rows.findIndex((row) => (def.columns ?? []).some((c) => cellError(c, row[c.key], catalogueCode) !== null));

/** The sum of a numeric column over the rows that hold a number there, to two decimals. */
export function columnTotal(rows: readonly ParamRow[], key: string): number {
  const cents = rows.reduce((sum, r) => {
    const n = Number(r[key]);
    return r[key]?.trim() && Number.isFinite(n) ? sum + Math.round(n * 100) : sum;
  }, 0);
  return cents / 100;
}

/** Adds a row after `index` (a copy of it) or at the end (a blank one). */
export function insertRow(def: ParamDef, rows: readonly ParamRow[], copyOf?: number): ParamRow[] {
  if (copyOf === undefined) return [...rows, emptyRow(def)];
  return [...rows.slice(0, copyOf + 1), { ...rows[copyOf] }, ...rows.slice(copyOf + 1)];
}
