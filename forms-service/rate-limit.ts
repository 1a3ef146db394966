import type { Db } from './db/types';
import { groupCommit, succeeded } from './db/group-commit';
import type { Budget } from './policy';

interface Counter {
  /** `<name><budget index>:<key>`, the row in rate_limits. */
  row: string;
  seconds: number;
}

interface CountedRow {
  key: string;
  points: number;
  expire: number;
}

interface Count {
  /** The points of the counter's window with this use, and when the window ends. */
  used: number;
  expire: number;
}

/**
 * Adds each counter's uses in one statement (fixed windows: a counter whose window has
 * ended starts again) and answers, per use, how many points its window had used with it
 * and when the window ends.
 */
async function count(db: Db, uses: Counter[], nowMs: number): Promise<Count[]> {
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
 * Gives back one point of each counter, unless its window has ended since. Best effort: a
 * refund the store could not take leaves the budget stricter by one use, never looser.
 */
async function uncount(db: Db, uses: Counter[], counts: Count[]) {
  await db
    .query(
      `UPDATE rate_limits r SET points = r.points - 1
     FROM unnest($1::text[], $2::bigint[]) AS u(key, expire)
     WHERE r.key = u.key AND r.expire = u.expire AND r.points > 0`,
      [uses.map((use) => use.row), counts.map((c) => c.expire)],
    )
    .catch(() => {});
}

/**
 * The checks of concurrent requests against one store are counted in one statement
 * (db/group-commit.ts), whichever limits they are for: a submission's checks of its address
 * and its e-mail address, asked at once, cost one statement.
 */
const counters = new WeakMap<Db, (check: { uses: Counter[]; nowMs: number }) => Promise<Count[]>>();
function counterOf(db: Db) {
  let counter = counters.get(db);
  if (!counter) {
    counter = groupCommit(async (checks: Array<{ uses: Counter[]; nowMs: number }>) => {
      const counts = await count(
        db,
        checks.flatMap((c) => c.uses),
        checks[0]!.nowMs,
      );
      let at = 0;
      return checks.map((c) => succeeded(counts.slice(at, (at += c.uses.length))));
    });
    counters.set(db, counter);
  }
  return counter;
}

/** What a check found: the seconds to wait when a budget is spent, and how to give the use back. */
export interface Verdict {
  wait?: number;
  /** Takes this check's use off its counters (a request that turned out not to count). */
  refund(): Promise<void>;
}

export const NOTHING_COUNTED: Verdict = { refund: async () => {} };

/**
 * A check against one or more budgets for a key (a hashed address, never a raw one).
 * Counters live in the store's rate_limits table, so instances sharing a PostgreSQL share
 * them. A key over its budget is remembered in this process until its window ends, so a
 * flood from one address costs the store nothing: such a check counts nothing.
 */
export function rateLimit(db: Db, name: string, budgets: readonly Budget[]) {
  const counter = counterOf(db);
  const blockedUntil = new Map<string, number>();

  const forget = (nowMs: number) => {
    for (const [key, until] of blockedUntil) if (until <= nowMs) blockedUntil.delete(key);
  };

  /** Seconds to wait when this process already knows the key is over a budget, without asking the store. */
  const knownBlocked = (key: string, nowMs = Date.now()): number | undefined => {
    const until = blockedUntil.get(key);
    return until !== undefined && until > nowMs ? Math.max(1, Math.ceil((until - nowMs) / 1000)) : undefined;
  };

  // Uses of a key this process is counting now: when they alone fill the smallest budget,
  // another is over it unless some of them are given back (a replay, a 403), so the first
  // instant of a flood, before the store's answer puts the key in blockedUntil, is refused
  // without a count. Its wait is a second, after which the store, or blockedUntil, judges.
  const counting = new Map<string, number>();
  const smallest = Math.min(...budgets.map((b) => b.points));

  const check = async (key: string): Promise<Verdict> => {
    if (budgets.length === 0) return NOTHING_COUNTED;
    const nowMs = Date.now();
    const known = knownBlocked(key, nowMs);
    if (known !== undefined) return { ...NOTHING_COUNTED, wait: known };
    const inFlight = counting.get(key) ?? 0;
    if (inFlight >= smallest) return { ...NOTHING_COUNTED, wait: 1 };
    const uses = budgets.map((budget, index) => ({ row: `${name}${index}:${key}`, seconds: budget.seconds }));
    counting.set(key, inFlight + 1);
    let counts: Count[];
    try {
      counts = await counter({ uses, nowMs });
    } finally {
      const left = counting.get(key)! - 1;
      if (left === 0) counting.delete(key);
      else counting.set(key, left);
    }
    let until: number | undefined;
    budgets.forEach((budget, index) => {
      if (counts[index]!.used > budget.points) until = Math.max(until ?? 0, counts[index]!.expire);
    });
    if (until === undefined) return { refund: () => uncount(db, uses, counts) };
    if (blockedUntil.size > 10_000) forget(nowMs);
    blockedUntil.set(key, until);
    return {
      wait: Math.max(1, Math.ceil((until - nowMs) / 1000)),
      // Without this use the key may be within its budget: the store judges its next request.
      refund: async () => {
        blockedUntil.delete(key);
        await uncount(db, uses, counts);
      },
    };
  };
  return Object.assign(check, { knownBlocked: (key: string) => knownBlocked(key) });
}

export type RateLimit = ReturnType<typeof rateLimit>;
