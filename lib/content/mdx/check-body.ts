import type { SourceFile } from '../files';
import type { ContentIssue } from '../issues';
import { validate } from '../messages';
import { collectRefs } from '../refs';
import { BLOCK_SCHEMAS, blockMeta, isBlockName, MDX_BLOCK_NAMES } from '../schemas/blocks';
import type { RefKind } from '../schemas/common';
import { didYouMean } from '../suggest';
import { outlineMdx, type TagUse } from './outline';

/** Something a body points at, to be resolved once every file has been read. */
interface BodyRef {
  kind: RefKind;
  value: string;
  line: number;
  field: string;
}

export interface BodyReport {
  issues: ContentIssue[];
  refs: BodyRef[];
  /** Element ids on the page, for `/page#id` links. */
  ids: string[];
  /** A block on the page draws ids of its own, so links into the page cannot all be checked. */
  drawsIds: boolean;
}

/** The prop path's own line, else its nearest parent's, else the tag's. */
function propLine(tag: TagUse, path: readonly PropertyKey[]): number {
  for (let n = path.length; n > 0; n--) {
    const line = tag.propLines.get(path.slice(0, n).map(String).join('.'));
    if (line !== undefined) return line;
  }
  return tag.line;
}

function checkTag(tag: TagUse, fileLine: (line: number) => number, file: string, report: BodyReport): void {
  const label = `<${tag.name}>`;
  if (!isBlockName(tag.name)) {
    const hint = didYouMean(tag.name, MDX_BLOCK_NAMES, (name) => `<${name}>`);
    report.issues.push({
      file,
      line: fileLine(tag.line),
      field: label,
      message: `is not a block${hint || ' (the blocks are listed in content/README.md)'}`,
    });
    return;
  }
  const schema = BLOCK_SCHEMAS[tag.name];
  const field = (path: PropertyKey[]) => (path.length ? `${label} ${path.map(String).join('.')}` : label);
  const lineOf = (path: readonly PropertyKey[]) => fileLine(propLine(tag, path));
  const result = validate(schema, tag.props, { file, field, lineOf, block: label });
  if (!result.ok) report.issues.push(...result.issues);

  const { children, drawsIds } = blockMeta(schema);
  if (drawsIds) report.drawsIds = true;
  if (children === 'required' && !tag.hasChildren)
    report.issues.push({
      file,
      line: fileLine(tag.line),
      field: label,
      message: `needs copy between ${label} and </${tag.name}>`,
    });
  if (children === 'none' && tag.hasChildren)
    report.issues.push({
      file,
      line: fileLine(tag.line),
      field: label,
      message: `takes nothing between its tags; write it as <${tag.name} ... />`,
    });

  for (const ref of collectRefs(schema, tag.props)) {
    const line = lineOf(ref.path);
    if (ref.kind === 'anchor') report.ids.push(ref.value);
    else report.refs.push({ kind: ref.kind, value: ref.value, line, field: field(ref.path) });
  }
}

/** Checks one MDX body on its own: syntax, tags and their props; returns what it refers to. */
export function checkBody(source: SourceFile): BodyReport {
  const report: BodyReport = { issues: [], refs: [], ids: [], drawsIds: false };
  const fileLine = (line: number) => source.bodyLine + line - 1;
  const outline = outlineMdx(source.body);
  for (const problem of outline.problems)
    report.issues.push({
      file: source.file,
      line: fileLine(problem.line),
      field: problem.field,
      message: problem.message,
    });
  for (const tag of outline.tags) checkTag(tag, fileLine, source.file, report);
  for (const link of outline.links) report.refs.push({ kind: 'link', ...link, line: fileLine(link.line) });
  for (const src of outline.files) report.refs.push({ kind: 'file', ...src, line: fileLine(src.line) });
  report.ids.push(...outline.ids.map((id) => id.value));
  return report;
}
