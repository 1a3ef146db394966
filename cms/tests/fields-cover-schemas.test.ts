import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { BLOCK_SCHEMAS, MDX_BLOCK_NAMES } from '../../lib/content/schemas/blocks';
import { collections, singletons } from '../collections';
import { COLLECTIONS, SINGLETONS } from '../content-map';
import { blockComponents } from '../fields/blocks';
import { describeShape, type FieldSpec } from '../schema/describe';

/**
 * Every field of every schema in lib/content, and every prop of every block, has a field
 * in the editor: a field added to a schema and not to the editor fails here.
 */
type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
type EditorField = {
  kind: string;
  fields?: Record<string, EditorField>;
  element?: EditorField;
  groupFields?: Record<string, EditorField>;
};

const def = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const unwrap = (schema: z.ZodType): z.ZodType =>
  ['optional', 'default'].includes(def(schema).type) ? unwrap(def(schema).innerType!) : schema;

/** Paths of schema fields with no editor field; recursion stops where the editor's does (a tree's deepest children). */
function missing(schema: z.ZodType, editor: EditorField | undefined, path: string, seen: z.ZodType[] = []): string[] {
  if (!editor) return [path];
  const inner = unwrap(schema);
  const { type, shape, element } = def(inner);
  if (type === 'array') return missing(element!, editor.element, `${path}[]`, seen);
  if (type !== 'object') return [];
  // A tree (menus) nests itself: the editor stops at a depth, and so does this check.
  const depth = seen.filter((s) => s === inner).length;
  const members = editor.fields ?? editor.groupFields ?? {};
  return Object.entries(shape!).flatMap(([key, child]) =>
    key === 'children' && depth >= 3 ? [] : missing(child, members[key], `${path}.${key}`, [...seen, inner]),
  );
}

const asEditor = (schema: Record<string, unknown>) => ({ kind: 'object', fields: schema }) as EditorField;

describe('the editor has a field for every schema field', () => {
  const editorCollections = collections() as Record<string, { schema: Record<string, unknown> }>;
  const editorSingletons = singletons() as Record<string, { schema: Record<string, unknown> }>;

  test.each(Object.entries(COLLECTIONS))('collection %s', (name, { schema }) => {
    expect(missing(schema, asEditor(editorCollections[name]!.schema), name)).toEqual([]);
  });

  test.each(Object.entries(SINGLETONS))('singleton %s', (name, { schema }) => {
    expect(missing(schema, asEditor(editorSingletons[name]!.schema), name)).toEqual([]);
  });

  test('MDX collections have a body editor', () => {
    for (const [name, c] of Object.entries(COLLECTIONS))
      expect(Boolean(editorCollections[name]!.schema.body)).toBe(c.mdx);
  });
});

describe('every block is an insertable component with a field per prop', () => {
  const components = blockComponents() as Record<string, { kind: string; schema: Record<string, unknown> }>;

  test.each(MDX_BLOCK_NAMES)('%s', (name) => {
    expect(components[name]).toBeDefined();
    expect(missing(BLOCK_SCHEMAS[name], asEditor(components[name]!.schema), name)).toEqual([]);
  });
});

describe('an empty list means no list, so the editor may leave it out of the file', () => {
  const lists = (specs: Record<string, FieldSpec>, path: string): [string, FieldSpec][] =>
    Object.entries(specs).flatMap(([key, spec]): [string, FieldSpec][] => {
      const here = `${path}.${key}`;
      if (spec.kind === 'list') return [[here, spec], ...(spec.of.kind === 'group' ? lists(spec.of.fields, here) : [])];
      return spec.kind === 'group' ? lists(spec.fields, here) : [];
    });
  const schemas: [string, z.ZodType][] = [
    ...Object.entries(COLLECTIONS).map(([name, c]) => [name, c.schema] as [string, z.ZodType]),
    ...Object.entries(SINGLETONS).map(([name, s]) => [name, s.schema] as [string, z.ZodType]),
    ...MDX_BLOCK_NAMES.map((name) => [name, BLOCK_SCHEMAS[name]] as [string, z.ZodType]),
  ];
  test.each(schemas)('%s: every list needs an item or may be left out', (name, schema) => {
    const loose = lists(describeShape(schema), name).filter(
      ([, spec]) => !spec.optional && !((spec.kind === 'list' && spec.minItems) || 0),
    );
    expect(loose.map(([path]) => path)).toEqual([]);
  });
  test.each(schemas)('%s: a list that may be left out needs at most one item when written', (name, schema) => {
    // The editor lets such a list be empty (left out); "none, or at least 2" it could not say.
    const strict = lists(describeShape(schema), name).filter(
      ([, spec]) => spec.optional && spec.kind === 'list' && (spec.minItems ?? 0) > 1,
    );
    expect(strict.map(([path]) => path)).toEqual([]);
  });
});
