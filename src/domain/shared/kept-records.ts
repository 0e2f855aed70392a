import { nestsDeeperThan } from '../../lib/json-depth.js';
import { MAX_KEPT_DEPTH } from './kept-values.js';

/**
 * Levels a stored record adds around the values it keeps: a trigger's payload sits in a job of a notification,
 * a digest's events in that job's digest, an action's payload in a message's `cta.action.result`.
 */
const RECORD_ENVELOPE_DEPTH = 10;

/**
 * The deepest a record loaded from outside the API (a fixture file, `POST /__admin/fixtures`, a snapshot
 * restore) may nest: what the API can make of values of `MAX_KEPT_DEPTH` levels, so that every snapshot the
 * mock gives is taken back and no loaded record holds more than a value the API would keep.
 */
export const MAX_RECORD_DEPTH = MAX_KEPT_DEPTH + RECORD_ENVELOPE_DEPTH;

/** The first field of `record` whose value takes it past `MAX_RECORD_DEPTH` levels, or undefined when it is within them. */
export function tooDeepField(record: unknown): string | undefined {
  if (record === null || typeof record !== 'object' || !nestsDeeperThan(record, MAX_RECORD_DEPTH)) return undefined;
  return Object.keys(record).find((field) => nestsDeeperThan((record as Record<string, unknown>)[field], MAX_RECORD_DEPTH - 1));
}

/** What a record too deep to keep is told: `field "data": …`. */
export const TOO_DEEP = `nests deeper than a record may (${MAX_RECORD_DEPTH} levels: its values at most ${MAX_KEPT_DEPTH}, as the API keeps them)`;
