import { formatIssue, getContentIssues } from '@/lib/content';
import { messages } from '@/lib/i18n';

/**
 * Under `next dev` (the editor's preview), the content problems above every page, in the
 * same words `npm run content:check` prints. The export build refuses content with
 * problems, so there this renders nothing.
 */
export function ContentReport() {
  if (process.env.NODE_ENV !== 'development') return null;
  const issues = getContentIssues();
  if (issues.length === 0) return null;
  return (
    <div className="container pt-3">
      <div className="alert alert-danger content-report" role="alert">
        <h2 className="h5 alert-heading">{messages.contentReport.title(issues.length)}</h2>
        <p>{messages.contentReport.lead}</p>
        <ul className="mb-0">
          {issues.map((issue) => (
            <li key={formatIssue(issue)}>
              <code>{formatIssue(issue)}</code>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
