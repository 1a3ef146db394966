import { fields, type ComponentSchema } from '@keystatic/core';
import type { BasicFormField } from '@keystatic/core';
import { zodOf, type FieldSpec } from '../schema/describe';
import { checked } from './checked';
import { choice, json, optionalGroup, publicFile, yesNo } from './custom';
import { byteSize, checksum, price, typedDate } from './units';

/** The collections a reference picks from (cms/keystatic.config.tsx names them). */
const REFERENCE_COLLECTIONS = { product: 'products', faqTopic: 'faqs' } as const;

/** Fields a list item is named by in the editor's list, in order of preference. */
const ITEM_NAMES = ['title', 'label', 'name', 'version', 'question', 'group', 'fileName', 'platform', 'src', 'value'];

/**
 * The Keystatic field for one described schema field. Every value a marketer types is
 * checked with the field's zod schema (`checked`), so the rules exist once, in lib/content;
 * lists keep their length rule here because Keystatic checks lists itself.
 */
export function keystaticField(spec: FieldSpec, options: Parameters<typeof checked>[2] = {}): ComponentSchema {
  const { label, description } = spec;
  const zod = zodOf(spec);
  switch (spec.kind) {
    case 'text':
      return checked(fields.text({ label, description, multiline: spec.multiline ?? false }), zod, options);
    case 'integer':
      return checked(fields.integer({ label, description }), zod);
    case 'number':
      return checked(fields.number({ label, description }), zod);
    case 'date':
      return typedDate({ label, description, optional: spec.optional });
    case 'price':
      return price({ label, description, optional: spec.optional });
    case 'bytes':
      return byteSize({ label, description, optional: spec.optional });
    case 'checksum':
      return checked(checksum({ label, description }), zod, options);
    case 'choice':
      return checked(
        choice({ label, description, options: spec.options, optional: spec.optional, initial: spec.initial }),
        zod,
      );
    case 'boolean':
      return yesNo({ label, description, defaultValue: spec.default });
    case 'json':
      return checked(json({ label, description }), zod);
    case 'file':
      return checked(publicFile({ label, description, directory: spec.directory, extensions: spec.extensions }), zod);
    case 'reference':
      return checked(fields.relationship({ label, description, collection: REFERENCE_COLLECTIONS[spec.to] }), zod);
    case 'list': {
      const list = fields.array(keystaticField(spec.of), {
        label,
        description,
        itemLabel: (props) => itemName(props) ?? spec.of.label,
        // A list that may be left out is valid empty (it is then not written: format/yaml.ts);
        // its `min(1)` is a rule for a list that is written (cms/tests checks no optional list needs more).
        validation: { length: { min: spec.optional ? undefined : spec.minItems, max: spec.maxItems } },
      });
      // Read by the Keystatic patch (cms/patches/): "Add" puts the new item at the top.
      return spec.addFirst ? Object.assign(list, { addFirst: true }) : list;
    }
    case 'group': {
      const members = keystaticFields(spec.fields);
      if (!spec.optional) return fields.object(members, { label, description });
      return checked(
        optionalGroup({ label, description, members: members as Record<string, BasicFormField<never>> }),
        zod,
      );
    }
  }
}

export const keystaticFields = (specs: Record<string, FieldSpec>): Record<string, ComponentSchema> =>
  Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, keystaticField(spec)]));

/**
 * A list item's name, from Keystatic's preview props: the value of a text item, or of
 * the item's title, label, version... field.
 */
function itemName(props: unknown): string | undefined {
  const preview = props as { value?: unknown; fields?: Record<string, unknown> };
  const { value } = preview;
  // A file of public/ (an image) is named by its file name: the folders are the repository's, not the marketer's.
  if (typeof value === 'string') return value === '' ? undefined : value.replace(/^public\/(?:.*\/)?/, '');
  if (typeof value === 'number') return String(value);
  if (!preview.fields) return undefined;
  for (const key of ITEM_NAMES) {
    const named = preview.fields[key] === undefined ? undefined : itemName(preview.fields[key]);
    if (named) return named;
  }
  return undefined;
}
