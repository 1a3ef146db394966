import { collection, fields, singleton, type ComponentSchema } from '@keystatic/core';
import { collectionSpecs, COLLECTIONS, SINGLETONS } from './content-map';
import { mdxBody } from './fields/body';
import { checked } from './fields/checked';
import { keystaticField, keystaticFields } from './fields/from-spec';
import { expandProductToken } from '../lib/site-config';
import { siteCheck } from './fields/site-check';
import { describeShape, zodOf, type FieldSpec } from './schema/describe';

/** The generated fields of one schema; the slug field also names the file. */
function schemaFields(specs: Record<string, FieldSpec>, slugField?: string): Record<string, ComponentSchema> {
  const generated = keystaticFields(specs);
  // The loader reads `{product}` in a top-level slug as the brand slug before checking it.
  if (specs.slug)
    generated.slug = keystaticField(specs.slug, {
      prepare: (value) => (typeof value === 'string' ? expandProductToken(value) : value),
    });
  if (slugField) {
    const spec = specs[slugField]!;
    generated[slugField] = checked(
      fields.slug({
        name: { label: spec.label, description: spec.description },
        slug: { label: 'File name', description: 'Names the file, and so the page address' },
      }),
      zodOf(spec),
      { slugField: true },
    );
  }
  return { siteCheck: siteCheck(), ...generated };
}

export function collections() {
  const body = mdxBody();
  return Object.fromEntries(
    Object.entries(COLLECTIONS).map(([name, c]) => [
      name,
      collection({
        label: c.label,
        path: c.dir,
        // Keystatic types slugField from a literal schema; ours is generated, so it cannot see the slug field.
        slugField: c.slugField as never,
        // Lists show each entry's title (and its search finds titles: patches/ in cms/).
        columns: [c.slugField, ...('listColumns' in c ? c.listColumns : [])] as never,
        ...(c.mdx
          ? { format: { contentField: 'body' }, entryLayout: 'content' as const }
          : { format: 'yaml' as const }),
        schema: { ...schemaFields(collectionSpecs(c), c.slugField), ...(c.mdx ? { body } : {}) },
      }),
    ]),
  );
}

export function singletons() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, s]) => [
      name,
      singleton({ label: s.label, path: s.file, format: 'yaml', schema: schemaFields(describeShape(s.schema)) }),
    ]),
  );
}
