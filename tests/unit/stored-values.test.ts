import { describe, expect, it } from 'vitest';
import { CART, CONSENT } from '@/lib/constants';
import { STORED_VALUES } from '@/lib/stored-values/registry';
import { decodeStored, type StoredValue } from '@/lib/stored-values/stored-value';
import { storedCart } from '@/lib/stored-values/cart';
import { storedConsent } from '@/lib/stored-values/consent';
import { storedFormDrafts } from '@/lib/stored-values/form-drafts';
import { storedScrollPositions } from '@/lib/stored-values/scroll-positions';
import { storedChunkReloadAt } from '@/lib/stored-values/chunk-reload';
import { junkFor, wrongShape } from '../stored-junk';

const decode = <T>(entry: StoredValue<T>, value: unknown) => decodeStored(entry, JSON.stringify(value));
/** Valid: reading the value back as stored gives the same value. */
const isValid = (entry: StoredValue<unknown>, value: unknown) => expect(decode(entry, value)).toEqual(value);
/** The fallback, or a valid value. */
const isFallbackOrValid = (entry: StoredValue<unknown>, value: unknown) =>
  expect([entry.fallback, decode(entry, value)]).toContainEqual(value);

describe('the stored values registry', () => {
  it('declares each key once', () => {
    const keys = STORED_VALUES.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([CART.storageKey, CONSENT.storageKey]));
  });

  describe.each(STORED_VALUES.map((entry) => [entry.key, entry] as const))('%s', (_key, entry) => {
    it('reads its example back unchanged', () => {
      expect(decode(entry, entry.example)).toEqual(entry.example);
    });
    it('reads nothing stored as its fallback, and the fallback is valid', () => {
      expect(decodeStored(entry, null)).toBe(entry.fallback);
      isValid(entry, entry.fallback);
    });
    it.each(['null', '{'])('reads %s as its fallback', (raw) => {
      expect(decodeStored(entry, raw)).toBe(entry.fallback);
    });
    it.each(junkFor(entry))('reads %s as a valid value', (raw) => {
      isFallbackOrValid(entry, decodeStored(entry, raw));
    });
    it('reads a wrong-shaped value as the fallback or as a valid value with the bad parts dropped', () => {
      const read = decode(entry, wrongShape(entry.example));
      isFallbackOrValid(entry, read);
      expect(read).not.toEqual(entry.example);
    });
  });
});

describe('scroll positions', () => {
  it('keeps positions and drops what is not one', () => {
    expect(decode(storedScrollPositions, { '/a/': 10, '/b/': -1, '/c/': 'x', '/d/': null, '/e/': 0 })).toEqual({
      '/a/': 10,
      '/e/': 0,
    });
  });
});

describe('form drafts', () => {
  it('keeps text and checkbox values, drops other values and drafts that are not objects', () => {
    expect(
      decode(storedFormDrafts, {
        contact: { name: 'Dana', privacy: true, age: 4, tags: ['a'], nested: { a: 1 } },
        ticket: 'Dana',
        sales: null,
      }),
    ).toEqual({ contact: { name: 'Dana', privacy: true } });
  });
});

describe('consent', () => {
  it('keeps a choice of this version; another version or an unknown choice is no choice', () => {
    const accepted = { state: { choice: 'accepted', decidedAt: '2026-01-01T00:00:00.000Z' }, version: CONSENT.version };
    expect(decode(storedConsent, accepted)).toEqual(accepted);
    expect(decode(storedConsent, { ...accepted, version: 0 })).toBeNull();
    expect(decode(storedConsent, { ...accepted, state: { choice: 'maybe', decidedAt: null } })).toBeNull();
    expect(decode(storedConsent, { state: null, version: CONSENT.version })).toBeNull();
  });
});

describe('cart', () => {
  it('migrates a version 0 cart, keeping its version so the store writes the upgrade back', () => {
    expect(decode(storedCart, { state: { items: { '1000003': 4, x: 2 } }, version: 0 })).toEqual({
      state: { lines: [{ variantId: '1000003', quantity: 4 }] },
      version: 0,
    });
  });
  it('reads a cart of an unknown version as empty, and non-envelopes as nothing stored', () => {
    expect(decode(storedCart, { state: { lines: [{ variantId: '1', quantity: 1 }] }, version: 99 })?.state).toEqual({
      lines: [],
    });
    expect(decode(storedCart, { state: { lines: [] } })).toBeNull();
    expect(decode(storedCart, { lines: [{ variantId: '1000001', quantity: 1 }] })).toBeNull();
  });
});

describe('chunk reload time', () => {
  it('is a positive time or 0 (never)', () => {
    expect(decode(storedChunkReloadAt, 1_000_000)).toBe(1_000_000);
    expect(decode(storedChunkReloadAt, -5)).toBe(0);
    expect(decodeStored(storedChunkReloadAt, '"1000000"')).toBe(0);
  });
});
