import type { z } from 'zod';
import { expandProductToken } from '../../lib/site-config';
import { parseYamlSource } from '../../lib/content/yaml-source';
import { staticValue } from '../../lib/content/mdx/static-value';
import { parseMdx } from '../format/mdx';

/**
 * What a content file says, without how it is written: the frontmatter as the site's
 * schema reads it, and the MDX body as a Markdown tree with positions, blank lines and
 * indentation left out and every prop read as its value. Two files with the same
 * meaning give equal results; this is what a normalisation may not change.
 */
export function meaning(text: string, schema: z.ZodType, mdx: boolean): unknown {
  const match = mdx ? /^---\n([\s\S]*?)\n?---\n?/.exec(text) : null;
  const yaml = mdx ? (match?.[1] ?? '') : text;
  const parsed = parseYamlSource(yaml);
  if (!('data' in parsed)) throw new Error(parsed.message);
  const raw = parsed.data as Record<string, unknown>;
  const data = schema.parse(typeof raw.slug === 'string' ? { ...raw, slug: expandProductToken(raw.slug) } : raw);
  if (!mdx) return { data };
  return { data, body: strip(parseMdx(text.slice(match?.[0].length ?? 0))) };
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'position' || key === 'data' || key === 'spread' || key === 'align') continue;
    if (key === 'attributes' && Array.isArray(value)) {
      out[key] = Object.fromEntries(
        (value as { name: string; value: unknown }[])
          .map((attribute) => [attribute.name, propValue(attribute.value)] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    } else if (key === 'value' && typeof value === 'string') out[key] = value.replace(/\s+/g, ' ');
    else out[key] = strip(value);
  }
  return out;
}

const propValue = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? staticValue((value as { data?: { estree?: never } }).data?.estree, 1).value
    : value === null || value === undefined
      ? true
      : value;
