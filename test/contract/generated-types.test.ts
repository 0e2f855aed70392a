import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES, generatedTypes, pathOf } from '../../scripts/contract-types.js';

/** The committed types of each contract are what the generator writes from it now. */
describe('the generated contract types', () => {
  for (const { contract, output } of GENERATED_TYPES) {
    it(`${output} matches ${contract}`, async () => {
      const committed = await readFile(pathOf(output), 'utf8').catch(() => '');
      const current = await generatedTypes(contract);
      expect(committed === current, `${output} is not what ${contract} gives now: run npm run contract:types`).toBe(true);
    });
  }
});
