/** Icons available to content (navigation, link grids) and components. */
export const ICON_NAMES = [
  'download', 'ticket', 'shield', 'mail', 'chat', 'book', 'chip', 'truck', 'refund', 'star',
  'play', 'record', 'capture', 'drive', 'software', 'partner', 'store', 'globe', 'phone',
  'check', 'arrow-right', 'search', 'cart', 'user', 'gamepad', 'broadcast', 'tape', 'mirror',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
