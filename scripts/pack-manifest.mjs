// @ts-check
// `npm pack` / `npm publish` hooks: the packed package.json carries no `scripts`. They are the
// repository's own (build, test, benches), and an installed copy has nothing to build: with them, npm
// would list `prepare` as a build script the package runs on install. `strip` (prepack) sets the
// repository's manifest aside and writes the one to pack; `restore` (postpack) puts it back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const manifest = join(root, 'package.json');
const aside = join(root, 'package.json.unpacked');

const action = process.argv[2];
if (action === 'strip') {
  // A pack that failed before its postpack left the repository's manifest aside: that one is the truth.
  const original = existsSync(aside) ? readFileSync(aside, 'utf8') : readFileSync(manifest, 'utf8');
  writeFileSync(aside, original);
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = JSON.parse(original);
  writeFileSync(manifest, `${JSON.stringify(published, null, 2)}\n`);
} else if (action === 'restore') {
  if (existsSync(aside)) renameSync(aside, manifest);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
