import fs from 'node:fs';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';
import { collections, singletons } from '../collections';
import { COLLECTIONS, SINGLETONS } from '../content-map';

export const repoRoot = path.join(import.meta.dirname, '../..');

/** One file of content/ with the schema the site checks it with and the editor's fields for it. */
export interface ContentFile {
  file: string;
  zod: z.ZodType;
  fields: Record<string, ComponentSchema>;
  format: { mdx: boolean; slugField?: string };
  slug?: string;
}

/** Every file the editor edits: each collection's files and the three menus. */
export function contentFiles(): ContentFile[] {
  const editorCollections = collections() as Record<string, { schema: Record<string, ComponentSchema> }>;
  const editorSingletons = singletons() as Record<string, { schema: Record<string, ComponentSchema> }>;
  const files: ContentFile[] = [];
  for (const [name, c] of Object.entries(COLLECTIONS)) {
    const dir = c.dir.replace(/\/\*\*?$/, '');
    const extension = c.mdx ? '.mdx' : '.yaml';
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      if (!entry.endsWith(extension)) continue;
      files.push({
        file: `${dir}/${entry}`,
        zod: c.schema,
        fields: editorCollections[name]!.schema,
        format: { mdx: c.mdx, slugField: c.slugField },
        slug: entry.slice(0, -extension.length),
      });
    }
  }
  for (const [name, s] of Object.entries(SINGLETONS)) {
    files.push({
      file: `${s.file}.yaml`,
      zod: s.schema,
      fields: editorSingletons[name]!.schema,
      format: { mdx: false },
    });
  }
  return files;
}
