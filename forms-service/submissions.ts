import type { FormId } from '@/lib/forms/registry';
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

/**
 * Claims (form, key) for this request. A key already answered is replayed if the payload
 * is the same; one still being handled is in flight; one with another payload is reused.
 * A claim older than `abandonedAfterMs` (its process died) is taken over.
 */
export async function claimKey(
  db: Db,
  input: { form: FormId; key: string; hash: string; now: Date; abandonedAfterMs: number },
): Promise<Claim> {
  const token = newId('clm');
  const abandoned = new Date(input.now.getTime() - input.abandonedAfterMs);
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (form, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, claim = EXCLUDED.claim,
       claimed_at = EXCLUDED.claimed_at
     WHERE idempotency_keys.response_status IS NULL AND idempotency_keys.claimed_at < $6
     RETURNING claim`,
    [input.form, input.key, input.hash, token, input.now, abandoned],
  );
  if (claimed.rowCount > 0) return { kind: 'claimed', token };
  const { rows } = await db.query<KeyRow>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE form = $1 AND key = $2',
    [input.form, input.key],
  );
  const row = rows[0];
  // Deleted between the two statements (a released claim): the client may simply retry.
  if (!row) return { kind: 'in-flight' };
  if (row.request_hash !== input.hash) return { kind: 'reused' };
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

export interface NewSubmission {
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

/**
 * Stores the submission, attaches its uploads, queues its messages in the outbox and
 * records the answer for replays: one transaction, so after a crash either all of it is
 * there or none, and a retry finds either the answer or a free key.
 */
export async function storeSubmission(db: Db, input: NewSubmission, path: string): Promise<Receipt> {
  return db.transaction(async (tx) => {
    const held = await tx.query(
      'SELECT 1 FROM idempotency_keys WHERE form = $1 AND key = $2 AND claim = $3 AND response_status IS NULL FOR UPDATE',
      [input.form, input.key, input.claim],
    );
    if (held.rowCount === 0) throw new ClaimLost();
    const id = newId('sub');
    const reference = await insertSubmission(tx, id, input);
    await attachUploads(tx, id, input);
    if (!input.spam)
      for (const channel of input.channels)
        await tx.query(
          `INSERT INTO outbox (id, submission_id, channel, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $4)`,
          [newId('msg'), id, channel, input.now],
        );
    const receipt: Receipt = { reference, form: path, receivedAt: input.now.toISOString() };
    await tx.query(
      `UPDATE idempotency_keys SET submission_id = $3, response_status = 201, response_body = $4
       WHERE form = $1 AND key = $2`,
      [input.form, input.key, id, JSON.stringify(receipt)],
    );
    return receipt;
  });
}

async function insertSubmission(tx: Queryable, id: string, input: NewSubmission): Promise<string> {
  const email = typeof input.data.email === 'string' ? input.data.email.toLowerCase() : null;
  // References are random: on the rare clash with an existing one, draw again.
  for (;;) {
    const reference = newReference(input.form);
    const inserted = await tx.query(
      `INSERT INTO submissions (id, form, reference, status, data, email, ip_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
      [id, input.form, reference, input.spam ? 'spam' : 'received', input.data, email, input.ipHash, input.now],
    );
    if (inserted.rowCount > 0) return reference;
  }
}

async function attachUploads(tx: Queryable, id: string, input: NewSubmission) {
  const ids = Array.isArray(input.data.attachments) ? (input.data.attachments as string[]) : [];
  if (ids.length === 0) return;
  const attached = await tx.query(
    `UPDATE uploads SET submission_id = $1, attached_at = $2 WHERE id = ANY($3) AND submission_id IS NULL`,
    [id, input.now, [...new Set(ids)]],
  );
  if (attached.rowCount !== new Set(ids).size) throw new AttachmentUnavailable();
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
