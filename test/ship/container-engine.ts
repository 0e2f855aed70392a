import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A Docker-compatible engine's socket, for Testcontainers (`DOCKER_HOST`), and how to stop what was started for it. */
export interface ContainerEngine {
  socketPath: string;
  stop(): void;
}

/** The sockets Docker and rootful podman listen on by default. */
const KNOWN_SOCKETS = ['/var/run/docker.sock', '/run/podman/podman.sock'];
/** How long podman's service may take to open its socket; only a hang takes longer. */
const SERVICE_START_MS = 30_000;

const unixPath = (dockerHost: string | undefined) => (dockerHost?.startsWith('unix://') ? dockerHost.slice('unix://'.length) : undefined);
const hasPodman = () => spawnSync('podman', ['--version'], { stdio: 'ignore' }).status === 0;

/** Whether the engine behind `socketPath` answers its ping. */
function pings(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * How to start podman's service here. crun, podman's runtime, refuses a hybrid cgroup layout with a controller
 * enabled in cgroup v2 ("cgroups in hybrid mode not supported", in some container-like hosts): then the service
 * runs in a mount namespace of its own without /sys/fs/cgroup/unified (the host's mounts are untouched), and
 * so do the containers it starts.
 */
function podmanServiceCommand(socketPath: string): [string, string[]] {
  const service = ['system', 'service', '--time=0', `unix://${socketPath}`];
  const unified = '/sys/fs/cgroup/unified/cgroup.controllers';
  const hybrid = existsSync(unified) && readFileSync(unified, 'utf8').trim() !== '';
  const canUnshare = process.getuid?.() === 0 && spawnSync('unshare', ['-m', 'true'], { stdio: 'ignore' }).status === 0;
  if (!(hybrid && canUnshare)) return ['podman', service];
  return ['unshare', ['-m', 'sh', '-c', 'umount /sys/fs/cgroup/unified && exec podman "$@"', 'sh', ...service]];
}

/**
 * podman gives a root's containers 1M open files and 4M processes, which a process without CAP_SYS_RESOURCE
 * cannot raise its limits to ("setrlimit RLIMIT_NOFILE: Operation not permitted"): then the service's containers
 * get limits within reach, from a containers.conf of its own. Undefined when the defaults work.
 */
function containersConfWithinLimits(dir: string): string | undefined {
  const capabilities = /^CapEff:\s*([0-9a-f]+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0';
  const CAP_SYS_RESOURCE = 24n;
  if ((BigInt(`0x${capabilities}`) >> CAP_SYS_RESOURCE) & 1n) return undefined;
  const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || 1024;
  const path = join(dir, 'containers.conf');
  writeFileSync(path, `[containers]\ndefault_ulimits = ["nofile=${openFiles}:${openFiles}", "nproc=4096:4096"]\n`);
  return path;
}

/** podman's Docker-compatible service on a socket of its own, for as long as the test runs. */
async function startPodmanService(): Promise<ContainerEngine | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'podman-socket-'));
  const socketPath = join(dir, 'podman.sock');
  const [command, args] = podmanServiceCommand(socketPath);
  const conf = containersConfWithinLimits(dir);
  const service: ChildProcess = spawn(command, args, { stdio: 'ignore', env: conf ? { ...process.env, CONTAINERS_CONF: conf } : process.env });
  const stop = () => {
    service.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + SERVICE_START_MS;
  while (Date.now() < deadline && service.exitCode === null) {
    if (existsSync(socketPath) && (await pings(socketPath))) return { socketPath, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  return undefined;
}

/**
 * A running engine: the one `DOCKER_HOST` names, else Docker's or podman's default socket, else podman's
 * service started on a socket of its own when podman is installed; undefined when there is none.
 */
export async function findContainerEngine(): Promise<ContainerEngine | undefined> {
  for (const socketPath of [unixPath(process.env.DOCKER_HOST), ...KNOWN_SOCKETS]) {
    if (socketPath && (await pings(socketPath))) return { socketPath, stop: () => {} };
  }
  return hasPodman() ? startPodmanService() : undefined;
}

/** Whether the engine holds the image `name` (`notification-api-mock` finds `localhost/notification-api-mock:latest` under podman). */
export function hasImage(engine: ContainerEngine, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: engine.socketPath, path: `/images/${encodeURIComponent(name)}/json` }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}
