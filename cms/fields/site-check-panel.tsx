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
import { unsavedProblems } from './unsaved-problems';
import type { SiteCheckReport } from '../site-check/report';

/** How often the panel asks again: a save shows up within this time. */
const REFRESH_MS = 2000;

/**
 * "Site check" at the top of every entry: what a Save would refuse in what is typed now
 * (fields/unsaved-problems.ts), then what `npm run content:check` says about this file as saved (the rules a form cannot know: products and FAQ topics that must exist,
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
  useEffect(
    () => () => {
      refusedSave.clear();
      unsavedProblems.reset();
    },
    [],
  );
  const unsaved = useSyncExternalStore(unsavedProblems.subscribe, unsavedProblems.current, () => undefined);
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
  // What is typed now, once checked; until then what the refused save found.
  const problems = unsaved ?? refused?.map(describeProblem) ?? [];
  const notSaved = problems.length > 0 ? <UnsavedProblems problems={problems} refused={refused !== undefined} /> : null;
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

/**
 * Every field a Save would refuse, where it is: a caution while typing, and after a refused
 * Save the reason it did nothing (a Notice is announced when it changes).
 */
function UnsavedProblems({ problems, refused }: { problems: string[]; refused: boolean }) {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return (
    <Notice tone={refused ? 'critical' : 'caution'}>
      <Heading size="small">
        {refused ? `Not saved: ${count} to fix first` : `Unsaved changes: ${count} to fix before saving`}
      </Heading>
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
