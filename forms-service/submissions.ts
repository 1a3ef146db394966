import type { FormId } from '@/lib/forms/registry';
import { failed, groupCommit, succeeded, type Outcome } from './db/group-commit';
import type { Db } from './db/types';
import { newId, newReference } from './ids';
import type { Values } from './validate';

/** What a request with an Idempotency-Key may do, after trying to claim the key. */
export type Claim =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'reused' };

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

async function claimKeys(db: Db, claims: KeyClaim[]): Promise<Array<Outcome<Claim>>> {
  // A key twice in one group: the later request is judged after the first has claimed.
  const seen = new Set<string>();
  const first: number[] = [];
  const later: number[] = [];
  claims.forEach((c, i) => {
    const id = `${c.form}\n${c.key}`;
    (seen.has(id) ? later : first).push(i);
    seen.add(id);
  });
  const outcomes: Array<Outcome<Claim>> = new Array(claims.length);
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
        `SELECT k.form, k.key, k.request_hash, k.response_status, k.response_body FROM idempotency_keys k
         JOIN unnest($1::text[], $2::text[]) AS u(form, key) ON k.form = u.form AND k.key = u.key`,
        [lost.map((c) => c.form), lost.map((c) => c.key)],
      )
    : { rows: [] };
  const existing = new Map(rows.map((r) => [`${r.form}\n${r.key}`, r]));
  first.forEach((index, n) => {
    const c = claims[index]!;
    const id = `${c.form}\n${c.key}`;
    outcomes[index] = succeeded(won.has(id) ? { kind: 'claimed', token: tokens[n]! } : judge(existing.get(id), c.hash));
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
function judge(row: KeyRow | undefined, hash: string): Claim {
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

/** The request no longer holds its key (it was taken over after it looked abandoned). */
export class ClaimLost extends Error {}
/** An attachment is unknown or already attached to another submission. */
export class AttachmentUnavailable extends Error {}

interface NewSubmission {
  form: FormId;
  key: string;
  claim: string;
  data: Values;
  spam: boolean;
  ipHash: string;
  now: Date;
  /** Messages to deliver; none for spam. */
  channels: ReadonlyArray<'team' | 'visitor' | 'webhook'>;
}

export interface Receipt {
  reference: string;
  form: string;
  receivedAt: string;
}

export interface SubmissionToStore extends NewSubmission {
  /** The form's path, as the answer names it. */
  path: string;
}

/**
 * Stores submissions, attaches their uploads, queues their messages in the outbox and
 * records the answers for replays, all in one statement (STORE), so after a crash either
 * all of a submission is there or none, and a retry finds either the answer or a free
 * key. The submissions of concurrent requests share the statement (db/group-commit.ts).
 */
export const submissionWriter = (db: Db) => groupCommit((items: SubmissionToStore[]) => storeAll(db, items));

/**
 * One statement: `held` keeps the submissions whose request still holds its key, `ready`
 * those of them whose uploads are all there and free (locked, so no other submission
 * takes them meanwhile), `stored` inserts them (a reference already taken is left out and
 * drawn again), then their uploads are attached, their messages queued and their answers
 * recorded. It says, per submission, what became of it.
 */
const STORE = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[],
    $8::text[], $9::text[], $10::timestamptz[], $11::text[])
    AS u(form, key, claim, id, reference, status, data, email, ip_hash, created_at, answer)
),
wanted AS (SELECT * FROM unnest($12::text[], $13::text[]) AS w(submission_id, upload_id)),
free_uploads AS (
  SELECT id FROM uploads WHERE id IN (SELECT upload_id FROM wanted) AND submission_id IS NULL FOR UPDATE
),
held AS (
  SELECT i.id FROM idempotency_keys k JOIN input i ON k.form = i.form AND k.key = i.key AND k.claim = i.claim
  WHERE k.response_status IS NULL FOR UPDATE OF k
),
ready AS (
  SELECT i.* FROM input i JOIN held USING (id)
  WHERE NOT EXISTS (
    SELECT 1 FROM wanted w WHERE w.submission_id = i.id AND w.upload_id NOT IN (SELECT id FROM free_uploads)
  )
),
stored AS (
  INSERT INTO submissions (id, form, reference, status, data, email, ip_hash, created_at)
  SELECT id, form, reference, status, data, email, ip_hash, created_at FROM ready
  ON CONFLICT (reference) DO NOTHING RETURNING id
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
  FROM unnest($14::text[], $15::text[], $16::text[], $17::timestamptz[]) AS m(id, submission_id, channel, at)
  JOIN stored s ON s.id = m.submission_id
  RETURNING id
),
answered AS (
  UPDATE idempotency_keys k SET submission_id = i.id, response_status = 201, response_body = i.answer
  FROM input i JOIN stored s USING (id) WHERE k.form = i.form AND k.key = i.key
  RETURNING k.key
)
SELECT i.id,
  CASE WHEN s.id IS NOT NULL THEN 'stored' WHEN h.id IS NULL THEN 'lost' WHEN r.id IS NULL THEN 'unavailable'
    ELSE 'reference taken' END AS outcome
FROM input i LEFT JOIN held h USING (id) LEFT JOIN ready r USING (id) LEFT JOIN stored s USING (id)`;

type StoreOutcome = 'stored' | 'lost' | 'unavailable' | 'reference taken';

async function storeAll(db: Db, items: SubmissionToStore[]): Promise<Array<Outcome<Receipt>>> {
  const outcomes: Array<Outcome<Receipt>> = new Array(items.length);
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
    const receipts = new Map(now.map((n) => [n, receiptFor(items[n]!)]));
    const results = await store(db, now, ids, items, receipts);
    for (const n of now) {
      const outcome = results.get(ids[n]!);
      if (outcome === 'stored') outcomes[n] = succeeded(receipts.get(n)!);
      else if (outcome === 'lost') outcomes[n] = failed(new ClaimLost());
      else if (outcome === 'unavailable') outcomes[n] = failed(new AttachmentUnavailable());
    }
    pending = pending.filter((n) => outcomes[n] === undefined);
  }
  return outcomes;
}

const attachmentsOf = (item: NewSubmission): string[] =>
  Array.isArray(item.data.attachments) ? [...new Set(item.data.attachments as string[])] : [];

/** The answer for a submission, with a newly drawn reference. */
const receiptFor = (item: SubmissionToStore): Receipt => ({
  reference: newReference(item.form),
  form: item.path,
  receivedAt: item.now.toISOString(),
});

async function store(
  db: Db,
  indexes: number[],
  ids: string[],
  items: SubmissionToStore[],
  receipts: Map<number, Receipt>,
): Promise<Map<string, StoreOutcome>> {
  const column = <T>(f: (item: SubmissionToStore, n: number) => T) => indexes.map((n) => f(items[n]!, n));
  const wanted = indexes.flatMap((n) => attachmentsOf(items[n]!).map((upload) => [ids[n]!, upload] as const));
  const messages = indexes.flatMap((n) => {
    const item = items[n]!;
    return item.spam
      ? []
      : item.channels.map((channel) => ({ id: newId('msg'), submission: ids[n]!, channel, at: item.now }));
  });
  const { rows } = await db.query<{ id: string; outcome: StoreOutcome }>(STORE, [
    column((i) => i.form),
    column((i) => i.key),
    column((i) => i.claim),
    column((_, n) => ids[n]!),
    column((_, n) => receipts.get(n)!.reference),
    column((i) => (i.spam ? 'spam' : 'received')),
    column((i) => JSON.stringify(i.data)),
    column((i) => (typeof i.data.email === 'string' ? i.data.email.toLowerCase() : null)),
    column((i) => i.ipHash),
    column((i) => i.now.toISOString()),
    column((_, n) => JSON.stringify(receipts.get(n)!)),
    wanted.map(([submission]) => submission),
    wanted.map(([, upload]) => upload),
    messages.map((m) => m.id),
    messages.map((m) => m.submission),
    messages.map((m) => m.channel),
    messages.map((m) => m.at.toISOString()),
  ]);
  return new Map(rows.map((r) => [r.id, r.outcome]));
}

/** Upload ids of the list that exist and are not attached to a submission yet. */
export async function availableUploads(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM uploads WHERE id = ANY($1) AND submission_id IS NULL',
    [[...ids]],
  );
  return new Set(rows.map((r) => r.id));
}
