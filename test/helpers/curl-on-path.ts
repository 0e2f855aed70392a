import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/**
 * A directory holding an executable `curl` that runs curl-stand-in.ts; put it first on the PATH. The
 * stand-in is compiled to plain JavaScript first: through tsx every call would cost a second of startup.
 */
export function curlStandInDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'curl-stand-in-'));
  buildSync({ entryPoints: [fileURLToPath(new URL('./curl-stand-in.ts', import.meta.url))], outfile: join(directory, 'curl.mjs'), format: 'esm', platform: 'node', logLevel: 'error' });
  writeFileSync(join(directory, 'curl'), `#!/bin/sh\nexec "${process.execPath}" "${join(directory, 'curl.mjs')}" "$@"\n`);
  chmodSync(join(directory, 'curl'), 0o755);
  return directory;
}
