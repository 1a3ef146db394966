import { describe, expect, it } from 'vitest';
import { jsonLdItems, structuredDataIssues } from '../../scripts/quality/structured-data';
import { exportPages } from './out-dir';

const page = (...items: object[]) =>
  items.map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`).join('');

describe("JSON-LD over out/ meets Google's rich-result rules", () => {
  const pages = exportPages();

  it('the export describes products, breadcrumbs, FAQs and the organisation', () => {
    const types = new Set(pages.flatMap((p) => Object.keys(jsonLdItems(p.html))));
    for (const type of ['Product', 'BreadcrumbList', 'FAQPage', 'Organization']) expect(types).toContain(type);
  });

  it.each(pages.filter((p) => p.html.includes('application/ld+json')).map((p) => [p.route, p.html] as const))(
    '%s: every item has the required and recommended properties',
    async (_route, html) => {
      expect(await structuredDataIssues(html)).toEqual([]);
    },
  );
});

describe('the structured-data check', () => {
  it('rejects a Product without image and offers, and a missing recommended property', async () => {
    const issues = await structuredDataIssues(
      page({ '@context': 'https://schema.org', '@type': 'Product', name: 'X' }),
    );
    expect(issues).toContain('ERROR Product: Required attribute "image" is missing');
    expect(issues).toContain('ERROR Product: Required attribute "offers" is missing');
    expect(issues).toContain('WARNING Product: Missing field "brand" (optional)');
    // Recommended properties that do not apply to this catalogue are not reported.
    expect(issues.join('\n')).not.toMatch(/"color"|"gtin"/);
  });

  it('applies the FAQPage and SoftwareApplication rules the library lacks', async () => {
    const faq = { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?' }] };
    const app = { '@type': 'SoftwareApplication', name: 'App', operatingSystem: 'Windows' };
    const issues = await structuredDataIssues(page(faq, app));
    expect(issues).toContain('ERROR FAQPage › mainEntity: Required attribute "acceptedAnswer" is missing');
    expect(issues).toContain('ERROR SoftwareApplication: Required attribute "offers.price" is missing');
    expect(issues).toContain('ERROR SoftwareApplication: Required attribute "aggregateRating" or "review" is missing');
    expect(issues).toContain('WARNING SoftwareApplication: Missing field "applicationCategory" (optional)');
  });
});
