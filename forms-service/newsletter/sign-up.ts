import type { Queryable } from '../db/types';
import type { Services } from '../services';
import { addToListmonk } from './listmonk';
import { isSuppressed, normaliseEmail, signUp } from './subscribers';

/** The one answer to every newsletter sign-up: it tells nobody whether an address is known. */
export const PENDING = { status: 'pending' } as const;

export interface NewsletterPost {
  email: string;
  spam: boolean;
  ipHash: string;
  key: string;
  claim: string;
}

/**
 * POST /api/forms/newsletter, once the request is checked (fields, key, rate limit): a
 * sign-up stored as pending with its consent evidence and, at most once per address per
 * 10 minutes, a confirmation mail. The answer (202) and the key's record of it are the
 * same whatever the address's state; the honeypot's catch is answered alike and stored
 * nowhere. With listmonk configured, listmonk stores it and sends the confirmation.
 */
export async function newsletterSignUp(s: Services, post: NewsletterPost): Promise<void> {
  const now = s.clock();
  const record = (tx: Queryable) =>
    tx.query(
      `UPDATE idempotency_keys SET response_status = 202, response_body = $4
       WHERE form = $1 AND key = $2 AND claim = $3 AND response_status IS NULL`,
      ['newsletter', post.key, post.claim, JSON.stringify(PENDING)],
    );
  if (post.spam) {
    await record(s.db);
    return;
  }
  const email = normaliseEmail(post.email);
  const listmonk = s.newsletter.config.listmonk;
  if (listmonk) {
    // listmonk keeps the list; an address suppressed here before the switch stays unmailed.
    if (!(await isSuppressed(s.db, s.hash(email)))) await addToListmonk(listmonk, email);
    await record(s.db);
    return;
  }
  const queued = await signUp(
    s.db,
    s.newsletter.ring,
    { email, emailHash: s.hash(email), form: 'newsletter', ipHash: post.ipHash, now },
    record,
  );
  // Whether a mail went is for the worker, never for the log or the answer.
  if (queued) s.onStored?.();
}
