import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm test` runs it). Next.js, vitest and
 * playwright entry points come from knip's plugins; scripts run with tsx are entries too.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{ts,mjs}!', 'lib/images/loader.ts!'],
      project: ['**/*.{ts,tsx,mjs,scss}!'],
      // vnu-jar is a Java program, run by the path of its jar (scripts/quality/html-validity.ts).
      ignoreDependencies: ['vnu-jar'],
    },
    // The browser editor: its own app and package.json (its routes, configs and tests are
    // found by knip's Next.js, vitest and playwright plugins).
    cms: {
      project: ['**/*.{ts,tsx}!'],
    },
  },
  compilers: {
    // Sass partials import Bootstrap: count those as imports of the package.
    scss: (text: string) =>
      [...text.matchAll(/@(?:import|use|forward)\s+([^;]+);/g)]
        .flatMap(([, list]) => [...list!.matchAll(/['"]([^'"]+)['"]/g)].map(([, path]) => path!))
        // A partial named 'tokens' or '../../styles/tokens' is the file _tokens.scss there.
        .map((path) => `import '${path.startsWith('bootstrap') ? path : `./${path.replace(/[^/]+$/, '_$&.scss')}`}';`)
        .join('\n'),
  },
  // System programs the tests run; .ci/run installs them with apt when missing.
  ignoreBinaries: ['java', 'nginx', 'openssl'],
};

export default config;
