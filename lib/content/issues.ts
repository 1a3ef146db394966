import type { z } from 'zod';

/** One problem in one content file, printed as `content/<file>: <field.path>: <message>`. */
export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

export function formatIssue({ file, field, message }: ContentIssue): string {
  return `${file}: ${field}: ${message}`;
}

export class ContentValidationError extends Error {
  readonly issues: ContentIssue[];

  constructor(issues: ContentIssue[]) {
    super(
      `Content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n` +
        issues.map((issue) => `  ${formatIssue(issue)}`).join('\n'),
    );
    this.name = 'ContentValidationError';
    this.issues = issues;
  }
}

/** Turns zod's issues into content issues for one file. */
export function zodIssues(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(frontmatter)',
    message: issue.message,
  }));
}
