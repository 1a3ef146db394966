import type { Db } from './db/types';
import type { Logger } from './log';
import { teamMessage, visitorMessage, type Attachment, type StoredSubmission } from './mail/messages';
import type { Mailer } from './mail/transport';
import {
  deliverNewsletter,
  isNewsletterChannel,
  type NewsletterDelivery,
  type NewsletterMessageRow,
} from './newsletter/deliver';
import { postWebhook } from './mail/webhook';
import { retryDelayMs, type Policy } from './policy';
import type { Services } from './services';
import type { UploadFiles } from './uploads/files';

export interface Delivery {
  db: Db;
  mailer: Mailer;
  files: UploadFiles;
  mailFrom: string;
  webhook?: { url: string; secret: string };
  productName: (slug: string) => string;
  warrantyYears: (slug: string) => number | undefined;
  policy: Policy['outbox'];
  log: Logger;
  clock: () => Date;
  newsletter: NewsletterDelivery;
}

/** What the worker needs, from the app's services and a mailer. */
export const deliveryOf = (s: Services, mailer: Mailer): Delivery => ({
  db: s.db,
  mailer,
  files: s.files,
  mailFrom: s.config.mailFrom,
  webhook: s.config.webhook,
  productName: (slug) => s.products.find((p) => p.slug === slug)?.name ?? slug,
  warrantyYears: (slug) => s.warrantyYears.get(slug),
  policy: s.policy.outbox,
  log: s.log,
  clock: s.clock,
  newsletter: s.newsletter,
});

/** A due message: a submission's (team, visitor, webhook) or a newsletter subscriber's. */
interface DueRow {
  id: string;
  channel: 'team' | 'visitor' | 'webhook' | NewsletterMessageRow['channel'];
  submission_id: string;
  subscriber_id: string;
  payload: NewsletterMessageRow['payload'];
  attempts: number;
}

/**
 * Takes due messages and marks them taken for a lease, in one statement. SKIP LOCKED lets
 * several instances on one PostgreSQL share the outbox without taking the same message; a
 * crash leaves a message that is due again when its lease ends.
 */
async function claimDue(d: Delivery): Promise<DueRow[]> {
  const now = d.clock();
  const { rows } = await d.db.query<DueRow>(
    `WITH due AS (
       SELECT id, next_attempt_at FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1
       ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ),
     taken AS (
       UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = $3 FROM due WHERE o.id = due.id
       RETURNING o.id, o.channel, o.submission_id, o.subscriber_id, o.payload, o.attempts, due.next_attempt_at AS due_at
     )
     SELECT id, channel, submission_id, subscriber_id, payload, attempts FROM taken ORDER BY due_at, id`,
    [now, d.policy.batch, new Date(now.getTime() + d.policy.leaseMs)],
  );
  return rows;
}

type Loaded = StoredSubmission & { status: string };

/** The submissions the due messages belong to, and the files of those the team gets, in two statements. */
async function loadFor(d: Delivery, due: DueRow[]) {
  const ids = [...new Set(due.filter((r) => !isNewsletterChannel(r.channel)).map((r) => r.submission_id))];
  const teamIds = [...new Set(due.filter((r) => r.channel === 'team').map((r) => r.submission_id))];
  const submissions = ids.length
    ? await d.db.query<Loaded>(
        'SELECT id, form, reference, status, data, created_at FROM submissions WHERE id = ANY($1)',
        [ids],
      )
    : { rows: [] };
  const uploads = teamIds.length
    ? await d.db.query<{ submission_id: string; name: string; type: string; size: number; stored_name: string }>(
        'SELECT submission_id, name, type, size, stored_name FROM uploads WHERE submission_id = ANY($1) ORDER BY created_at',
        [teamIds],
      )
    : { rows: [] };
  const filesOf = new Map<string, typeof uploads.rows>();
  for (const upload of uploads.rows)
    filesOf.set(upload.submission_id, [...(filesOf.get(upload.submission_id) ?? []), upload]);
  return { submissions: new Map(submissions.rows.map((s) => [s.id, s])), filesOf };
}

/** Delivers one message; true when it carried a submission's files to the team. */
async function deliver(d: Delivery, row: DueRow, loaded: Awaited<ReturnType<typeof loadFor>>): Promise<boolean> {
  if (isNewsletterChannel(row.channel)) {
    await deliverNewsletter(d.db, d.mailer, d.mailFrom, d.newsletter, { ...row, channel: row.channel });
    return false;
  }
  const submission = loaded.submissions.get(row.submission_id);
  // Erased since it was queued: there is nothing left to send.
  if (!submission || submission.status !== 'received') return false;
  if (row.channel === 'team') {
    const stored = loaded.filesOf.get(submission.id) ?? [];
    const files: Attachment[] = await Promise.all(
      stored.map(async ({ submission_id: _, ...r }) => ({ ...r, content: await d.files.read(r.stored_name) })),
    );
    await d.mailer.send(teamMessage(submission, files, d.productName, d.mailFrom), `${submission.reference}-team`);
    return stored.length > 0;
  }
  if (row.channel === 'visitor') {
    const message = visitorMessage(submission, d.mailFrom, d.warrantyYears, d.productName);
    if (message) await d.mailer.send(message, `${submission.reference}-visitor`);
  } else if (d.webhook) {
    const files = await d.db.query(
      'SELECT id, name, type, size, sha256 FROM uploads WHERE submission_id = $1 ORDER BY created_at',
      [submission.id],
    );
    const body = JSON.stringify({
      type: 'form.submitted',
      timestamp: d.clock().toISOString(),
      data: {
        form: submission.form,
        reference: submission.reference,
        receivedAt: submission.created_at.toISOString(),
        fields: submission.data,
        attachments: files.rows,
      },
    });
    await postWebhook(d.webhook.url, d.webhook.secret, row.id, body, d.clock());
  }
  return false;
}

/**
 * Delivers what is due now; returns how many messages it tried. The messages delivered
 * are marked sent together after the round: a crash before that sends them again (at
 * least once), never loses one.
 */
export async function deliverDue(d: Delivery): Promise<number> {
  const due = await claimDue(d);
  if (due.length === 0) return 0;
  const loaded = await loadFor(d, due);
  const sent: string[] = [];
  const filesDelivered: string[] = [];
  await inParallel(due, d.policy.parallel, async (row) => {
    try {
      if (await deliver(d, row, loaded)) filesDelivered.push(row.submission_id);
      sent.push(row.id);
      d.log.info('delivered', { message: row.id, channel: row.channel, attempts: row.attempts });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      const dead = row.attempts >= d.policy.maxAttempts;
      await d.db.query(`UPDATE outbox SET state = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1`, [
        row.id,
        dead ? 'dead' : 'pending',
        reason,
        new Date(d.clock().getTime() + retryDelayMs(d.policy, row.attempts)),
      ]);
      d.log.warn(dead ? 'delivery dead' : 'delivery failed', {
        message: row.id,
        channel: row.channel,
        attempts: row.attempts,
      });
    }
  });
  const now = d.clock();
  if (sent.length > 0)
    await d.db.query(`UPDATE outbox SET state = 'sent', sent_at = $2, last_error = NULL WHERE id = ANY($1)`, [
      sent,
      now,
    ]);
  if (filesDelivered.length > 0)
    await d.db.query('UPDATE uploads SET delivered_at = $2 WHERE submission_id = ANY($1)', [filesDelivered, now]);
  return due.length;
}

/** Runs `task` on every item, at most `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Puts dead messages back in line, due now. Returns how many. */
export async function retryDead(db: Db, now: Date, id?: string): Promise<number> {
  const result = await db.query(
    `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = $1
     WHERE state = 'dead' AND ($2::text IS NULL OR id = $2)`,
    [now, id ?? null],
  );
  return result.rowCount;
}

export interface OutboxRow {
  id: string;
  reference: string;
  channel: string;
  state: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
}

export async function listOutbox(db: Db, state?: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT o.id, COALESCE(s.reference, o.subscriber_id) AS reference, o.channel, o.state, o.attempts, o.last_error,
       o.next_attempt_at, o.created_at
     FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id
     WHERE ($1::text IS NULL OR o.state = $1) ORDER BY o.created_at`,
    [state ?? null],
  );
  return rows;
}
