import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * Rows where any of the columns contains the keyword as typed: % and _ are matched literally.
 * The ESCAPE clause is spelled out because SQLite has no default escape character.
 */
export function containsAny<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: string[], keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or(columns.map((c) => sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '\\'`));
}
