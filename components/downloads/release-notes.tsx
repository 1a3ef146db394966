import type { Release } from '@/lib/content';
import { messages } from '@/lib/i18n';

const t = messages.downloads;
const SECTIONS = ['new', 'improved', 'fixed', 'knownIssues'] as const;

/** The notes of one release in its four sections; empty sections are left out. */
export function ReleaseNotes({ notes, headingLevel = 3 }: { notes: Release['notes']; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const present = SECTIONS.filter((s) => notes[s].length > 0);
  if (present.length === 0) return <p className="text-secondary">{t.noNotes}</p>;
  return (
    <div className="release-notes">
      {present.map((section) => (
        <section key={section} className={`release-notes-${section}`}>
          <Heading className="h6 release-notes-heading">{t.notes[section]}</Heading>
          <ul>
            {notes[section].map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
