import { StaticImage as Image } from '@/components/media/static-image';
import Link from '@/components/navigation/link';
import type { Product } from '@/lib/content';
import { getDownloadsForProduct } from '@/lib/content';
import { formatPrice } from '@/lib/format/money';
import { messages } from '@/lib/i18n';
import { MdxContent } from '@/components/mdx/mdx-content';
import { PageLayout } from '@/components/layout/page-layout';
import { FaqAccordion } from '@/components/blocks/faq-list';
import { SpecTable } from './spec-table';
import { lowestPrice } from './product-card';

export function ProductPage({ product }: { product: Product }) {
  const downloads = getDownloadsForProduct(product.slug);
  const image = product.images[0]!;
  return (
    <PageLayout layout="default" path={product.path}>
      <div className="row g-5 pt-4">
        <div className="col-lg-6">
          <Image src={image.src} alt={image.alt} width={1200} height={900} priority sizes="(min-width: 992px) 50vw, 100vw" className="img-fluid rounded-4 bg-light" />
        </div>
        <div className="col-lg-6">
          <h1>{product.name}</h1>
          <p className="lead">{product.tagline}</p>
          <p className="small text-secondary">{messages.products.rating(product.rating.value, product.rating.count)}</p>
          <p className="fs-3 fw-bold">{formatPrice(lowestPrice(product))}</p>
          <ul className="list-unstyled">
            {product.highlights.map((h) => (
              <li key={h} className="mb-2">✓ {h}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="row g-5 mt-2">
        <div className="col-lg-7">
          <MdxContent source={product.body} file={product.file} />
        </div>
        <div className="col-lg-5">
          <h2 className="h4">Specifications</h2>
          <SpecTable specs={product.specs} />
          {downloads.firmware.length + downloads.software.length > 0 ? (
            <>
              <h2 className="h4 mt-4">Downloads</h2>
              <ul>
                {[...downloads.firmware, ...downloads.software].map((d) => (
                  <li key={d.path}>
                    <Link href={d.path}>{d.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      {product.faqs.length > 0 ? <FaqAccordion title={messages.faq.heading} items={product.faqs} /> : null}
    </PageLayout>
  );
}
