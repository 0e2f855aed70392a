/**
 * Time from `npm start` to the ready line, as a user sees it (npm itself, the build check, the CLI),
 * with dist/ already built. `node --import tsx bench/npm-start.ts [runs]` (default 5).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { staleBecause } from '../scripts/build-stamp.mjs';

const ROOT = join(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 5);

function timeToReady(): Promise<number> {
  const started = performance.now();
  // Its own process group, so that npm and the server it started stop together.
  const child = spawn('npm', ['start', '--', '--port', '0', '--log-level', 'warn'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('listening on')) return;
      const elapsed = performance.now() - started;
      child.on('exit', () => resolve(elapsed));
      process.kill(-(child.pid as number), 'SIGTERM');
    });
    child.on('exit', (code) => {
      if (!out.includes('listening on')) reject(new Error(`npm start exited (${code}) without a ready line: ${out}`));
    });
  });
}

const stale = staleBecause(ROOT);
if (stale) console.log(`dist/ is stale (${stale}): the first run rebuilds`);
const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await timeToReady());
const sorted = [...times].sort((a, b) => a - b);
console.log(`npm start → ready line, ${runs} runs: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}; median ${Math.round(sorted[Math.floor(runs / 2)] as number)} ms`);
