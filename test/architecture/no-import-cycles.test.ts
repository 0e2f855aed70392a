import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Imports flow one way (cli → server → app → http → domain): no module of src/ reaches itself again
 * through its imports. Type-only imports count too: a cycle of types is still two modules that can only
 * be read together.
 */
describe('module graph of src/', () => {
  it('has no import cycle', async () => {
    const graph = await madge(`${ROOT}src`, {
      baseDir: ROOT,
      fileExtensions: ['ts'],
      tsConfig: `${ROOT}tsconfig.json`,
      detectiveOptions: { ts: { skipTypeImports: false } },
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(50);
    expect(graph.circular()).toEqual([]);
  });
});
