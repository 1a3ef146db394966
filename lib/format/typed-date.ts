import { siteConfig } from '../site-config';

/**
 * How the editor shows a date and how a person types it: the site locale's numeric order
 * (en-US: month/day/year). Files keep `YYYY-MM-DD`. Apart from lib/format/date.ts, which
 * the site's pages load, as only the editor needs it. tests/unit/format.test.ts checks the
 * order against Intl for the site's locale.
 */
export const TYPED_DATE = { order: 'month/day/year', example: '03/14/2026' } as const;

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const pad = (value: number) => String(value).padStart(2, '0');
const typed = (year: number, month: number, day: number) => `${pad(month)}/${pad(day)}/${year}`;

/** `2026-03-14` (as files hold it) → `03/14/2026`; other text is returned as it is. */
export function formatTypedDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? typed(Number(match[1]), Number(match[2]), Number(match[3])) : iso;
}

/**
 * A typed date (`03/14/2026`, or `2026-03-14` as files write it) → `2026-03-14`, or what
 * is wrong with it, in the typed form: `02/30/2026 does not exist: February 2026 has 28 days`.
 */
export function parseTypedDate(text: string): { iso: string } | { problem: string } {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  if (!us && !iso) return { problem: `must be written ${TYPED_DATE.order}, like ${TYPED_DATE.example}` };
  const [year, month, day] = us ? [us[3], us[1], us[2]].map(Number) : [iso![1], iso![2], iso![3]].map(Number);
  const shown = typed(year!, month!, day!);
  if (month! < 1 || month! > 12)
    return { problem: `${shown} does not exist: there is no month ${month} (the month comes first)` };
  const days = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (day! < 1 || day! > days) {
    const name = new Intl.DateTimeFormat(siteConfig.locale.iso, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year!, month! - 1, 1),
    );
    return { problem: `${shown} does not exist: ${name} ${year} has ${days} days` };
  }
  return { iso: `${year}-${pad(month!)}-${pad(day!)}` };
}
