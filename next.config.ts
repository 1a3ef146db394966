import type { NextConfig } from 'next';
import { BREAKPOINTS } from './lib/constants';

const nextConfig: NextConfig = {
  output: 'export',
  // out/<route>/index.html is served the same by every static host (see README).
  trailingSlash: true,
  reactStrictMode: true,
  images: {
    // Static /_ipx/ URLs, written by scripts/postbuild/images.ts (see lib/images/ipx-url.ts).
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    // Every generated width is one of the spec's breakpoints (IMAGE_WIDTHS): srcset widths
    // come from both lists, so keep them to those values only.
    deviceSizes: [BREAKPOINTS.sm, BREAKPOINTS.md, BREAKPOINTS.lg, BREAKPOINTS.xl, BREAKPOINTS.xxl],
    imageSizes: [BREAKPOINTS.xs],
    qualities: [50, 75, 85],
  },
  sassOptions: {
    // Bootstrap 5.3 still uses @import and global functions; keep the build log readable.
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  },
};

export default nextConfig;
