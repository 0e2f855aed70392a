import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ControllableClock } from '../../src/lib/clock.js';
import { createIdGenerator } from '../../src/lib/ids.js';
import { SubscriberStore, matchesFilters, SEARCH_DEFAULTS, searchText, TOTAL_COUNT_CEILING, type Subscriber } from '../../src/domain/subscribers/index.js';

const scope = { _organizationId: 'o'.repeat(24), _environmentId: 'e'.repeat(24) };

function storeWith(count: number): SubscriberStore {
  const clock = new ControllableClock(() => Date.parse('2026-01-01T00:00:00.000Z'));
  const ids = createIdGenerator(7, clock);
  const store = new SubscriberStore(scope, clock, ids);
  const records: Subscriber[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.parse('2025-01-01T00:00:00.000Z') + (i % 997) * 60_000).toISOString();
    records.push({ _id: ids.objectId(), subscriberId: `s${i}`, firstName: `F${i % 10}`, ...scope, deleted: false, createdAt: at, updatedAt: at });
  }
  store.load(records);
  return store;
}

describe('subscriber cursor search at scale', () => {
  it('walks 100,000 subscribers with limit 100, each exactly once, in order', () => {
    const store = storeWith(100_000);
    for (const orderBy of ['_id', 'createdAt'] as const) {
      const seen = new Set<string>();
      let after: string | undefined;
      let pages = 0;
      let previousKey = '';
      for (;;) {
        const page = store.search({ limit: 100, orderBy, orderDirection: 'ASC', ...(after ? { after } : {}) });
        for (const s of page.data) {
          const key = orderBy === '_id' ? s._id : `${s.createdAt}|${s._id}`;
          expect(key > previousKey).toBe(true);
          previousKey = key;
          seen.add(s._id);
        }
        pages++;
        if (!page.next) break;
        after = page.next;
      }
      expect(seen.size).toBe(100_000);
      expect(pages).toBe(1000);
    }
  });

  it('caps totalCount at 50,000 and says so', () => {
    const store = storeWith(TOTAL_COUNT_CEILING + 10);
    const page = store.search({});
    expect(page.totalCount).toBe(TOTAL_COUNT_CEILING);
    expect(page.totalCountCapped).toBe(true);
    expect(storeWith(TOTAL_COUNT_CEILING).search({}).totalCountCapped).toBe(false);
  });

  it('pages backwards from the end to the start with before cursors', () => {
    const store = storeWith(1_000);
    const forward: string[] = [];
    let after: string | undefined;
    let last;
    do {
      last = store.search({ limit: 30, ...(after ? { after } : {}) });
      forward.push(...last.data.map((s) => s._id));
      after = last.next ?? undefined;
    } while (after);
    const backward: string[] = [];
    let before: string | undefined = last.previous ?? undefined;
    backward.unshift(...last.data.map((s) => s._id));
    while (before) {
      const page = store.search({ limit: 30, before });
      backward.unshift(...page.data.map((s) => s._id));
      before = page.previous ?? undefined;
    }
    expect(backward).toEqual(forward);
  });
});

describe('the name filter', () => {
  it('matches the subscribers whose trimmed "<firstName> <lastName>" contains the text, whatever the case', () => {
    // Names and filters from a small alphabet with spaces, so that every branch meets: a filter shorter than,
    // equal to and longer than the first name, a space inside a first name, missing parts, both cases.
    const letters = fc.constantFrom('A', 'a', 'n', ' ', 'é', 'É');
    const part = fc.option(fc.string({ unit: letters, maxLength: 4 }), { nil: null });
    fc.assert(
      fc.property(part, part, fc.string({ unit: letters, minLength: 1, maxLength: 7 }), (firstName, lastName, name) => {
        const subscriber = { firstName, lastName } as Subscriber;
        const full = `${firstName ?? ''} ${lastName ?? ''}`.trim();
        expect(searchText(subscriber, 'name')).toBe(full);
        expect(matchesFilters(subscriber, { ...SEARCH_DEFAULTS, name })).toBe(full.toLowerCase().includes(name.toLowerCase()));
      }),
      { seed: 20_261_123, numRuns: 5_000 },
    );
  });
});
