import path from 'node:path';
import sharp from 'sharp';

/** Social networks need a raster preview: rasterise the brand card to og-default.png. */
export async function run(outDir: string) {
  await sharp(path.join(process.cwd(), 'public/images/og-default.svg'))
    .resize(1200, 630)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, 'images/og-default.png'));
}
