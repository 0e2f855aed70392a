import type { Response } from 'express';
import type { Environment } from '../domain/environment.js';
import type { Clock } from '../domain/ports.js';
import type { AppDeps } from './context.js';

/**
 * The clock a request's timestamps (error bodies, the journal) come from: the clock of the environment
 * its API key opens, or the mock-wide clock for a request that has none (no key, an unknown key, or not
 * authenticated yet).
 */
export function requestClock(res: Response, deps: Pick<AppDeps, 'clock'>): Clock {
  return (res.locals.environment as Environment | undefined)?.time.clock ?? deps.clock;
}
