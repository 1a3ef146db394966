import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The keys newsletter tokens are signed with: `FORMS_UNSUBSCRIBE_KEYS` is
 * `k2:base64secret,k1:oldsecret`, the first signs, every one verifies, so a key is
 * rotated by putting a new one first and an old one is dropped only when its tokens
 * may go (an unsubscribe link never expires). Unset: one key generated into the data
 * folder on the first run; instances that share a database must share the keys.
 */
export interface KeyRing {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const MIN_KEY_BYTES = 16;

function parseKeyRing(text: string): KeyRing {
  const keys = new Map<string, Buffer>();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const secret = Buffer.from(entry.slice(at + 1), 'base64');
    if (at < 1 || !KEY_ID.test(id))
      throw new Error('FORMS_UNSUBSCRIBE_KEYS: each key is id:base64secret, the id letters, digits, "-" or "_"');
    if (secret.length < MIN_KEY_BYTES)
      throw new Error(`FORMS_UNSUBSCRIBE_KEYS: key ${id} is shorter than ${MIN_KEY_BYTES} bytes`);
    if (keys.has(id)) throw new Error(`FORMS_UNSUBSCRIBE_KEYS: key ${id} is listed twice`);
    keys.set(id, secret);
  }
  const current = keys.keys().next().value;
  if (current === undefined) throw new Error('FORMS_UNSUBSCRIBE_KEYS: no key');
  return { current, keys };
}

/** The configured ring, or the one generated into `${dataDir}/unsubscribe-keys` on the first run. */
export function loadKeyRing(configured: string | undefined, dataDir: string): KeyRing {
  if (configured) return parseKeyRing(configured);
  const file = path.join(dataDir, 'unsubscribe-keys');
  try {
    return parseKeyRing(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once keep whichever ring was written first.
    fs.writeFileSync(file, `k1:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKeyRing(fs.readFileSync(file, 'utf8'));
}

const mac = (key: Buffer, purpose: string, ...parts: string[]) =>
  createHmac('sha256', key)
    .update([purpose, ...parts].join('.'))
    .digest('base64url');

/**
 * An unsubscribe token: `<keyId>.<subscriberId>.<hmac>`. It names the subscriber by
 * their random id, never by address, so a forwarded mail or a proxy log shows no address.
 */
export function unsubscribeToken(ring: KeyRing, subscriberId: string): string {
  const key = ring.keys.get(ring.current)!;
  return `${ring.current}.${subscriberId}.${mac(key, 'unsubscribe', ring.current, subscriberId)}`;
}

export type TokenCheck = { ok: true; subscriberId: string; keyId: string } | { ok: false; reason: TokenRefusal };
type TokenRefusal = 'malformed' | 'unknown-key' | 'bad-signature';

const TOKEN = /^([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

export function checkUnsubscribeToken(ring: KeyRing, token: string): TokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, keyId, subscriberId, signature] = match as unknown as [string, string, string, string];
  const key = ring.keys.get(keyId);
  if (!key) return { ok: false, reason: 'unknown-key' };
  const expected = Buffer.from(mac(key, 'unsubscribe', keyId, subscriberId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  return { ok: true, subscriberId, keyId };
}

/**
 * The confirmation link's token, derived from a random nonce with a ring key. The store
 * keeps the nonce (for the mail, in the outbox) and the token's SHA-256 (to find the
 * sign-up), never the token: a copy of the database alone confirms nobody.
 */
export function confirmationToken(ring: KeyRing, grant: ConfirmationGrant): string | undefined {
  const key = ring.keys.get(grant.keyId);
  return key ? mac(key, 'confirm', grant.nonce) : undefined;
}

export interface ConfirmationGrant {
  keyId: string;
  nonce: string;
}

export const newGrant = (ring: KeyRing): ConfirmationGrant => ({
  keyId: ring.current,
  nonce: randomBytes(16).toString('base64url'),
});
