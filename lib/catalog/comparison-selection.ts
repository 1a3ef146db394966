// A module of its own: the comparison's client island needs only this, not the table builder.

/**
 * The products to compare from `?products=a,b`: known slugs only, in column order. Nothing
 * valid selected means all of them, so a bad link still shows a useful table.
 */
export function parseSelection(raw: string | null, columns: readonly string[]): string[] {
  const wanted = new Set(
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const selected = columns.filter((slug) => wanted.has(slug));
  return selected.length > 0 ? selected : [...columns];
}
