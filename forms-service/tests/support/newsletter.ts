import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Db } from '../../db/types';
import { createMailer } from '../../mail/transport';
import { deliverDue, deliveryOf } from '../../outbox';
import type { Services } from '../../services';

/** A mail as the file mailer wrote it: the raw text and the parsed message. */
export interface WrittenMail {
  raw: string;
  mail: ParsedMail;
}

/**
 * Delivers what the outbox has due through the file mailer and returns the mails it
 * wrote this time, in order. The tests read them as a recipient's mail app would.
 */
export async function deliverToFiles(services: Services): Promise<WrittenMail[]> {
  const dir = path.join(services.config.dataDir, 'mail');
  const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const mailer = createMailer(undefined, dir);
  try {
    while ((await deliverDue(deliveryOf(services, mailer))) > 0);
  } finally {
    mailer.close();
  }
  const written = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !before.has(f) && f.endsWith('.eml')) : [];
  return Promise.all(
    written.sort().map(async (file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      return { raw, mail: await simpleParser(raw) };
    }),
  );
}

/** The token of the first link to `page` in a mail's text. */
export function linkToken(mail: ParsedMail, page: string): string {
  const match = new RegExp(`https?://[^\\s]+${page.replace(/\//g, '\\/')}\\?t=([^\\s]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no link to ${page} in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/**
 * A header's value as sent (names are case-insensitive: nodemailer writes List-ID), and
 * whether the message folded it onto more lines.
 */
export function rawHeader(raw: string, name: string): { value: string; folded: boolean } | undefined {
  const lines = raw.split(/\r?\n/);
  const at = lines.findIndex((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (at < 0) return undefined;
  return { value: lines[at]!.slice(name.length + 1).trim(), folded: /^[ \t]/.test(lines[at + 1] ?? '') };
}

export const subscriberRow = async (db: Db, email: string) =>
  (
    await db.query<{
      id: string;
      status: string;
      consent_form: string;
      consent_version: number;
      consent_at: Date;
      consent_ip_hash: string | null;
      confirm_token_hash: string | null;
    }>('SELECT * FROM subscribers WHERE email = $1', [email])
  ).rows[0];

/** A POST as the site's page button sends it: the token as form field `t`. */
export const buttonPost = (token: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.clonewave.example' },
  body: new URLSearchParams({ t: token }).toString(),
});

/** RFC 8058's one-click POST, as a mail provider sends it to the List-Unsubscribe URL. */
export const oneClickPost = (): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: 'List-Unsubscribe=One-Click',
});
