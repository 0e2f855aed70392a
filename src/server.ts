import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { answerClientErrors } from './http/client-errors.js';
import { hostPolicy } from './http/host-policy.js';
import { createExpressServer } from './http/express-server.js';
import { listen } from './http/listen.js';
import { closeWithDeadline } from './http/shutdown.js';
import { adminOf, type MockAdmin } from './mock-admin.js';
import { pino, type Logger } from 'pino';
import { createExpressApp } from './app.js';
import { ConfigError, resolveConfig, type MockConfig } from './config.js';
import { limitReporter } from './control/limit-reporter.js';
import type { AppDeps } from './http/context.js';
import { createSecretCipher } from './lib/cipher.js';
import { INSTANT_RANGE, isValidInstant } from './lib/clock.js';
import { createIdGenerator } from './lib/ids.js';
import { payloadValidator } from './lib/payload-validator.js';
import { createRandom, randomSeed } from './lib/random.js';
import { MockClocks } from './control/clocks.js';
import { FaultRules } from './control/faults.js';
import { IdempotencyStore } from './control/idempotency.js';
import { Journal } from './control/journal.js';
import { OutboxControl } from './control/outbox-control.js';
import { BridgeExecutor } from './bridge/bridge-executor.js';
import { MockControl } from './control/mock-control.js';
import { TenantRegistry, type Environment, type Seed } from './domain/environments/index.js';
import { InboxRealtime } from './realtime/inbox-realtime.js';
import { generateSubscribers } from './seed/generate-subscribers.js';
import { loadFixtures } from './seed/load-fixtures.js';
import { loadContract, servedBare, type Contract } from './contract/load-spec.js';

export interface ApiKeyInfo {
  apiKey: string;
  /** What a frontend's Inbox or legacy widget sends (`applicationIdentifier`) to open a session in this key's environment. */
  applicationIdentifier: string;
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

export interface MockServer extends MockAdmin {
  /** The underlying Node server (timeouts, connection events). */
  httpServer: Server;
  url: string;
  port: number;
  host: string;
  apiKeys: ApiKeyInfo[];
  /**
   * Stops accepting connections and resolves once in-flight requests have finished, or once
   * `shutdownGraceMs` has passed (then the connections still open are cut).
   */
  close(): Promise<void>;
  deps: AppDeps;
}

async function withGeneratedSubscribers(seed: Seed, config: MockConfig, deps: Pick<AppDeps, 'contract' | 'clock' | 'ids'>, seedNumber: number): Promise<Seed> {
  if (config.generateSubscribers <= 0) return seed;
  const subscriberSchema = deps.contract.bare.responseSchema('retrieveSubscriber', 200);
  if (!subscriberSchema) throw new Error('The contract has no Subscriber schema (retrieveSubscriber 200)');
  const generated: Seed['subscribers'][] = [];
  // One organization after the other: ids are drawn in the same order on every run with a seed.
  for (const o of seed.organizations) {
    const environment = o.environments[0];
    if (!environment) continue;
    generated.push(await generateSubscribers(config.generateSubscribers, {
      seed: seedNumber,
      subscriberSchema,
      scope: { _organizationId: o._id, _environmentId: environment._id },
      now: deps.clock.now(),
      objectId: () => deps.ids.objectId(),
    }));
  }
  return { ...seed, subscribers: seed.subscribers.concat(...generated) };
}

/** Loads the contract and fixtures and builds everything `createApp` needs (no port is opened). */
export async function buildDeps(options: StartOptions = {}): Promise<AppDeps> {
  const config = resolveConfig(options);
  const logger = options.logger ?? pino({ level: config.logLevel }, pino.destination(2));
  const startFrozenAt = config.freezeClockAt === undefined ? undefined : new Date(config.freezeClockAt);
  if (startFrozenAt && Number.isNaN(startFrozenAt.getTime())) throw new ConfigError(`freeze-clock must be an ISO date-time, got "${config.freezeClockAt}"`);
  if (startFrozenAt && !isValidInstant(startFrozenAt.getTime())) throw new ConfigError(`freeze-clock must be an instant ${INSTANT_RANGE}, got "${config.freezeClockAt}"`);
  const clocks = new MockClocks(startFrozenAt);
  const seedNumber = config.seed ?? randomSeed();
  const ids = createIdGenerator(seedNumber, clocks);
  const loaded = options.contract ?? (await loadContract(config.specPath));
  const contract = config.envelope ? loaded : servedBare(loaded);
  const fixtures = options.fixtureData ?? loadFixtures(config.fixturesDir, contract, clocks.now());
  const seed = await withGeneratedSubscribers(fixtures, config, { contract, clock: clocks, ids }, seedNumber);
  // With a seed, sealing is deterministic too (snapshots of two runs compare equal).
  const cipher = createSecretCipher(config.secretKey ?? (config.seed === undefined ? undefined : `seed:${config.seed}`), config.seed === undefined ? undefined : createRandom(config.seed ^ 0xc1f3));
  const timeFor = (environmentId: string) => {
    const environmentClock = clocks.of(environmentId);
    return { clock: environmentClock, ids: ids.stampedBy(environmentClock) };
  };
  const idempotency = new IdempotencyStore((environmentId) => clocks.of(environmentId));
  const realtime = new InboxRealtime(logger);
  const bridge: BridgeExecutor = new BridgeExecutor({
    environment: (environmentId) => registry.environments().find((e) => e.id === environmentId),
    secretKeyOf: (environmentId) => registry.environmentsWithKeys().find((e) => e.environment.id === environmentId)?.apiKeys[0],
    ids,
    logger,
    options: { timeoutMs: config.bridgeTimeoutMs, retries: config.bridgeRetries },
  });
  const outbox: OutboxControl = new OutboxControl((environmentId?: string): Environment[] => registry.environments().filter((e) => environmentId === undefined || e.id === environmentId));
  const registry = new TenantRegistry(seed, {
    timeFor,
    ids,
    cipher,
    payloads: payloadValidator,
    isolateKeys: config.isolateKeys,
    limits: config,
    limitPort: limitReporter(logger),
    maxIsolatedEnvironments: config.maxIsolatedEnvironments,
    mockWideLimitFactor: config.mockWideLimitFactor,
    isolatedIdleMs: config.isolatedIdleMs,
    nowMs: () => Date.now(),
    inboxListenerFor: realtime.listenerFor,
    outbox: { size: config.outboxSize, onDelivered: outbox.delivered },
    onBridgeWork: bridge.queued,
    onDropped: (environmentIds) => {
      for (const id of environmentIds) {
        clocks.forget(id);
        idempotency.clear(id);
        realtime.disconnect({ environmentId: id });
      }
    },
  });
  const control = new MockControl({
    registry,
    clocks,
    validator: contract.bare,
    adminValidator: contract.admin,
    cipher,
    journal: new Journal(config.journalSize, undefined, config.redactHeaders),
    faults: new FaultRules(createRandom(seedNumber ^ 0x5eed)),
    idempotency,
    connections: realtime,
    outbox,
  });
  return {
    contract,
    control,
    registry,
    realtime,
    bridge,
    clock: clocks,
    ids,
    logger,
    options: {
      strict: config.strict,
      envelope: config.envelope,
      bodyLimit: config.bodyLimit,
      adminToken: config.adminToken,
      corsOrigins: config.corsOrigins,
      host: config.host,
      allowedHosts: config.allowedHosts,
    },
  };
}

/** Starts the mock: `{ url, port, apiKeys, close() }`. Use port 0 in test runners. */
export async function startMockServer(options: StartOptions = {}): Promise<MockServer> {
  const config = resolveConfig({ logLevel: 'warn', ...options });
  const deps = await buildDeps({ ...config, logger: options.logger, contract: options.contract, fixtureData: options.fixtureData });
  const app = createExpressApp(deps);
  // requireHostHeader: the app refuses an HTTP/1.1 request without Host itself, in the error shape.
  const httpServer = createExpressServer(app, { connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs), requireHostHeader: false });
  // Slow clients cannot hold a connection forever (slowloris): headers within headersTimeout, the whole
  // request within requestTimeout (checked every connectionsCheckingInterval).
  httpServer.headersTimeout = config.headersTimeoutMs;
  httpServer.requestTimeout = config.requestTimeoutMs;
  answerClientErrors(httpServer, () => deps.clock.now());
  const close = closeWithDeadline(httpServer, {
    graceMs: config.shutdownGraceMs,
    onGraceExpired: (requestsInFlight) =>
      deps.logger.warn({ requestsInFlight, shutdownGraceMs: config.shutdownGraceMs }, 'shutdown grace period over: closing the connections still open'),
  });
  await listen(httpServer, config.port, config.host);
  deps.realtime.attach(httpServer, deps.registry, hostPolicy(config.host, config.allowedHosts));
  const stopWarmUp = deps.contract.validator.warmUpInBackground();
  const { port } = httpServer.address() as AddressInfo;
  const urlHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    ...adminOf(deps),
    httpServer,
    url: `http://${urlHost}:${port}`,
    port,
    host: config.host,
    apiKeys: deps.registry.fixtureKeys(),
    deps,
    close: () => {
      stopWarmUp();
      deps.realtime.close();
      deps.control.beginShutdown();
      deps.bridge.close();
      return close();
    },
  };
}
