import { describe, expect, it } from 'vitest';
import { getProducts } from '@/lib/content';
import { buildCartVariants } from '@/lib/cart/cart-variants';

// The table is a prop of the cart page's island, so it is in the page's HTML and in the
// RSC payload every page prefetches through the header's cart link: only what a cart line shows.
describe('the cart variant table built from content', () => {
  const products = getProducts();
  const variants = buildCartVariants(products);

  it('has one entry per variant of every product, keyed by its checkout id', () => {
    const ids = products.flatMap((product) => product.variants.map((variant) => variant.id));
    expect(Object.keys(variants).sort()).toEqual([...ids].sort());
    for (const [id, entry] of Object.entries(variants)) expect(entry.variantId).toBe(id);
  });

  it('carries only the fields a cart line renders, the picture as a ready-made thumbnail URL', () => {
    const product = products[0]!;
    const entry = variants[product.variants[0]!.id]!;
    expect(Object.keys(entry).sort()).toEqual(
      ['path', 'price', 'productName', 'productSlug', 'stock', 'thumbnail', 'variantId', 'variantName'].sort(),
    );
    expect(entry.thumbnail).toMatch(/^\/_ipx\/f_webp,w_320,q_75,v_[0-9a-f]{10}\/images\/.+\.webp$/);
    expect(entry.thumbnail).toContain(product.images[0]!.src);
  });
});
