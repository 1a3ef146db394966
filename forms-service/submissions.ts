import type { FormId } from '@/lib/forms/registry';
import { groupCommit } from './db/group-commit';
import type { Db } from './db/types';
import { newId, newReference } from './ids';
import { countingCtes, type Count, type Counter } from './rate-limit';
import type { Values } from './validate';

/** What a request with an Idempotency-Key may do, after trying to claim the key. */
export type Claim = { kind: 'claimed'; token: string } | Held;

/** What a key holds for a request that cannot have it: an answer to replay, a request under way, or other data. */
export type Held = { kind: 'replay'; status: number; body: string } | { kind: 'in-flight' } | { kind: 'reused' };

interface KeyRow {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

export interface KeyClaim {
  form: FormId;
  key: string;
  hash: string;
  now: Date;
  abandonedAfterMs: number;
}

/**
 * Claims (form, key) for a request. A key already answered is replayed if the payload is
 * the same; one still being handled is in flight; one with another payload is reused. A
 * claim older than `abandonedAfterMs` (its process died) is taken over. The claims of
 * concurrent requests are written together (db/group-commit.ts).
 */
export const keyClaims = (db: Db) => groupCommit((claims: KeyClaim[]) => claimKeys(db, claims));

async function claimKeys(db: Db, claims: KeyClaim[]): Promise<Claim[]> {
  // A key twice in one group: the later request is judged after the first has claimed.
  const seen = new Set<string>();
  const first: number[] = [];
  const later: number[] = [];
  claims.forEach((c, i) => {
    const id = `${c.form}\n${c.key}`;
    (seen.has(id) ? later : first).push(i);
    seen.add(id);
  });
  const outcomes: Claim[] = new Array(claims.length);
  const firsts = first.map((i) => claims[i]!);
  const tokens = firsts.map(() => newId('clm'));
  const claimed = await db.query<{ form: string; key: string }>(
    `INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
     ON CONFLICT (form, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, claim = EXCLUDED.claim,
       claimed_at = EXCLUDED.claimed_at
     WHERE idempotency_keys.response_status IS NULL
       AND idempotency_keys.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $6::double precision / 1000)
     RETURNING form, key`,
    [
      firsts.map((c) => c.form),
      firsts.map((c) => c.key),
      firsts.map((c) => c.hash),
      tokens,
      firsts.map((c) => c.now.toISOString()),
      firsts[0]!.abandonedAfterMs,
    ],
  );
  const won = new Set(claimed.rows.map((r) => `${r.form}\n${r.key}`));
  const lost = firsts.filter((c) => !won.has(`${c.form}\n${c.key}`));
  const { rows } = lost.length
    ? await db.query<KeyRow & { form: string; key: string }>(
        `SELECT k.form, k.key, k.request_hash, k.response_status, k.response_body
         FROM unnest($1::text[], $2::text[]) AS u(form, key)
         CROSS JOIN LATERAL (SELECT * FROM idempotency_keys k WHERE k.form = u.form AND k.key = u.key LIMIT 1) k`,
        [lost.map((c) => c.form), lost.map((c) => c.key)],
      )
    : { rows: [] };
  const existing = new Map(rows.map((r) => [`${r.form}\n${r.key}`, r]));
  first.forEach((index, n) => {
    const c = claims[index]!;
    const id = `${c.form}\n${c.key}`;
    outcomes[index] = won.has(id) ? { kind: 'claimed', token: tokens[n]! } : judge(existing.get(id), c.hash);
  });
  if (later.length > 0) {
    const again = await claimKeys(
      db,
      later.map((i) => claims[i]!),
    );
    later.forEach((index, n) => (outcomes[index] = again[n]!));
  }
  return outcomes;
}

/** What a request may do with a key another request holds or answered. */
function judge(row: KeyRow | undefined, hash: string): Held {
  // Deleted between the two statements (a released claim): the client may simply retry.
  if (!row) return { kind: 'in-flight' };
  if (row.request_hash !== hash) return { kind: 'reused' };
  if (row.response_status === null || row.response_body === null) return { kind: 'in-flight' };
  return { kind: 'replay', status: row.response_status, body: row.response_body };
}

/** Gives the key back when the request ends without storing anything (429, 422, 503). */
export async function releaseKey(db: Db, form: FormId, key: string, token: string): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE form = $1 AND key = $2 AND claim = $3 AND response_status IS NULL',
    [form, key, token],
  );
}

/**
 * What the key holds for a request that does not store, read after whatever committed
 * last: an answer, a request under way, other data; nothing when the key is free or its
 * claim was abandoned (older than `abandonedAfterMs`), which the request may take over.
 */
export async function keyAnswer(
  db: Db,
  request: { form: FormId; key: string; hash: string; now: Date; abandonedAfterMs: number },
): Promise<Held | undefined> {
  const { rows } = await db.query<KeyRow>(
    `SELECT request_hash, response_status, response_body FROM idempotency_keys
     WHERE form = $1 AND key = $2
       AND NOT (response_status IS NULL AND claimed_at < $3::timestamptz - make_interval(secs => $4::double precision / 1000))`,
    [request.form, request.key, request.now, request.abandonedAfterMs],
  );
  return rows[0] && judge(rows[0], request.hash);
}

export interface SubmissionToStore {
  form: FormId;
  /** The form's path, as the answer names it. */
  path: string;
  key: string;
  /** The payload's hash: a retry with the same key must send the same. */
  hash: string;
  data: Values;
  spam: boolean;
  ipHash: string;
  now: Date;
  /** A key claimed this long ago and never answered (its process died) is taken over. */
  abandonedAfterMs: number;
  /** The rate-limit counters this submission uses (rate-limit.ts), counted with it. */
  uses: Counter[];
  /** Messages to deliver; none for spam. */
  channels: ReadonlyArray<'team' | 'visitor' | 'webhook'>;
}

interface Receipt {
  reference: string;
  form: string;
  receivedAt: string;
}

/**
 * What became of a submission: stored with its receipt; over a budget; its key already
 * held an answer or a claim (`known`); another request's statement wrote its key first
 * (`taken`); an upload it names is unknown or taken. Each but `known` carries the counts
 * of its uses, for the rate limits to judge or give back. A statement sees what committed
 * before it started: on a shared PostgreSQL, a request over a budget or short of an
 * upload may owe that to another instance's request with the same key, which the caller
 * asks the key about (keyAnswer).
 */
export type Stored =
  | { kind: 'stored'; receipt: Receipt; counts: Count[] }
  | { kind: 'over'; counts: Count[] }
  | { kind: 'known'; held: Held }
  | { kind: 'taken'; counts: Count[] }
  | { kind: 'unavailable'; counts: Count[] };

/**
 * Stores submissions with everything that goes with them in one statement (SUBMIT): counts
 * their rate limits, claims their keys, attaches their uploads, queues their messages and
 * records the answers for replays. After a crash either all of a submission is there or
 * none, and a retry finds either the answer or a free key. The submissions of concurrent
 * requests share the statement (db/group-commit.ts): under load the store does one pass
 * per group instead of one per step per request. A process sends one request per key at a
 * time (submit-route.ts), so a group names each key once.
 */
export const submissionWriter = (db: Db) => groupCommit((items: SubmissionToStore[]) => storeAll(db, items));

/**
 * One statement. `existing` is what the keys already hold, `drawn` the references
 * already taken (drawn again); `fresh` the submissions whose key is free (or held by a
 * request that died) and whose reference is new; only their uses
 * are counted (`judged`, rate-limit.ts). `ready` are those within every budget whose
 * uploads are all there and free (locked, so no other submission takes them meanwhile);
 * `claimed` writes their keys with the answer, unless another request got a key first;
 * `stored` inserts the submissions that claimed theirs, then their uploads are attached
 * and their messages queued. It says, per submission, what became of it.
 *
 * Each key and reference is looked up on its own (a LATERAL subquery with LIMIT 1, which
 * the planner keeps as one index probe per row): a plain join lets the planner read the
 * whole table instead when it believes it small. A store keeps a prepared statement's
 * plan, and PGlite, which runs no autovacuum, never learns that a table has grown, so the
 * plan it made at start-up would read every key and every submission on each statement,
 * slower with each one stored.
 */
const SUBMIT = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[],
    $8::text[], $9::text[], $10::timestamptz[], $11::text[], $12::text[])
    AS u(form, key, hash, id, reference, status, data, email, ip_hash, created_at, answer, claim)
),
wanted AS (SELECT * FROM unnest($13::text[], $14::text[]) AS w(submission_id, upload_id)),
existing AS (
  SELECT i.id, k.request_hash, k.response_status, k.response_body,
    (k.response_status IS NULL AND k.claimed_at < i.created_at - make_interval(secs => $19::double precision / 1000))
      AS abandoned
  FROM input i CROSS JOIN LATERAL (
    SELECT * FROM idempotency_keys k WHERE k.form = i.form AND k.key = i.key LIMIT 1
  ) k
),
drawn AS (
  SELECT i.id FROM input i CROSS JOIN LATERAL (SELECT FROM submissions s WHERE s.reference = i.reference LIMIT 1) s
),
fresh AS (
  SELECT i.id FROM input i
  WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.id = i.id AND NOT e.abandoned) AND i.id NOT IN (SELECT id FROM drawn)
),
uses AS (
  SELECT u.* FROM unnest($20::text[], $21::text[], $22::int[], $23::int[]) WITH ORDINALITY
    AS u(submission_id, row, seconds, points, ord)
  JOIN fresh f ON f.id = u.submission_id
),
${countingCtes('uses', '$24')},
over AS (SELECT DISTINCT submission_id AS id FROM judged WHERE used > points),
free_uploads AS (
  SELECT id FROM uploads WHERE id IN (SELECT upload_id FROM wanted) AND submission_id IS NULL ORDER BY id FOR UPDATE
),
unavailable AS (
  SELECT DISTINCT w.submission_id AS id FROM wanted w WHERE w.upload_id NOT IN (SELECT id FROM free_uploads)
),
ready AS (
  SELECT i.* FROM input i JOIN fresh USING (id)
  WHERE i.id NOT IN (SELECT id FROM over) AND i.id NOT IN (SELECT id FROM unavailable)
),
claimed AS (
  INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at, submission_id, response_status, response_body)
  SELECT form, key, hash, claim, created_at, id, 201, answer FROM ready ORDER BY form, key
  ON CONFLICT (form, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, claim = EXCLUDED.claim,
    claimed_at = EXCLUDED.claimed_at, submission_id = EXCLUDED.submission_id, response_status = 201,
    response_body = EXCLUDED.response_body
  WHERE idempotency_keys.response_status IS NULL
    AND idempotency_keys.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $19::double precision / 1000)
  RETURNING submission_id AS id
),
stored AS (
  INSERT INTO submissions (id, form, reference, status, data, email, ip_hash, created_at)
  SELECT id, form, reference, status, data, email, ip_hash, created_at FROM ready JOIN claimed USING (id)
  RETURNING id
),
attached AS (
  UPDATE uploads u SET submission_id = w.submission_id, attached_at = i.created_at
  FROM wanted w JOIN stored s ON s.id = w.submission_id JOIN input i ON i.id = w.submission_id
  WHERE u.id = w.upload_id
  RETURNING u.id
),
queued AS (
  INSERT INTO outbox (id, submission_id, channel, next_attempt_at, created_at)
  SELECT m.id, m.submission_id, m.channel, m.at, m.at
  FROM unnest($15::text[], $16::text[], $17::text[], $18::timestamptz[]) AS m(id, submission_id, channel, at)
  JOIN stored s ON s.id = m.submission_id
  RETURNING id
)
SELECT i.id,
  CASE WHEN s.id IS NOT NULL THEN 'stored' WHEN i.id IN (SELECT id FROM drawn) THEN 'reference taken'
    WHEN f.id IS NULL THEN 'known' WHEN i.id IN (SELECT id FROM over) THEN 'over'
    WHEN i.id IN (SELECT id FROM unavailable) THEN 'unavailable' ELSE 'taken' END AS outcome,
  e.request_hash, e.response_status, e.response_body,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('used', j.used, 'expire', j.expire) ORDER BY j.ord), '[]')
   FROM judged j WHERE j.submission_id = i.id) AS counts
FROM input i LEFT JOIN fresh f USING (id) LEFT JOIN stored s USING (id)
  LEFT JOIN existing e ON e.id = i.id AND NOT e.abandoned`;

interface SubmitRow extends Partial<KeyRow> {
  id: string;
  outcome: 'stored' | 'reference taken' | 'known' | 'over' | 'unavailable' | 'taken';
  counts: Count[];
}

async function storeAll(db: Db, items: SubmissionToStore[]): Promise<Stored[]> {
  const outcomes: Stored[] = new Array(items.length);
  const ids = items.map(() => newId('sub'));
  let pending = items.map((_, n) => n);
  while (pending.length > 0) {
    // An upload named by two submissions of the group: the later one waits for the next statement.
    const named = new Set<string>();
    const now = pending.filter((n) => {
      const uploads = attachmentsOf(items[n]!);
      if (uploads.some((id) => named.has(id))) return false;
      for (const id of uploads) named.add(id);
      return true;
    });
    // References drawn for one statement are distinct: a pair would fail it as a whole.
    const drawnNow = new Set<string>();
    const receipts = new Map(
      now.map((n) => {
        let receipt = receiptFor(items[n]!);
        while (drawnNow.has(receipt.reference)) receipt = receiptFor(items[n]!);
        drawnNow.add(receipt.reference);
        return [n, receipt];
      }),
    );
    const rows = new Map((await submit(db, now, ids, items, receipts)).map((row) => [row.id, row]));
    for (const n of now) {
      const row = rows.get(ids[n]!)!;
      if (row.outcome === 'stored') outcomes[n] = { kind: 'stored', receipt: receipts.get(n)!, counts: row.counts };
      else if (row.outcome === 'known') outcomes[n] = { kind: 'known', held: judge(row as KeyRow, items[n]!.hash) };
      // 'reference taken' is drawn again in the next statement.
      else if (row.outcome !== 'reference taken') outcomes[n] = { kind: row.outcome, counts: row.counts };
    }
    pending = pending.filter((n) => outcomes[n] === undefined);
  }
  return outcomes;
}

const attachmentsOf = (item: SubmissionToStore): string[] =>
  Array.isArray(item.data.attachments) ? [...new Set(item.data.attachments as string[])] : [];

/** The answer for a submission, with a newly drawn reference. */
const receiptFor = (item: SubmissionToStore): Receipt => ({
  reference: newReference(item.form),
  form: item.path,
  receivedAt: item.now.toISOString(),
});

async function submit(
  db: Db,
  indexes: number[],
  ids: string[],
  items: SubmissionToStore[],
  receipts: Map<number, Receipt>,
): Promise<SubmitRow[]> {
  const column = <T>(f: (item: SubmissionToStore, n: number) => T) => indexes.map((n) => f(items[n]!, n));
  const wanted = indexes.flatMap((n) => attachmentsOf(items[n]!).map((upload) => [ids[n]!, upload] as const));
  const messages = indexes.flatMap((n) => {
    const item = items[n]!;
    return item.spam
      ? []
      : item.channels.map((channel) => ({ id: newId('msg'), submission: ids[n]!, channel, at: item.now }));
  });
  const uses = indexes.flatMap((n) => items[n]!.uses.map((use) => ({ ...use, submission: ids[n]! })));
  const { rows } = await db.query<SubmitRow>(SUBMIT, [
    column((i) => i.form),
    column((i) => i.key),
    column((i) => i.hash),
    column((_, n) => ids[n]!),
    column((_, n) => receipts.get(n)!.reference),
    column((i) => (i.spam ? 'spam' : 'received')),
    column((i) => JSON.stringify(i.data)),
    column((i) => (typeof i.data.email === 'string' ? i.data.email.toLowerCase() : null)),
    column((i) => i.ipHash),
    column((i) => i.now.toISOString()),
    column((_, n) => JSON.stringify(receipts.get(n)!)),
    column(() => newId('clm')),
    wanted.map(([submission]) => submission),
    wanted.map(([, upload]) => upload),
    messages.map((m) => m.id),
    messages.map((m) => m.submission),
    messages.map((m) => m.channel),
    messages.map((m) => m.at.toISOString()),
    items[indexes[0]!]!.abandonedAfterMs,
    uses.map((u) => u.submission),
    uses.map((u) => u.row),
    uses.map((u) => u.seconds),
    uses.map((u) => u.points),
    items[indexes[0]!]!.now.getTime(),
  ]);
  return rows;
}
