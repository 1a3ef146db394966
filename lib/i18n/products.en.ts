import { formatCount } from '../format/number';

/** UI strings: product pages and cards. A slice of ./messages.en.ts that
 * client islands import directly, so the browser gets only the strings it shows. */
export const productsEn = {
  from: 'From',
  viewDetails: 'View details',
  rating: (value: number, count: number) => `Rated ${value.toFixed(1)} out of 5 from ${count} reviews`,
  saveLabel: 'Save',
  price: 'Price',
  compareAt: 'Was',
  save: (amount: string) => `Save ${amount}`,
  option: 'Option',
  quantity: 'Quantity',
  sku: 'SKU',
  stock: {
    in_stock: 'In stock: ships the same business day before 1 pm Pacific',
    preorder: 'Pre-order: ships as soon as stock arrives; you are charged at checkout',
    out_of_stock: 'Out of stock: choose another option or check back soon',
  },
  stockShort: { in_stock: 'In stock', preorder: 'Pre-order', out_of_stock: 'Out of stock' },
  addToCart: 'Add to cart',
  preorder: 'Pre-order',
  buyNow: 'Buy now',
  unavailable: 'Unavailable',
  highlights: 'Highlights',
  details: 'Details',
  specifications: 'Specifications',
  downloads: 'Downloads and manuals',
  firmware: 'Firmware',
  software: 'Software',
  manuals: 'Manuals',
  related: 'You may also like',
  reviews: (count: number) => `${formatCount(count)} reviews`,
  ratingShort: (value: number) => `${value.toFixed(1)} out of 5`,
} as const;
