/**
 * Fired on window after this tab writes the stored cart (stores/cart-store.ts), so readers
 * that do not load the store (the header's CartWidget) follow it; other tabs' writes
 * arrive as `storage` events.
 */
export const CART_CHANGE_EVENT = 'clonewave:cart-change';
