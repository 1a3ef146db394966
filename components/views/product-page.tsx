import { getPage, type Product } from '@/lib/content';
import { defaultVariant } from '@/lib/cart/cart-variants';
import { messages } from '@/lib/i18n';
import { MdxContent } from '@/components/mdx/mdx-content';
import { PageLayout } from '@/components/layout/page-layout';
import { FaqAccordion } from '@/components/blocks/faq-list';
import { Gallery } from '@/components/media/gallery';
import { SpecTable } from '../product/spec-table';
import { BuyBox } from '../product/lazy';
import { ReviewBadge } from '../product/review-badge';
import { ProductDownloads } from '../product/product-downloads';
import { ProductSwiper } from '../product/product-swiper';
import { ProductJsonLd } from '../product/product-json-ld';
import { ROUTES } from '@/lib/routes';
import { ProductPageStyles } from '../product/lazy';

/** A product page: gallery and buy-now block, description, details, specs, FAQ, related. */
export function ProductPage({ product }: { product: Product }) {
  const catalogPage = getPage(ROUTES.products);
  const parents = catalogPage ? [{ label: catalogPage.navTitle ?? catalogPage.title, path: catalogPage.path }] : [];
  return (
    <PageLayout layout="default" path={product.path} parents={parents}>
      <ProductPageStyles />
      <div className="row g-4 g-lg-5 pt-3">
        <div className="col-lg-6">
          <Gallery images={product.images} label={messages.media.gallery(product.name)} priority />
        </div>
        <div className="col-lg-6">
          <h1 className="mb-2">{product.name}</h1>
          <ReviewBadge value={product.rating.value} count={product.rating.count} />
          <p className="lead">{product.tagline}</p>
          <BuyBox
            productName={product.name}
            compareAtPrice={product.compareAtPrice}
            cartHref={ROUTES.cart}
            defaultVariantId={defaultVariant(product).id}
            variants={product.variants.map((v) => ({
              id: v.id,
              name: v.name,
              sku: v.sku,
              stock: v.stock,
              price: v.price ?? product.price,
            }))}
          />
          <h2 className="h5 mt-4">{messages.products.highlights}</h2>
          <ul className="product-highlights list-unstyled mb-0">
            {product.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="row g-4 g-lg-5 mt-2">
        <div className="col-lg-7">
          <section className="product-description" aria-label={messages.products.details}>
            <MdxContent source={product.body} file={product.file} />
          </section>
        </div>
        <div className="col-lg-5">
          <h2 className="h4">{messages.products.specifications}</h2>
          <SpecTable specs={product.specs} productName={product.name} />
          <ProductDownloads slug={product.slug} />
        </div>
      </div>
      {product.faqs.length > 0 ? <FaqAccordion title={messages.faq.heading} items={product.faqs} /> : null}
      {product.related.length > 0 ? <ProductSwiper products={product.related} /> : null}
      <ProductJsonLd product={product} />
    </PageLayout>
  );
}
