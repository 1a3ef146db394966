import type { Product } from '../content';
import type { CartVariants } from './cart-math';
import imageLoader from '../images/loader';
import { versionedSrc } from '../images/version';

/** The cart's variant table: what it needs to show each variant, built from content at build time. */
export function buildCartVariants(products: readonly Product[]): CartVariants {
  const variants: CartVariants = {};
  for (const product of products) {
    const image = product.images[0]!;
    for (const variant of product.variants) {
      variants[variant.id] = {
        variantId: variant.id,
        productSlug: product.slug,
        productName: product.name,
        variantName: variant.name,
        price: variant.price ?? product.price,
        thumbnail: imageLoader({ src: versionedSrc(image.src), width: 320 }),
        path: product.path,
        stock: variant.stock,
      };
    }
  }
  return variants;
}

/** The variant a one-click button adds: the first one that can be bought now, else the first. */
export function defaultVariant(product: Product): Product['variants'][number] {
  return (
    product.variants.find((v) => v.stock === 'in_stock') ??
    product.variants.find((v) => v.stock === 'preorder') ??
    product.variants[0]!
  );
}
