import type { Db } from '../db/types';
import { sha256 } from '../ids';
import type { Mailer } from '../mail/transport';
import type { NewsletterConfig } from './config';
import { confirmationToken, unsubscribeToken, type ConfirmationGrant, type KeyRing } from './keys';
import { confirmationMessage, welcomeMessage } from './messages';

/** What the outbox needs to send newsletter mail. */
export interface NewsletterDelivery {
  config: NewsletterConfig;
  ring: KeyRing;
}

export interface NewsletterMessageRow {
  id: string;
  channel: 'newsletter-confirm' | 'newsletter-welcome';
  subscriber_id: string;
  payload: ConfirmationGrant | null;
}

export const isNewsletterChannel = (channel: string): channel is NewsletterMessageRow['channel'] =>
  channel === 'newsletter-confirm' || channel === 'newsletter-welcome';

/**
 * Sends one queued newsletter mail, if it is still due: a confirmation only while the
 * sign-up waits for its link, a welcome only to someone on the list (an unsubscribe or an
 * erasure in between cancels it). A throw is a failed try the outbox retries.
 */
export async function deliverNewsletter(
  db: Db,
  mailer: Mailer,
  from: string,
  n: NewsletterDelivery,
  row: NewsletterMessageRow,
): Promise<void> {
  const { rows } = await db.query<{
    email: string;
    status: string;
    confirm_token_hash: string | null;
    confirmed_at: Date | null;
  }>('SELECT email, status, confirm_token_hash, confirmed_at FROM subscribers WHERE id = $1', [row.subscriber_id]);
  const subscriber = rows[0];
  if (row.channel === 'newsletter-confirm') {
    if (subscriber?.status !== 'pending' || !row.payload) return;
    const token = confirmationToken(n.ring, row.payload);
    if (!token) throw new Error(`unsubscribe key ${row.payload.keyId} is no longer configured`);
    // A later sign-up's mail carries the link that works; this one's no longer does.
    if (sha256(token) !== subscriber.confirm_token_hash) return;
    await mailer.send(confirmationMessage(n.config, subscriber.email, token, from), `${row.id}-newsletter-confirm`);
  } else {
    if (subscriber?.status !== 'confirmed') return;
    const token = unsubscribeToken(n.ring, row.subscriber_id);
    const to = { email: subscriber.email, confirmedAt: subscriber.confirmed_at ?? new Date() };
    await mailer.send(welcomeMessage(n.config, to, token, from), `${row.id}-newsletter-welcome`);
  }
}
