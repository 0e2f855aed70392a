import { describe, expect, it } from 'vitest';
import { IdempotencyStore, MAX_ENTRIES_PER_ENVIRONMENT, MAX_RESPONSE_BYTES, MAX_RESPONSE_BYTES_PER_ENVIRONMENT } from '../../src/control/idempotency.js';
import { ControllableClock } from '../../src/lib/clock.js';

const ENV = 'env-a';
const DAY = 24 * 3600_000;
const ok = { status: 201, headers: {}, body: { ok: true } };

function store(maxEntries?: number) {
  const clock = new ControllableClock(() => Date.parse('2030-01-01T00:00:00.000Z'));
  clock.freeze();
  return { clock, store: new IdempotencyStore(() => clock, maxEntries) };
}
const send = (s: IdempotencyStore, key: string) => {
  const verdict = s.begin(ENV, key, 'fp');
  if (verdict.kind === 'first') s.complete(ENV, key, ok);
  return verdict.kind;
};

describe('the idempotency store is bounded', () => {
  it('sweeps expired responses when a new key comes in, not only when the same key comes back', () => {
    const { clock, store: s } = store();
    for (let i = 0; i < 50; i++) send(s, `early-${i}`);
    clock.advance(DAY / 2);
    for (let i = 0; i < 5; i++) send(s, `later-${i}`);
    expect(s.size(ENV)).toBe(55);
    clock.advance(DAY / 2 + 1); // the 50 early ones are past 24 h, the 5 later ones are not
    send(s, 'fresh');
    expect(s.size(ENV)).toBe(6);
    expect(send(s, 'later-0')).toBe('replay');
    expect(send(s, 'early-0')).toBe('first');
  });

  it('keeps a response its full 24 h even when its key began earlier than others completed', () => {
    const { clock, store: s } = store();
    expect(s.begin(ENV, 'slow', 'fp').kind).toBe('first'); // in flight
    send(s, 'quick');
    clock.advance(60_000);
    s.complete(ENV, 'slow', ok); // completes after "quick": expires after it
    clock.advance(DAY - 30_000); // "quick" expired, "slow" not yet
    send(s, 'trigger-sweep');
    expect(s.size(ENV)).toBe(2);
    expect(send(s, 'slow')).toBe('replay');
  });

  it(`caps stored responses per environment at ${MAX_ENTRIES_PER_ENVIRONMENT}, evicting the oldest first`, () => {
    const { store: s } = store();
    for (let i = 0; i <= MAX_ENTRIES_PER_ENVIRONMENT; i++) send(s, `k-${i}`);
    expect(s.size(ENV)).toBe(MAX_ENTRIES_PER_ENVIRONMENT);
    s.begin('env-b', 'other', 'fp');
    expect(s.size('env-b')).toBe(1);
    expect(send(s, `k-${MAX_ENTRIES_PER_ENVIRONMENT}`)).toBe('replay');
    expect(send(s, 'k-1')).toBe('replay');
    expect(send(s, 'k-0')).toBe('first'); // evicted: runs again (and evicts k-1, now the oldest)
    expect(send(s, 'k-1')).toBe('first');
  });

  it('takes another cap', () => {
    const { store: s } = store(3);
    for (const key of ['a', 'b', 'c', 'd']) send(s, key);
    expect(s.size(ENV)).toBe(3);
    expect(send(s, 'd')).toBe('replay');
    expect(send(s, 'a')).toBe('first');
  });
});

describe('the idempotency store caps the bytes of the responses it keeps', () => {
  const big = (n: number) => ({ status: 200, headers: {}, body: { text: 'x'.repeat(n) } });
  const keep = (s: IdempotencyStore, environment: string, key: string, n: number) => {
    expect(s.begin(environment, key, 'fp').kind).toBe('first');
    s.complete(environment, key, big(n));
  };
  function byteStore(perEnvironment: number, total: number) {
    const clock = new ControllableClock(() => Date.parse('2030-01-01T00:00:00.000Z'));
    clock.freeze();
    return new IdempotencyStore(() => clock, MAX_ENTRIES_PER_ENVIRONMENT, { perEnvironment, total });
  }

  it('per environment: past its cap the oldest responses go; the newer ones replay whole', () => {
    const s = byteStore(10_000, 1_000_000);
    for (let i = 0; i < 5; i++) keep(s, ENV, `k${i}`, 3_000);
    expect(s.bytes(ENV)).toBeLessThanOrEqual(10_000);
    expect(s.size(ENV)).toBe(3);
    expect(s.begin(ENV, 'k0', 'fp').kind).toBe('first');
    const replay = s.begin(ENV, 'k4', 'fp');
    expect(replay).toEqual({ kind: 'replay', response: big(3_000) });
  });

  it('for the whole mock: past its cap the largest holder loses its oldest, the others keep theirs', () => {
    const s = byteStore(1_000_000, 20_000);
    keep(s, 'quiet', 'q', 2_000);
    for (let i = 0; i < 10; i++) keep(s, 'noisy', `n${i}`, 3_000);
    expect(s.bytes()).toBeLessThanOrEqual(20_000);
    expect(s.begin('quiet', 'q', 'fp').kind).toBe('replay');
    expect(s.begin('noisy', 'n0', 'fp').kind).toBe('first');
    expect(s.begin('noisy', 'n9', 'fp').kind).toBe('replay');
    s.clear('noisy');
    expect(s.bytes()).toBe(s.bytes('quiet'));
  });

  it(`by default ${MAX_RESPONSE_BYTES_PER_ENVIRONMENT / 1024 / 1024} MB per environment and ${MAX_RESPONSE_BYTES / 1024 / 1024} MB in all: 100 replies of 900 KB keep at most that`, () => {
    const { store: s } = store();
    for (let i = 0; i < 100; i++) keep(s, `env-${i % 10}`, `k${i}`, 900_000);
    expect(s.bytes()).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    for (let e = 0; e < 10; e++) expect(s.bytes(`env-${e}`)).toBeLessThanOrEqual(MAX_RESPONSE_BYTES_PER_ENVIRONMENT);
  });
});
