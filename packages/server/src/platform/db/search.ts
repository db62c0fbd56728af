import { normalizeCode } from '@portal/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * Rows where any of the columns contains the keyword as typed, or in the normalised form codes are
 * kept in (梯11浙Ｂ０１２５９（１０） typed with a Chinese input method finds 梯11浙B01259(10)); an
 * equipment code is searched in its key column (`device_code_key`), which holds that form.
 * % and _ are matched literally; the ESCAPE clause is spelled out because SQLite has no default escape character.
 */
export function containsAny<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: string[], keyword: string): Expression<SqlBool> {
  const patterns = [...new Set([keyword, normalizeCode(keyword)])].filter(Boolean).map((k) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return eb.or(columns.flatMap((c) => patterns.map((p) => sql<SqlBool>`${sql.ref(c)} like ${p} escape '\\'`)));
}
