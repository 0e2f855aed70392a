import type { Clock } from '../domain/ports.js';

/**
 * The clock every timestamp the mock writes comes from. It runs with the system clock,
 * optionally offset, or stands frozen at an instant (admin clock control).
 */
export class ControllableClock implements Clock {
  #frozenAt: number | undefined;
  #offsetMs = 0;

  constructor(private readonly systemNow: () => number = Date.now) {}

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return this.#frozenAt ?? this.systemNow() + this.#offsetMs;
  }

  freeze(at: Date = this.now()): void {
    this.#frozenAt = at.getTime();
  }

  advance(ms: number): void {
    if (this.#frozenAt !== undefined) this.#frozenAt += ms;
    else this.#offsetMs += ms;
  }

  /** Runs again from the current (possibly frozen) instant. */
  resume(): void {
    if (this.#frozenAt !== undefined) this.#offsetMs = this.#frozenAt - this.systemNow();
    this.#frozenAt = undefined;
  }

  get frozen(): boolean {
    return this.#frozenAt !== undefined;
  }
}
