// Every stylesheet (styles/main.scss on every page, and each component's own, shipped
// only where it renders) blocks its page's first paint, so each ships only the rules some
// page can use: PurgeCSS, run on each stylesheet on its own, keeps a selector when its
// class, id or tag appears in the site's source (components, routes, content) or in the
// safelist of names that only scripts add at run time. tests/export/css-coverage.test.ts
// fails when a class that a page uses has lost its rules. A custom PostCSS config replaces
// Next's defaults; Turbopack's lightningcss still adds vendor prefixes and minifies.
import { CSS_SAFELIST } from './styles/safelist.mjs';

const config = {
  plugins: {
    '@fullhuman/postcss-purgecss': {
      content: [
        './app/**/*.{ts,tsx}',
        './components/**/*.{ts,tsx}',
        './lib/**/*.ts',
        './stores/**/*.ts',
        './content/**/*.{md,mdx,yml,yaml}',
      ],
      // Class names written in source: words with dashes, digits and the odd slash or colon.
      defaultExtractor: (text) => text.match(/[\w-/:]+(?<!:)/g) ?? [],
      safelist: CSS_SAFELIST,
      keyframes: true,
      fontFace: true,
      variables: true,
    },
  },
};

export default config;
