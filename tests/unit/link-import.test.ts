import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, read, sources } from './source-tree';

const WRAPPER = 'components/navigation/link.tsx';

describe('links and navigation follow the site rules', () => {
  it('nothing imports next/link directly (it would prefetch on sight, even on 2g or save-data)', () => {
    const offenders = CODE_FOLDERS.flatMap((dir) => sources(dir, /\.(tsx?|mdx)$/)).filter(
      (file) => file !== WRAPPER && /from ['"]next\/link['"]/.test(read(file)),
    );
    expect(offenders, `import Link from '@/components/navigation/link' instead in: ${offenders.join(', ')}`).toEqual(
      [],
    );
  });

  it('programmatic navigation goes through useAppRouter, so the loading bar starts', () => {
    const offenders = CODE_FOLDERS.flatMap((dir) => sources(dir, /\.(tsx?|mdx)$/))
      // useAppRouter itself, and the link click handler, which starts the bar before its push.
      .filter((file) => file !== 'hooks/use-app-router.ts' && file !== 'components/runtime/navigation-events.tsx')
      .filter((file) => {
        const text = read(file);
        return /import \{[^}]*\buseRouter\b[^}]*\} from ['"]next\/navigation['"]/.test(text) && /\.push\(/.test(text);
      });
    expect(offenders, `use useAppRouter() from hooks/use-app-router.ts in: ${offenders.join(', ')}`).toEqual([]);
  });
});
