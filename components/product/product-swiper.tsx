import { getProduct, getProducts, type Product, type ProductCategory } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { IdleCarouselMarkup } from '@/components/media/idle-carousel-markup';
import { IdleCarousel } from '@/components/media/lazy';
import { ProductCard } from './product-card';

/**
 * MDX block and product-page section: product cards in a carousel.
 * `<ProductSwiper products={['box-pro', 'wavedrive-go']} />`, or `category="drive"`, or
 * `featured`. An unknown slug fails the build naming it.
 */
export function ProductSwiper({
  products,
  category,
  featured,
  title,
}: {
  products?: string[];
  category?: ProductCategory;
  featured?: boolean;
  title?: string;
}) {
  const items: Product[] = products
    ? products.map((slug) => {
        const product = getProduct(slug);
        if (!product) throw new Error(`ProductSwiper: no product "${slug}" in content/products/`);
        return product;
      })
    : getProducts().filter((p) => (category ? p.category === category : true) && (featured ? p.featured : true));
  if (items.length === 0) return null;
  const heading = title ?? messages.products.related;
  const cards = items.map((product) => <ProductCard key={product.slug} product={product} />);
  return (
    <div className="product-swiper my-5">
      <h2 className="h3 mb-3">{heading}</h2>
      <IdleCarousel label={heading} cards={cards}>
        <IdleCarouselMarkup label={heading} cards={cards} />
      </IdleCarousel>
    </div>
  );
}
