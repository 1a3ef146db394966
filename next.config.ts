import type { NextConfig } from 'next';
import { BREAKPOINTS, FIXED_IMAGE_WIDTHS } from './lib/constants';

const nextConfig: NextConfig = {
  output: 'export',
  // out/<route>/index.html is served the same by every static host (see README).
  trailingSlash: true,
  reactStrictMode: true,
  // The type check is the code gate's (`npm run typecheck`: `next typegen`, then tsc over
  // this same tsconfig.json, .next/types included), which every test run passes before it
  // builds; checking it again here would only add a minute to each build.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Static /_ipx/ URLs, written by scripts/postbuild/images.ts (see lib/images/ipx-url.ts).
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    // Every generated width is one of these: responsive images (with `sizes`) get
    // the spec's breakpoints, fixed-size ones 1x and 2x of their box (a gallery thumbnail
    // shows 120 px wide: 240w, not 320w, on a 2x phone).
    deviceSizes: [BREAKPOINTS.sm, BREAKPOINTS.md, BREAKPOINTS.lg, BREAKPOINTS.xl, BREAKPOINTS.xxl],
    imageSizes: FIXED_IMAGE_WIDTHS,
    qualities: [50, 75, 85],
  },
  sassOptions: {
    // Bootstrap 5.3 still uses @import and global functions; keep the build log readable.
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  },
};

export default nextConfig;
