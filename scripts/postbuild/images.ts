/**
 * Writes every `/_ipx/` image variant the export references, and nothing else.
 * Scans out/ (HTML, RSC payloads, CSS, JS), renders each variant with sharp from the
 * source under out/ (public/ is copied there), caches the bytes in .cache/images/ by
 * content hash + modifiers, and fails the build naming the page when a source is missing,
 * so no `/_ipx/` URL of the export can 404. nginx serves these files as immutable for a
 * year, so it also fails the build for a URL whose `v_` is not the content hash of its
 * source as it is now (lib/images/version.ts): every URL changes when its bytes would.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseIpxUrl, type ParsedIpxUrl } from '../../lib/images/ipx-url';
import { ENCODER_ID, rasterise, renderVariant, type RawImage } from '../../lib/images/render';
import { contentVersion } from '../../lib/images/version';

const SCANNED = /\.(html|txt|json|css|js|xml)$/;
// Modifiers may hold commas; a path ends at whitespace, a quote, a bracket or an escape.
const IPX_URL = /\/_ipx\/[a-z0-9_,]+\/[^\s"'()<>\\?#]+/g;
const CONCURRENCY = 2;

export async function run(outDir: string, cacheDir = path.join(process.cwd(), '.cache/images')) {
  const references = await findReferences(outDir);
  const bySource = new Map<string, { url: string; parsed: ParsedIpxUrl }[]>();
  for (const [url, pages] of references) {
    const parsed = parseIpxUrl(url);
    if (!parsed) throw new Error(`images: ${[...pages][0]} references ${url}, which is not a valid /_ipx/ URL`);
    const list = bySource.get(parsed.src) ?? [];
    list.push({ url, parsed });
    bySource.set(parsed.src, list);
  }
  await mkdir(cacheDir, { recursive: true });
  const stats = { written: 0, cached: 0 };
  await pool([...bySource], CONCURRENCY, async ([src, variants]) => {
    const sourceFile = path.join(outDir, decodeURI(src));
    const source = await readFile(sourceFile).catch(() => {
      const page = [...(references.get(variants[0]!.url) ?? [])][0];
      throw new Error(`images: ${page} references ${variants[0]!.url}, but its source ${src} does not exist`);
    });
    const hash = createHash('sha256').update(source).update(ENCODER_ID).digest('hex');
    const version = contentVersion(source);
    let raw: RawImage | undefined;
    for (const { url, parsed } of variants) {
      if (parsed.modifiers.version !== version) {
        const page = [...(references.get(url) ?? [])][0];
        throw new Error(
          `images: ${page} references ${url}, whose content hash is not v_${version} (the hash of ${src} now): ` +
            'build /_ipx/ URLs from versionedSrc() (lib/images/version.ts)',
        );
      }
      const target = path.join(outDir, decodeURI(url));
      await mkdir(path.dirname(target), { recursive: true });
      if (!parsed.format) {
        await copyFile(sourceFile, target);
        continue;
      }
      const key = createHash('sha256').update(hash).update(url.split('/')[2]!).digest('hex').slice(0, 32);
      const cached = path.join(cacheDir, `${key}.${parsed.format}`);
      if (await exists(cached)) {
        stats.cached++;
      } else {
        raw ??= await rasterise(source);
        const bytes = await renderVariant(raw, parsed.modifiers, parsed.format);
        await writeFile(cached, bytes);
        stats.written++;
      }
      await copyFile(cached, target);
    }
  });
  for (const [url] of references) {
    if (!(await exists(path.join(outDir, decodeURI(url))))) throw new Error(`images: ${url} was not written`);
  }
  console.log(
    `images: ${references.size} variants of ${bySource.size} sources (${stats.written} rendered, ${stats.cached} from cache)`,
  );
}

/** Every /_ipx/ URL in the export, with the files that reference it. */
export async function findReferences(outDir: string): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  for (const file of await walk(outDir)) {
    if (!SCANNED.test(file) || file.includes(`${path.sep}_ipx${path.sep}`)) continue;
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(IPX_URL)) {
      const url = match[0].replace(/[.,;]+$/, '');
      const pages = found.get(url) ?? new Set<string>();
      pages.add(path.relative(outDir, file));
      found.set(url, pages);
    }
  }
  return found;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
