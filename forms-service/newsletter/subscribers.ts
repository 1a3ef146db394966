import { NEWSLETTER } from '@/lib/forms/newsletter-policy';
import type { Db, Queryable } from '../db/types';
import { newId, sha256 } from '../ids';
import { confirmationToken, newGrant, type KeyRing } from './keys';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Who signs up, as the store needs it: the address lower-cased, its keyed hash, and the consent's evidence. */
export interface SignUp {
  email: string;
  emailHash: string;
  /** Where consent was given: the form's id, or `resubscribe` for one's own unsubscribe link. */
  form: string;
  ipHash: string;
  now: Date;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isSuppressed = async (tx: Queryable, emailHash: string) =>
  (await tx.query('SELECT 1 FROM suppressions WHERE email_hash = $1', [emailHash])).rowCount > 0;

const queue = (tx: Queryable, subscriberId: string, channel: string, now: Date, payload: unknown = null) =>
  tx.query(
    `INSERT INTO outbox (id, subscriber_id, channel, payload, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [newId('msg'), subscriberId, channel, payload, now],
  );

/**
 * A sign-up from the form. Whatever the address's state, the caller answers the same;
 * only a pending sign-up that had no confirmation mail in the last 10 minutes queues one
 * (with a new link, the older one no longer works). A suppressed or confirmed address
 * gets nothing: a bot entering someone's address can never make us mail them twice in
 * 10 minutes, nor ever once they have unsubscribed. `alsoInTransaction` stores the
 * answer for the request's Idempotency-Key with it. Returns whether a mail was queued.
 */
export async function signUp(
  db: Db,
  ring: KeyRing,
  input: SignUp,
  alsoInTransaction: (tx: Queryable) => Promise<unknown> = async () => {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await alsoInTransaction(tx);
    if (await isSuppressed(tx, input.emailHash)) return false;
    await tx.query(
      `INSERT INTO subscribers (id, email, status, consent_form, consent_version, consent_at, consent_ip_hash, created_at)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6, $5) ON CONFLICT (email) DO NOTHING`,
      [newId('nsub'), input.email, input.form, NEWSLETTER.consentVersion, input.now, input.ipHash],
    );
    const grant = newGrant(ring);
    const token = confirmationToken(ring, grant)!;
    const cutoff = new Date(input.now.getTime() - NEWSLETTER.confirmationEveryMinutes * MINUTE_MS);
    // One statement decides and claims: of simultaneous sign-ups, one passes the time check.
    // An unsubscribed address is no longer suppressed here only if an operator lifted it.
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE subscribers SET status = 'pending', confirm_token_hash = $2, confirm_expires_at = $3,
         confirmation_sent_at = $4, consent_form = $5, consent_version = $6, consent_at = $4, consent_ip_hash = $7
       WHERE email = $1 AND status <> 'confirmed' AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= $8)
       RETURNING id`,
      [
        input.email,
        sha256(token),
        new Date(input.now.getTime() + NEWSLETTER.confirmDays * DAY_MS),
        input.now,
        input.form,
        NEWSLETTER.consentVersion,
        input.ipHash,
        cutoff,
      ],
    );
    const id = rows[0]?.id;
    if (!id) return false;
    await queue(tx, id, 'newsletter-confirm', input.now, grant);
    return true;
  });
}

/** Confirms the sign-up a confirmation token belongs to, once, within its time; queues the welcome. */
export async function confirm(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = $2, confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > $2 RETURNING id`,
      [sha256(token), now],
    );
    const id = rows[0]?.id;
    if (id) await queue(tx, id, 'newsletter-welcome', now);
    return id !== undefined;
  });
}

/**
 * Takes the subscriber off the list and puts the address on the suppression list. The
 * same again changes nothing; an id with no subscriber (erased) is already suppressed.
 */
export async function unsubscribe(db: Db, hash: (email: string) => string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = $2, confirm_token_hash = NULL,
         confirm_expires_at = NULL
       WHERE id = $1 AND status <> 'unsubscribed' RETURNING email`,
      [id, now],
    );
    const email = rows[0]?.email;
    if (email === undefined) return;
    await tx.query(
      `INSERT INTO suppressions (email_hash, reason, created_at) VALUES ($1, 'unsubscribed', $2) ON CONFLICT DO NOTHING`,
      [hash(email), now],
    );
    // A welcome or confirmation mail not sent yet is not sent at all.
    await tx.query(`DELETE FROM outbox WHERE subscriber_id = $1 AND state = 'pending'`, [id]);
  });
}

/**
 * Back on the list from one's own unsubscribe link: the token came from their mailbox,
 * which is the proof a confirmation mail would ask for. Lifts the suppression, records the
 * new consent and queues the welcome (not when already on the list). False when the
 * subscriber is gone (erased): there is no address to restore.
 */
export async function resubscribe(db: Db, hash: (email: string) => string, id: string, ipHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; status: string }>(
      'SELECT email, status FROM subscribers WHERE id = $1 FOR UPDATE',
      [id],
    );
    const row = rows[0];
    if (!row) return false;
    await tx.query('DELETE FROM suppressions WHERE email_hash = $1', [hash(row.email)]);
    if (row.status === 'confirmed') return true;
    await tx.query(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = $2, unsubscribed_at = NULL, consent_form = 'resubscribe',
         consent_version = $3, consent_at = $2, consent_ip_hash = $4, confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE id = $1`,
      [id, now, NEWSLETTER.consentVersion, ipHash],
    );
    await queue(tx, id, 'newsletter-welcome', now);
    return true;
  });
}
