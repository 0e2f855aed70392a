#!/usr/bin/env node
/**
 * Runs a command while busy loops hold the machine's cores, as on a loaded CI runner:
 *
 *   node scripts/busy-cores.mjs [--cores N] -- <command> [args…]
 *
 * N threads (default: every core, `availableParallelism()`; or `BUSY_CORES`) spin at normal priority, so the
 * command competes for each core with one loop. The loops stop when the command ends, whether it passes, fails
 * or is interrupted (SIGINT/SIGTERM are passed on to it), and the script exits with the command's code
 * (128 + the signal's number when a signal ended it). `npm run test:busy` runs `npm test` so.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';
import { Worker } from 'node:worker_threads';

const USAGE = 'usage: node scripts/busy-cores.mjs [--cores N] -- <command> [args…]';

function parseArguments(argv) {
  const separator = argv.indexOf('--');
  const options = separator < 0 ? [] : argv.slice(0, separator);
  const command = separator < 0 ? argv : argv.slice(separator + 1);
  let cores = Number(process.env.BUSY_CORES || availableParallelism());
  for (let i = 0; i < options.length; i++) {
    if (options[i] === '--cores') cores = Number(options[++i]);
    else throw new Error(`unknown option ${options[i]}\n${USAGE}`);
  }
  if (!Number.isInteger(cores) || cores < 0) throw new Error(`--cores must be a whole number ≥ 0\n${USAGE}`);
  if (command.length === 0) throw new Error(USAGE);
  return { cores, command };
}

let parsed;
try {
  parsed = parseArguments(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const { cores, command } = parsed;

// A worker thread, not a child process: the loops live and die with this process, even when it is killed.
const loops = Array.from({ length: cores }, () => new Worker('for (;;) {}', { eval: true }));
const started = Date.now();
const took = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};
console.error(`busy-cores: ${cores} busy loop(s) on ${availableParallelism()} core(s); running: ${command.join(' ')}`);

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));

let finishing = false;
async function finish(code, reason) {
  if (finishing) return;
  finishing = true;
  await Promise.all(loops.map((loop) => loop.terminate()));
  console.error(`busy-cores: ${reason} after ${took()}; the busy loops are stopped`);
  process.exit(code);
}

child.on('error', (error) => void finish(127, `could not start ${command[0]}: ${error.message}`));
child.on('exit', (code, signal) => {
  if (signal) void finish(128 + (constants.signals[signal] ?? 0), `the command ended by ${signal}`);
  else void finish(code ?? 1, `the command exited with ${code}`);
});
