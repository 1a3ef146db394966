import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { buildContentDb, serializeContentDb } from '@/lib/content-db/build';
import { mdxToText } from '@/lib/content-db/mdx-text';
import { siteSearch } from '@/lib/content-db/search';

const FIXTURE = path.resolve(__dirname, '../fixtures/content');
const content = loadContent({ content: path.join(FIXTURE, 'content'), public: path.join(FIXTURE, 'public') });

describe('content database', () => {
  const db = buildContentDb(content);

  it('holds pages, products, releases and FAQs with their body text', () => {
    const kinds = new Set(db.documents.map((d) => d.kind));
    expect([...kinds].sort()).toEqual(['faq', 'firmware', 'page', 'product']);
    const product = db.documents.find((d) => d.kind === 'product');
    expect(product).toMatchObject({ path: '/test-box', slug: 'test-box' });
    expect(product?.body).toBe('Body.');
    expect(product?.body).not.toMatch(/[<>#|]/);
  });

  it('names the file by a hash of its bytes, so a content change changes the URL', () => {
    const first = serializeContentDb(content);
    expect(first.url).toMatch(/^\/_content\/db-[0-9a-f]{12}\.json$/);
    expect(serializeContentDb(content).url).toBe(first.url);
    const edited = {
      ...content,
      products: content.products.map((p) => ({ ...p, body: `${p.body}\nOne more sentence.` })),
    };
    expect(serializeContentDb(edited).url).not.toBe(first.url);
  });
});

describe('header search', () => {
  const { documents } = buildContentDb(content);

  it('shows nothing for empty terms: its own rule, as the query engine then returns everything', () => {
    expect(siteSearch(documents, '')).toEqual([]);
    expect(siteSearch(documents, '   ')).toEqual([]);
  });

  it('finds only pages holding every term, so each word a visitor adds narrows the list', () => {
    const paths = (terms: string) => siteSearch(documents, terms).map((hit) => hit.path);
    expect(paths('test')).toEqual(['/test-box', '/help/download/firmware/clonewave-test-box-firmware', '/']);
    expect(paths('test box')).toEqual(['/test-box', '/help/download/firmware/clonewave-test-box-firmware']);
    expect(paths('test box firmware')).toEqual(['/help/download/firmware/clonewave-test-box-firmware']);
    expect(paths('contact')).toEqual(['/help/contact', '/guide']);
    expect(paths('contact firmware')).toEqual([]);
  });

  it('matches the word being typed by its beginning, and a typo in a long word', () => {
    const paths = (terms: string) => siteSearch(documents, terms).map((hit) => hit.path);
    expect(paths('test bo')).toEqual(paths('test box'));
    expect(paths('firmwre')).toEqual(['/help/download/firmware/clonewave-test-box-firmware']);
  });
});

describe('mdxToText', () => {
  it('keeps the words and drops Markdown and JSX syntax', () => {
    const text = mdxToText(
      '## Heading\n\nSome **bold** and [a link](/x).\n\n<Callout variant="info" title="Mind the gap">\nInside text.\n</Callout>\n\n| A | B |\n| --- | --- |\n| one | two |\n<ProductGrid category="recorder" />',
    );
    expect(text).toBe('Heading Some bold and a link. Mind the gap Inside text. A B one two');
  });

  it('reads a backslash escape as the character it escapes', () => {
    expect(mdxToText('| Per hour |\n| --- |\n| \\~13.5 GB |')).toBe(mdxToText('| Per hour |\n| --- |\n| ~13.5 GB |'));
    expect(mdxToText('5 \\* 3 \\# C:\\\\temp')).toBe('5 3 # C:\\temp');
  });
});
