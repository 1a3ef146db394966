import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // out/<route>/index.html is served the same by every static host (see README).
  trailingSlash: true,
  reactStrictMode: true,
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
  },
  sassOptions: {
    // Bootstrap 5.3 still uses @import and global functions; keep the build log readable.
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  },
};

export default nextConfig;
