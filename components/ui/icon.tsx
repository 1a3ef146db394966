import type { IconName } from '@/lib/icon-names';
import { ARROW_RIGHT_PATH, PLAY_PATH, SvgIcon } from './svg-icon';

/** 24×24 stroke icons, drawn for the site. Decorative unless `label` is given. */
const PATHS: Record<IconName, string> = {
  download: 'M12 3v12m0 0-5-5m5 5 5-5M4 19h16',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4V7Zm6 0v10',
  shield: 'M12 3 5 6v6c0 4.4 3 7.6 7 9 4-1.4 7-4.6 7-9V6l-7-3Zm-3 9 2 2 4-4',
  mail: 'M4 6h16v12H4V6Zm0 0 8 7 8-7',
  chat: 'M5 5h14v10H9l-4 4V5Z',
  book: 'M5 4h9a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4V4Zm0 12a3 3 0 0 1 3-3h10',
  chip: 'M8 8h8v8H8V8ZM10 3v3m4-3v3m-4 12v3m4-3v3M3 10h3m-3 4h3m12-4h3m-3 4h3',
  truck: 'M3 7h11v9H3V7Zm11 3h4l3 3v3h-7v-6ZM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  refund:
    'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4m4-1v10m-2.5-2.5c.5.9 1.4 1.5 2.5 1.5 1.4 0 2.5-.9 2.5-2s-1.1-2-2.5-2-2.5-.9-2.5-2 1.1-2 2.5-2c1.1 0 2 .6 2.5 1.5',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  play: PLAY_PATH,
  record: 'M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm0-4a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  capture: 'M3 7h13v10H3V7Zm13 3 5-3v10l-5-3',
  drive: 'M4 14h16v5H4v-5Zm2-9h12l2 9H4l2-9Zm11 11.5h.01',
  software: 'M3 5h18v12H3V5Zm5 16h8m-4-4v4M9 9l-2 2 2 2m6-4 2 2-2 2',
  partner: 'M8 12 4 8l4-4 4 4m-4 4 4 4m4-8 4 4-4 4-4-4m4-4-4-4',
  store: 'M4 9h16l-1-5H5L4 9Zm0 0v11h16V9M9 20v-6h6v6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  check: 'm5 12 4 4 10-10',
  'arrow-right': ARROW_RIGHT_PATH,
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M10 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm7 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
  gamepad:
    'M7 8h10a4 4 0 0 1 4 4v2a3 3 0 0 1-5.2 2L14 14h-4l-1.8 2A3 3 0 0 1 3 14v-2a4 4 0 0 1 4-4Zm1 2v4m-2-2h4m5-1h.01M17 13h.01',
  broadcast:
    'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm-4-5a6 6 0 0 0 0 8m8-8a6 6 0 0 1 0 8M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  tape: 'M3 6h18v12H3V6Zm5 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm8 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-8 0h8',
  mirror: 'M3 5h8v10H3V5Zm10 4h8v10h-8V9ZM7 19h4m2-14 3 3',
};

export function Icon({ name, label, className }: { name: IconName; label?: string; className?: string }) {
  return <SvgIcon d={PATHS[name]} label={label} className={className} />;
}
