/**
 * The typo rule of search, @nuxt/content v1's (a LokiJS fuzzy match with fuzziness 1,
 * prefix_length 1 and extended): a word matches a term when it starts with the term's first
 * character and some beginning of it is within one edit of the term, an edit being one
 * character inserted, deleted or replaced, or two neighbours swapped. So `recordr` finds
 * `recorder` and `recording`, and `hmdi` finds `hdmi`. Terms shorter than 4 characters forgive
 * nothing (see the differences listed in ./query.ts).
 */
const TYPO_MIN_LENGTH = 4;

/** Words of the vocabulary that match `term` only through a typo (not by starting with it). */
export function typoMatches(term: string, vocabulary: Iterable<string>): string[] {
  if (term.length < TYPO_MIN_LENGTH) return [];
  const lengths = [term.length - 1, term.length, term.length + 1];
  return [...vocabulary].filter(
    (word) =>
      word[0] === term[0] &&
      !word.startsWith(term) &&
      lengths.some((n) => n <= word.length && withinOneEdit(word.slice(0, n), term)),
  );
}

/** True when `a` and `b` are at most one insertion, deletion, replacement or swap of neighbours apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a[start] === b[start]) start++;
  let end = 0;
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const restA = a.length - start - end;
  const restB = b.length - start - end;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
