// @ts-check
// `npm run build`'s compile of src/ into dist/. The `notification-api-mock/testcontainers` entry
// (src/testcontainers) needs the `testcontainers` package, a devDependency here and an optional peer
// dependency for users: with it installed, one compile includes that entry (tsconfig.build-testcontainers.json);
// without it (the Docker image's build stage, which installs only what the image needs) the compile leaves
// the entry out (tsconfig.build.json), saying so. The image never loads it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let config = 'tsconfig.build-testcontainers.json';
try {
  require.resolve('testcontainers');
} catch {
  config = 'tsconfig.build.json';
  process.stdout.write('dist/testcontainers left out: the testcontainers package is not installed\n');
}
const { status } = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', config], { stdio: 'inherit' });
process.exit(status ?? 1);
