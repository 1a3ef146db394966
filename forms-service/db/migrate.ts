import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'migrations');

/**
 * Applies forms-service/migrations/NNN-name.sql in name order, each once and in its own
 * transaction. An advisory lock keeps two instances starting together on one PostgreSQL
 * from applying the same file twice.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7466821)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.rowCount > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Statements of a migration: split at semicolons that end a line, comments dropped. */
const splitStatements = (sql: string) =>
  sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
