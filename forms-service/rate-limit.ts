import type { Db } from './db/types';
import { groupCommit, succeeded } from './db/group-commit';
import type { Budget } from './policy';

interface Counter {
  /** `<name><budget index>:<key>`, the row in rate_limits. */
  row: string;
  points: number;
  seconds: number;
}

interface CountedRow {
  key: string;
  points: number;
  expire: number;
}

/**
 * Adds each counter's uses in one statement (fixed windows: a counter whose window has
 * ended starts again) and answers, per use, how many points its window had used with it
 * and when the window ends.
 */
async function count(db: Db, uses: Counter[], nowMs: number) {
  const perRow = new Map<string, { added: number; seconds: number }>();
  for (const use of uses) {
    const entry = perRow.get(use.row) ?? { added: 0, seconds: use.seconds };
    entry.added += 1;
    perRow.set(use.row, entry);
  }
  const rows = [...perRow];
  const { rows: counted } = await db.query<CountedRow>(
    `INSERT INTO rate_limits (key, points, expire)
     SELECT key, added, $3::bigint + seconds * 1000 FROM unnest($1::text[], $2::int[], $4::int[]) AS u(key, added, seconds)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN rate_limits.expire <= $3 THEN EXCLUDED.points ELSE rate_limits.points + EXCLUDED.points END,
       expire = CASE WHEN rate_limits.expire <= $3 THEN EXCLUDED.expire ELSE rate_limits.expire END
     RETURNING key, points, expire`,
    [rows.map(([row]) => row), rows.map(([, e]) => e.added), nowMs, rows.map(([, e]) => e.seconds)],
  );
  const byRow = new Map(counted.map((c) => [c.key, c]));
  // The uses of one row in this group take its points in the order they came.
  const taken = new Map<string, number>();
  return uses.map((use) => {
    const row = byRow.get(use.row)!;
    const before = taken.get(use.row) ?? 0;
    taken.set(use.row, before + 1);
    return { used: row.points - perRow.get(use.row)!.added + before + 1, expire: Number(row.expire) };
  });
}

/**
 * A check against one or more budgets for a key (a hashed address, never a raw one).
 * Counters live in the store's rate_limits table, so instances sharing a PostgreSQL share
 * them; the checks of concurrent requests are counted in one statement (db/group-commit.ts).
 * A key over its budget is remembered in this process until its window ends, so a flood
 * from one address costs the store nothing. Resolves to the seconds to wait when a budget
 * is spent, else undefined.
 */
export function rateLimit(db: Db, name: string, budgets: readonly Budget[]) {
  const blockedUntil = new Map<string, number>();
  const counted = groupCommit(async (checks: Array<{ key: string; nowMs: number }>) => {
    const nowMs = checks[0]!.nowMs;
    const uses = checks.flatMap(({ key }) =>
      budgets.map((budget, index) => ({ row: `${name}${index}:${key}`, ...budget })),
    );
    const results = await count(db, uses, nowMs);
    return checks.map((_, c) => {
      let until: number | undefined;
      budgets.forEach((budget, index) => {
        const result = results[c * budgets.length + index]!;
        if (result.used > budget.points) until = Math.max(until ?? 0, result.expire);
      });
      return succeeded(until);
    });
  });

  const forget = (nowMs: number) => {
    for (const [key, until] of blockedUntil) if (until <= nowMs) blockedUntil.delete(key);
  };

  /** Seconds to wait when this process already knows the key is over a budget, without asking the store. */
  const knownBlocked = (key: string, nowMs = Date.now()): number | undefined => {
    const until = blockedUntil.get(key);
    return until !== undefined && until > nowMs ? Math.max(1, Math.ceil((until - nowMs) / 1000)) : undefined;
  };

  const check = async (key: string): Promise<number | undefined> => {
    if (budgets.length === 0) return undefined;
    const nowMs = Date.now();
    const known = knownBlocked(key, nowMs);
    if (known !== undefined) return known;
    const until = await counted({ key, nowMs });
    if (until === undefined) return undefined;
    if (blockedUntil.size > 10_000) forget(nowMs);
    blockedUntil.set(key, until);
    return Math.max(1, Math.ceil((until - nowMs) / 1000));
  };
  return Object.assign(check, { knownBlocked: (key: string) => knownBlocked(key) });
}

export type RateLimit = ReturnType<typeof rateLimit>;
