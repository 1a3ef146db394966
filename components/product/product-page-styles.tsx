'use client';

import './product-page.scss';

/** Renders nothing: where it renders (product-page.tsx), the product page's stylesheet is on the page. */
export function ProductPageStyles() {
  return null;
}
