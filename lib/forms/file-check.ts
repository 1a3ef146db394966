import { FORM_UPLOADS } from './upload-limits';

/*
 * What the browser checks before it uploads a file (lib/forms/upload.ts sends it): the
 * forms service checks the same limits (lib/forms/upload-limits.ts) and has the last word.
 */

/** Why a file is not attached. */
export type FileRefusal = 'too-large' | 'wrong-type' | 'too-many' | 'unavailable' | 'failed';

/**
 * Types by extension, for files the browser gives no type (HEIC photos on Windows and some
 * phones). The service judges the first bytes anyway; this only spares a pointless upload.
 */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
};

/** What the file picker offers: the types, and the extensions of files that come without one. */
export const ACCEPTED_FILES = [...FORM_UPLOADS.types, ...Object.keys(TYPE_BY_EXTENSION).map((ext) => `.${ext}`)].join(
  ',',
);

const TYPES: readonly string[] = FORM_UPLOADS.types;

/** Its type or, when the browser gives none or another name for it (image/heif), its extension's is one of the types. */
const acceptedType = ({ name, type }: { name: string; type: string }) =>
  TYPES.includes(type) || TYPES.includes(TYPE_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? '');

/**
 * Checks a chosen file before it is uploaded, with `attached` files already on the form:
 * at most FORM_UPLOADS.maxFiles, each one of the types and not over maxBytes.
 */
export function checkFile(
  file: { name: string; size: number; type: string },
  attached: number,
): FileRefusal | undefined {
  if (attached >= FORM_UPLOADS.maxFiles) return 'too-many';
  if (!acceptedType(file)) return 'wrong-type';
  if (file.size > FORM_UPLOADS.maxBytes) return 'too-large';
  return undefined;
}
