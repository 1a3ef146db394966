import type { Product } from '@/lib/content';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { canonicalUrl } from '@/lib/seo';
import { JsonLd } from '@/components/seo/json-ld';
import { SITE_CURRENCY } from '@/lib/format/money';

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  preorder: 'https://schema.org/PreOrder',
} as const;

/**
 * Product structured data: one Offer per variant, with an aggregate rating. Google's
 * product and merchant-listing rules need image and offers on every Product item, so
 * every Product the site describes (the product page, review badges) comes from here.
 */
export function productJsonLd(product: Product) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(image.src)),
    sku: product.variants[0]!.sku,
    // Clonewave makes what it sells: its SKU is the manufacturer part number.
    mpn: product.variants[0]!.sku,
    brand: { '@type': 'Brand', name: siteConfig.brand.name },
    url: canonicalUrl(product.path),
    category: product.category,
    offers: productOffers(product),
    ...productRating(product),
  };
}

/** One Offer per variant: what the product (or the app's licence) costs, in the shop's currency. */
export function productOffers(product: Product) {
  return product.variants.map((variant) => ({
    '@type': 'Offer' as const,
    name: variant.name,
    sku: variant.sku,
    price: ((variant.price ?? product.price) / 100).toFixed(2),
    priceCurrency: SITE_CURRENCY,
    availability: AVAILABILITY[variant.stock],
    url: canonicalUrl(product.path),
    seller: { '@type': 'Organization' as const, name: siteConfig.brand.legalName },
  }));
}

/**
 * The product's own reviews as `{ aggregateRating }`, or nothing while it has none. Its
 * product page shows the same rating: every item that states it takes it from here.
 */
export function productRating(product: Product) {
  const { value, count } = product.rating;
  return count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating' as const,
          ratingValue: value,
          reviewCount: count,
          bestRating: 5,
          worstRating: 0,
        },
      }
    : {};
}

export function ProductJsonLd({ product }: { product: Product }) {
  return <JsonLd data={productJsonLd(product)} />;
}
