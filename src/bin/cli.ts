#!/usr/bin/env node
/**
 * The package's bin (`npm start`, the Docker image's command). It runs the CLI bundle, `mock.cjs` beside it
 * (the CLI and everything it loads at startup in one file, see scripts/bundle-cli.ts), from V8's code cache
 * of that bundle, which the build writes by starting the mock once: a start then compiles none of the code
 * it runs. A cache made by another Node version or for another bundle is not used; the bundle is then
 * compiled as usual.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const BUNDLE = fileURLToPath(new URL('./mock.cjs', import.meta.url));
const CODE_CACHE = `${BUNDLE}.code-cache`;
/** Set by the build: the cache is written when this start exits. */
const WRITE_CACHE = process.env.NOTIFICATION_API_MOCK_WRITE_CODE_CACHE === '1';
/** V8 checks a cache against its source's length only: the cache file starts with the digest of the source it was made from. */
const DIGEST_BYTES = 20;

// The hashbang line becomes an empty one, so that the bundle's line numbers (its source map) hold.
const source = readFileSync(BUNDLE, 'utf8').replace(/^#!.*/, '');
const digest = createHash('sha1').update(source).digest();

function readCache(): Buffer | undefined {
  try {
    const file = readFileSync(CODE_CACHE);
    return file.subarray(0, DIGEST_BYTES).equals(digest) ? file.subarray(DIGEST_BYTES) : undefined;
  } catch {
    return undefined;
  }
}

// CommonJS's own wrapper: the bundle sees `require`, `module` and `__filename` as if Node had loaded it.
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: BUNDLE,
  cachedData: WRITE_CACHE ? undefined : readCache(),
});
if (WRITE_CACHE) process.once('exit', () => writeFileSync(CODE_CACHE, Buffer.concat([digest, script.createCachedData()])));
const bundle = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(bundle.exports, createRequire(BUNDLE), bundle, BUNDLE, dirname(BUNDLE));
