import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ControllableClock } from '../../src/lib/clock.js';
import { createIdGenerator } from '../../src/lib/ids.js';
import { SubscriberStore, compareBy, matchesFilters, pageOf, SEARCH_DEFAULTS, type SubscriberSearchQuery, type Subscriber } from '../../src/domain/subscribers/index.js';

// The indexed search (the text index of email, phone and name: parts of a field, any case; walking the
// ordering when the matches are many) must answer exactly what the plain definition answers: filter
// everything, sort, slice by cursor. Stores of 5,000 subscribers make both strategies run (the walk starts
// above 2,000 matches: `a`, `An`, `ann`, `example` and `555` walk, `Anna`, `user1` and narrower ones sort).

const scope = { _organizationId: 'o'.repeat(24), _environmentId: 'e'.repeat(24) };
const FIRST = ['Ann', 'Anna', 'Annabel', 'Ann', 'Bo', 'Émile', 'Zoë', ''];
const LAST = ['Lee', 'Li', 'Lopez', ''];

function buildStore(count: number, seed: number) {
  const clock = new ControllableClock(() => Date.parse('2026-01-01T00:00:00.000Z'));
  const ids = createIdGenerator(seed, clock);
  const store = new SubscriberStore(scope, clock, ids);
  const records: Subscriber[] = [];
  for (let i = 0; i < count; i++) {
    // Repeated timestamps, names, emails and phones: ties in every ordering and index.
    const at = new Date(Date.parse('2025-01-01T00:00:00.000Z') + ((i * 7919) % 613) * 60_000).toISOString();
    records.push({
      _id: ids.objectId(),
      subscriberId: `s${i}`,
      firstName: FIRST[(i * 31) % FIRST.length] || null,
      lastName: LAST[(i * 17) % LAST.length] || null,
      email: i % 5 === 0 ? null : `user${i % 40}@example.com`,
      phone: `+1555000${String(i % 25).padStart(4, '0')}`,
      ...scope,
      deleted: false,
      createdAt: at,
      updatedAt: at,
    });
  }
  store.load(records.map((r) => Object.freeze(r)));
  return { store, clock };
}

/** The definition: every subscriber, filtered, sorted, paged by `pageOf`. */
function reference(store: SubscriberStore, query: SubscriberSearchQuery) {
  const compare = compareBy(query.orderBy);
  const items = store.list().filter((s) => matchesFilters(s, query)).sort(compare);
  const cursorId = query.after ?? query.before;
  return pageOf(items, query, compare, cursorId === undefined ? undefined : store.findByInternalId(cursorId));
}

const summary = (page: ReturnType<SubscriberStore['search']>) => ({ ...page, data: page.data.map((s) => s._id) });

const queryArbitrary = (ids: string[]) =>
  fc.record(
    {
      limit: fc.integer({ min: 1, max: 100 }),
      orderBy: fc.constantFrom('_id', 'createdAt', 'updatedAt'),
      orderDirection: fc.constantFrom('ASC', 'DESC'),
      includeCursor: fc.boolean(),
      cursor: fc.option(fc.tuple(fc.constantFrom('after', 'before'), fc.constantFrom(...ids)), { nil: undefined }),
      name: fc.option(fc.constantFrom('', 'A', 'a', 'An', 'ann', 'Anna', 'Ann Lee', 'ann l', 'Bo', 'é', 'Zoë Li', 'Lee', 'x', 'na L', 'e\nB'), { nil: undefined }),
      email: fc.option(fc.constantFrom('user1@example.com', 'USER7@example.com', 'nobody@example.com', 'user1', 'R3', '@EXAMPLE', '', 'm\nu'), { nil: undefined }),
      phone: fc.option(fc.constantFrom('+15550000003', '+15550000024', '+15559999999', '0002', '555', '+1', '4\n+'), { nil: undefined }),
      subscriberId: fc.option(fc.constantFrom('s3', 's1200', 'missing'), { nil: undefined }),
    },
    { requiredKeys: ['limit', 'orderBy', 'orderDirection', 'includeCursor'] },
  );

type GeneratedQuery = ReturnType<typeof queryArbitrary> extends fc.Arbitrary<infer Q> ? Q : never;

function toQuery(q: GeneratedQuery): SubscriberSearchQuery {
  const { cursor, ...rest } = q;
  const query: SubscriberSearchQuery = { ...SEARCH_DEFAULTS, ...rest } as SubscriberSearchQuery;
  for (const key of ['name', 'email', 'phone', 'subscriberId'] as const) if (query[key] === undefined) delete query[key];
  if (cursor) query[cursor[0] as 'after' | 'before'] = cursor[1];
  return query;
}

describe('indexed subscriber search', () => {
  it('answers exactly what filtering and sorting everything answers, before and after writes', () => {
    const { store, clock } = buildStore(5_000, 11);
    const ids = store.list().map((s) => s._id);
    fc.assert(
      fc.property(queryArbitrary(ids), (q) => {
        const query = toQuery(q);
        expect(summary(store.search(query))).toEqual(summary(reference(store, query)));
      }),
      { seed: 20_261_123, numRuns: 300 },
    );

    // Writes move subscribers between index entries: renames, new emails and phones, new subscribers.
    for (let i = 0; i < 400; i++) {
      clock.advance(1_000);
      const target = store.find(`s${(i * 37) % 5_000}`);
      if (!target) throw new Error('missing subscriber');
      store.update(target, (s) => Object.assign(s, { firstName: FIRST[i % FIRST.length] || null, email: `user${i % 9}@example.com`, phone: `+1555000${String(i % 4).padStart(4, '0')}` }));
      store.createOrUpdate({ subscriberId: `new-${i}`, firstName: 'Anna', lastName: 'Lopez', email: 'user1@example.com' }, false);
    }
    const after = store.list().map((s) => s._id);
    fc.assert(
      fc.property(queryArbitrary(after), (q) => {
        const query = toQuery(q);
        expect(summary(store.search(query))).toEqual(summary(reference(store, query)));
      }),
      { seed: 20_261_124, numRuns: 300 },
    );
  });

  it('walks every page of a broad name filter forwards and back without overlap or gap', () => {
    const { store } = buildStore(5_000, 5);
    const narrower = store.list().filter((s) => matchesFilters(s, { ...SEARCH_DEFAULTS, name: 'Anna' })).length;
    expect(narrower).toBeLessThan(2_000);
    const seen: string[] = [];
    let page = store.search({ name: 'A', limit: 37 });
    const total = page.totalCount;
    expect(total).toBeGreaterThan(2_000);
    for (;;) {
      seen.push(...page.data.map((s) => s._id));
      if (!page.next) break;
      page = store.search({ name: 'A', limit: 37, after: page.next });
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.length).toBe(total);
    const back: string[] = [...page.data.map((s) => s._id)];
    while (page.previous) {
      page = store.search({ name: 'A', limit: 37, before: page.previous });
      back.unshift(...page.data.map((s) => s._id));
    }
    expect(back).toEqual(seen);
  });

  it('never skips a match of a walked name filter longer than the first names', () => {
    // Walked (more than 2,000 candidates) with prefixes longer than the first names, before and after renames.
    const clock = new ControllableClock(() => Date.parse('2026-01-01T00:00:00.000Z'));
    const store = new SubscriberStore(scope, clock, createIdGenerator(3, clock));
    const names = [['Ann', 'Lee'], ['Ann', 'Li'], ['Anna', 'Lee'], ['', 'Ann Lee'], ['Ann', ''], ['Annabel', 'Lee']];
    for (let i = 0; i < 3_000; i++) {
      const [firstName, lastName] = names[i % names.length] as [string, string];
      store.createOrUpdate({ subscriberId: `n${i}`, firstName: firstName || undefined, lastName: lastName || undefined }, false);
      clock.advance(1_000);
    }
    const check = () => {
      for (const query of ['Ann L', 'Ann Le', 'Ann', 'Anna L', 'Ann Lee']) {
        for (const orderBy of ['_id', 'createdAt', 'updatedAt'] as const) {
          const full: SubscriberSearchQuery = { ...SEARCH_DEFAULTS, name: query, orderBy, limit: 100 };
          expect(summary(store.search(full))).toEqual(summary(reference(store, full)));
          const last = reference(store, { ...full, orderDirection: 'ASC' }).data[50]?._id;
          const after: SubscriberSearchQuery = { ...full, after: last };
          expect(summary(store.search(after))).toEqual(summary(reference(store, after)));
        }
      }
    };
    check();
    for (let i = 0; i < 600; i++) {
      const target = store.find(`n${(i * 7) % 3_000}`);
      if (!target) throw new Error('missing subscriber');
      store.update(target, (s) => Object.assign(s, { firstName: i % 2 ? 'Ann' : 'Bob' }));
    }
    check();
  });
});
