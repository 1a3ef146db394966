/** UI strings: the header's cart link, which every page hydrates; the rest of the cart's are in ./cart.en.ts. */
export const cartWidgetEn = {
  widget: 'Cart',
  widgetLabel: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
};
