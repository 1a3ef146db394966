import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenFixture, pageWithBody, problems } from './fixture';

const badPrice = (t: string) => t.replace('price: 11900', 'price: 119.5');
const PRICE =
  'content/products/test-box.mdx:6: price: must be a whole number of cents, 0 or more, like 34900 for $349.00';

describe('cross-file references', () => {
  it('a product named in frontmatter', () => {
    const edit = (t: string) => t.replace('products: [test-box]', 'products: [no-such-box]');
    expect(problems(brokenFixture({ 'firmware/test-box.mdx': edit }))).toEqual([
      'content/firmware/test-box.mdx:5: products.0: there is no product "no-such-box" in content/products/',
    ]);
  });

  it('a product image that is not in public/', () => {
    const edit = (t: string) => t.replace('/images/products/test-box.svg', '/images/products/missing.svg');
    expect(problems(brokenFixture({ 'products/test-box.mdx': edit }))).toEqual([
      'content/products/test-box.mdx:10: images.0.src: file public/images/products/missing.svg does not exist',
    ]);
  });

  it('a menu link to a page that does not exist', () => {
    const edit = (t: string) => t.replace('/help/contact', '/help/kontakt');
    expect(problems(brokenFixture({ 'navigation/header.yaml': edit }))).toEqual([
      'content/navigation/header.yaml:5: items.1.children.0.href: links to /help/kontakt, which is not a page (did you mean "/help/contact"?)',
    ]);
  });

  it('two entries on one route', () => {
    const page =
      '---\ntitle: Duplicate\ndescription: A page that takes the route of the test box product, which must fail.\nslug: test-box\n---\nx';
    expect(problems(brokenFixture({ 'pages/aboutus.mdx': page }))).toEqual([
      'content/pages/aboutus.mdx:4: slug: route /test-box is already used by content/products/test-box.mdx',
    ]);
  });
});

describe('routes the site makes itself', () => {
  it('a page on a category page route', () => {
    const page =
      '---\ntitle: Recorders\ndescription: A page that takes the route of the recorders category page, which must fail.\n---\nx';
    expect(problems(brokenFixture({ 'pages/products/recorders.mdx': page }))).toEqual([
      'content/pages/products/recorders.mdx:2: slug: route /products/recorders is made by the site itself (a release feed, story list or category page)',
    ]);
  });
});

describe('an invalid entry is reported once, in its own file', () => {
  it('a product with a bad price is not blamed on the pages, manuals, releases and menus that name it', () => {
    // The guide's swiper, the manual set, the firmware page and the footer all refer to test-box.
    expect(problems(brokenFixture({ 'products/test-box.mdx': badPrice }))).toEqual([PRICE]);
  });

  it('a page whose frontmatter is not valid YAML keeps its route: the menu linking to it is not blamed', () => {
    // The slug makes the route (/clonewave-products-comparison), which the footer links to.
    const edit = (t: string) => t.replace('title: Compare', 'title: [Compare');
    const found = problems(brokenFixture({ 'pages/products-comparison.mdx': edit }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^content\/pages\/products-comparison\.mdx:\d+: \(frontmatter\): /);
  });

  it('a page with a missing title is not blamed on the menus that link to it', () => {
    const edit = (t: string) => t.replace('title: Contact support\n', '');
    expect(problems(brokenFixture({ 'pages/help/contact.mdx': edit }))).toEqual([
      'content/pages/help/contact.mdx:2: title: is required',
    ]);
  });

  it('a bad topic in one block does not hide an unknown topic in another of the same kind', () => {
    const page = pageWithBody('<FaqList topic="Not A Slug" />\n\n<FaqList topic="nope" />');
    expect(problems(brokenFixture({ 'pages/body-test.mdx': page }))).toEqual([
      'content/pages/body-test.mdx:5: <FaqList> topic: must be lowercase letters, digits, "-" or "_", like box-pro',
      'content/pages/body-test.mdx:7: <FaqList> topic: there is no FAQ topic "nope" in content/faqs/',
    ]);
  });

  it('a misspelt product slug is one problem, not also an unknown product', () => {
    const edit = (t: string) => t.replace('products: [test-box]', 'products: [Test Box]');
    expect(problems(brokenFixture({ 'firmware/test-box.mdx': edit }))).toEqual([
      'content/firmware/test-box.mdx:5: products.0: must be lowercase letters, digits, "-" or "_", like box-pro',
    ]);
  });
});

describe('one run lists every problem in every file', () => {
  it('the body of a file with broken frontmatter is still checked', () => {
    const page = pageWithBody('<FaqList topic="nope" />').replace('title: Body test', 'title: B');
    expect(problems(brokenFixture({ 'pages/body-test.mdx': page }))).toEqual([
      'content/pages/body-test.mdx:2: title: must be at least 2 characters (it has 1)',
      'content/pages/body-test.mdx:5: <FaqList> topic: there is no FAQ topic "nope" in content/faqs/',
    ]);
  });

  // Faults in three files of three kinds: frontmatter, an MDX body and a menu reference.
  const threeFaults = () =>
    brokenFixture({
      'products/test-box.mdx': badPrice,
      'pages/guide.mdx': (t) => t.replace('topic="general"', 'topic="shipping"'),
      'navigation/bottom.yaml': (t) => t.replace('href: /help/contact', 'href: /contact'),
    });
  const THREE = [
    'content/navigation/bottom.yaml:3: items.0.href: links to /contact, which is not a page',
    'content/pages/guide.mdx:9: <FaqList> topic: there is no FAQ topic "shipping" in content/faqs/',
    PRICE,
  ];

  it('faults in three files of three kinds are all listed', () => {
    expect(problems(threeFaults())).toEqual(THREE);
  });

  it('npm run content:check prints them all and fails', () => {
    const dirs = threeFaults();
    const root = path.resolve(__dirname, '../../..');
    let output = '';
    try {
      execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/content-check.ts')], {
        cwd: path.dirname(dirs.content),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      expect(failed.status).toBe(1);
      output = failed.stderr;
    }
    expect(output.trim().split('\n')).toEqual(['Content has 3 problems:', ...THREE.map((line) => `  ${line}`)]);
  }, 30_000);
});
