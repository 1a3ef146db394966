/** Decimal units, as drive and download sizes are quoted (1 MB = 1,000,000 bytes). */
const UNITS = ['kB', 'MB', 'GB', 'TB'];

/** Human-readable size in decimal units, as drive and download sizes are quoted: 1.2 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes;
  let unit = -1;
  do {
    value /= 1000;
    unit += 1;
  } while (value >= 1000 && unit < UNITS.length - 1);
  return `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** `42 MB`, `1.2 GB`, `41900032`, `41,900,032 bytes`: a number, then an optional unit. */
const TYPED_SIZE = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)\s*([a-z]*)$/i;

/** How many bytes a typed unit stands for; `''` (no unit) is bytes. */
const factorOf = (unit: string): number | undefined => {
  const lower = unit.toLowerCase();
  if (['', 'b', 'byte', 'bytes'].includes(lower)) return 1;
  const power = UNITS.findIndex((known) => known.toLowerCase() === lower);
  return power < 0 ? undefined : 1000 ** (power + 1);
};

/**
 * The inverse of formatBytes: a typed size → whole bytes (`42 MB` → 42000000, `1.2 GB`
 * → 1200000000, a plain whole number is bytes), or undefined for anything else. The unit's case
 * does not matter (`42 mb`); sizes are decimal, as formatBytes writes them.
 */
export function parseBytes(text: string): number | undefined {
  const match = TYPED_SIZE.exec(text.trim());
  if (!match) return undefined;
  const factor = factorOf(match[2]!);
  if (factor === undefined) return undefined;
  const value = Number(match[1]!.replaceAll(',', ''));
  // Bytes are whole; a fraction of a larger unit is rounded to the nearest byte.
  if (factor === 1 && !Number.isInteger(value)) return undefined;
  const bytes = Math.round(value * factor);
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}
