import type { Release, ReleaseFile } from '../content/schemas/release';
import { fileLabel } from './platform';

interface FileChange {
  label: string;
  /** Size of the file in the older release, when it had one for this platform. */
  previousSize?: number;
  size?: number;
  previousMinOs?: string;
  minOs?: string;
}

export interface ReleaseDiff {
  from: Pick<Release, 'version' | 'build' | 'date'>;
  to: Pick<Release, 'version' | 'build' | 'date'>;
  daysBetween: number;
  /** One row per platform and architecture found in either release. */
  files: FileChange[];
  /** Note counts of the newer release, per section. */
  counts: { new: number; improved: number; fixed: number; knownIssues: number };
}

const DAY_MS = 86_400_000;
const key = (f: ReleaseFile) => `${f.platform}/${f.arch ?? ''}`;

/** What changed from `previous` to `latest`: the facts the "What's different?" block shows. */
export function diffReleases(latest: Release, previous: Release): ReleaseDiff {
  const before = new Map(previous.files.map((f) => [key(f), f]));
  const after = new Map(latest.files.map((f) => [key(f), f]));
  const keys = [...new Set([...after.keys(), ...before.keys()])];
  return {
    from: { version: previous.version, build: previous.build, date: previous.date },
    to: { version: latest.version, build: latest.build, date: latest.date },
    daysBetween: Math.round((latest.date.getTime() - previous.date.getTime()) / DAY_MS),
    files: keys.map((k) => {
      const now = after.get(k);
      const then = before.get(k);
      return {
        label: fileLabel((now ?? then)!),
        size: now?.size,
        previousSize: then?.size,
        minOs: now?.minOs,
        previousMinOs: then?.minOs,
      };
    }),
    counts: {
      new: latest.notes.new.length,
      improved: latest.notes.improved.length,
      fixed: latest.notes.fixed.length,
      knownIssues: latest.notes.knownIssues.length,
    },
  };
}

/** "+1.2 MB", "−640 kB", "no change", for a size difference in bytes. */
export function formatSizeChange(delta: number, format: (bytes: number) => string): string {
  if (delta === 0) return 'no change';
  return `${delta > 0 ? '+' : '−'}${format(Math.abs(delta))}`;
}
