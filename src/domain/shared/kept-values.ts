import { nestsDeeperThan } from '../../lib/json-depth.js';
import { BadRequestError } from './errors.js';

/**
 * The deepest nesting of any JSON value the mock keeps, whatever brought it (an API body, a bridge's answer,
 * a step's output, a fixture, a snapshot): far above any real payload, far below what the recursive walks of
 * every later read survive (freezing, size estimates, validation, JSON.stringify of each answer showing it).
 */
export const MAX_KEPT_DEPTH = 100;

/** True when `value` may be kept: it nests at most `MAX_KEPT_DEPTH` levels. */
export const isKeepable = (value: unknown): boolean => !nestsDeeperThan(value, MAX_KEPT_DEPTH);

/** Refuses (400) a value that nests deeper than `MAX_KEPT_DEPTH`; `what` names it in the message. */
export function checkKeptDepth(value: unknown, what: string): void {
  if (!isKeepable(value)) throw new BadRequestError(`${what} nests deeper than ${MAX_KEPT_DEPTH} levels`);
}
