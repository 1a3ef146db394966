import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const WRAPPER = 'components/navigation/link.tsx';

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|mdx)$/.test(name))
    .map((name) => path.join(dir, name).split(path.sep).join('/'));
}

describe('links follow the prefetch rules', () => {
  it('nothing imports next/link directly (it would prefetch on sight, even on 2g or save-data)', () => {
    const offenders = ['app', 'components', 'lib']
      .flatMap(sources)
      .filter((file) => file !== WRAPPER && /from ['"]next\/link['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders, `import Link from '@/components/navigation/link' instead in: ${offenders.join(', ')}`).toEqual([]);
  });
});
