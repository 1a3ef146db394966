import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/site-config';

/** The root <svg>'s viewBox and its children, without the file's own <title> (the label replaces it). */
export function parseLogo(svg: string, file: string = siteConfig.brand.logo): { viewBox: string; inner: string } {
  const open = /<svg\b[^>]*>/.exec(svg);
  const viewBox = open && /\bviewBox="([^"]+)"/.exec(open[0])?.[1];
  const end = svg.lastIndexOf('</svg>');
  if (!open || !viewBox || end < 0) throw new Error(`${file}: no <svg viewBox="…"> root element`);
  return { viewBox, inner: svg.slice(open.index + open[0].length, end).replace(/<title>[^<]*<\/title>/, '') };
}

/**
 * The header's logo, drawn inline from public/images/logo.svg at build time. As an
 * <img>, the browser builds a separate SVG document for it before the first paint:
 * 46-89 ms of main thread at Lighthouse's 4× CPU slowdown on every page (trace,
 * IsolatedSVGDocumentHost); inline, it is part of the page's own parse, with no request.
 */
export function BrandLogo({ height }: { height: number }) {
  const file = siteConfig.brand.logo;
  const { viewBox, inner } = parseLogo(fs.readFileSync(path.join(process.cwd(), 'public', file), 'utf8'), file);
  const [, , w = 0, h = 1] = viewBox.split(/\s+/).map(Number);
  return (
    <svg
      className="brand-logo"
      role="img"
      aria-label={siteConfig.brand.name}
      viewBox={viewBox}
      width={Math.round((height * w) / h)}
      height={height}
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
