import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { StorageError, storage, type Db, type Queryable } from './types';

/** int8 as a number, as db/postgres.ts has pg do: counts and epoch milliseconds fit. */
const parsers = { [types.INT8]: (value: string) => Number(value) };

const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) => {
    const result = await storage(() => q.query<T>(sql, params));
    return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
  },
});

/**
 * The embedded PostgreSQL (WASM) in `dir`, or in memory without one. One process owns
 * the folder; several instances need a real PostgreSQL (DATABASE_URL).
 */
export async function openPglite(dir?: string): Promise<Db> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { parsers });
  const self = wrap(db);
  return {
    kind: 'pglite',
    query: self.query,
    transaction: async (fn) => {
      // The caller's own errors roll back and pass through; the database's become StorageError.
      let own: unknown;
      try {
        return await db.transaction(async (tx) => {
          try {
            return await fn(wrap(tx));
          } catch (error) {
            own = error;
            throw error;
          }
        });
      } catch (error) {
        throw error === own || error instanceof StorageError ? error : new StorageError(error);
      }
    },
    exec: async (sql) => {
      await storage(() => db.exec(sql));
    },
    close: () => db.close(),
  };
}
