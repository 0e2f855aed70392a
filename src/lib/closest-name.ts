/**
 * "Did you mean …?": the known name a mistyped one most likely meant. Nearness is the edit distance
 * (optimal string alignment: an inserted, deleted or replaced character, or two neighbours swapped, counts
 * one), letter case ignored. A name is a typo of a candidate when at most a third of its characters differ
 * (one for a short name, three at most): `comment-mentoin` → `comment-mention`, `apikey` → `apiKey`, while
 * `no-such-flow` is near nothing.
 */

/** Longer names are not compared: no one mistypes them, and a caller may send megabytes. */
const LONGEST_COMPARED = 200;
const MAX_EDITS = 3;

/** The nearest candidate within the typo distance of `name` (the first alphabetically among equals), or undefined. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length > LONGEST_COMPARED) return undefined;
  const wanted = name.toLowerCase();
  const limit = Math.min(MAX_EDITS, Math.max(1, Math.floor(name.length / 3)));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(wanted, candidate.toLowerCase(), best ? Math.min(best.distance, limit) : limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate < best.name)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** The optimal string alignment distance of `a` and `b`, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowLeast = i;
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let distance = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, (beforePrevious[j - 2] as number) + 1);
      row.push(distance);
      rowLeast = Math.min(rowLeast, distance);
    }
    if (rowLeast > max) return max + 1;
    beforePrevious = previous;
    previous = row;
  }
  return Math.min(previous[b.length] as number, max + 1);
}
