import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistStorage, readStored, removeStored, writeStored } from '@/browser/stored-value';
import { STORED_VALUES } from '@/lib/stored-values/registry';
import { storedCart } from '@/lib/stored-values/cart';
import { storedScrollPositions } from '@/lib/stored-values/scroll-positions';
import { junkFor } from '../stored-junk';

const storageOf = (area: 'local' | 'session') => (area === 'local' ? localStorage : sessionStorage);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('stored values in the browser', () => {
  it.each(STORED_VALUES.map((entry) => [entry.key, entry] as const))(
    '%s: junk reads as a valid value and the next write replaces it',
    (_key, entry) => {
      for (const raw of junkFor(entry)) {
        storageOf(entry.area).setItem(entry.key, raw);
        expect(() => readStored(entry)).not.toThrow();
        expect(writeStored(entry, entry.example)).toBe(true);
        expect(readStored(entry)).toEqual(entry.example);
      }
    },
  );

  it('gives the fallback when touching storage throws (blocked), and reports writes as failed', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    for (const entry of STORED_VALUES) {
      expect(readStored(entry)).toBe(entry.fallback);
      expect(writeStored(entry, entry.example)).toBe(false);
      expect(() => removeStored(entry)).not.toThrow();
    }
  });

  it('reports a full storage as a failed write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored(storedScrollPositions, { '/': 1 })).toBe(false);
    expect(readStored(storedScrollPositions)).toEqual({});
  });

  it('gives zustand only valid envelopes', () => {
    const storage = persistStorage(storedCart);
    localStorage.setItem(storedCart.key, '{"state":null,"version":1}');
    expect(storage.getItem(storedCart.key)).toEqual({ state: { lines: [] }, version: 1 });
    localStorage.setItem(storedCart.key, 'null');
    expect(storage.getItem(storedCart.key)).toBeNull();
    void storage.setItem(storedCart.key, storedCart.example!);
    expect(JSON.parse(localStorage.getItem(storedCart.key)!)).toEqual(storedCart.example);
    void storage.removeItem(storedCart.key);
    expect(localStorage.getItem(storedCart.key)).toBeNull();
  });
});
