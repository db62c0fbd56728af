import { generate, PostgresDialect as CodegenDialect, TypeScriptSerializer } from 'kysely-codegen';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** Table types are the singular table name with "Table" (units -> Selectable<UnitTable>), the names the code imports. */
class TableTypeSerializer extends TypeScriptSerializer {
  override serializeIdentifier(node: Parameters<TypeScriptSerializer['serializeIdentifier']>[0]): string {
    const name = super.serializeIdentifier(node);
    return node.isTableIdentifier ? `${name}Table` : name;
  }
}

/**
 * The table types of a PostgreSQL database migrated to the latest migration, as kysely-codegen reads them from its
 * tables in `schema`; written to `outFile` when given, and answered.
 */
export async function generateSchema(url: string, schema: string, outFile: string | null): Promise<string> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    return await generate({
      db,
      dialect: new CodegenDialect({ defaultSchemas: [schema] }),
      defaultSchemas: [schema],
      excludePattern: 'kysely_migration*',
      // The pool reads int8 (money in fen, counters) as numbers (platform/db/index.ts).
      typeMapping: { int8: 'number' },
      overrides: { columns: { 'calendar_days.kind': "'holiday' | 'workday'" } },
      // pluralize alone would make safety_valves a SafetyValf.
      serializer: new TableTypeSerializer({ singularize: { '/valves$/i': 'valve' } }),
      outFile,
    });
  } finally {
    await db.destroy();
  }
}
