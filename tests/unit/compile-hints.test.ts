import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, run, withCompileHint } from '@/scripts/postbuild/compile-hints';
import { startChunks, withScriptsAfterPaint } from '@/scripts/postbuild/scripts-after-paint';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const pageWith = (scripts: string[], preloads: string[] = []) =>
  withScriptsAfterPaint(
    '<html><head>' +
      scripts.map((src) => `<script src="${src}" async=""></script>`).join('') +
      preloads.map((href) => `<link rel="preload" as="script" fetchPriority="low" href="${href}"/>`).join('') +
      '</head><body><h1>Page</h1></body></html>',
  );

describe('postbuild: compile hints', () => {
  it('puts V8’s hint on the first line, once, the code unchanged after it', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint('(()=>{})();')).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withCompileHint(withCompileHint('x()'))).toBe(withCompileHint('x()'));
  });

  it('reads the chunks a page starts with from its loader: scripts, then hydration’s own', () => {
    expect(startChunks(pageWith([chunk('a'), chunk('b')], [chunk('island')]))).toEqual([
      chunk('a'),
      chunk('b'),
      chunk('island'),
    ]);
    expect(startChunks('<html><body>No scripts</body></html>')).toEqual([]);
  });

  describe('on an export', () => {
    let out = '';
    afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

    it('marks the large chunks pages start with, and leaves small and later chunks alone', () => {
      out = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
      const large = 'f();'.repeat(COMPILE_HINT_MIN_BYTES / 4);
      const files: Record<string, string> = {
        [chunk('framework')]: large,
        [chunk('island')]: large,
        [chunk('small')]: 'g();',
        [chunk('on-click')]: large,
      };
      for (const [href, js] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(out, href)), { recursive: true });
        fs.writeFileSync(path.join(out, href), js);
      }
      fs.writeFileSync(path.join(out, 'index.html'), pageWith([chunk('framework'), chunk('small')]));
      fs.mkdirSync(path.join(out, 'cart'));
      fs.writeFileSync(path.join(out, 'cart/index.html'), pageWith([chunk('framework')], [chunk('island')]));

      run(out);
      run(out);
      const read = (name: string) => fs.readFileSync(path.join(out, chunk(name)), 'utf8');
      expect(read('framework')).toBe(COMPILE_HINT + large);
      expect(read('island')).toBe(COMPILE_HINT + large);
      expect(read('small')).toBe('g();');
      expect(read('on-click')).toBe(large);
    });
  });
});
