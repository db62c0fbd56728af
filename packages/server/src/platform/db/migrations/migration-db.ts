import type { Kysely } from 'kysely';

/**
 * The database as a migration sees it: untyped on purpose. A migration is frozen at the day it was written, while
 * schema.ts follows the newest migration, so typing a migration by schema.ts would make old migrations fail to
 * compile (or lie) as the schema moves on. This is Kysely's own advice for migrations.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: migrations must not depend on today's schema types.
export type MigrationDb = Kysely<any>;
