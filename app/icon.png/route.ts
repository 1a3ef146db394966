import path from 'node:path';
import sharp from 'sharp';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

/**
 * The favicon, rasterised from the brand icon at build. An SVG favicon is a document the
 * page's renderer builds on its main thread during the load (23-48 ms at Lighthouse's 4×
 * CPU slowdown, trace IsolatedSVGDocumentHost); a 16-colour PNG decodes for free, 0.5 kB.
 */
export async function GET() {
  const { icon, favicon } = siteConfig.brand;
  const svg = path.join(process.cwd(), 'public', icon);
  const png = await sharp(svg, { density: 4 * 72 })
    .resize(favicon.size, favicon.size)
    .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
