import { cartWidgetEn } from './cart-widget.en';

/** UI strings: cart. A slice of ./messages.en.ts that client islands import directly, so
 * the browser gets only the strings it shows. */
export const cartEn = {
  ...cartWidgetEn,
  added: 'Added to cart',
  addedBody: (label: string, quantity: number) => `${label} × ${quantity}`,
  viewCart: 'View cart',
  removed: (label: string) => `Removed ${label} from your cart`,
  confirmRemoveTitle: 'Remove this item?',
  confirmRemove: (label: string) => `${label} will be taken out of your cart. You can add it again at any time.`,
  dropped: (count: number) =>
    `${count === 1 ? 'One item' : `${count} items`} in your cart ${count === 1 ? 'is' : 'are'} no longer sold and ${count === 1 ? 'was' : 'were'} removed.`,
  loading: 'Loading your cart…',
  needsScript:
    'Your cart is kept in this browser, and showing it needs JavaScript. Turn JavaScript on to see your cart and check out.',
  empty: 'Your cart is empty',
  emptyLead: 'Find a recorder, capture device, drive or app to get started.',
  browse: 'Browse products',
  product: 'Product',
  unitPrice: 'Price',
  quantity: 'Quantity',
  lineTotal: 'Total',
  quantityOf: (name: string) => `Quantity of ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from cart`,
  quantityInvalid: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  quantityMax: (max: number) => `You can order up to ${max} of each item. For more, ask our sales team.`,
  subtotal: 'Subtotal',
  taxNote: 'Tax and shipping are calculated at checkout.',
  summary: 'Order summary',
  checkout: 'Checkout',
  checkoutEmpty: 'Add a product to your cart to check out.',
  checkoutOffline: 'You are offline. Reconnect to check out; your cart is saved on this device.',
  lines: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  dismiss: 'Dismiss',
  items: 'Items in your cart',
} as const;
