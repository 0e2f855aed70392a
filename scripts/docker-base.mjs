// @ts-check
// A Node 20 base image made from this machine's own Node install, for a machine that cannot pull
// `node:20-alpine` (no registry access): `node scripts/docker-base.mjs [--engine podman|docker] [--tag name]`.
// Its root filesystem holds what the Dockerfile's two stages use from the official image: the `node` binary and
// the shared libraries it links, npm (the build stage's `npm ci`), a `/bin/sh` and `/usr/bin/env` (npm runs
// scripts with sh, and node_modules/.bin shims start with `#!/usr/bin/env node`), the `node` user and group
// (uid/gid 1000, as in the official images), CA certificates and a world-writable /tmp. It is glibc-based where
// the official default is musl: the image's JavaScript does not care, and nothing native is built.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_BASE_TAG = 'localhost/node20-host:latest';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const SEARCH_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** @param {string} command */
function which(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(`${command} not found on this machine`);
  return realpathSync(found.stdout.trim());
}

/** The shared libraries `ldd` lists for a binary (the loader included), as absolute paths. */
function librariesOf(/** @type {string} */ binary) {
  const listed = execFileSync('ldd', [binary], { encoding: 'utf8' });
  return [...listed.matchAll(/(\/\S+) \(0x/g)].map((m) => /** @type {string} */ (m[1]));
}

/** Copies a file into the root filesystem at the same path (its target's contents when it is a link). */
function place(/** @type {string} */ root, /** @type {string} */ path, target = path) {
  const into = join(root, target);
  mkdirSync(dirname(into), { recursive: true });
  if (!existsSync(into)) copyFileSync(realpathSync(path), into);
  chmodSync(into, 0o755);
}

/** Where the host's npm lives: the folder that holds `bin/npm-cli.js`. */
function hostNpmFolder() {
  return dirname(dirname(which('npm')));
}

/** Writes the root filesystem under `root`; returns Node's version. */
export function writeRootfs(/** @type {string} */ root) {
  const node = process.execPath;
  const shell = which('dash');
  const env = which('env');
  place(root, node, '/usr/local/bin/node');
  place(root, shell, '/bin/sh');
  place(root, env, '/usr/bin/env');
  for (const binary of [node, shell, env]) for (const library of librariesOf(binary)) place(root, library);

  cpSync(hostNpmFolder(), join(root, 'usr/local/lib/node_modules/npm'), { recursive: true, dereference: true });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(root, 'usr/local/bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(root, 'usr/local/bin/npx'));

  mkdirSync(join(root, 'etc/ssl/certs'), { recursive: true });
  if (existsSync(CA_BUNDLE)) copyFileSync(CA_BUNDLE, join(root, CA_BUNDLE));
  writeFileSync(join(root, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/sh\n');
  writeFileSync(join(root, 'etc/group'), 'root:x:0:\nnode:x:1000:\nnogroup:x:65534:\n');
  writeFileSync(join(root, 'etc/nsswitch.conf'), 'passwd: files\ngroup: files\nhosts: files dns\n');
  writeFileSync(join(root, 'etc/hosts'), '127.0.0.1 localhost\n::1 localhost\n');
  for (const dir of ['root', 'home/node', 'tmp', 'usr/sbin', 'sbin', 'proc', 'sys', 'dev', 'run']) mkdirSync(join(root, dir), { recursive: true });
  chmodSync(join(root, 'tmp'), 0o1777);
  chmodSync(join(root, 'root'), 0o700);
  return process.version.slice(1);
}

/** The rootfs as a tar stream's bytes: everything root's, /home/node the node user's. */
function tarOf(/** @type {string} */ root) {
  const tar = join(dirname(root), 'rootfs.tar');
  const common = ['--numeric-owner', '-C', root];
  execFileSync('tar', ['--owner=0', '--group=0', '--exclude=./home/node', '-cf', tar, ...common, '.']);
  execFileSync('tar', ['--owner=1000', '--group=1000', '-rf', tar, ...common, './home/node']);
  return tar;
}

/** Builds the rootfs and imports it as `tag` with `engine` (`podman` or `docker`). */
export function buildBaseImage(/** @type {{ engine: string, tag?: string, say?: (line: string) => void }} */ options) {
  const { engine, tag = DEFAULT_BASE_TAG, say = () => {} } = options;
  const work = mkdtempSync(join(tmpdir(), 'node-base-'));
  try {
    const root = join(work, 'rootfs');
    mkdirSync(root);
    const version = writeRootfs(root);
    if (process.getuid?.() === 0) chownSync(join(root, 'home/node'), 1000, 1000);
    const tar = tarOf(root);
    // This machine's CA bundle may hold a proxy's own CA (npm in the build stage goes through it): Node trusts
    // the bundle as well as its built-in list.
    const changes = [`ENV PATH=${SEARCH_PATH}`, `ENV NODE_VERSION=${version}`, `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`, 'CMD ["node"]'].flatMap((c) => ['--change', c]);
    execFileSync(engine, ['import', ...changes, tar, tag], { stdio: ['ignore', 'ignore', 'inherit'] });
    say(`base image ${tag}: Node ${version} from ${process.execPath}, imported with ${engine}`);
    return tag;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  buildBaseImage({ engine: option('--engine') ?? 'podman', tag: option('--tag') ?? DEFAULT_BASE_TAG, say: (line) => console.log(line) });
}
