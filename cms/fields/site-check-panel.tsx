'use client';
import { Flex } from '@keystar/ui/layout';
import { TextLink } from '@keystar/ui/link';
import { Notice } from '@keystar/ui/notice';
import { Heading, Text } from '@keystar/ui/typography';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ContentIssue } from '../../lib/content/issues';
import { fetchSiteCheck } from '../site-check/client';
import { refusedSave } from './refused-save';
import { describeProblem } from './save-problems';
import type { SiteCheckReport } from '../site-check/report';

/** How often the panel asks again: a save shows up within this time. */
const REFRESH_MS = 2000;

/**
 * "Site check" at the top of every entry: what `npm run content:check` says about this
 * file as saved (the rules a form cannot know: products and FAQ topics that must exist,
 * links, `compareAtPrice` above `price`), and a link to the page on the site's own dev
 * server. A preview opened from that link reloads after each save of the entry. It writes
 * nothing to the file.
 */
export function SiteCheckPanel() {
  const [report, setReport] = useState<SiteCheckReport | { error: string }>();
  const checked = report && 'savedAt' in report ? report : undefined;
  const preview = usePreview(checked);
  const refused = useSyncExternalStore(refusedSave.subscribe, refusedSave.current, () => undefined);
  // A save that went through, or another entry: the refused save's list has done its job.
  useEffect(() => refusedSave.clear(), [checked?.savedAt]);
  useEffect(() => () => refusedSave.clear(), []);
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
  const notSaved = refused ? <RefusedSave problems={refused.map(describeProblem)} /> : null;
  if (!report) return notSaved ?? <Text>Checking the saved file…</Text>;
  if ('error' in report) return <Notice tone="caution">The site check did not answer: {report.error}</Notice>;
  return (
    <Flex direction="column" gap="regular" data-testid="site-check">
      {notSaved}
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
      {report.previewUrl ? <TextLink onPress={preview.open}>Open this page on the preview site</TextLink> : null}
    </Flex>
  );
}

/** The name of the preview tab: every entry's link opens its page in the same tab. */
const PREVIEW_WINDOW = 'clonewave-preview';

/**
 * The preview tab this panel opened, and its reload once the saved file changes (the
 * site's dev server renders the new file on the next request).
 */
function usePreview(report: SiteCheckReport | undefined) {
  const tab = useRef<Window | null>(null);
  const shown = useRef<number | undefined>(undefined);
  const savedAt = report?.savedAt;
  const url = report?.previewUrl;
  useEffect(() => {
    if (savedAt === undefined) return;
    const before = shown.current;
    shown.current = savedAt;
    if (before === undefined || before === savedAt || !url || !tab.current || tab.current.closed) return;
    tab.current.location.replace(url);
  }, [savedAt, url]);
  return {
    open: () => {
      if (url) tab.current = window.open(url, PREVIEW_WINDOW);
    },
  };
}

/** Why the last Save did nothing: every field it refused, where it is (a Notice is an alert). */
function RefusedSave({ problems }: { problems: string[] }) {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return (
    <Notice tone="critical">
      <Heading size="small">{`Not saved: ${count} to fix first`}</Heading>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Notice>
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
