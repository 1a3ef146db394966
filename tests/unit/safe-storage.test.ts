import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeLocalStorage } from '@/browser/safe-storage';

describe('safeLocalStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads and writes through to localStorage', () => {
    safeLocalStorage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(safeLocalStorage.getItem('k')).toBe('v');
    safeLocalStorage.removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('never throws when storage is blocked or full', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(safeLocalStorage.getItem('k')).toBeNull();
    expect(() => safeLocalStorage.setItem('k', 'v')).not.toThrow();
    expect(() => safeLocalStorage.removeItem('k')).not.toThrow();
  });
});
