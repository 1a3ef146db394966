import type { EventLoopUtilityFunction } from 'node:perf_hooks';

/** One SQL statement with $1… parameters, and the rows it returned. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

/**
 * The store: PostgreSQL SQL, run by the embedded PGlite or by a PostgreSQL server
 * (db/pglite.ts, db/postgres.ts). Any failure to reach it is a StorageError, which the
 * app answers with 503 and the visitor's form keeps its draft.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it is stored, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * How busy the thread the store runs on is, when it has one of its own (PGlite's);
   * the outbox worker waits while it is (worker.ts).
   */
  readonly eventLoopUtilization?: EventLoopUtilityFunction;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export class StorageError extends Error {
  constructor(cause: unknown) {
    super(`storage failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageError';
  }
}

/** Runs `fn`, turning a failure of the database or its connection into a StorageError. */
export async function storage<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw error instanceof StorageError ? error : new StorageError(error);
  }
}
