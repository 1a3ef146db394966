import { stringify } from 'csv-stringify/sync';
import type { Db } from './db/types';
import { eraseMailCopies, mailFolder } from './mail/transport';
import { eraseSubscriber, subscriberOf } from './newsletter/records';
import type { Services } from './services';
import type { UploadFiles } from './uploads/files';

export interface SubmissionRecord {
  reference: string;
  form: string;
  status: string;
  created_at: Date;
  data: Record<string, unknown>;
}

/** Submissions, newest first, of one form or all, since a time or ever; spam left out unless asked. */
export async function listSubmissions(
  db: Db,
  filter: { form?: string; since?: Date; spam?: boolean } = {},
): Promise<SubmissionRecord[]> {
  const { rows } = await db.query<SubmissionRecord>(
    `SELECT reference, form, status, created_at, data FROM submissions
     WHERE ($1::text IS NULL OR form = $1) AND ($2::timestamptz IS NULL OR created_at >= $2)
       AND (status <> 'spam' OR $3::boolean)
     ORDER BY created_at DESC`,
    [filter.form ?? null, filter.since ?? null, filter.spam ?? false],
  );
  return rows;
}

/**
 * A spreadsheet cell that starts with = + - @ (or a tab or carriage return) is run as a
 * formula by Excel and LibreOffice: a leading apostrophe makes it text (OWASP CSV injection).
 */
export const defuseCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** CSV of submissions: reference, form, status, received, then one column per field seen. */
export function submissionsCsv(records: readonly SubmissionRecord[]): string {
  const fields = [...new Set(records.flatMap((r) => Object.keys(r.data)))];
  const cell = (value: unknown) =>
    defuseCell(Array.isArray(value) ? value.join(' ') : value === undefined || value === null ? '' : String(value));
  return stringify([
    ['reference', 'form', 'status', 'received', ...fields],
    ...records.map((r) => [
      r.reference,
      r.form,
      r.status,
      r.created_at.toISOString(),
      ...fields.map((f) => cell(r.data[f])),
    ]),
  ]);
}

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Everything stored about one e-mail address: its submissions, their files and messages,
 * and its newsletter subscription (`hash` finds its suppression).
 */
export async function subjectExport(db: Db, email: string, hash: (value: string) => string) {
  const { rows: submissions } = await db.query<SubmissionRecord & { id: string }>(
    'SELECT id, reference, form, status, created_at, data FROM submissions WHERE email = $1 ORDER BY created_at',
    [normal(email)],
  );
  const ids = submissions.map((s) => s.id);
  const uploads = await db.query(
    'SELECT id, submission_id, name, type, size, sha256, created_at FROM uploads WHERE submission_id = ANY($1)',
    [ids],
  );
  const messages = await db.query(
    'SELECT id, submission_id, channel, state, attempts, created_at, sent_at FROM outbox WHERE submission_id = ANY($1)',
    [ids],
  );
  return {
    email: normal(email),
    submissions,
    uploads: uploads.rows,
    messages: messages.rows,
    newsletter: await subscriberOf(db, hash, email),
  };
}

/**
 * Erases everything about one address: the fields, the address, the hashed IP, the files
 * and the messages not yet sent. The reference stays (status 'erased'), so a quoted
 * number still finds "erased on request" instead of nothing. A newsletter subscriber is
 * deleted and their address suppressed (newsletter/records.ts).
 */
/**
 * Erasure of one address, as the operator's command and route do it: eraseSubject, and the
 * local .eml copies of its mail when no SMTP server is configured.
 */
export async function eraseAddress(
  s: Services,
  email: string,
): Promise<{ submissions: number; subscribers: number; mailCopies: number }> {
  const erased = await eraseSubject(s.db, s.files, email, s.hash, s.clock());
  const mailCopies = s.config.smtpUrl ? 0 : await eraseMailCopies(mailFolder(s.config.dataDir), email);
  return { ...erased, mailCopies };
}

async function eraseSubject(
  db: Db,
  files: UploadFiles,
  email: string,
  hash: (value: string) => string,
  now: Date,
): Promise<{ submissions: number; subscribers: number }> {
  const stored = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM submissions WHERE email = $1 FOR UPDATE', [
      normal(email),
    ]);
    const ids = rows.map((r) => r.id);
    const uploads = await tx.query<{ stored_name: string }>(
      'DELETE FROM uploads WHERE submission_id = ANY($1) RETURNING stored_name',
      [ids],
    );
    await tx.query('DELETE FROM outbox WHERE submission_id = ANY($1)', [ids]);
    await tx.query('DELETE FROM idempotency_keys WHERE submission_id = ANY($1)', [ids]);
    await tx.query(
      `UPDATE submissions SET data = '{}', email = NULL, ip_hash = NULL, status = 'erased' WHERE id = ANY($1)`,
      [ids],
    );
    return { count: ids.length, files: uploads.rows.map((u) => u.stored_name) };
  });
  for (const name of stored.files) await files.remove(name);
  return { submissions: stored.count, subscribers: await eraseSubscriber(db, hash, email, now) };
}
