import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import type { Db } from '../../db/types';

/** Which store this run tests: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export const STORE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

export interface TestStore {
  readonly db: Db;
  /** Opens another connection to the same data (a second instance, or the same one after a restart). */
  reopen(): Promise<Db>;
  dispose(): Promise<void>;
}

/**
 * The store with `before` run ahead of each of its statements (a transaction counts as one,
 * seen as 'BEGIN'): to count what requests ask of the store, read a statement's plan, or
 * hold a statement where a slow disk would.
 */
export function watchedStore(db: Db, before: (sql: string, params: unknown[]) => unknown): Db {
  return {
    ...db,
    query: async <T>(sql: string, params?: unknown[]) => {
      await before(sql, params ?? []);
      return db.query<T>(sql, params);
    },
    transaction: async (fn) => {
      await before('BEGIN', []);
      return db.transaction(fn);
    },
  };
}

/** A migrated, empty store of its own: a fresh database on the server, or a copy of the PGlite template. */
export async function openTestStore(): Promise<TestStore> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `forms_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client(url);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const db = openPostgres(dbUrl);
    await migrate(db);
    const opened: Db[] = [db];
    return {
      db,
      reopen: async () => {
        const again = openPostgres(dbUrl);
        opened.push(again);
        return again;
      },
      dispose: async () => {
        for (const d of opened) await d.close().catch(() => {});
        const drop = new pg.Client(url);
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-pglite-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  let db = await openPglite(dir);
  return {
    get db() {
      return db;
    },
    // PGlite is one process's: "another instance" is this one closed and opened again.
    reopen: async () => {
      await db.close().catch(() => {});
      db = await openPglite(dir);
      return db;
    },
    dispose: async () => {
      await db.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
