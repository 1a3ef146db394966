/** Edit distance (insertions, deletions, substitutions), for "did you mean" hints. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** ` (did you mean "x"?)` when one candidate is close to what was written, else ''. */
export function didYouMean(written: string, candidates: Iterable<string>, format = (s: string) => `"${s}"`): string {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(written.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(written.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best === undefined ? '' : ` (did you mean ${format(best)}?)`;
}
