import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { expandProductToken } from '../site-config';
import { type ContentIssue, zodIssues } from './issues';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

export interface ContentFile<T> {
  /** Repo-relative file name, e.g. `content/pages/help/contact.mdx`. */
  file: string;
  /** Path inside the collection without extension, e.g. `help/contact`. */
  id: string;
  data: T;
  /** MDX body (empty for YAML files). */
  body: string;
}

function listFiles(dir: string, extensions: string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((ext) => name.endsWith(ext)))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** `{product}` in a `slug` field stands for the brand slug, as in the spec. */
function expandSlug(data: unknown): unknown {
  if (data && typeof data === 'object' && 'slug' in data && typeof data.slug === 'string') {
    return { ...data, slug: expandProductToken(data.slug) };
  }
  return data;
}

/**
 * Reads every file of a collection and validates it with `schema`. Problems are pushed to
 * `issues` (never thrown), so one run reports every broken file and field at once.
 */
export function readCollection<S extends z.ZodType>(
  root: string,
  collection: string,
  schema: S,
  issues: ContentIssue[],
): ContentFile<z.infer<S>>[] {
  const dir = path.join(root, collection);
  const results: ContentFile<z.infer<S>>[] = [];
  for (const name of listFiles(dir, ['.mdx', '.yml'])) {
    const file = `content/${collection}/${name}`;
    const id = name.replace(/\.(mdx|yml)$/, '');
    const raw = fs.readFileSync(path.join(dir, name), 'utf8');
    let data: unknown;
    let body = '';
    try {
      if (name.endsWith('.yml')) {
        data = parseYaml(raw);
      } else {
        const parsed = matter(raw);
        data = parsed.data;
        body = parsed.content;
      }
    } catch (error) {
      issues.push({ file, field: '(frontmatter)', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    const result = schema.safeParse(expandSlug(data ?? {}));
    if (!result.success) {
      issues.push(...zodIssues(file, result.error));
      continue;
    }
    results.push({ file, id, data: result.data, body });
  }
  return results;
}

/** Reads one YAML file (e.g. `navigation/header.yml`); a missing file is an issue. */
export function readSingleYaml<S extends z.ZodType>(root: string, name: string, schema: S, issues: ContentIssue[]): z.infer<S> | undefined {
  const file = `content/${name}`;
  const full = path.join(root, name);
  if (!fs.existsSync(full)) {
    issues.push({ file, field: '(file)', message: 'is missing' });
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    issues.push({ file, field: '(file)', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    issues.push(...zodIssues(file, result.error));
    return undefined;
  }
  return result.data;
}
