/** The words of every answer a shutdown cuts short: a wait, a journal stream, a request held by a fault's delay. */
export const SHUTTING_DOWN_MESSAGE = 'the mock is shutting down';

/** A wait (or a request held by a fault's delay) cut short by the shutdown: answered 503 with `SHUTTING_DOWN_MESSAGE`. */
export class ShuttingDownError extends Error {
  constructor() {
    super(SHUTTING_DOWN_MESSAGE);
    this.name = 'ShuttingDownError';
  }
}

/**
 * Whether the mock serves or has begun to stop. `close()` (SIGTERM, SIGINT) begins the shutdown: from then
 * on the readiness route answers 503, and every wait the mock holds ends at once with a 503 instead of
 * running to its timeout while the grace period lasts.
 */
export class Lifecycle {
  readonly #stop = new AbortController();

  /** Aborts when the shutdown begins. */
  get signal(): AbortSignal {
    return this.#stop.signal;
  }

  get stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  beginShutdown(): void {
    this.#stop.abort();
  }
}
