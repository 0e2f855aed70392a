/**
 * Globs of fault rules and of the journal's `?path=` filter: `*` stands for any run of characters (none
 * included), every other character for itself (case-sensitive), and the glob matches whole texts.
 *
 * Globs and paths come from anyone who reaches the mock, so a match must cost time linear in the text
 * whatever the glob. A regex built from the glob (`^.*a.*a.*b$`) backtracks exponentially in V8:
 * `*a*a*a*a*a*a*a*a*b` against a few dozen a's takes seconds. Backtracking to the last star is still
 * |glob|·|text| (too slow for a path of a few kilobytes), and so is `String.prototype.indexOf` on `a…aba…a` in a run of a's. Here:
 * the text before the first star and after the last must be its start and end, and each piece between
 * stars is found leftmost (Knuth–Morris–Pratt) after the previous one — leftmost leaves the later pieces
 * the most room, so the glob matches if and only if this finds every piece. Each text character is read
 * once, each piece's table is made once per glob.
 */
export function globMatcher(glob: string): (text: string) => boolean {
  const pieces = glob.split('*');
  if (pieces.length === 1) return (text) => text === glob;
  const first = pieces[0] as string;
  const last = pieces[pieces.length - 1] as string;
  const middle = pieces.slice(1, -1).filter((piece) => piece !== '').map(finderOf);
  return (text) => {
    const end = text.length - last.length;
    if (end < first.length || !text.startsWith(first) || !text.endsWith(last)) return false;
    let at = first.length;
    for (const find of middle) {
      at = find(text, at, end);
      if (at < 0) return false;
    }
    return true;
  };
}

/** Whether `text` matches `glob` (compile it once with `globMatcher` to test many texts). */
export const matchesGlob = (glob: string, text: string): boolean => globMatcher(glob)(text);

/** The first occurrence of `piece` within text[from, to): the index after it, or -1 (Knuth–Morris–Pratt). */
function finderOf(piece: string): (text: string, from: number, to: number) => number {
  // border[i]: length of the longest proper prefix of piece[0..i] that is also its suffix.
  const border = new Int32Array(piece.length);
  for (let i = 1, k = 0; i < piece.length; i++) {
    while (k > 0 && piece.charCodeAt(i) !== piece.charCodeAt(k)) k = border[k - 1] as number;
    if (piece.charCodeAt(i) === piece.charCodeAt(k)) k++;
    border[i] = k;
  }
  return (text, from, to) => {
    for (let i = from, k = 0; i < to; i++) {
      const code = text.charCodeAt(i);
      while (k > 0 && code !== piece.charCodeAt(k)) k = border[k - 1] as number;
      if (code === piece.charCodeAt(k)) k++;
      if (k === piece.length) return i + 1;
    }
    return -1;
  };
}
