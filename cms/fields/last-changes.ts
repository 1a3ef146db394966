import { useEffect, useState } from 'react';
import type { LastChange } from '../site-check/last-changes';

/** A list row's "Last change" cell: its text, and the time it sorts by. */
interface LastChangeCell {
  at: number;
  text: string;
}

const DAY = 24 * 60 * 60 * 1000;
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayOtherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * "Today, 2:05 PM", "Yesterday, 9:12 AM", "Nov 3" or "Nov 3, 2025" in the browser's time
 * zone; a change saved in the editor and not yet committed adds "not published yet".
 */
export function describeChange(change: LastChange, now: number): string {
  const when = new Date(change.at);
  const startOfToday = new Date(now).setHours(0, 0, 0, 0);
  const day =
    change.at >= startOfToday
      ? `Today, ${time.format(when)}`
      : change.at >= startOfToday - DAY
        ? `Yesterday, ${time.format(when)}`
        : when.getFullYear() === new Date(now).getFullYear()
          ? dayThisYear.format(when)
          : dayOtherYear.format(when);
  return change.unpublished ? `${day} · not published yet` : day;
}

/** The "Last change" of every entry of a collection, by slug (site-check/last-changes.ts), fetched as its list opens. */
function useLastChanges(collection: string): Map<string, LastChangeCell> {
  const [cells, setCells] = useState(() => new Map<string, LastChangeCell>());
  useEffect(() => {
    let live = true;
    fetch(`/api/last-changes?collection=${encodeURIComponent(collection)}`)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, LastChange>>) : {}))
      .then((changes: Record<string, LastChange>) => {
        const now = Date.now();
        const entries = Object.entries(changes).map(([slug, change]) => [
          slug,
          { at: change.at, text: describeChange(change, now) },
        ]);
        if (live) setCells(new Map(entries as Array<[string, LastChangeCell]>));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [collection]);
  return cells;
}

/** Gives the entry lists a "Last change" column (the patched CollectionTable calls this hook). */
export function registerLastChanges() {
  (globalThis as Record<symbol, unknown>)[Symbol.for('clonewave.cms.lastChanges')] = useLastChanges;
}
