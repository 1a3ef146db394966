import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { expandProductToken } from '../site-config';
import type { ContentIssue } from './issues';
import { validate } from './messages';
import { parseYamlSource } from './yaml-source';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

/** One file of content/ as read, valid or not: what the reference and body checks need. */
export interface SourceFile {
  /** Repo-relative file name, e.g. `content/pages/help/contact.mdx`. */
  file: string;
  /** Path inside the collection without extension, e.g. `help/contact`. */
  id: string;
  /**
   * Frontmatter (or the YAML file) as written. When it is not valid YAML: only its `slug`
   * line, if it has one (so the entry keeps its route), else `undefined`.
   */
  raw: unknown;
  /** File line of the field at a path, for messages. */
  lineOf: (path: readonly PropertyKey[]) => number;
  /** MDX body (empty for YAML files). */
  body: string;
  /** File line where the body starts, so body positions become file lines. */
  bodyLine: number;
  /** False when the frontmatter has problems of its own. */
  valid: boolean;
}

interface ContentFile<T> extends SourceFile {
  data: T;
}

export interface Collection<T> {
  /** The files that passed their schema. */
  entries: ContentFile<T>[];
  /** Every file, valid or not. */
  files: SourceFile[];
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
 * The top-level `slug:` line of YAML that does not parse. The entry keeps its route, so
 * the links to it are not reported as well: its one mistake is reported once, in its file.
 */
function slugOfUnparsed(yaml: string): unknown {
  const slug = /^slug:[ \t]*(["']?)([^"'#\n]*?)\1[ \t]*(?:#.*)?$/m.exec(yaml)?.[2];
  return slug ? expandSlug({ slug }) : undefined;
}

/** Splits `---` frontmatter from the MDX body, keeping track of where the body starts. */
function splitFrontmatter(text: string): { yaml: string; body: string; bodyLine: number } | undefined {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return { yaml: '', body: text, bodyLine: 1 };
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end < 0) return undefined;
  return { yaml: lines.slice(1, end).join('\n'), body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}

/** The frontmatter of an MDX file's text as data, or undefined when it does not parse. */
export function frontmatterData(text: string): unknown {
  const parts = splitFrontmatter(text.replace(/\r\n?/g, '\n'));
  const yaml = parts && parseYamlSource(parts.yaml);
  return yaml && 'data' in yaml ? yaml.data : undefined;
}

/** Reads, parses and validates one file; problems go to `issues`, never thrown. */
function readFile<S extends z.ZodType>(
  full: string,
  file: string,
  id: string,
  schema: S,
  issues: ContentIssue[],
): SourceFile & { data?: z.output<S> } {
  const text = fs.readFileSync(full, 'utf8').replace(/\r\n?/g, '\n');
  const parts = file.endsWith('.mdx') ? splitFrontmatter(text) : { yaml: text, body: '', bodyLine: 1 };
  const unread = { file, id, raw: undefined, lineOf: () => 1, valid: false };
  if (!parts) {
    issues.push({ file, line: 1, field: '(frontmatter)', message: 'has no closing --- line' });
    return { ...unread, body: '', bodyLine: 1 };
  }
  const { body, bodyLine } = parts;
  const yaml = parseYamlSource(parts.yaml, file.endsWith('.mdx') ? 2 : 1);
  if (!('data' in yaml)) {
    issues.push({
      file,
      line: yaml.line,
      field: file.endsWith('.mdx') ? '(frontmatter)' : '(file)',
      message: yaml.message,
    });
    return { ...unread, raw: slugOfUnparsed(parts.yaml), body, bodyLine };
  }
  const raw = expandSlug(yaml.data);
  const source = { file, id, raw, lineOf: yaml.lineOf, body, bodyLine };
  const field = (p: PropertyKey[]) => (p.length > 0 ? p.map(String).join('.') : '(frontmatter)');
  const result = validate(schema, raw, { file, field, lineOf: yaml.lineOf });
  if (!result.ok) {
    issues.push(...result.issues);
    return { ...source, valid: false };
  }
  return { ...source, valid: true, data: result.data };
}

/** Reads every file of a collection; one run reports every broken file and field at once. */
export function readCollection<S extends z.ZodType>(
  root: string,
  collection: string,
  schema: S,
  issues: ContentIssue[],
): Collection<z.output<S>> {
  const dir = path.join(root, collection);
  // YAML files end in .yaml (the editor reads no other); a .yml file would be left out unseen.
  for (const name of listFiles(dir, ['.yml']))
    issues.push({
      file: `content/${collection}/${name}`,
      field: '(file)',
      message: 'is not read: rename it to end in .yaml',
    });
  const files = listFiles(dir, ['.mdx', '.yaml']).map((name) =>
    readFile(path.join(dir, name), `content/${collection}/${name}`, name.replace(/\.(mdx|yaml)$/, ''), schema, issues),
  );
  const entries = files.filter((f): f is ContentFile<z.output<S>> => f.valid && f.data !== undefined);
  return { entries, files };
}

/** Reads one YAML file (e.g. `navigation/header.yaml`); a missing file is an issue. */
export function readSingleYaml<S extends z.ZodType>(
  root: string,
  name: string,
  schema: S,
  issues: ContentIssue[],
): (SourceFile & { data?: z.output<S> }) | undefined {
  const full = path.join(root, name);
  if (!fs.existsSync(full)) {
    issues.push({ file: `content/${name}`, field: '(file)', message: 'is missing' });
    return undefined;
  }
  return readFile(full, `content/${name}`, name.replace(/\.yaml$/, ''), schema, issues);
}
