/** What a form needs to know about a product: its name and, for hardware, the serial format. */
export interface ProductOption {
  slug: string;
  name: string;
  category: string;
  serial?: { pattern: string; example: string; location: string };
}

/** True when `serial` fits the product's format; products without a format accept anything. */
export function serialMatches(product: ProductOption | undefined, serial: string): boolean {
  if (!product?.serial) return true;
  try {
    return new RegExp(product.serial.pattern).test(serial.trim().toUpperCase());
  } catch {
    return false;
  }
}
