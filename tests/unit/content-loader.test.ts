import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent, type ContentDirs } from '@/lib/content/load';
import { ContentValidationError, formatIssue } from '@/lib/content/issues';

const FIXTURE = path.resolve(__dirname, '../fixtures/content');
const fixtureDirs: ContentDirs = { content: path.join(FIXTURE, 'content'), public: path.join(FIXTURE, 'public') };

let tmp: string | undefined;
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
});

/** Copies the valid fixture, applies edits (file → new text or a transform), returns dirs. */
function brokenFixture(edits: Record<string, string | ((text: string) => string)>): ContentDirs {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(FIXTURE, tmp, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(tmp, 'content', file);
    const text = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    fs.writeFileSync(full, typeof edit === 'string' ? edit : edit(text));
  }
  return { content: path.join(tmp, 'content'), public: path.join(tmp, 'public') };
}

function problems(dirs: ContentDirs): string[] {
  try {
    loadContent(dirs);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}

describe('content loader with valid content', () => {
  const content = loadContent(fixtureDirs);

  it('derives page routes from file paths, index files and {product} slugs', () => {
    expect(content.pages.map((p) => p.path).sort()).toEqual(['/', '/clonewave-products-comparison', '/help/contact']);
  });

  it('routes products at /<slug> and release pages under the download centre', () => {
    expect(content.products[0]?.path).toBe('/test-box');
    expect(content.releases[0]?.path).toBe('/help/download/firmware/clonewave-test-box-firmware');
  });

  it('orders releases newest first and coerces YAML dates', () => {
    const versions = content.releases[0]?.releases.map((r) => r.version);
    expect(versions).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    expect(content.releases[0]?.releases[0]?.date).toBeInstanceOf(Date);
  });

  it('applies schema defaults', () => {
    const contact = content.pages.find((p) => p.path === '/help/contact');
    expect(contact?.layout).toBe('default');
    expect(contact?.middleware).toEqual([]);
    expect(content.products[0]?.featured).toBe(false);
  });
});

describe('content loader with broken content', () => {
  it('names the file and the field of a bad checksum', () => {
    const dirs = brokenFixture({ 'firmware/test-box.mdx': (t) => t.replace('"aaaa', '"zzzz') });
    expect(problems(dirs)).toContain(
      'content/firmware/test-box.mdx: releases.0.files.0.sha256: must be 64 lowercase hex characters',
    );
  });

  it('reports every problem at once, not only the first', () => {
    const dirs = brokenFixture({
      'products/test-box.mdx': (t) =>
        t.replace('price: 11900', 'price: 119.5').replace('stock: in_stock', 'stock: plenty'),
      'pages/help/contact.mdx': (t) => t.replace('layout', 'layout').replace('title: Contact support', 'title: C'),
    });
    const found = problems(dirs);
    expect(found).toContain('content/products/test-box.mdx: price: must be a whole number of cents');
    expect(found.some((p) => p.startsWith('content/products/test-box.mdx: variants.0.stock:'))).toBe(true);
    expect(found.some((p) => p.startsWith('content/pages/help/contact.mdx: title:'))).toBe(true);
    expect(found.length).toBeGreaterThanOrEqual(3);
  });

  it('rejects an impossible date and a malformed version', () => {
    const dirs = brokenFixture({
      'firmware/test-box.mdx': (t) =>
        t.replace('date: 2025-06-01', 'date: 2025-02-30x').replace('version: 1.0.0', 'version: v1'),
    });
    const found = problems(dirs);
    expect(found.some((p) => p.startsWith('content/firmware/test-box.mdx: releases.0.date:'))).toBe(true);
    expect(found).toContain(
      'content/firmware/test-box.mdx: releases.2.version: must be a version like 2.4.1 (optionally -beta.1 or -rc.2)',
    );
  });

  it('rejects unknown frontmatter fields (typos never pass silently)', () => {
    const dirs = brokenFixture({ 'pages/index.mdx': (t) => t.replace('layout:', 'layuot:') });
    expect(problems(dirs).some((p) => p.startsWith('content/pages/index.mdx: (frontmatter): Unrecognized key'))).toBe(
      true,
    );
  });

  it('reports invalid YAML with the file name', () => {
    const dirs = brokenFixture({ 'pages/index.mdx': '---\ntitle: [unclosed\n---\nBody' });
    expect(problems(dirs).some((p) => p.startsWith('content/pages/index.mdx: (frontmatter): is not valid YAML'))).toBe(
      true,
    );
  });

  it('checks references: products, images, routes and menu links', () => {
    const dirs = brokenFixture({
      'firmware/test-box.mdx': (t) => t.replace('products: [test-box]', 'products: [no-such-box]'),
      'products/test-box.mdx': (t) => t.replace('/images/products/test-box.svg', '/images/products/missing.svg'),
      'navigation/header.yml': (t) => t.replace('/help/contact', '/help/kontakt'),
      'pages/aboutus.mdx':
        '---\ntitle: Duplicate\ndescription: A page that takes the route of the test box product, which must fail.\nslug: test-box\n---\nx',
    });
    const found = problems(dirs);
    expect(found).toContain('content/firmware/test-box.mdx: products.0: unknown product "no-such-box"');
    expect(found).toContain(
      'content/products/test-box.mdx: images.0.src: file public/images/products/missing.svg does not exist',
    );
    expect(found).toContain(
      'content/navigation/header.yml: items.1.children.0.href: links to /help/kontakt, which is not a page',
    );
    expect(found.some((p) => p.includes('route /test-box is already used by'))).toBe(true);
  });

  it('reports a missing navigation file', () => {
    const dirs = brokenFixture({});
    fs.rmSync(path.join(dirs.content, 'navigation/footer.yml'));
    expect(problems(dirs)).toContain('content/navigation/footer.yml: (file): is missing');
  });

  it('checks that a serial example matches its pattern', () => {
    const dirs = brokenFixture({
      'products/test-box.mdx': (t) => t.replace('example: CWX-12345678', 'example: CWX-123'),
    });
    expect(problems(dirs)).toContain(
      'content/products/test-box.mdx: serial.example: must match serial.pattern (and the pattern must be a valid regex)',
    );
  });
});
