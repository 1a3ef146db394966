import path from 'node:path';
import type { Config } from '../config';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** The configured store, migrated: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'db'));
  await migrate(db);
  return db;
}
