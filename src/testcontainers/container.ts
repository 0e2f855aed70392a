import { resolve } from 'node:path';
import { AbstractStartedContainer, GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import type { ApiKeyInfo } from '../server.js';
import { AdminClient } from './admin-client.js';
import { remoteAdmin, type RemoteMockAdmin } from './remote-admin.js';

/** The image `npm run docker:check` builds (`notification-api-mock:latest`), the name the docs use. */
export const DEFAULT_IMAGE = 'notification-api-mock';
/** The port the image listens on. */
export const MOCK_PORT = 3000;
/** Where `withFixtures` mounts the host's folder in the container. */
const FIXTURES_MOUNT = '/fixtures';

/**
 * notification-api-mock in a container, for Testcontainers: started, it is ready (its readiness route
 * `/__admin/ready` answered 200) and gives its `url`, its API keys and the admin helpers.
 *
 * ```ts
 * const mock = await new NotificationApiMockContainer().start();
 * ```
 */
export class NotificationApiMockContainer extends GenericContainer {
  #adminToken: string | undefined;

  constructor(image: string = DEFAULT_IMAGE) {
    super(image);
    this.withExposedPorts(MOCK_PORT).withWaitStrategy(Wait.forHttp('/__admin/ready', MOCK_PORT).forStatusCode(200));
  }

  /** Serves the fixtures of `hostDir` (a folder laid out as `fixtures/default`), mounted read-only. */
  withFixtures(hostDir: string): this {
    return this.withBindMounts([{ source: resolve(hostDir), target: FIXTURES_MOUNT, mode: 'ro' }]).withEnvironment({ FIXTURES: FIXTURES_MOUNT });
  }

  /** Every unknown API key opens an environment of its own (`--isolate-keys`). */
  withIsolatedKeys(): this {
    return this.withEnvironment({ ISOLATE_KEYS: 'true' });
  }

  /** Generated ids and data the same on every run (`--seed`). */
  withSeed(seed: number): this {
    return this.withEnvironment({ SEED: String(seed) });
  }

  /** The control plane answers only with this token (`--admin-token`); the admin helpers send it. */
  withAdminToken(token: string): this {
    this.#adminToken = token;
    return this.withEnvironment({ ADMIN_TOKEN: token });
  }

  override async start(): Promise<StartedNotificationApiMockContainer> {
    const started = await super.start();
    const url = `http://${started.getHost()}:${started.getMappedPort(MOCK_PORT)}`;
    const client = new AdminClient(url, this.#adminToken);
    // The fixtures' keys (those that open an environment at start), as the mock lists them.
    const apiKeys = (await remoteAdmin(client).environments()).filter((e) => !e.isolated).map(({ isolated: _isolated, ...key }) => key);
    return new StartedNotificationApiMockContainer(started, url, apiKeys, remoteAdmin(client));
  }
}

/** A started mock: its address, its API keys, and the admin helpers over its admin API (`RemoteMockAdmin`). */
// The helpers are the admin client's own functions, copied onto the instance; the interface types them.
export interface StartedNotificationApiMockContainer extends RemoteMockAdmin {}
export class StartedNotificationApiMockContainer extends AbstractStartedContainer {
  constructor(
    started: StartedTestContainer,
    /** The mock's base URL from the host, e.g. `http://localhost:32768`. */
    readonly url: string,
    /** The fixtures' API keys (what the mock's ready line lists). */
    readonly apiKeys: ApiKeyInfo[],
    admin: RemoteMockAdmin,
  ) {
    super(started);
    Object.assign(this, admin);
  }
}
