import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/test-app.js';

const profiles = async (seed: number) => {
  const t = await makeTestApp({ envelope: false, generateSubscribers: 300, seed });
  const environment = t.deps.registry.resolve('test-api-key');
  return {
    t,
    generated: (environment?.subscribers.list() ?? [])
      .filter((s) => s.subscriberId.startsWith('gen-'))
      .map(({ subscriberId, firstName, lastName, email, phone, locale, timezone, data }) => ({ subscriberId, firstName, lastName, email, phone, locale, timezone, data })),
  };
};

describe('--generate-subscribers', () => {
  it('adds N subscribers to the first environment only, deterministic for a seed', async () => {
    const a = await profiles(11);
    const b = await profiles(11);
    const c = await profiles(12);
    expect(a.generated).toHaveLength(300);
    expect(a.generated).toEqual(b.generated);
    expect(a.generated).not.toEqual(c.generated);
    const prod = a.t.deps.registry.resolve('test-api-key-prod')?.subscribers.list() ?? [];
    expect(prod.some((s) => s.subscriberId.startsWith('gen-'))).toBe(false);
  });

  it('makes subscribers that keep the contract and are searchable', async () => {
    const { t } = await profiles(3);
    const all: unknown[] = [];
    let after: string | null = null;
    do {
      const res = await t.api().get(`/v2/subscribers?limit=100${after ? `&after=${after}` : ''}`);
      expect(res.status).toBe(200);
      all.push(...res.body.data);
      after = res.body.next;
    } while (after);
    expect(all.length).toBeGreaterThanOrEqual(300);
    const one = await t.api().get('/v2/subscribers/gen-42');
    expect(one.status).toBe(200);
    expect(one.body.email).toMatch(/@example\.com$/);
  });
});
