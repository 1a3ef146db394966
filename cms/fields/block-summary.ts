import type { FieldSpec } from '../schema/describe';

/** A summary names at most this many values, each cut to this many characters. */
const MAX_PARTS = 3;
const MAX_CHARS = 60;

const cut = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS - 1).trimEnd()}…` : line;
};

/** The parts a value adds to the summary: its words, or how many items a list holds. */
function parts(spec: FieldSpec, value: unknown): string[] {
  switch (spec.kind) {
    case 'text':
    case 'choice':
    case 'reference':
    case 'date':
      return typeof value === 'string' && value.trim() ? [cut(value)] : [];
    case 'list': {
      const count = Array.isArray(value) ? value.length : 0;
      return count > 0 ? [`${spec.label}: ${count}`] : [];
    }
    case 'group': {
      const group = (value ?? {}) as Record<string, unknown>;
      return Object.entries(spec.fields).flatMap(([key, field]) => parts(field, group[key]));
    }
    default:
      return [];
  }
}

/**
 * The line a block shows in the page body while it is closed, from what it is set to, in
 * the order of its fields: `programs · Questions about working with us · Items: 4`.
 * Numbers, switches, file paths and structured data are left to the block's own dialog;
 * a block with none of the rest set has no summary (its description stands instead).
 */
export function blockSummary(fields: Record<string, FieldSpec>, value: Record<string, unknown>): string | undefined {
  const found = Object.entries(fields).flatMap(([key, spec]) => parts(spec, value[key]));
  return found.length > 0 ? found.slice(0, MAX_PARTS).join(' · ') : undefined;
}
