import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControllableClock, nowThisTurn } from '../../src/lib/clock.js';

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
