import { siteConfig } from '../site-config';

const formatter = new Intl.DateTimeFormat(siteConfig.locale.iso, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(date: Date): string {
  return formatter.format(date);
}

/** yyyy-mm-dd for <time dateTime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
