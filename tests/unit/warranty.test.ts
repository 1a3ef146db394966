import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProducts } from '@/lib/content/products';
import { WARRANTY_REGISTRATION, warrantyTerm } from '@/lib/forms/warranty';

const at = (date: string) => new Date(`${date}T12:00:00Z`);

describe('the warranty a registration confirms', () => {
  it('adds six months to a registration within 90 days of purchase, and none after', () => {
    expect(warrantyTerm('2026-03-14', 2, at('2026-03-20'))).toEqual({ until: '2028-09-14', extended: true });
    expect(warrantyTerm('2026-03-14', 3, at('2026-06-12'))).toEqual({ until: '2029-09-14', extended: true });
    expect(warrantyTerm('2026-03-14', 2, at('2026-06-13'))).toEqual({ until: '2028-03-14', extended: false });
  });

  it('ends on the last day of a month that lacks the purchase day', () => {
    expect(warrantyTerm('2025-08-31', 2, at('2025-09-01'))).toEqual({ until: '2028-02-29', extended: true });
    expect(warrantyTerm('2026-08-31', 2, at('2026-09-01'))).toEqual({ until: '2029-02-28', extended: true });
  });
});

describe('the warranty page', () => {
  const page = fs.readFileSync(path.join(process.cwd(), 'content/pages/help/warranty_rma.mdx'), 'utf8');
  const rows = page
    .slice(page.indexOf('## Warranty periods'))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Product') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it.each(loadProducts().filter((p) => p.category !== 'software'))(
    'states the warranty of $name as the product does, with and without registration',
    (product) => {
      const shortName = product.name.replace(/^Clonewave /, '');
      const row = rows.find(([names]) =>
        names!
          .split(/\s*(?:[(),]|\band\b)\s*/)
          .map((name) => name.trim())
          .includes(shortName),
      );
      expect(row, `a row of the table names ${shortName}`).toBeDefined();
      const years = `${product.warrantyYears} years`;
      expect(row!.slice(1)).toEqual([years, `${years} ${WARRANTY_REGISTRATION.addedMonths} months`]);
    },
  );

  it('states the registration window', () => {
    expect(page).toContain(`within ${WARRANTY_REGISTRATION.windowDays} days of purchase`);
  });
});
