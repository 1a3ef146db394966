import { stringify } from 'csv-stringify/sync';
import { NEWSLETTER } from '@/lib/forms/newsletter-policy';
import type { Db } from '../db/types';
import { defuseCell } from '../records';
import { normaliseEmail } from './subscribers';

const DAY_MS = 86_400_000;

export interface SubscriberRecord {
  id: string;
  email: string;
  status: string;
  consent_form: string;
  consent_version: number;
  consent_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Date;
}

/** Everything stored about an address as a subscriber (export on request), and whether it is suppressed. */
export async function subscriberOf(db: Db, hash: (email: string) => string, email: string) {
  const address = normaliseEmail(email);
  const { rows } = await db.query<SubscriberRecord>(
    `SELECT id, email, status, consent_form, consent_version, consent_at, confirmed_at, unsubscribed_at, created_at
     FROM subscribers WHERE email = $1`,
    [address],
  );
  const suppressed = await db.query<{ reason: string; created_at: Date }>(
    'SELECT reason, created_at FROM suppressions WHERE email_hash = $1',
    [hash(address)],
  );
  return { subscriber: rows[0] ?? null, suppression: suppressed.rows[0] ?? null };
}

/**
 * Erases the address as a subscriber (with its queued mail) and suppresses it: nothing
 * about the person is left but a keyed hash, which keeps a sign-up form from mailing
 * them again. An operator can lift that (unsuppress). An address that never subscribed
 * is not suppressed. Returns how many subscribers went (0 or 1).
 */
export async function eraseSubscriber(db: Db, hash: (email: string) => string, email: string, now: Date) {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const removed = await tx.query('DELETE FROM subscribers WHERE email = $1', [address]);
    if (removed.rowCount === 0) return 0;
    await tx.query(
      `INSERT INTO suppressions (email_hash, reason, created_at) VALUES ($1, 'erased', $2)
       ON CONFLICT (email_hash) DO UPDATE SET reason = 'erased'`,
      [hash(address), now],
    );
    return removed.rowCount;
  });
}

/** Lifts an address's suppression (the person asked an operator): a sign-up mails them again. */
export async function unsuppress(db: Db, hash: (email: string) => string, email: string): Promise<boolean> {
  const removed = await db.query('DELETE FROM suppressions WHERE email_hash = $1', [hash(normaliseEmail(email))]);
  return removed.rowCount > 0;
}

/**
 * The confirmed subscribers as CSV for a mailing tool, in listmonk's import format
 * (`email,name,attributes`): the form has no name, and the consent evidence goes in the
 * attributes, so the tool that sends from now on can still show when and how each
 * person asked.
 */
export async function confirmedCsv(db: Db): Promise<string> {
  const { rows } = await db.query<SubscriberRecord>(
    `SELECT email, consent_form, consent_version, consent_at, confirmed_at FROM subscribers
     WHERE status = 'confirmed' ORDER BY confirmed_at, email`,
  );
  return stringify(
    rows.map((r) => [
      defuseCell(r.email),
      '',
      JSON.stringify({
        consent_form: r.consent_form,
        consent_version: r.consent_version,
        consent_at: r.consent_at.toISOString(),
        confirmed_at: r.confirmed_at?.toISOString(),
      }),
    ]),
    { header: true, columns: ['email', 'name', 'attributes'] },
  );
}

/**
 * Sign-ups never confirmed are deleted 30 days after the last one; unsubscribed
 * subscribers when their unsubscribe link may lapse (`keepUnsubscribedDays`), their
 * suppression staying. Returns how many went.
 */
export async function purgeSubscribers(db: Db, now: Date, keepUnsubscribedDays: number): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const pending = await db.query(`DELETE FROM subscribers WHERE status = 'pending' AND consent_at < $1`, [
    before(NEWSLETTER.unconfirmedDays),
  ]);
  const left = await db.query(`DELETE FROM subscribers WHERE status = 'unsubscribed' AND unsubscribed_at < $1`, [
    before(keepUnsubscribedDays),
  ]);
  return pending.rowCount + left.rowCount;
}
