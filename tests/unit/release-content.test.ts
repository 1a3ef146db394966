import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { allReleasesFeed, pageFeed } from '@/lib/downloads/feeds';
import { appProduct, softwareJsonLd } from '@/components/downloads/software-json-ld';
import { productOffers, productRating } from '@/components/product/product-json-ld';

/** The real content/ folder: the 15 release pages the spec names. */
const content = loadContent();

describe('release pages in content', () => {
  it('has the 5 firmware and 10 software pages of the spec, each with 3 or more releases', () => {
    expect(content.releases.filter((r) => r.kind === 'firmware')).toHaveLength(5);
    expect(content.releases.filter((r) => r.kind === 'software')).toHaveLength(10);
    for (const page of content.releases) expect(page.releases.length, page.file).toBeGreaterThanOrEqual(3);
  });

  it('orders every history newest first', () => {
    for (const page of content.releases) {
      const times = page.releases.map((r) => r.date.getTime());
      expect(times, page.file).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('feeds carry every release, newest first', () => {
    const feed = allReleasesFeed(content.releases);
    expect(feed.entries).toHaveLength(content.releases.reduce((n, p) => n + p.releases.length, 0));
    const times = feed.entries.map((e) => e.updated.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = content.releases[0]!;
    expect(pageFeed(page).entries.map((e) => e.title)).toEqual(page.releases.map((r) => `${page.title} ${r.version}`));
  });

  it('describes each download of a free app as a SoftwareApplication that costs 0 USD', () => {
    const page = content.releases.find((r) => r.slug === 'clonewave-capture-sdk-release')!;
    const products = page.products.map((slug) => content.products.find((p) => p.slug === slug)!);
    expect(appProduct(products)).toBeUndefined();
    const latest = page.releases[0]!;
    const data = softwareJsonLd(page, latest, undefined);
    expect(data.map((item) => item.downloadUrl)).toEqual(latest.files.map((file) => file.url));
    expect(data[0]).toMatchObject({
      '@type': 'SoftwareApplication',
      name: page.title,
      softwareVersion: latest.version,
      applicationCategory: 'DeveloperApplication',
      operatingSystem: latest.files[0]!.minOs,
      fileSize: expect.stringMatching(/^\d+(\.\d)? (kB|MB|GB)$/),
      offers: [{ '@type': 'Offer', price: '0.00', priceCurrency: 'USD' }],
    });
    expect(data[0]).not.toHaveProperty('aggregateRating');
  });

  it("gives a paid app its product's licences and rating", () => {
    const page = content.releases.find((r) => r.slug === 'mp4-cloner-release')!;
    const products = page.products.map((slug) => content.products.find((p) => p.slug === slug)!);
    const app = appProduct(products)!;
    expect(app.slug).toBe('mp4-cloner');
    for (const item of softwareJsonLd(page, page.releases[0]!, app)) {
      expect(item.offers).toEqual(productOffers(app));
      expect(item.aggregateRating).toEqual(productRating(app).aggregateRating);
      expect(item).toMatchObject({ applicationCategory: 'MultimediaApplication' });
    }
  });
});
