import { getFaqGroup } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { JsonLd } from '@/components/seo/json-ld';
import { SvgIcon } from '@/components/ui/svg-icon';
import { FaqStyles } from './lazy';

/** The disclosure's chevron, drawn like the site's icons; not one content can choose. */
const CHEVRON_DOWN = 'm4 8 8 8 8-8';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as a native disclosure accordion (works without JS) with FAQPage data. The
 * chevron is an inline SVG, not Bootstrap's CSS background: an SVG in CSS is a document
 * of its own to build on the main thread (~30 ms at 4× CPU on a product page).
 */
export function FaqAccordion({ title, items }: { title: string; items: FaqItem[] }) {
  return (
    <section className="my-5">
      <FaqStyles />
      <h2>{title}</h2>
      <div className="accordion">
        {items.map((item) => (
          <details key={item.question} className="accordion-item">
            <summary className="accordion-button collapsed fw-semibold">
              {item.question}
              <SvgIcon d={CHEVRON_DOWN} className="faq-chevron" />
            </summary>
            <div className="accordion-body">{item.answer}</div>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </section>
  );
}

/**
 * MDX block: `<FaqList topic="shipping" />` shows content/faqs/shipping.yaml;
 * `<FaqList title="…" items={[{ question, answer }]} />` takes questions inline.
 */
export function FaqList({ topic, title, items }: { topic?: string; title?: string; items?: FaqItem[] }) {
  if (items?.length) return <FaqAccordion title={title ?? messages.faq.heading} items={items} />;
  const group = topic ? getFaqGroup(topic) : undefined;
  if (!group) throw new Error(`FaqList: no FAQ group "${topic ?? ''}" in content/faqs/ and no items`);
  return <FaqAccordion title={title ?? group.title ?? messages.faq.heading} items={group.items} />;
}
