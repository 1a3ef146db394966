import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { NotStaticError, staticValue } from './static-value';

/**
 * What the content check needs from an MDX body, read with the same parser the site
 * renders with (@mdx-js/mdx + GFM), without compiling or running it: every capitalised
 * tag with its props, every link, file source and element id, each with its line.
 * Lines count from the start of the body; the caller adds where the body starts.
 */
interface Located {
  value: string;
  line: number;
  /** How the message names it: `link`, `image`, `<h2> id`... */
  field: string;
}

export interface TagUse {
  name: string;
  line: number;
  /** Props as written: `flag` alone is `true`, `{...}` values are read statically. */
  props: Record<string, unknown>;
  /** Line of each prop and of each part of its value, keyed like `items.0.title`. */
  propLines: Map<string, number>;
  hasChildren: boolean;
}

interface BodyProblem {
  line: number;
  field: string;
  message: string;
}

export interface Outline {
  tags: TagUse[];
  links: Located[];
  files: Located[];
  ids: Located[];
  problems: BodyProblem[];
}

interface MdNode {
  type: string;
  data?: unknown;
  name?: string | null;
  url?: string;
  value?: unknown;
  attributes?: MdAttribute[];
  children?: MdNode[];
  position?: { start: { line: number } };
}

interface MdAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; data?: { estree?: never } };
  position?: { start: { line: number } };
}

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

const isBlank = (node: MdNode) => node.type === 'text' && typeof node.value === 'string' && !node.value.trim();

function readProps(node: MdNode, tag: TagUse, problems: BodyProblem[]): void {
  for (const attribute of node.attributes ?? []) {
    const line = attribute.position?.start.line ?? tag.line;
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      problems.push({ line, field: `<${tag.name}>`, message: 'write each prop as name="value", not {...spread}' });
      continue;
    }
    const { name, value } = attribute;
    tag.propLines.set(name, line);
    if (value === null || value === undefined) tag.props[name] = true;
    else if (typeof value === 'string') tag.props[name] = value;
    else {
      try {
        const read = staticValue(value.data?.estree, line);
        tag.props[name] = read.value;
        for (const [path, partLine] of read.lines) if (path) tag.propLines.set(`${name}.${path}`, partLine);
      } catch (error) {
        if (!(error instanceof NotStaticError)) throw error;
        problems.push({ line: error.line ?? line, field: `<${tag.name}> ${name}`, message: error.message });
      }
    }
  }
}

/**
 * Text in braces is code to MDX, run when the page is built: `{product}` stops the build
 * with a ReferenceError naming only the route. A comment (`{/* note *\/}`) or a plain
 * value is fine; anything else is reported here, in its file and line.
 */
function checkExpression(node: MdNode, line: number, problems: BodyProblem[]): void {
  const program = (node.data as { estree?: { body?: unknown[] } } | undefined)?.estree;
  if ((program?.body ?? []).length === 0) return;
  try {
    staticValue(program as Parameters<typeof staticValue>[0], line);
  } catch (error) {
    if (!(error instanceof NotStaticError)) throw error;
    problems.push({
      line,
      field: `{${String(node.value ?? '').trim()}}`,
      message: 'text in braces is code, which pages cannot run: write \\{ and \\} to show braces, or remove them',
    });
  }
}

function visit(node: MdNode, outline: Outline): void {
  const line = node.position?.start.line ?? 1;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
    const tag: TagUse = {
      name: node.name,
      line,
      props: {},
      propLines: new Map(),
      hasChildren: (node.children ?? []).some((child) => !isBlank(child)),
    };
    readProps(node, tag, outline.problems);
    if (/^[A-Z]/.test(node.name)) outline.tags.push(tag);
    else {
      // Plain HTML elements: their ids are anchors, their href and src must resolve.
      const at = (key: string) => ({
        value: tag.props[key] as string,
        line: tag.propLines.get(key) ?? line,
        field: `<${tag.name}> ${key}`,
      });
      if (typeof tag.props.id === 'string') outline.ids.push(at('id'));
      if (typeof tag.props.href === 'string') outline.links.push(at('href'));
      if (typeof tag.props.src === 'string') outline.files.push(at('src'));
    }
  } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    checkExpression(node, line, outline.problems);
  } else if ((node.type === 'link' || node.type === 'definition') && node.url) {
    outline.links.push({ value: node.url, line, field: 'link' });
  } else if (node.type === 'image' && node.url) {
    outline.files.push({ value: node.url, line, field: 'image' });
  }
  node.children?.forEach((child) => visit(child, outline));
}

/** The position of a parse error: micromark gives line/column, mdast-util-mdx-jsx only the message. */
interface ParseError {
  message: string;
  reason?: string;
  line?: number;
  place?: { line?: number; start?: { line: number } };
}

function errorLine(error: ParseError, message: string) {
  return error.line ?? error.place?.line ?? error.place?.start?.line ?? Number(/\((\d+):\d+/.exec(message)?.[1] ?? 1);
}

/** The parser's most common complaints, reworded; positions go (they count from the body, not the file). */
function plainReason(message: string): string {
  const reason = message.replace(/ \(\d+:\d+(?:-\d+:\d+)?\)/g, '');
  const unclosed = /^Expected a closing tag for `<([^>]+)>`/.exec(reason);
  if (unclosed) return `<${unclosed[1]}> is not closed: add </${unclosed[1]}> (or end the tag with />)`;
  if (reason.startsWith('Could not parse expression with acorn'))
    return 'a {...} value does not parse: check its quotes, commas and brackets';
  return reason;
}

/**
 * Bodies already read, by their text: `next dev` checks all of content/ again after each
 * save, and only the saved file needs parsing again. Outlines are never changed after
 * they are made, so sharing them is safe; the memo is emptied when it grows large.
 */
const memo = new Map<string, Outline>();
const MEMO_LIMIT = 5000;

export function outlineMdx(body: string): Outline {
  const known = memo.get(body);
  if (known) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const outline = readOutline(body);
  memo.set(body, outline);
  return outline;
}

function readOutline(body: string): Outline {
  const outline: Outline = { tags: [], links: [], files: [], ids: [], problems: [] };
  try {
    visit(processor.parse(body) as MdNode, outline);
  } catch (error) {
    const e = error as ParseError;
    const message = (e.reason ?? e.message).split('\n')[0]!;
    outline.problems.push({
      line: errorLine(e, message),
      field: 'body',
      message: `is not valid MDX: ${plainReason(message)}`,
    });
  }
  return outline;
}
