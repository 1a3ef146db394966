import type { ComponentSchema } from '@keystatic/core';

/** A step from the entry down to a field: a field, or an item of a list. */
type ProblemStep = { kind: 'field'; label: string } | { kind: 'item'; list: string; index: number; name: string };

/** One field a save refuses, where it is and why, in the field's own words. */
export interface SaveProblem {
  steps: ProblemStep[];
  message: string;
}

/** What Keystatic passes a slug field's check: the other entries' file names. */
export interface SlugInfo {
  field: string;
  slugs: Set<string>;
  glob: '*' | '**';
}

/** The shape of Keystatic's preview props that a list's `itemLabel` reads: `value`s and `fields`. */
function previewLike(schema: ComponentSchema, value: unknown): unknown {
  if (schema.kind === 'form') return { value };
  if (schema.kind !== 'object') return {};
  const values = (value ?? {}) as Record<string, unknown>;
  return {
    fields: Object.fromEntries(
      Object.entries(schema.fields).map(([key, field]) => [key, previewLike(field, values[key])]),
    ),
  };
}

/** A list item as its list names it in the editor (a release by its version, a file by its name), else by its place. */
function itemName(list: ComponentSchema & { kind: 'array' }, value: unknown, index: number): string {
  const itemLabel = list.itemLabel as ((props: unknown) => string) | undefined;
  return itemLabel?.(previewLike(list.element, value)) || `Item ${index + 1}`;
}

const labelOf = (schema: ComponentSchema, key: string) => ('label' in schema && schema.label) || key;

/**
 * Every field of an entry that Keystatic's check before a save refuses, in form order
 * (Keystatic itself stops at the first and only marks fields that are on screen).
 */
export function saveProblems(schema: ComponentSchema, value: unknown, slug?: SlugInfo): SaveProblem[] {
  const problems: SaveProblem[] = [];
  const walk = (schema: ComponentSchema, value: unknown, steps: ProblemStep[], key?: string) => {
    switch (schema.kind) {
      case 'form':
        try {
          const isSlug = slug && key === slug.field && steps.length === 1;
          schema.validate(value, isSlug ? { slugField: { slugs: slug.slugs, glob: slug.glob } } : undefined);
        } catch (error) {
          problems.push({ steps, message: error instanceof Error ? error.message : String(error) });
        }
        return;
      case 'object':
        for (const [name, field] of Object.entries(schema.fields)) {
          const fieldValue = (value as Record<string, unknown> | null)?.[name];
          walk(field, fieldValue, [...steps, { kind: 'field', label: labelOf(field, name) }], name);
        }
        return;
      case 'array': {
        const list = steps.at(-1)?.kind === 'field' ? (steps.at(-1) as { label: string }).label : schema.label;
        (Array.isArray(value) ? value : []).forEach((item, index) => {
          const name = itemName(schema, item, index);
          walk(schema.element, item, [...steps, { kind: 'item', list, index, name }]);
        });
        return;
      }
      case 'conditional': {
        const { discriminant, value: inner } = value as { discriminant: string | boolean; value: unknown };
        walk(schema.values[String(discriminant)]!, inner, steps);
        return;
      }
      case 'child':
        return;
    }
  };
  walk(schema, value, []);
  return problems;
}

/**
 * "Releases › 2.4.2 › Files › CW-BoxPro.bin › SHA-256 checksum must be…": where the field
 * is, then its message (which names the field itself where the site's check wrote it).
 */
export function describeProblem({ steps, message }: SaveProblem): string {
  const names = steps.map((step) => (step.kind === 'item' ? step.name : step.label));
  const field = names.at(-1);
  const where = field !== undefined && message.startsWith(field) ? names.slice(0, -1) : names;
  return [...where, message].join(' › ');
}
