/** tenants.json: an optional file of a fixture set, checked record by record like the others. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TenantRecord } from '../../src/domain/tenants/index.js';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../../src/seed/load-fixtures.js';
import { sharedContract } from '../helpers/test-app.js';

const NOW = new Date('2027-01-01T00:00:00.000Z');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the default set, changed by `edit` (which gets the set's directory). */
function fixtureSet(edit: (dir: string) => void): string {
  dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}

const tenantsOf = (at: string) => JSON.parse(readFileSync(join(at, 'tenants.json'), 'utf8')) as TenantRecord[];

describe('tenants in a fixture set', () => {
  it('loads the default tenants, their timestamps moved with the set', async () => {
    const seed = loadFixtures(fixtureSet(() => {}), await sharedContract(), NOW);
    expect(seed.tenants?.map((t) => t.identifier)).toEqual(['acme', 'acme-eu', 'globex', 'acme', 'acme-eu', 'globex']);
    // The set's anchor (2026-11-01) is moved to NOW: acme was created 151 days before it.
    expect(seed.tenants?.[0]?.createdAt).toBe(new Date(NOW.getTime() - 151 * 86_400_000).toISOString());
  });

  it('a set without tenants.json has none', async () => {
    const seed = loadFixtures(fixtureSet((at) => rmSync(join(at, 'tenants.json'))), await sharedContract(), NOW);
    expect(seed.tenants).toEqual([]);
  });

  it('refuses a record that breaks the contract or names an unknown environment, naming file, record and field', async () => {
    const contract = await sharedContract();
    const broken = fixtureSet((at) => writeFileSync(join(at, 'tenants.json'), JSON.stringify([{ ...tenantsOf(at)[0], identifier: 7 }])));
    expect(() => loadFixtures(broken, contract, NOW)).toThrow(/tenants\.json record #0 \(identifier 7\): field "identifier": must be a string/);
    rmSync(dir, { recursive: true, force: true });
    const elsewhere = fixtureSet((at) => writeFileSync(join(at, 'tenants.json'), JSON.stringify([{ ...tenantsOf(at)[0], _environmentId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }])));
    expect(() => loadFixtures(elsewhere, contract, NOW)).toThrow(/tenants\.json record #0 .*field "_environmentId": no environment aaaaaaaaaaaaaaaaaaaaaaaa/);
  });
});
