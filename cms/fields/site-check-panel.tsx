'use client';
import { Flex } from '@keystar/ui/layout';
import { TextLink } from '@keystar/ui/link';
import { Notice } from '@keystar/ui/notice';
import { Heading, Text } from '@keystar/ui/typography';
import { useEffect, useState } from 'react';
import type { ContentIssue } from '../../lib/content/issues';
import { fetchSiteCheck } from '../site-check/client';
import type { SiteCheckReport } from '../site-check/report';

/** How often the panel asks again: a save shows up within this time. */
const REFRESH_MS = 2000;

/**
 * "Site check" at the top of every entry: what `npm run content:check` says about this
 * file as saved (the rules a form cannot know: products and FAQ topics that must exist,
 * links, `compareAtPrice` above `price`), and a link to the page on the site's own dev
 * server. It writes nothing to the file.
 */
export function SiteCheckPanel() {
  const [report, setReport] = useState<SiteCheckReport | { error: string }>();
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchSiteCheck()
        .then((next) => active && setReport(next))
        .catch((error: unknown) => active && setReport({ error: String(error) }));
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  if (!report) return <Text>Checking the saved file…</Text>;
  if ('error' in report) return <Notice tone="caution">The site check did not answer: {report.error}</Notice>;
  return (
    <Flex direction="column" gap="regular" data-testid="site-check">
      <Heading size="small">Site check of the saved file</Heading>
      {report.issues.length === 0 ? (
        <Notice tone="positive">The saved entry has no problems.</Notice>
      ) : (
        <Notice tone="critical">
          <IssueList issues={report.issues} />
        </Notice>
      )}
      {report.warnings.length > 0 ? (
        <Notice tone="caution">
          <IssueList issues={report.warnings} />
        </Notice>
      ) : null}
      {report.previewUrl ? (
        <TextLink href={report.previewUrl} target="clonewave-preview" rel="noreferrer">
          Open this page on the preview site
        </TextLink>
      ) : null}
    </Flex>
  );
}

function IssueList({ issues }: { issues: ContentIssue[] }) {
  return (
    <ul>
      {issues.map((issue) => (
        <li
          key={`${issue.line}:${issue.field}`}
        >{`${issue.line ? `Line ${issue.line}, ` : ''}${issue.field}: ${issue.message}`}</li>
      ))}
    </ul>
  );
}
