import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { createApp } from './app.js';
import { resolveConfig, type MockConfig } from './config.js';
import type { AppDeps } from './http/context.js';
import { ControllableClock } from './lib/clock.js';
import { createSecretCipher } from './lib/cipher.js';
import { createIdGenerator } from './lib/ids.js';
import { randomSeed } from './lib/random.js';
import { TenantRegistry } from './domain/registry.js';
import type { Seed } from './domain/types.js';
import { generateSubscribers } from './seed/generate-subscribers.js';
import { loadFixtures } from './seed/load-fixtures.js';
import { loadContract, type Contract } from './spec/load-spec.js';

export interface ApiKeyInfo {
  apiKey: string;
  environment: string;
  environmentId: string;
  organization: string;
}

export interface StartOptions extends Partial<MockConfig> {
  /** Where logs go; by default pino to stderr at `logLevel` (programmatic default: `warn`). */
  logger?: Logger;
  /** An already loaded contract (tests share one instead of loading it per app). */
  contract?: Contract;
  /** Already loaded fixtures (tests share them: seed records are frozen, environments copy on write). */
  fixtureData?: Seed;
}

export interface MockServer {
  url: string;
  port: number;
  host: string;
  apiKeys: ApiKeyInfo[];
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
  deps: AppDeps;
}

function withGeneratedSubscribers(seed: Seed, config: MockConfig, deps: Pick<AppDeps, 'contract' | 'clock' | 'ids'>, seedNumber: number): Seed {
  if (config.generateSubscribers <= 0) return seed;
  const subscriberSchema = deps.contract.validator.responseSchema('retrieveSubscriber', 200);
  if (!subscriberSchema) throw new Error('The contract has no Subscriber schema (retrieveSubscriber 200)');
  const generated = seed.organizations.flatMap((o) => {
    const environment = o.environments[0];
    if (!environment) return [];
    return generateSubscribers(config.generateSubscribers, {
      seed: seedNumber,
      subscriberSchema,
      scope: { _organizationId: o._id, _environmentId: environment._id },
      now: deps.clock.now(),
      objectId: () => deps.ids.objectId(),
    });
  });
  return { ...seed, subscribers: [...seed.subscribers, ...generated] };
}

/** Loads the contract and fixtures and builds everything `createApp` needs (no port is opened). */
export async function buildDeps(options: StartOptions = {}): Promise<AppDeps> {
  const config = resolveConfig(options);
  const logger = options.logger ?? pino({ level: config.logLevel }, pino.destination(2));
  const clock = new ControllableClock();
  const seedNumber = config.seed ?? randomSeed();
  const ids = createIdGenerator(seedNumber, clock);
  const contract = options.contract ?? (await loadContract(config.specPath));
  const fixtures = options.fixtureData ?? loadFixtures(config.fixturesDir, contract, clock.now());
  const seed = withGeneratedSubscribers(fixtures, config, { contract, clock, ids }, seedNumber);
  const cipher = createSecretCipher(config.secretKey);
  const registry = new TenantRegistry(seed, { clock, ids, cipher, isolateKeys: config.isolateKeys });
  return {
    contract,
    registry,
    clock,
    ids,
    logger,
    options: { strict: config.strict, bodyLimit: config.bodyLimit },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the mock: `{ url, port, apiKeys, close() }`. Use port 0 in test runners. */
export async function startMockServer(options: StartOptions = {}): Promise<MockServer> {
  const config = resolveConfig({ logLevel: 'warn', ...options });
  const deps = await buildDeps({ ...config, logger: options.logger, contract: options.contract, fixtureData: options.fixtureData });
  const app = createApp(deps);
  const httpServer = createServer(app);
  httpServer.headersTimeout = 10_000;
  httpServer.requestTimeout = 30_000;
  await listen(httpServer, config.port, config.host);
  const stopWarmUp = deps.contract.validator.warmUpInBackground();
  const { port } = httpServer.address() as AddressInfo;
  const urlHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    host: config.host,
    apiKeys: deps.registry.fixtureKeys(),
    deps,
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        stopWarmUp();
        httpServer.close((error) => (error ? reject(error) : resolve()));
        httpServer.closeIdleConnections();
      })),
  };
}
