/**
 * True when `value` nests deeper than `limit` levels of objects and arrays (the value itself is level 1).
 * Iterative, so that a value deeper than the stack is measured rather than overflowing it.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Where `value` first nests deeper than `limit` levels: the keys from its top to the first object or array
 * past the limit; undefined when it is within. Iterative, as `nestsDeeperThan`.
 */
export function pathPastDepth(value: unknown, limit: number): string[] | undefined {
  type Step = { node: unknown; depth: number; key: string; parent?: Step };
  const stack: Step[] = [{ node: value, depth: 1, key: '' }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { node, depth } = step;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) {
      const path: string[] = [];
      for (let at: Step | undefined = step; at?.parent; at = at.parent) path.unshift(at.key);
      return path;
    }
    for (const [key, child] of Object.entries(node)) if (child !== null && typeof child === 'object') stack.push({ node: child, depth: depth + 1, key, parent: step });
  }
  return undefined;
}
