import type { FormId } from '@/lib/forms/registry';
import { failed, groupCommit, succeeded, type Outcome } from './db/group-commit';
import type { Db, Queryable } from './db/types';
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

/** Thrown inside the transaction to roll it back: the request no longer holds its key. */
export class ClaimLost extends Error {}
/** Thrown inside the transaction: an attachment is unknown or already attached elsewhere. */
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
 * Stores a submission, attaches its uploads, queues its messages in the outbox and
 * records the answer for replays: one transaction, so after a crash either all of it is
 * there or none, and a retry finds either the answer or a free key. The submissions of
 * concurrent requests share the transaction (db/group-commit.ts); one that cannot be
 * stored (its claim was taken over, an attachment is gone) is left out and the rest are
 * written again without it.
 */
export const submissionWriter = (db: Db) => groupCommit((items: SubmissionToStore[]) => storeAll(db, items));

class Refused extends Error {
  constructor(
    readonly index: number,
    readonly reason: Error,
  ) {
    super(reason.message);
  }
}

async function storeAll(db: Db, items: SubmissionToStore[]): Promise<Array<Outcome<Receipt>>> {
  const outcomes: Array<Outcome<Receipt>> = new Array(items.length);
  let left = items.map((_, i) => i);
  while (left.length > 0) {
    try {
      const receipts = await db.transaction((tx) =>
        storeInTransaction(
          tx,
          left.map((i) => items[i]!),
        ),
      );
      left.forEach((index, n) => (outcomes[index] = succeeded(receipts[n]!)));
      left = [];
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const index = left[error.index]!;
      outcomes[index] = failed(error.reason);
      left = left.filter((i) => i !== index);
    }
  }
  return outcomes;
}

async function storeInTransaction(tx: Queryable, items: SubmissionToStore[]): Promise<Receipt[]> {
  const held = await tx.query<{ form: string; key: string }>(
    `SELECT k.form, k.key FROM idempotency_keys k
     JOIN unnest($1::text[], $2::text[], $3::text[]) AS u(form, key, claim)
       ON k.form = u.form AND k.key = u.key AND k.claim = u.claim
     WHERE k.response_status IS NULL FOR UPDATE OF k`,
    [items.map((i) => i.form), items.map((i) => i.key), items.map((i) => i.claim)],
  );
  const holds = new Set(held.rows.map((r) => `${r.form}\n${r.key}`));
  const lostAt = items.findIndex((i) => !holds.has(`${i.form}\n${i.key}`));
  if (lostAt >= 0) throw new Refused(lostAt, new ClaimLost());

  const ids = items.map(() => newId('sub'));
  const references = await insertSubmissions(tx, ids, items);
  for (const [n, item] of items.entries()) await attachUploads(tx, ids[n]!, item, n);

  const messages = items.flatMap((item, n) =>
    item.spam ? [] : item.channels.map((channel) => ({ id: newId('msg'), submission: ids[n]!, channel, at: item.now })),
  );
  if (messages.length > 0)
    await tx.query(
      `INSERT INTO outbox (id, submission_id, channel, next_attempt_at, created_at)
       SELECT id, submission_id, channel, at, at FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
         AS u(id, submission_id, channel, at)`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.submission),
        messages.map((m) => m.channel),
        messages.map((m) => m.at.toISOString()),
      ],
    );

  const receipts = items.map((item, n): Receipt => ({
    reference: references[n]!,
    form: item.path,
    receivedAt: item.now.toISOString(),
  }));
  await tx.query(
    `UPDATE idempotency_keys k SET submission_id = u.id, response_status = 201, response_body = u.body
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(form, key, id, body)
     WHERE k.form = u.form AND k.key = u.key`,
    [items.map((i) => i.form), items.map((i) => i.key), ids, receipts.map((r) => JSON.stringify(r))],
  );
  return receipts;
}

/** Inserts the submissions; references are random, and one that clashes is drawn again. */
async function insertSubmissions(tx: Queryable, ids: string[], items: SubmissionToStore[]): Promise<string[]> {
  const references: string[] = new Array(items.length);
  let pending = items.map((_, n) => n);
  while (pending.length > 0) {
    const drawn = new Map(pending.map((n) => [ids[n]!, newReference(items[n]!.form)]));
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO submissions (id, form, reference, status, data, email, ip_hash, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::text[],
         $8::timestamptz[])
       ON CONFLICT (reference) DO NOTHING RETURNING id`,
      [
        pending.map((n) => ids[n]!),
        pending.map((n) => items[n]!.form),
        pending.map((n) => drawn.get(ids[n]!)!),
        pending.map((n) => (items[n]!.spam ? 'spam' : 'received')),
        pending.map((n) => JSON.stringify(items[n]!.data)),
        pending.map((n) => (typeof items[n]!.data.email === 'string' ? items[n]!.data.email.toLowerCase() : null)),
        pending.map((n) => items[n]!.ipHash),
        pending.map((n) => items[n]!.now.toISOString()),
      ],
    );
    const stored = new Set(rows.map((r) => r.id));
    for (const n of pending) if (stored.has(ids[n]!)) references[n] = drawn.get(ids[n]!)!;
    pending = pending.filter((n) => !stored.has(ids[n]!));
  }
  return references;
}

async function attachUploads(tx: Queryable, id: string, input: NewSubmission, index: number) {
  const ids = Array.isArray(input.data.attachments) ? (input.data.attachments as string[]) : [];
  if (ids.length === 0) return;
  const attached = await tx.query(
    `UPDATE uploads SET submission_id = $1, attached_at = $2 WHERE id = ANY($3) AND submission_id IS NULL`,
    [id, input.now, [...new Set(ids)]],
  );
  if (attached.rowCount !== new Set(ids).size) throw new Refused(index, new AttachmentUnavailable());
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
