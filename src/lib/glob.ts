const STAR = 42; // '*'

/**
 * True when `text` matches `glob` whole, where `*` stands for any run of characters (none included) and
 * every other character for itself (case-sensitive). Paths in fault rules and journal filters come from
 * anyone who reaches the control plane, so the match must stay cheap whatever the pattern: greedy, with a
 * backtrack to the last star only, it takes at most |glob|·|text| steps. (A regex built from the glob,
 * `^.*a.*a.*b$`, backtracks exponentially in V8 on such input: `*a*a*a*a*a*a*a*a*b` against 45 a's
 * took seconds.)
 *
 * Backtracking only to the last star is enough: whatever an earlier star could absorb instead, the later
 * star absorbs as well, since both stand for any run of characters.
 */
export function matchesGlob(glob: string, text: string): boolean {
  let g = 0;
  let t = 0;
  let lastStar = -1;
  let resumeAt = 0;
  while (t < text.length) {
    const expected = g < glob.length ? glob.charCodeAt(g) : -1;
    if (expected === STAR) {
      lastStar = g++;
      resumeAt = t;
    } else if (expected === text.charCodeAt(t)) {
      g++;
      t++;
    } else if (lastStar >= 0) {
      // The last star absorbs one more character; the glob after it starts again from there.
      g = lastStar + 1;
      t = ++resumeAt;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob.charCodeAt(g) === STAR) g++;
  return g === glob.length;
}
