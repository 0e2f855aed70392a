// The container engine docker:check drives: `docker` when its daemon answers, else `podman`, with what this kind of
// machine needs to run containers at all (see `podmanQuirks`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export type EngineName = 'docker' | 'podman';

export interface Engine {
  name: EngineName;
  /**
   * The argv that runs this whole process again in a private mount namespace without /sys/fs/cgroup/unified, when
   * podman's runtime needs that here (every podman call must share one namespace: a container's network namespace
   * is a mount made by the call that started it).
   */
  reexec?: [string, string[]];
  /** Flags every `run` gets (podman without CAP_SYS_RESOURCE: limits it may set). */
  runFlags: string[];
  /** Flags every `build` gets (`--format docker` for podman: its default OCI format drops HEALTHCHECK). */
  buildFlags: string[];
  /** What was adapted to this machine, one line each. */
  notes: string[];
}

const answers = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore', timeout: 15_000 }).status === 0;

/** The engine to use: `preferred` when given, else docker if its daemon answers, else podman; undefined with neither. */
export function findEngine(preferred?: string): Engine | undefined {
  if (preferred && preferred !== 'docker' && preferred !== 'podman') throw new Error(`unknown engine ${preferred} (docker or podman)`);
  if (preferred !== 'podman' && answers('docker', ['info'])) return { name: 'docker', runFlags: [], buildFlags: [], notes: [] };
  if (preferred !== 'docker' && answers('podman', ['--version'])) return podman();
  return undefined;
}

function podman(): Engine {
  const { wrap, runFlags, notes } = podmanQuirks();
  return {
    name: 'podman',
    ...(wrap ? { reexec: ['unshare', ['-m', 'sh', '-c', 'umount /sys/fs/cgroup/unified && exec "$0" "$@"', process.execPath, ...process.execArgv, ...process.argv.slice(1)]] } : {}),
    runFlags,
    buildFlags: ['--format', 'docker'],
    notes,
  };
}

/**
 * Two things stop crun (podman's runtime) in a container-like host: a hybrid cgroup layout with a controller enabled
 * in cgroup v2 ("cgroups in hybrid mode not supported"), and podman's default limits for root (1M open files,
 * 4M processes), which a process without CAP_SYS_RESOURCE cannot raise to. The check then runs in a private mount
 * namespace without /sys/fs/cgroup/unified (crun sees cgroup v1 only; the host's mounts are untouched), and
 * containers get limits within reach.
 */
function podmanQuirks(): { wrap: boolean; runFlags: string[]; notes: string[] } {
  const notes: string[] = [];
  const unified = '/sys/fs/cgroup/unified/cgroup.controllers';
  const controllers = existsSync(unified) ? readFileSync(unified, 'utf8').trim() : '';
  const wrap = controllers !== '' && process.getuid?.() === 0 && answers('unshare', ['-m', 'true']);
  // Run again in the namespace, this process's next self finds the rest.
  if (wrap) return { wrap, runFlags: [], notes: [`hybrid cgroups with "${controllers}" in cgroup v2: docker:check runs again in a mount namespace without /sys/fs/cgroup/unified`] };
  const capabilities = /^CapEff:\s*([0-9a-f]+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0';
  const CAP_SYS_RESOURCE = 24n;
  if ((BigInt(`0x${capabilities}`) >> CAP_SYS_RESOURCE) & 1n) return { wrap, runFlags: [], notes };
  const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || 1024;
  const runFlags = ['--ulimit', `nofile=${openFiles}:${openFiles}`, '--ulimit', 'nproc=4096:4096'];
  notes.push(`no CAP_SYS_RESOURCE: containers run with ${runFlags.filter((f) => f !== '--ulimit').join(' ')}`);
  return { wrap, runFlags, notes };
}

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `<engine> ...args`, its output captured (and echoed with `echo`); a run still going after `ceilingMs` is
 * hung: killed, and reported as such.
 */
export function run(engine: Engine, args: string[], options: { ceilingMs: number; echo?: (text: string) => void }): Promise<Result> {
  const child = spawn(engine.name, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    options.echo?.(d.toString());
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    options.echo?.(d.toString());
  });
  return new Promise((resolve) => {
    const ceiling = setTimeout(() => {
      stderr += `\n${engine.name} ${args[0]} still running after ${options.ceilingMs} ms: stopped`;
      child.kill('SIGKILL');
    }, options.ceilingMs);
    child.on('close', (code) => {
      clearTimeout(ceiling);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `run`, throwing with the engine's last words when the command fails. */
export async function runOk(engine: Engine, args: string[], ceilingMs = 60_000): Promise<string> {
  const result = await run(engine, args, { ceilingMs });
  if (result.code !== 0) throw new Error(`${engine.name} ${args.join(' ')} failed: ${lastLine(result.stderr || result.stdout)}`);
  return result.stdout.trim();
}

export const lastLine = (text: string) => text.trim().split('\n').filter(Boolean).pop() ?? '(no output)';
