// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistStorage, readStored, writeStored } from '@/browser/stored-value';
import type { StorageValue } from 'zustand/middleware';
import { CART } from '@/lib/constants';
import { STORED_VALUES } from '@/lib/stored-values/registry';
import type { StoredValue } from '@/lib/stored-values/stored-value';
import { storedScrollPositions } from '@/lib/stored-values/scroll-positions';
import { junkFor } from '../stored-junk';

const storageOf = (area: 'localStorage' | 'sessionStorage') => window[area];

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
    const storedCart = STORED_VALUES.find((entry) => entry.key === CART.storageKey)!;
    const storage = persistStorage(storedCart as StoredValue<StorageValue<unknown> | null>);
    localStorage.setItem(storedCart.key, '{"state":null,"version":1}');
    expect(storage.getItem(storedCart.key)).toEqual({ state: { lines: [] }, version: 1 });
    localStorage.setItem(storedCart.key, 'null');
    expect(storage.getItem(storedCart.key)).toBeNull();
    void storage.setItem(storedCart.key, storedCart.example as StorageValue<unknown>);
    expect(JSON.parse(localStorage.getItem(storedCart.key)!)).toEqual(storedCart.example);
    void storage.removeItem(storedCart.key);
    expect(storage.getItem(storedCart.key)).toBeNull();
  });
});
