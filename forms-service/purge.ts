import { FORMS, type FormId } from '@/lib/forms/registry';
import type { Db } from './db/types';
import { purgeSubscribers } from './newsletter/records';
import type { Policy } from './policy';
import type { UploadFiles } from './uploads/files';

const DAY_MS = 86_400_000;

export interface Purged {
  submissions: number;
  uploads: number;
  keys: number;
  subscribers: number;
}

/**
 * Deletes what the retention policy no longer keeps: submissions per form (spam sooner),
 * files never attached after a day, attached files a while after they were delivered,
 * old idempotency keys, spent rate-limit counters and expired challenges, and newsletter sign-ups never
 * confirmed (newsletter/records.ts).
 */
export async function purge(db: Db, files: UploadFiles, policy: Policy, now: Date): Promise<Purged> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const r = policy.retention;
  let submissions = 0;
  let uploads = 0;

  const removeUploads = async (where: string, params: unknown[]) => {
    const { rows } = await db.query<{ stored_name: string }>(
      `DELETE FROM uploads WHERE ${where} RETURNING stored_name`,
      params,
    );
    for (const row of rows) await files.remove(row.stored_name);
    uploads += rows.length;
  };

  const expired = `(status = 'spam' AND created_at < $2) OR (status <> 'spam' AND form = $1 AND created_at < $3)`;
  for (const form of Object.keys(FORMS) as FormId[]) {
    const params = [form, before(r.spamDays), before(r.days[form])];
    await removeUploads(`submission_id IN (SELECT id FROM submissions WHERE ${expired})`, params);
    submissions += (await db.query(`DELETE FROM submissions WHERE ${expired}`, params)).rowCount;
  }
  await removeUploads('submission_id IS NULL AND created_at < $1', [
    new Date(now.getTime() - r.unattachedUploadHours * 3_600_000),
  ]);
  await removeUploads('delivered_at < $1', [before(r.deliveredUploadDays)]);
  const keys = (
    await db.query('DELETE FROM idempotency_keys WHERE claimed_at < $1', [before(policy.idempotency.keepDays)])
  ).rowCount;
  await db.query('DELETE FROM rate_limits WHERE expire < $1', [now.getTime()]);
  await db.query('DELETE FROM spent_challenges WHERE expires_at < $1', [now]);
  // An unsubscribed person's row (their way back) is kept as long as a newsletter sign-up is.
  const subscribers = await purgeSubscribers(db, now, r.days.newsletter);
  return { submissions, uploads, keys, subscribers };
}
