/** Every environment has an application identifier; fixture sets written before that get one from the id. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrganizationSeed } from '../../src/domain/types.js';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../../src/seed/load-fixtures.js';
import { sharedContract } from '../helpers/test-app.js';

describe('application identifiers in the fixtures', () => {
  it('derives one from the environment id when organizations.json has none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    try {
      cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
      const file = join(dir, 'organizations.json');
      const organizations = JSON.parse(readFileSync(file, 'utf8')) as OrganizationSeed[];
      for (const o of organizations) for (const e of o.environments) delete (e as Partial<typeof e>).applicationIdentifier;
      writeFileSync(file, JSON.stringify(organizations));
      const seed = loadFixtures(dir, await sharedContract(), new Date());
      const environments = seed.organizations.flatMap((o) => o.environments);
      expect(environments.map((e) => e.applicationIdentifier)).toEqual(environments.map((e) => `app-${e._id}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
