import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from './db/types';
import type { Budget } from './policy';

/** rate-limiter-flexible's Postgres store, run through the service's own store (PGlite or pg). */
const storeClient = (db: Db) => ({
  query: ({ text, values }: { text: string; values?: unknown[] }) => db.query(text, values),
});

/**
 * A check against one or more budgets for a key (a hashed address, never a raw one).
 * Counters live in the store's rate_limits table, so instances sharing a PostgreSQL share
 * them. Resolves to the seconds to wait when a budget is spent, else undefined.
 */
export function rateLimit(db: Db, name: string, budgets: readonly Budget[]) {
  const limiters = budgets.map(
    (budget, index) =>
      new RateLimiterPostgres({
        storeClient: storeClient(db),
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        // db/purge.ts clears expired counters with the rest.
        clearExpiredByTimeout: false,
        keyPrefix: `${name}${index}`,
        points: budget.points,
        duration: budget.seconds,
      }),
  );
  return async (key: string): Promise<number | undefined> => {
    let waitMs: number | undefined;
    for (const limiter of limiters) {
      try {
        await limiter.consume(key);
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        waitMs = Math.max(waitMs ?? 0, outcome.msBeforeNext);
      }
    }
    return waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000));
  };
}
