import path from 'node:path';
import { readNewsletterConfig, type NewsletterConfig } from './newsletter/config';

/** What the forms service reads from its environment (.env.example lists and explains each). */
export interface Config {
  port: number;
  /** The address `npm run forms:serve` listens on: loopback, for nginx on the same machine. */
  host: string;
  dataDir: string;
  /** Real PostgreSQL; unset: the embedded PGlite in `${dataDir}/db`. */
  databaseUrl?: string;
  /** The site's own origin (e.g. https://www.clonewave.example); browser posts from it are allowed. */
  publicOrigin?: string;
  /** Other origins allowed to post, with CORS (a site served from a CDN). */
  allowedOrigins: string[];
  /** Take the client address from X-Forwarded-For (behind nginx on the same machine). */
  trustProxy: boolean;
  adminToken?: string;
  /** Secret for hashing IP and e-mail addresses; unset: generated into the data folder. */
  hashSecret?: string;
  /** Unset: each message is written as a .eml file into `${dataDir}/mail`. */
  smtpUrl?: string;
  mailFrom: string;
  webhook?: { url: string; secret: string };
  /** Set: every form POST must carry a solved proof-of-work challenge (challenge.ts). */
  challengeSecret?: string;
  newsletter: NewsletterConfig;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const webhookUrl = text(env.FORMS_WEBHOOK_URL);
  const webhookSecret = text(env.FORMS_WEBHOOK_SECRET);
  if (webhookUrl && !webhookSecret?.startsWith('whsec_'))
    throw new Error('FORMS_WEBHOOK_SECRET must be set, as whsec_ followed by base64, when FORMS_WEBHOOK_URL is');
  const challengeSecret = text(env.FORMS_CHALLENGE_SECRET);
  if (challengeSecret && challengeSecret.length < 32)
    throw new Error('FORMS_CHALLENGE_SECRET must be at least 32 characters (openssl rand -hex 32)');
  const publicOrigin = text(env.FORMS_PUBLIC_ORIGIN)?.replace(/\/+$/, '');
  const port = Number(env.FORMS_PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`FORMS_PORT must be a port number from 1 to 65535, not "${env.FORMS_PORT}"`);
  return {
    port,
    host: text(env.FORMS_HOST) ?? '127.0.0.1',
    dataDir: path.resolve(env.FORMS_DATA_DIR ?? 'forms-data'),
    databaseUrl: text(env.DATABASE_URL),
    publicOrigin,
    allowedOrigins: list(env.FORMS_ALLOWED_ORIGINS),
    trustProxy: env.FORMS_TRUST_PROXY === '1' || env.FORMS_TRUST_PROXY === 'true',
    adminToken: text(env.FORMS_ADMIN_TOKEN),
    hashSecret: text(env.FORMS_HASH_SECRET),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.FORMS_MAIL_FROM) ?? 'Clonewave <no-reply@clonewave.example>',
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
    challengeSecret,
    newsletter: readNewsletterConfig(env, publicOrigin),
  };
}
