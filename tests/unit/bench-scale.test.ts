import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multiplyContent, withSlugSuffix } from '../../scripts/bench/build-scale';

describe('bench: synthetic content', () => {
  it('gives a copy its own slug, quoted or not, and leaves files without one alone', () => {
    expect(withSlugSuffix('---\ntitle: A\nslug: "{product}-box-firmware"\n---\n', '-x2')).toContain(
      'slug: "{product}-box-firmware-x2"',
    );
    expect(withSlugSuffix('---\nslug: box\n---\n', '-x3')).toContain('slug: box-x3\n');
    expect(withSlugSuffix('---\nname: Box\n---\nslug: in the body is text\n', '-x2')).toBe(
      '---\nname: Box\n---\nslug: in the body is text\n',
    );
    expect(withSlugSuffix('---\nname: Box\n---\n', '-x2')).toBe('---\nname: Box\n---\n');
  });

  it('multiplies products and releases into new files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
    for (const collection of ['products', 'firmware', 'software']) fs.mkdirSync(path.join(dir, collection));
    fs.writeFileSync(path.join(dir, 'products/box.mdx'), '---\nname: Box\n---\n');
    fs.writeFileSync(path.join(dir, 'firmware/box.mdx'), '---\nslug: "{product}-box-firmware"\n---\n');
    fs.writeFileSync(path.join(dir, 'software/app.mdx'), '---\nslug: app-release\n---\n');
    expect(multiplyContent(dir, 3)).toEqual({ products: 3, firmware: 3, software: 3 });
    expect(fs.readdirSync(path.join(dir, 'products')).sort()).toEqual(['box-x2.mdx', 'box-x3.mdx', 'box.mdx']);
    expect(fs.readFileSync(path.join(dir, 'firmware/box-x3.mdx'), 'utf8')).toContain(
      'slug: "{product}-box-firmware-x3"',
    );
  });
});
