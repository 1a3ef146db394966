import { type FORM_UPLOADS } from '@/lib/forms/upload-limits';

export type UploadType = (typeof FORM_UPLOADS.types)[number];

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** ISO base media brands of HEIC and HEIF still images (phone photos). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The file's type judged by its first bytes, never by its name or the type the browser
 * claims: a receipt renamed from .exe stays unaccepted. Undefined: not a type we take.
 */
export function sniffType(bytes: Uint8Array): UploadType | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return undefined;
}
