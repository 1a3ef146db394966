import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const WRAPPER = 'components/navigation/link.tsx';

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|mdx)$/.test(name))
    .map((name) => path.join(dir, name).split(path.sep).join('/'));
}

describe('links and navigation follow the site rules', () => {
  it('nothing imports next/link directly (it would prefetch on sight, even on 2g or save-data)', () => {
    const offenders = ['app', 'components', 'lib', 'hooks', 'browser', 'stores']
      .flatMap(sources)
      .filter(
        (file) => file !== WRAPPER && /from ['"]next\/link['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
      );
    expect(offenders, `import Link from '@/components/navigation/link' instead in: ${offenders.join(', ')}`).toEqual(
      [],
    );
  });

  it('programmatic navigation goes through useAppRouter, so the loading bar starts', () => {
    const offenders = ['app', 'components', 'lib', 'hooks', 'browser', 'stores']
      .flatMap(sources)
      .filter((file) => file !== 'hooks/use-app-router.ts')
      .filter((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        return /import \{[^}]*\buseRouter\b[^}]*\} from ['"]next\/navigation['"]/.test(text) && /\.push\(/.test(text);
      });
    expect(offenders, `use useAppRouter() from hooks/use-app-router.ts in: ${offenders.join(', ')}`).toEqual([]);
  });
});
