/**
 * Every environment has an application identifier; fixture sets written before that get one from the id.
 * An organization may carry the branding the legacy widget reads.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrganizationSeed } from '../../src/domain/shared/index.js';
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

  it("keeps an organization's branding for the widget, and names each malformed branding field", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    try {
      cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
      const file = join(dir, 'organizations.json');
      const organizations = JSON.parse(readFileSync(file, 'utf8')) as OrganizationSeed[];
      (organizations[0] as OrganizationSeed).branding = { color: '#0055ff', logo: 'https://example.com/logo.png', direction: 'rtl' };
      writeFileSync(file, JSON.stringify(organizations));
      const seed = loadFixtures(dir, await sharedContract(), new Date());
      expect(seed.organizations[0]?.branding).toEqual({ color: '#0055ff', logo: 'https://example.com/logo.png', direction: 'rtl' });

      (organizations[0] as unknown as { branding: unknown }).branding = { color: 3, direction: 'up', colour: 'red' };
      writeFileSync(file, JSON.stringify(organizations));
      const refused = await sharedContract().then((contract) => {
        try {
          loadFixtures(dir, contract, new Date());
          return '';
        } catch (error) {
          return String(error);
        }
      });
      for (const field of ['branding.color', 'branding.direction', 'branding.colour']) expect(refused).toContain(field);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
