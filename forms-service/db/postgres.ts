import pg from 'pg';
import { storage, type Db, type Queryable } from './types';

/** int8 as a number (counts, epoch milliseconds), as db/pglite.ts does. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) => {
    const result = await storage(() => client.query(sql, params));
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
  },
});

/** A PostgreSQL server through a connection pool; several service instances may share it. */
export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, types: typeParsers, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection that breaks (server restart) is dropped by the pool; without a
  // listener its error would end the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    transaction: async (fn) => {
      const client = await storage(() => pool.connect());
      try {
        await storage(() => client.query('BEGIN'));
        const result = await fn(wrap(client));
        await storage(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await storage(() => pool.query(sql));
    },
    close: () => pool.end(),
  };
}
