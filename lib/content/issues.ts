/**
 * One problem in one content file, printed as `content/<file>:<line>: <field>: <message>`
 * (the line is left out when it is not known, e.g. for a missing file).
 */
export interface ContentIssue {
  file: string;
  /** 1-based line in the file (frontmatter included) where the field, tag or link is. */
  line?: number;
  field: string;
  message: string;
}

export function formatIssue({ file, line, field, message }: ContentIssue): string {
  return `${file}${line ? `:${line}` : ''}: ${field}: ${message}`;
}

/** Files in name order, each file's problems from top to bottom. */
export function sortIssues(issues: ContentIssue[]): ContentIssue[] {
  return [...issues].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0));
}

/** The whole report, as `npm run content:check` prints it and as `npm run dev` shows it. */
export function formatReport(issues: ContentIssue[], kind: 'problem' | 'warning' = 'problem'): string {
  const count = `${issues.length} ${kind}${issues.length === 1 ? '' : 's'}`;
  return [`Content has ${count}:`, ...sortIssues(issues).map((issue) => `  ${formatIssue(issue)}`)].join('\n');
}

/**
 * Thrown by the content loader when anything in content/ is wrong. The message is the
 * full report, and the stack is the same text without code frames: `next dev` shows the
 * message and stack of an error thrown while rendering, and a marketer needs the list,
 * not the loader's internals.
 */
export class ContentValidationError extends Error {
  readonly issues: ContentIssue[];

  constructor(issues: ContentIssue[]) {
    const report = formatReport(issues);
    super(report);
    this.name = 'ContentValidationError';
    this.issues = sortIssues(issues);
    this.stack = `${this.name}: ${report}`;
  }
}
