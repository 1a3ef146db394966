import { describe, expect, it } from 'vitest';
import { brokenFixture, problems } from './fixture';

/** One fault per test, each asserting the exact line `npm run content:check` prints. */
const only = (edits: Parameters<typeof brokenFixture>[0]) => problems(brokenFixture(edits));

describe('frontmatter faults: each reported at its file, line and field', () => {
  it('a checksum that is not 64 hex characters', () => {
    expect(only({ 'firmware/test-box.mdx': (t) => t.replace('"aaaa', '"zzzz') })).toEqual([
      'content/firmware/test-box.mdx:13: releases.0.files.0.sha256: must be 64 lowercase hex characters',
    ]);
  });

  it('a price with cents after the point', () => {
    expect(only({ 'products/test-box.mdx': (t) => t.replace('price: 11900', 'price: 119.5') })).toEqual([
      'content/products/test-box.mdx:6: price: must be a whole number of cents, 0 or more, like 34900 for $349.00',
    ]);
  });

  it('a negative price, and a price written as text', () => {
    expect(only({ 'products/test-box.mdx': (t) => t.replace('price: 11900', 'price: -100') })).toEqual([
      'content/products/test-box.mdx:6: price: must be a whole number of cents, 0 or more, like 34900 for $349.00',
    ]);
    expect(only({ 'products/test-box.mdx': (t) => t.replace('price: 11900', 'price: "$119"') })).toEqual([
      'content/products/test-box.mdx:6: price: must be a whole number of cents, 0 or more, like 34900 for $349.00',
    ]);
  });

  it('a value outside its list', () => {
    expect(only({ 'products/test-box.mdx': (t) => t.replace('stock: in_stock', 'stock: plenty') })).toEqual([
      'content/products/test-box.mdx:8: variants.0.stock: must be one of "in_stock", "out_of_stock", "preorder", not the text "plenty"',
    ]);
  });

  it('text that is too short', () => {
    expect(only({ 'pages/help/contact.mdx': (t) => t.replace('title: Contact support', 'title: C') })).toEqual([
      'content/pages/help/contact.mdx:2: title: must be at least 2 characters (it has 1)',
    ]);
  });

  it('a list that is too short, and a number that is too large', () => {
    expect(
      only({ 'products/test-box.mdx': (t) => t.replace('highlights: [One, Two, Three]', 'highlights: [One, Two]') }),
    ).toEqual(['content/products/test-box.mdx:11: highlights: needs at least 3 items (it has 2)']);
    expect(only({ 'products/test-box.mdx': (t) => t.replace('value: 4.5', 'value: 6') })).toEqual([
      'content/products/test-box.mdx:16: rating.value: must be 5 or less',
    ]);
  });

  it('a missing field, at the top of the frontmatter', () => {
    expect(only({ 'pages/index.mdx': (t) => t.replace('title: Fixture home\n', '') })).toEqual([
      'content/pages/index.mdx:2: title: is required',
    ]);
  });

  it('a misspelt field, at its own line, with the fields that exist', () => {
    expect(only({ 'pages/index.mdx': (t) => t.replace('layout:', 'layuot:') })).toEqual([
      'content/pages/index.mdx:4: layuot: is not a known field (check the spelling; known fields: title, navTitle, description, layout, slug, updated, image, middleware, noindex)',
    ]);
  });

  it('a number where text is expected says how to fix it', () => {
    expect(only({ 'manuals/test-box.yaml': (t) => t.replace('title: User manual', 'title: 42') })).toEqual([
      'content/manuals/test-box.yaml:3: documents.0.title: must be text, not 42',
    ]);
  });

  it('YAML that does not parse, at the line where it breaks', () => {
    expect(only({ 'pages/index.mdx': (t) => t.replace('layout: default-no-breadcrumb', 'layout: [unclosed') })).toEqual(
      [
        'content/pages/index.mdx:4: (frontmatter): is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      ],
    );
  });

  it('frontmatter without its closing ---', () => {
    expect(only({ 'pages/index.mdx': '---\ntitle: Fixture home\nHello.\n' })).toEqual([
      'content/pages/index.mdx:1: (frontmatter): has no closing --- line',
    ]);
  });

  it('a malformed version', () => {
    expect(only({ 'firmware/test-box.mdx': (t) => t.replace('version: 1.0.0', 'version: v1') })).toEqual([
      'content/firmware/test-box.mdx:20: releases.2.version: must be a version like 2.4.1 (optionally -beta.1 or -rc.2)',
    ]);
  });

  it('a version listed twice', () => {
    expect(only({ 'firmware/test-box.mdx': (t) => t.replace('version: 1.0.0', 'version: 1.1.0') })).toEqual([
      'content/firmware/test-box.mdx:20: releases.2.version: version 1.1.0 is listed twice',
    ]);
  });

  it('a download that is not on the downloads host', () => {
    const edit = (t: string) =>
      t.replace('https://downloads.clonewave.example/fw-1.2.0.bin', 'https://example.com/fw.bin');
    expect(only({ 'firmware/test-box.mdx': edit })).toEqual([
      'content/firmware/test-box.mdx:19: releases.1.files.0.url: must be on https://downloads.clonewave.example/',
    ]);
  });

  it('a compare-at price that is not higher than the price', () => {
    expect(
      only({ 'products/test-box.mdx': (t) => t.replace('price: 11900', 'price: 11900\ncompareAtPrice: 9900') }),
    ).toEqual(['content/products/test-box.mdx:7: compareAtPrice: must be higher than price']);
  });

  it('a serial example that does not match its pattern', () => {
    expect(only({ 'products/test-box.mdx': (t) => t.replace('example: CWX-12345678', 'example: CWX-123') })).toEqual([
      'content/products/test-box.mdx:18: serial.example: must match serial.pattern (and the pattern must be a valid regular expression)',
    ]);
  });

  it('an unknown middleware', () => {
    expect(only({ 'pages/index.mdx': (t) => t.replace('layout:', 'middleware: [auth]\nlayout:') })).toEqual([
      'content/pages/index.mdx:4: middleware.0: Unknown middleware auth; known: unsupported-browser',
    ]);
  });

  it('a missing navigation file', () => {
    expect(only({ 'navigation/footer.yaml': null })).toEqual(['content/navigation/footer.yaml: (file): is missing']);
  });

  it('a YAML file ending in .yml (the editor reads only .yaml), instead of being left out unseen', () => {
    expect(only({ 'faqs/returns.yml': 'title: Returns\nitems: []\n' })).toEqual([
      'content/faqs/returns.yml: (file): is not read: rename it to end in .yaml',
    ]);
  });
});

describe('dates are real calendar dates, YYYY-MM-DD, quoted or not', () => {
  const impossible = 'is not a real calendar date';

  it('a release date (YAML would roll 2025-02-30 over to 2 March)', () => {
    expect(only({ 'firmware/test-box.mdx': (t) => t.replace('date: 2025-06-01', 'date: 2025-02-30') })).toEqual([
      `content/firmware/test-box.mdx:10: releases.0.date: 2025-02-30 ${impossible}`,
    ]);
  });

  it('a quoted release date', () => {
    expect(only({ 'firmware/test-box.mdx': (t) => t.replace('date: 2025-06-01', 'date: "2025-02-30"') })).toEqual([
      `content/firmware/test-box.mdx:10: releases.0.date: 2025-02-30 ${impossible}`,
    ]);
  });

  it('a manual date', () => {
    expect(only({ 'manuals/test-box.yaml': (t) => t.replace('date: 2025-01-15', 'date: 2025-13-01') })).toEqual([
      `content/manuals/test-box.yaml:3: documents.0.date: 2025-13-01 ${impossible}`,
    ]);
  });

  it('the "updated" date of a page', () => {
    expect(only({ 'pages/help/contact.mdx': (t) => t.replace('navTitle:', 'updated: 2026-04-31\nnavTitle:') })).toEqual(
      [`content/pages/help/contact.mdx:3: updated: 2026-04-31 ${impossible}`],
    );
  });

  it('a story date', () => {
    const story = [
      '---',
      'title: A fixture success story',
      'description: A story written by a test to hold one impossible date and nothing else wrong.',
      'customer: Fixture Co',
      'industry: Testing',
      'location: Nowhere',
      'date: 2023-02-29',
      'image: /images/products/test-box.svg',
      'products: [test-box]',
      'quote: { text: The fixture recorded everything we asked., author: A. Tester, role: QA lead }',
      'results: [{ value: "1", label: fixture }, { value: "2", label: fixtures }]',
      '---',
      'Story.',
    ].join('\n');
    expect(only({ 'stories/fixture-co.mdx': story })).toEqual([
      `content/stories/fixture-co.mdx:7: date: 2023-02-29 ${impossible}`,
    ]);
  });

  it('a date in another form', () => {
    expect(
      only({ 'products/test-box.mdx': (t) => t.replace('releaseDate: 2025-01-15', 'releaseDate: 15/01/2025') }),
    ).toEqual([
      'content/products/test-box.mdx:17: releaseDate: must be a date written year-month-day, like 2026-03-14',
    ]);
  });

  it('a valid date becomes a Date at midnight UTC', () => {
    expect(only({ 'firmware/test-box.mdx': (t) => t.replace('date: 2025-06-01', 'date: 2024-02-29') })).toEqual([]);
  });
});
