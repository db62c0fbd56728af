import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-identity';

/** Migrations are listed here rather than read from disk, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001-identity': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
