import Link from '@/components/navigation/link';
import type { Product } from '@/lib/content';
import { formatPrice } from '@/lib/format/money';
import { messages } from '@/lib/i18n';
import { Image } from '@/components/media/image';

export function lowestPrice(product: Product): number {
  return Math.min(...product.variants.map((v) => v.price ?? product.price));
}

export function ProductCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.images[0]!;
  const hasRange = product.variants.some((v) => v.price !== undefined && v.price !== product.price);
  return (
    <article className="card product-card position-relative">
      <div className="product-card-image">
        <Image
          src={image.src}
          alt={image.alt}
          width={600}
          height={450}
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
        />
      </div>
      <div className="card-body d-flex flex-column">
        <Heading className="card-title h5 mb-1">
          <Link href={product.path}>{product.name}</Link>
        </Heading>
        <p className="card-text text-secondary small flex-grow-1">{product.tagline}</p>
        <p className="price mb-0">
          {hasRange ? `${messages.products.from} ` : ''}
          {formatPrice(lowestPrice(product))}
          {product.compareAtPrice ? (
            <s className="text-secondary fw-normal ms-2 small">{formatPrice(product.compareAtPrice)}</s>
          ) : null}
        </p>
      </div>
    </article>
  );
}
