import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControllableClock, isValidInstant, LAST_INSTANT, nowThisTurn } from '../../src/lib/clock.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the system clock reading', () => {
  it('is read once per synchronous turn, and read again in the next one', async () => {
    let system = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => system);
    await Promise.resolve(); // a reading from before the spy is forgotten
    const clock = new ControllableClock();
    const first = clock.nowMs();
    system = 2_000;
    expect([first, clock.nowMs(), nowThisTurn()]).toEqual([1_000, 1_000, 1_000]);
    await Promise.resolve();
    expect(clock.nowMs()).toBe(2_000);
    expect(clock.now().toISOString()).toBe(new Date(2_000).toISOString());
  });

  it('still moves with advance() and stands with freeze() within a turn', async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => 5_000);
    await Promise.resolve();
    const clock = new ControllableClock();
    clock.advance(250);
    expect(clock.nowMs()).toBe(5_250);
    clock.freeze(new Date(9_000));
    clock.advance(1);
    expect(clock.nowMs()).toBe(9_001);
  });
});

describe('the range of a clock', () => {
  it('holds the instants an RFC 3339 timestamp can carry, years 0000 to 9999', () => {
    expect(['0000-01-01T00:00:00.000Z', LAST_INSTANT].map((iso) => isValidInstant(Date.parse(iso)))).toEqual([true, true]);
    expect([Date.parse(LAST_INSTANT) + 1, Date.parse('0000-01-01T00:00:00.000Z') - 1, 8.64e15, Number.NaN, Infinity].some(isValidInstant)).toBe(false);
  });

  it('a running clock whose offset carries it past the last instant shows the last instant', () => {
    let system = Date.parse(LAST_INSTANT) - 10;
    const clock = new ControllableClock(() => system);
    clock.advance(5);
    expect(clock.now().toISOString()).toBe('9999-12-31T23:59:59.994Z');
    system += 1e6;
    expect(clock.now().toISOString()).toBe(LAST_INSTANT);
  });
});
