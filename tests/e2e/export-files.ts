import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const OUT = path.join(process.cwd(), 'out');

export function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** Every URL in img src/srcset and source srcset of the export's HTML (noscript copies included). */
export function imageUrlsInExport(): Map<string, string> {
  const urls = new Map<string, string>();
  for (const file of walk(OUT).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    for (const tag of html.match(/<(img|source)\b[^>]*>/g) ?? []) {
      // <source src> belongs to <video>; only <img> has an image in src.
      const src = tag.startsWith('<img') ? /\ssrc="([^"]+)"/.exec(tag)?.[1] : undefined;
      const srcset = /\ssrcSet="([^"]+)"|\ssrcset="([^"]+)"/i.exec(tag);
      // A srcset URL runs to the next whitespace and may contain commas (`f_webp,w_640`).
      const tokens = srcset
        ? decode(srcset[1] ?? srcset[2]!)
            .trim()
            .split(/\s+/)
        : [];
      const fromSrcset = tokens
        .filter((token) => !/^\d+(\.\d+)?[wx],?$/.test(token))
        .map((token) => token.replace(/,+$/, ''));
      const candidates = [src, ...fromSrcset];
      for (const url of candidates) {
        if (url && !url.startsWith('data:')) urls.set(decode(url), path.relative(OUT, file));
      }
    }
  }
  return urls;
}
