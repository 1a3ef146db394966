import { describe, expect, it } from 'vitest';
import { paginate, paginatedPath } from '@/lib/paginate';

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('splits into pages of 20 by default (spec)', () => {
    expect(paginate(items, 1).items).toEqual(items.slice(0, 20));
    expect(paginate(items, 3)).toEqual({ items: [41, 42, 43, 44, 45], page: 3, pageCount: 3 });
  });

  it('always has page 1, even when empty', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('refuses pages that do not exist', () => {
    expect(() => paginate(items, 4)).toThrow(RangeError);
    expect(() => paginate(items, 0)).toThrow(RangeError);
  });

  it('falls back to 20 per page for a limit that is not a positive integer', () => {
    expect(paginate(items, 1, 0).items).toHaveLength(20);
  });

  it('puts page 1 at the list path and later pages under /page/<n>/', () => {
    expect(paginatedPath('/success_story', 1)).toBe('/success_story/');
    expect(paginatedPath('/success_story', 2)).toBe('/success_story/page/2/');
  });
});
