import { pino } from 'pino';
import request from 'supertest';
import { createExpressApp } from '../../src/app.js';
import { buildDeps, type StartOptions } from '../../src/server.js';
import type { Seed } from '../../src/domain/environments/index.js';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../../src/seed/load-fixtures.js';
import { loadContract, type Contract } from '../../src/contract/load-spec.js';

export const DEV_KEY = 'test-api-key';
export const PROD_KEY = 'test-api-key-prod';
export const DEV_ENV_ID = '665f1c2a9b1e4a0012a0e001';
export const PROD_ENV_ID = '665f1c2a9b1e4a0012a0e002';

let contract: Promise<Contract> | undefined;
/** One contract per test worker: loading it is the slow part, and it never changes. */
export const sharedContract = (): Promise<Contract> => (contract ??= loadContract());

let fixtures: Promise<Seed> | undefined;
/** The default fixtures, loaded once per worker (records are frozen; every app copies on write). */
export const sharedFixtures = (): Promise<Seed> =>
  (fixtures ??= sharedContract().then((c) => loadFixtures(DEFAULT_FIXTURES_DIR, c, new Date())));

export const silentLogger = pino({ level: 'silent' });

/** A fresh app on the default fixtures with strict response validation (a broken response is a 500). */
export async function makeTestApp(options: StartOptions = {}) {
  const fixtureData = options.fixturesDir === undefined ? await sharedFixtures() : undefined;
  const deps = await buildDeps({ strict: true, seed: 42, logger: silentLogger, contract: await sharedContract(), fixtureData, ...options });
  const app = createExpressApp(deps); // Express-typed: some tests use more of Express than the published MockApp type
  const auth = (key: string) => `ApiKey ${key}`;
  const api = (key: string = DEV_KEY) => ({
    get: (url: string) => request(app).get(url).set('Authorization', auth(key)),
    head: (url: string) => request(app).head(url).set('Authorization', auth(key)),
    post: (url: string, body?: object) => {
      const r = request(app).post(url).set('Authorization', auth(key));
      return body === undefined ? r : r.send(body);
    },
    patch: (url: string, body: object) => request(app).patch(url).set('Authorization', auth(key)).send(body),
    put: (url: string, body: object) => request(app).put(url).set('Authorization', auth(key)).send(body),
    delete: (url: string) => request(app).delete(url).set('Authorization', auth(key)),
  });
  /** Everything an environment holds, serialized: compare before/after to prove a request changed nothing. */
  const stateOf = (key: string = DEV_KEY) => {
    const environment = deps.registry.resolve(key);
    if (!environment) throw new Error(`no environment for ${key}`);
    return JSON.stringify({ subscribers: environment.subscribers.list(), integrations: environment.integrations.list() });
  };
  return { app, deps, api, stateOf, request: () => request(app) };
}

/**
 * Asserts the API's error shape (the real service's: `{...ctx, statusCode, timestamp, path, message, ctx}`,
 * `errorId` on a 500, which has no context of its own) and returns the body.
 */
export function expectErrorShape(body: Record<string, unknown>, status: number): Record<string, unknown> {
  const fail = (why: string) => new Error(`${why}: ${JSON.stringify(body)}`);
  if (body.statusCode !== status) throw fail(`expected statusCode ${status}`);
  for (const field of ['timestamp', 'path', 'message']) {
    if (!(field in body)) throw fail(`error body lacks ${field}`);
  }
  if (status === 500 && typeof body.errorId !== 'string') throw fail('a 500 lacks its errorId');
  if (status !== 500 && 'errorId' in body) throw fail('only a 500 has an errorId');
  const { ctx } = body;
  if (ctx === undefined && status === 500) return body;
  if (typeof ctx !== 'object' || ctx === null || Array.isArray(ctx)) throw fail('error body lacks its ctx object');
  for (const [key, value] of Object.entries(ctx)) {
    if (key !== 'statusCode' && JSON.stringify(body[key]) !== JSON.stringify(value)) throw fail(`ctx.${key} is not copied to the top level`);
  }
  return body;
}
