// `npm run docker:check [-- options]`: builds the image with docker or podman, runs it and checks it; one line per
// check with its measurement; exits non-zero with a one-line reason when a check or a size budget fails, and 0 with
// one line when neither engine is installed.
//   --base <image>     the Dockerfile's BASE_IMAGE (env DOCKER_CHECK_BASE); default: the Dockerfile's node:20-alpine
//   --base-from-host   uses a Node 20 base made from this machine's Node (scripts/docker-base.mjs), made first if missing
//   --cold             builds without the layer cache (npm's cache mount stays warm): the build-time budget's run
//   --no-build         checks the image already tagged notification-api-mock:latest
//   --engine <name>    docker or podman (env DOCKER_CHECK_ENGINE); default: docker if its daemon answers, else podman
//   --verbose          shows the build's output
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBaseImage, DEFAULT_BASE_TAG } from '../docker-base.mjs';
import { buildImage, defaultBase, healthcheckOf, IMAGE, sizesOf, type BuildReport } from './build.js';
import { checkServing, checkStopInFlight, fixtureApiKey, verdict, type Line } from './checks.js';
import { removeContainer, startContainer } from './container.js';
import { findEngine, run, type Engine } from './engine.js';

const ROOT = join(fileURLToPath(import.meta.url), '../../..');
const BUDGETS = { aboveBaseMb: 60, downloadMb: 250, coldBuildSeconds: 120 };
/** The other half of the Docker story, run at the end when it is on this branch: the Testcontainers module's test. */
const TESTCONTAINERS_TEST = 'test/ship/testcontainers.test.ts';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    'base-from-host': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    engine: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const failures: string[] = [];
function say(line: Line): void {
  console.log(`${line.ok ? '✓' : '✗'} ${line.text}`);
  if (!line.ok) failures.push(line.text);
}

function reportBuild(build: BuildReport): void {
  const seconds = Math.round(build.seconds);
  const budget = build.cold ? verdict(seconds, BUDGETS.coldBuildSeconds, 's') : '(layer cache used: --cold measures against ≤ 120 s)';
  say({ ok: true, text: `build: ${seconds} s ${budget}${build.slowest.length > 0 ? `; slowest steps: ${build.slowest.join(', ')}` : ''}` });
  if (!build.download) return console.log('  build stage download: not measured (its install step came from the layer cache)');
  const { fetchedMb, cacheMb } = build.download;
  say({ ok: cacheMb <= BUDGETS.downloadMb, text: `build stage download: ${cacheMb} MB of packages in npm's cache, ${fetchedMb} MB fetched by this build (budget ≤ ${BUDGETS.downloadMb} MB)` });
}

async function checkImage(engine: Engine, base: string): Promise<void> {
  const healthcheck = await healthcheckOf(engine);
  say({ ok: healthcheck.join(' ').includes('/__admin/ready'), text: `HEALTHCHECK in the image: ${healthcheck.length > 0 ? healthcheck.slice(0, 2).join(' ') + ' … /__admin/ready' : 'none (built without --format docker?)'}` });
  const sizes = await sizesOf(engine, base);
  say({ ok: sizes.aboveBaseMb <= BUDGETS.aboveBaseMb, text: `size: ${sizes.imageMb.toFixed(1)} MB, of which ${sizes.aboveBaseMb.toFixed(1)} MB above the base (${sizes.baseMb.toFixed(1)} MB; budget ≤ ${BUDGETS.aboveBaseMb} MB)` });
}

async function checkContainers(engine: Engine): Promise<void> {
  const apiKey = fixtureApiKey(ROOT);
  const names = [`docker-check-serving-${process.pid}`, `docker-check-stop-${process.pid}`];
  // Interrupted (Ctrl-C), the containers go too, from this process: with podman, removing one from another mount
  // namespace than the one that started it leaves its published port's forwarding rules on the host, and a later
  // local server that takes that port gets connections that hang.
  const interrupted = (signal: NodeJS.Signals) => {
    for (const name of names) spawnSync(engine.name, ['rm', '-f', name], { stdio: 'ignore' });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    await checkServing(engine, await startContainer(engine, names[0] as string), apiKey, say);
    await checkStopInFlight(engine, names[1] as string, apiKey, say);
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    for (const name of names) await removeContainer(engine, name);
  }
}

/** The Testcontainers module's own test against the image just built, when it exists on this branch. */
function runTestcontainersTest(): void {
  if (!existsSync(join(ROOT, TESTCONTAINERS_TEST))) return console.log(`- Testcontainers: ${TESTCONTAINERS_TEST} is not on this branch yet (its run goes here)`);
  const run = spawnSync('npx', ['vitest', 'run', TESTCONTAINERS_TEST], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NOTIFICATION_API_MOCK_IMAGE: IMAGE } });
  say({ ok: run.status === 0, text: `Testcontainers: ${TESTCONTAINERS_TEST} ${run.status === 0 ? 'passed' : `failed (exit ${run.status})`}` });
}

/** The base made from this machine's Node, tagged `tag`: made once, then reused (`node scripts/docker-base.mjs` remakes it). */
async function baseFromHost(engine: Engine, tag: string): Promise<string> {
  const exists = await run(engine, ['image', 'inspect', '--format', '{{.Id}}', tag], { ceilingMs: 60_000 });
  if (exists.code === 0) {
    console.log(`- base image ${tag}: already made from this machine's Node (node scripts/docker-base.mjs makes it again)`);
    return tag;
  }
  return buildBaseImage({ engine: engine.name, tag, say: (line) => console.log(`- ${line}`) });
}

async function main(): Promise<number> {
  const engine = findEngine(options.engine ?? process.env.DOCKER_CHECK_ENGINE);
  if (!engine) {
    console.log('docker:check: neither docker (with a running daemon) nor podman is installed; nothing to check.');
    return 0;
  }
  for (const note of engine.notes) console.log(`- ${engine.name}: ${note}`);
  if (engine.reexec) return spawnSync(engine.reexec[0], engine.reexec[1], { stdio: 'inherit' }).status ?? 1;
  let base = options.base ?? process.env.DOCKER_CHECK_BASE;
  if (options['base-from-host']) base = await baseFromHost(engine, base ?? DEFAULT_BASE_TAG);
  const baseShown = base ?? defaultBase(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  if (!options['no-build']) {
    console.log(`- building ${IMAGE} with ${engine.name} from ${baseShown}${options.cold ? ' (--no-cache)' : ''}…`);
    reportBuild(await buildImage(engine, ROOT, { ...(base ? { base } : {}), cold: options.cold, verbose: options.verbose }));
  }
  await checkImage(engine, baseShown);
  await checkContainers(engine);
  runTestcontainersTest();
  if (failures.length > 0) console.log(`docker:check FAILED: ${failures[0]}${failures.length > 1 ? ` (and ${failures.length - 1} more)` : ''}`);
  else console.log('docker:check passed');
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.log(`docker:check FAILED: ${error.message}`);
    process.exit(1);
  },
);
