import type { Db } from './db/types';
import { groupCommit } from './db/group-commit';
import type { Budget } from './policy';

/** One use of a counter: its row in rate_limits, `<name><budget index>:<key>`, and the budget it is judged against. */
export interface Counter {
  row: string;
  seconds: number;
  points: number;
}

export interface Count {
  /** The points of the counter's window with this use, and when the window ends. */
  used: number;
  expire: number;
}

/**
 * SQL (common table expressions) that adds the uses of the relation `uses` (ord, row,
 * seconds) to their counters in one statement, and in `judged` answers per use how many
 * points its window had used with it (the uses of one row take its points in `ord`
 * order) and when the window ends. Fixed windows: a counter whose window has ended at
 * `now` (epoch ms) starts again. Rows are written in key order, so that statements of
 * several instances on one PostgreSQL lock the rows they share in the same order.
 */
export const countingCtes = (uses: string, now: string) => `
added AS (SELECT row, count(*)::int AS added, max(seconds) AS seconds FROM ${uses} GROUP BY row),
counted AS (
  INSERT INTO rate_limits (key, points, expire)
  SELECT row, added, ${now}::bigint + seconds * 1000 FROM added ORDER BY row
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limits.expire <= ${now} THEN EXCLUDED.points ELSE rate_limits.points + EXCLUDED.points END,
    expire = CASE WHEN rate_limits.expire <= ${now} THEN EXCLUDED.expire ELSE rate_limits.expire END
  RETURNING key, points, expire
),
judged AS (
  SELECT u.*, c.points - a.added + row_number() OVER (PARTITION BY u.row ORDER BY u.ord) AS used, c.expire
  FROM ${uses} u JOIN added a ON a.row = u.row JOIN counted c ON c.key = u.row
)`;

/** Adds each counter's uses in one statement and answers, per use, its count. */
async function count(db: Db, uses: Counter[], nowMs: number): Promise<Count[]> {
  const { rows } = await db.query<Count>(
    `WITH uses AS (SELECT * FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS u(row, seconds, ord)),
     ${countingCtes('uses', '$3')}
     SELECT used, expire FROM judged ORDER BY ord`,
    [uses.map((use) => use.row), uses.map((use) => use.seconds), nowMs],
  );
  return rows;
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
      return checks.map((c) => counts.slice(at, (at += c.uses.length)));
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

const NOTHING_COUNTED: Verdict = { refund: async () => {} };

/** A check of no budget: nothing to count, nothing to refuse. */
export const UNLIMITED: Started = { uses: [], settle: () => NOTHING_COUNTED, abandon: () => {} };

/**
 * A check begun: refused at once without a count (`wait`), or the uses to count, judged by
 * `settle` once they are counted. `abandon` ends a check whose uses were never counted.
 */
export type Started = { wait: number } | { uses: Counter[]; settle(counts: Count[]): Verdict; abandon(): void };

/**
 * A check against one or more budgets for a key (a hashed address, never a raw one).
 * Counters live in the store's rate_limits table, so instances sharing a PostgreSQL share
 * them. A key over its budget is remembered in this process until its window ends, so a
 * flood from one address costs the store nothing: such a check counts nothing. `start`
 * and `settle` split a check for a caller that counts its uses in a statement of its own
 * (the store of a submission, submissions.ts).
 */
export function rateLimit(db: Db, name: string, budgets: readonly Budget[]) {
  const counter = counterOf(db);
  const blockedUntil = new Map<string, number>();

  const forget = (nowMs: number) => {
    for (const [key, until] of blockedUntil) if (until <= nowMs) blockedUntil.delete(key);
  };

  // Uses of a key this process is counting now: when they alone fill the smallest budget,
  // another is over it unless some of them are given back (a replay, a 403), so the first
  // instant of a flood, before the store's answer puts the key in blockedUntil, is refused
  // as cheaply as the rest of it. Its wait is a second, after which the store, or
  // blockedUntil, judges.
  const counting = new Map<string, number>();
  const smallest = Math.min(...budgets.map((b) => b.points));

  /**
   * Seconds to wait when this process already knows, without asking the store, that the
   * key is over a budget or that the uses it is counting fill one.
   */
  const knownBlocked = (key: string, nowMs = Date.now()): number | undefined => {
    const until = blockedUntil.get(key);
    if (until !== undefined && until > nowMs) return Math.max(1, Math.ceil((until - nowMs) / 1000));
    return (counting.get(key) ?? 0) >= smallest ? 1 : undefined;
  };

  const start = (key: string, nowMs = Date.now()): Started => {
    if (budgets.length === 0) return UNLIMITED;
    const known = knownBlocked(key, nowMs);
    if (known !== undefined) return { wait: known };
    const inFlight = counting.get(key) ?? 0;
    const uses = budgets.map((budget, index) => ({
      row: `${name}${index}:${key}`,
      seconds: budget.seconds,
      points: budget.points,
    }));
    counting.set(key, inFlight + 1);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const left = counting.get(key)! - 1;
      if (left === 0) counting.delete(key);
      else counting.set(key, left);
    };
    const settle = (counts: Count[]): Verdict => {
      end();
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
    return { uses, settle, abandon: end };
  };

  const check = async (key: string): Promise<Verdict> => {
    const nowMs = Date.now();
    const started = start(key, nowMs);
    if ('wait' in started) return { ...NOTHING_COUNTED, wait: started.wait };
    if (started.uses.length === 0) return started.settle([]);
    let counts: Count[];
    try {
      counts = await counter({ uses: started.uses, nowMs });
    } catch (error) {
      started.abandon();
      throw error;
    }
    return started.settle(counts);
  };
  return Object.assign(check, { start, knownBlocked: (key: string) => knownBlocked(key) });
}

export type RateLimit = ReturnType<typeof rateLimit>;
