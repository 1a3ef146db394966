import { z } from 'zod';
import type { RefKind } from './schemas/common';

/** A string in content that points at something which must exist (see RefKind). */
export interface Ref {
  kind: RefKind;
  value: string;
  /** Where in the frontmatter or in the block's props, e.g. ['products', 0]. */
  path: PropertyKey[];
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  getter?: () => z.ZodType;
};

/**
 * Walks `value` alongside its schema and collects every string whose schema carries a
 * `ref` in its meta. Works on data that failed validation too (it only follows the parts
 * that have the expected shape), so a file with one bad field still has its references
 * checked, and a reference is found the same way in frontmatter and in block props.
 */
export function collectRefs(schema: z.ZodType, value: unknown, path: PropertyKey[] = []): Ref[] {
  const ref = (z.globalRegistry.get(schema) as { ref?: RefKind } | undefined)?.ref;
  if (ref) return typeof value === 'string' ? [{ kind: ref, value, path }] : [];
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return collectRefs(def.innerType!, value, path);
    case 'pipe':
      return collectRefs(def.in!, value, path);
    case 'lazy':
      return collectRefs(def.getter!(), value, path);
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const record = value as Record<string, unknown>;
      return Object.entries(def.shape!).flatMap(([key, child]) =>
        key in record ? collectRefs(child, record[key], [...path, key]) : [],
      );
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => collectRefs(def.element!, item, [...path, i])) : [];
    default:
      return [];
  }
}
