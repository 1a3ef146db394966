import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_FOLDERS } from '../schema/describe';

/** An upload larger than this is refused: the site resizes images, but the source is kept in git. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const publicDir = path.resolve(process.cwd(), '..', 'public');

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  vtt: 'text/vtt; charset=utf-8',
};

/** What each type's file starts with; a file named .png that is not a PNG is refused. */
const LOOKS_LIKE: Record<string, (head: Buffer) => boolean> = {
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  jpeg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  webp: (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  svg: (head) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head.toString('utf8')),
  vtt: (head) => /^(\uFEFF)?WEBVTT/.test(head.toString('utf8')),
};

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/**
 * The file of public/ a site path names (`/images/products/box-pro.jpg`), or `undefined`
 * when it is outside the file fields' folders or not one of their types.
 */
export function publicFile(sitePath: string, root = publicDir): { file: string; contentType: string } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined; // a malformed escape
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  const folder = PUBLIC_FOLDERS.find(({ directory }) => relative.startsWith(`${directory}/`));
  const extension = extensionOf(relative);
  if (!folder || !folder.extensions.includes(extension) || relative.split('/').includes('..')) return undefined;
  return { file: path.join(/* turbopackIgnore: true */ root, relative), contentType: CONTENT_TYPES[extension]! };
}

/** `Box Pro (front).JPG` → `box-pro-front.jpg`: lower case, words joined by hyphens. */
export function uploadName(original: string): string {
  const extension = extensionOf(original);
  const stem = path
    .basename(original, path.extname(original))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'file'}.${extension}`;
}

/** `box-pro.jpg` in a folder that has it → `box-pro-2.jpg`: an upload never replaces a file. */
export function freeName(name: string, taken: (candidate: string) => boolean): string {
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  let candidate = name;
  for (let n = 2; taken(candidate); n += 1) candidate = `${stem}-${n}${extension}`;
  return candidate;
}

export type UploadResult = { path: string } | { error: string; status: number };

/**
 * Writes an uploaded file into `folder` (a site path like `/images/products`, inside one
 * of the file fields' folders) under a clean, unused name, and answers its site path.
 */
export function saveUpload(folder: string, original: string, bytes: Buffer, root = publicDir): UploadResult {
  const name = uploadName(original);
  const target = publicFile(`${folder.replace(/\/+$/, '')}/${name}`, root);
  const types = PUBLIC_FOLDERS.map(({ directory, extensions }) => `${directory}/: ${extensions.join(', ')}`);
  if (!target) return { status: 415, error: `This folder takes only these types of file (${types.join('; ')})` };
  if (bytes.length === 0) return { status: 400, error: 'The file is empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) {
    return { status: 413, error: `The file is ${(bytes.length / 1e6).toFixed(1)} MB; the limit is 20 MB` };
  }
  const extension = extensionOf(name);
  if (!LOOKS_LIKE[extension]!(bytes.subarray(0, 512))) {
    return { status: 415, error: `The file is named .${extension} but is not a ${extension.toUpperCase()} file` };
  }
  const directory = path.dirname(target.file);
  fs.mkdirSync(directory, { recursive: true });
  const free = freeName(name, (candidate) => fs.existsSync(path.join(directory, candidate)));
  const file = path.join(directory, free);
  fs.writeFileSync(file, bytes, { flag: 'wx' });
  return { path: `/${path.relative(root, file).split(path.sep).join('/')}` };
}
