/**
 * The bridge calls in flight, counted per environment, and whether an environment may start one more. Each
 * environment has a share of its own (`perEnvironment`) within the pool of all of them (`total`); one whose
 * calls hang fills its share, not the pool. An environment with no call in flight may always start one, the
 * pool full or not: no environment ever waits for the calls of another to end.
 */
export class CallSlots {
  readonly #byEnvironment = new Map<string, number>();
  #inUse = 0;

  constructor(
    readonly total: number,
    readonly perEnvironment: number,
  ) {}

  /** Calls in flight, all environments together. */
  get inUse(): number {
    return this.#inUse;
  }

  /** Calls in flight for `environmentId`. */
  of(environmentId: string): number {
    return this.#byEnvironment.get(environmentId) ?? 0;
  }

  hasRoom(environmentId: string): boolean {
    const mine = this.of(environmentId);
    return mine < this.perEnvironment && (mine === 0 || this.#inUse < this.total);
  }

  take(environmentId: string): void {
    this.#byEnvironment.set(environmentId, this.of(environmentId) + 1);
    this.#inUse++;
  }

  release(environmentId: string): void {
    const left = this.of(environmentId) - 1;
    if (left > 0) this.#byEnvironment.set(environmentId, left);
    else this.#byEnvironment.delete(environmentId);
    this.#inUse--;
  }
}
