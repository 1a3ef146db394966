/**
 * Loads and saves one entry the way the editor does: Keystatic's own parse and serialise
 * functions (from its browser build: the Node build leaves MDX unparsed), the same steps
 * as its `parseEntry` and `serializeEntryToFiles`, which it does not export. The chunk
 * names below belong to @keystatic/core 0.6.9 (pinned in cms/package.json); an upgrade
 * must update them, and this test shows it at once.
 */
import type { ComponentSchema } from '@keystatic/core';
// @ts-expect-error -- an internal chunk of @keystatic/core 0.6.9, without types
import { l as loadDataFile } from '@keystatic/core/dist/required-files-bd819871.js';
// @ts-expect-error -- an internal chunk of @keystatic/core 0.6.9, without types
import { o as object } from '@keystatic/core/dist/index-5d64e651.js';
// @ts-expect-error -- an internal chunk of @keystatic/core 0.6.9, without types
import { p as parseProps, c as serializeProps } from '@keystatic/core/dist/index-3c244051.js';
import { dump } from '../format/yaml';

type Schema = Record<string, ComponentSchema>;
interface Format {
  mdx: boolean;
  slugField?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Keystatic's editor state for a file (what the form and the MDX editor hold). */
export function loadEntry(text: string, schema: Schema, format: Format, slug?: string): unknown {
  const formatInfo = format.mdx
    ? { data: 'yaml', contentField: { path: ['body'], contentExtension: '.mdx' } }
    : { data: 'yaml' };
  const { loaded, extraFakeFile } = loadDataFile(encoder.encode(text), formatInfo) as {
    loaded: unknown;
    extraFakeFile?: { contents: Uint8Array };
  };
  type Field = { formKind?: string; parse: (value: unknown, extra?: unknown) => unknown };
  return parseProps(
    object(schema),
    loaded,
    [],
    [],
    (field: Field, value: unknown, path: string[]) => {
      if (path.length === 1 && path[0] === format.slugField) return field.parse(value, { slug });
      if (field.formKind === 'content')
        return field.parse(value, { content: extraFakeFile?.contents, other: new Map(), external: new Map(), slug });
      return field.parse(value, undefined);
    },
    false,
  );
}

/** The file Keystatic writes for an editor state. */
export function saveEntry(state: unknown, schema: Schema, format: Format, slug?: string): string {
  const { value, extraFiles } = serializeProps(state, object(schema), format.slugField, slug, true) as {
    value: unknown;
    extraFiles: { path: string; contents: Uint8Array }[];
  };
  const data = dump(value);
  if (!format.mdx) return data;
  const body = extraFiles.find((file) => file.path === 'body.mdx');
  return `---\n${data}---\n${body ? decoder.decode(body.contents) : ''}`;
}
