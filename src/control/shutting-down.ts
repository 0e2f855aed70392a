/** The words of every answer a shutdown cuts short: an outbox wait, a journal stream. */
export const SHUTTING_DOWN_MESSAGE = 'the mock is shutting down';

/**
 * A wait for an event (a delivery) cut short by the shutdown, or asked for once it began: answered 503 with
 * `SHUTTING_DOWN_MESSAGE`, at once, instead of running to its timeout while the grace period lasts.
 */
export class ShuttingDownError extends Error {
  constructor() {
    super(SHUTTING_DOWN_MESSAGE);
    this.name = 'ShuttingDownError';
  }
}
