import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown, gfmAutolinkLiteralToMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown, gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown, gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown, mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { mdxjs } from 'micromark-extension-mdxjs';
import { visit } from 'unist-util-visit';
import { staticValue } from '../../lib/content/mdx/static-value';
import { stored } from './yaml';

/**
 * The house style of MDX in content/, applied to what the editor writes. Keystatic
 * writes block props as one-line JSON (`slides={[{"title":…},{…}]}`), so changing one
 * slide would be a diff of one very long line; here a list of objects has one object per
 * line, keys are written bare, and a tag too long for one line has one prop per line.
 * Lists use `-`, as the content guide does; tables are aligned, as Prettier writes them. The same Markdown extensions as Keystatic's.
 */
const PRINT_WIDTH = 120;

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A prop value as a JS literal: objects on one line, a list of objects one per line. */
function literal(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (!value.some(isRecord)) return `[${value.map((item) => literal(item, indent)).join(', ')}]`;
    const inner = `${indent}  `;
    return `[\n${value.map((item) => inner + literal(item, inner)).join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([name, item]) => `${key(name)}: ${literal(item, indent)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'null';
}

export function parseMdx(text: string): Root {
  return fromMarkdown(text, {
    extensions: [mdxjs(), gfmAutolinkLiteral(), gfmStrikethrough(), gfmTable()],
    mdastExtensions: [
      mdxFromMarkdown(),
      gfmAutolinkLiteralFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      gfmTableFromMarkdown(),
    ],
  });
}

function printMdx(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [
      gfmAutolinkLiteralToMarkdown(),
      gfmStrikethroughToMarkdown(),
      gfmTableToMarkdown(),
      mdxToMarkdown({ printWidth: PRINT_WIDTH }),
    ],
    bullet: '-',
    rule: '-',
  });
}

/**
 * Keystatic nests a link outside bold and splits the bold around it
 * (`[**Box Pro**](/box-pro)**: more**`); content writes one bold run around the link
 * (`**[Box Pro](/box-pro): more**`), which the site renders as <strong><a>. Keeping the
 * content's order keeps the rendered page the same.
 */
function boldOutsideLinks(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const merged: (typeof node.children)[number][] = [];
    for (const child of node.children) {
      const [only] = child.type === 'link' ? child.children : [];
      const next =
        only?.type === 'strong' && child.type === 'link' && child.children.length === 1
          ? { type: 'strong' as const, children: [{ ...child, children: only.children }] }
          : child;
      const last = merged.at(-1);
      if (last?.type === 'strong' && next.type === 'strong') last.children.push(...next.children);
      else merged.push(next);
    }
    node.children = merged as never;
  });
}

/** Rewrites an MDX body in the house style; what it says is unchanged. */
export function formatMdx(text: string): string {
  const tree = parseMdx(text);
  boldOutsideLinks(tree);
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    node.attributes = node.attributes.filter((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || !attribute.value) return true;
      const value = stored(staticValue(attribute.value.data?.estree as never, 1).value);
      attribute.value = { type: 'mdxJsxAttributeValueExpression', value: literal(value) };
      return !(Array.isArray(value) && value.length === 0); // An empty list is no list (format/yaml.ts).
    });
  });
  return printMdx(tree);
}
