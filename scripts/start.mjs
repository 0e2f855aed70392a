// @ts-check
// `npm start [-- options]`: rebuilds dist/ first only when a build input changed since the last build
// (scripts/build-stamp.mjs), then runs the bundled CLI in this same process, one Node start fewer
// than a prestart script would cost. `npm run dev` runs the sources instead.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './build-stamp.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const built = buildIfChanged(root, (line) => process.stderr.write(`${line}\n`));
if (built !== 0) process.exit(built);
// The CLI reads its options from process.argv, which holds this command's arguments. (A URL, not a
// literal path: the type checker would otherwise take in the whole bundle, or fail before a build.)
await import(new URL('../dist/bin/cli.js', import.meta.url).href);
