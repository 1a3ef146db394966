import { describe, expect, it } from 'vitest';
import { jsonLdItems, NOT_RICH_RESULTS, structuredDataIssues } from '../../scripts/quality/structured-data';
import { SPEC_ROUTES } from '../spec-routes';
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

describe('software release pages describe their app as a SoftwareApplication', () => {
  const pages = exportPages();
  const items = (route: string) => {
    const page = pages.find((p) => p.route === route);
    if (!page) throw new Error(`${route} is not in the export`);
    return jsonLdItems(page.html);
  };
  const releaseRoutes = SPEC_ROUTES.filter((route) => /^\/help\/download\/software\/[^/]+$/.test(route)).map(
    (route) => `${route}/`,
  );

  it('the spec names ten software release pages', () => {
    expect(releaseRoutes).toHaveLength(10);
  });

  it.each(releaseRoutes)('%s: one item per download of the latest release, with its price', (route) => {
    const apps = items(route).SoftwareApplication ?? [];
    expect(apps.length).toBeGreaterThan(0);
    const html = pages.find((p) => p.route === route)!.html;
    for (const app of apps) {
      expect(app).toMatchObject({
        name: expect.any(String),
        softwareVersion: apps[0]!.softwareVersion,
        operatingSystem: expect.any(String),
        applicationCategory: expect.stringMatching(/Application$/),
        fileSize: expect.stringMatching(/^\d+(\.\d)? (kB|MB|GB)$/),
        offers: expect.arrayContaining([expect.objectContaining({ price: expect.any(String), priceCurrency: 'USD' })]),
      });
      expect(html).toContain(`href="${String(app.downloadUrl)}"`);
    }
    expect(new Set(apps.map((app) => app.downloadUrl)).size).toBe(apps.length);
  });

  it.each(releaseRoutes.filter((route) => !(route in NOT_RICH_RESULTS)))(
    "%s: the rating is the app's product page's own",
    (route) => {
      for (const app of items(route).SoftwareApplication ?? []) {
        const offers = app.offers as { url: string }[];
        const product = items(new URL(offers[0]!.url).pathname).Product?.[0];
        expect(product?.aggregateRating).toBeDefined();
        expect(app.aggregateRating).toEqual(product?.aggregateRating);
        expect(offers.map((offer) => offer.url)).toEqual((product?.offers as { url: string }[]).map((o) => o.url));
      }
    },
  );

  it.each(Object.keys(NOT_RICH_RESULTS))('%s: listed as no rich result, the app is free and has no rating', (route) => {
    expect(releaseRoutes).toContain(route);
    const apps = items(route).SoftwareApplication ?? [];
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps) {
      expect(app.aggregateRating).toBeUndefined();
      expect(app.offers).toEqual([{ '@type': 'Offer', price: '0.00', priceCurrency: 'USD' }]);
    }
  });
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

  it('accepts an app without rating or review only on a page listed as no rich result', async () => {
    const [listed] = Object.keys(NOT_RICH_RESULTS);
    const app = (path: string) => ({
      '@type': 'SoftwareApplication',
      name: 'App',
      url: `https://www.clonewave.example${path}`,
      applicationCategory: 'MultimediaApplication',
      operatingSystem: 'Windows 11',
      offers: [{ '@type': 'Offer', price: '0.00', priceCurrency: 'USD' }],
    });
    expect(await structuredDataIssues(page(app(listed!)))).toEqual([]);
    expect(await structuredDataIssues(page(app('/help/download/software/other-release/')))).toEqual([
      'ERROR SoftwareApplication: Required attribute "aggregateRating" or "review" is missing',
    ]);
  });
});
