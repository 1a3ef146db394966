import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FormId } from '@/lib/forms/registry';

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The start of each form's references: a ticket is T-7KQ2-9HXM, an RMA request RMA-…. */
const REFERENCE_PREFIX: Record<FormId, string> = {
  ticket: 'T',
  warranty: 'RMA',
  register: 'REG',
  contact: 'C',
  retailer: 'RET',
  affiliate: 'AFF',
  partner: 'P',
  sales: 'S',
  newsletter: 'N',
};

const crockford = (length: number) => Array.from({ length }, () => CROCKFORD[randomInt(32)]).join('');

/** A random reference: nothing in it tells how many came before. */
export const newReference = (form: FormId) => `${REFERENCE_PREFIX[form]}-${crockford(4)}-${crockford(4)}`;

/** A random id with a prefix saying what it names (`upl_`, `sub_`, `msg_`). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url').slice(0, 22)}`;

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Hashes addresses with a secret (HMAC), so a stored IP address cannot be turned back into
 * one by trying them all. The secret comes from FORMS_HASH_SECRET or is generated once into
 * the data folder.
 */
export function hasher(secret: string) {
  return (value: string) => createHmac('sha256', secret).update(value).digest('hex').slice(0, 32);
}

export function loadHashSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'hash-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // 'wx': two processes starting at once keep whichever secret was written first.
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
