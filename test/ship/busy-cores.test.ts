/**
 * scripts/busy-cores.mjs, which runs `npm test` with every core busy (`npm run test:busy`, CI): it runs the
 * command with its loops, passes on its exit code, and stops the loops when the command ends.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';

/** Runs busy-cores.mjs with `args`; its exit code and what it printed. */
function busyCores(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = ownedByTest(spawn(process.execPath, [join(ROOT, 'scripts/busy-cores.mjs'), ...args], { cwd: ROOT }));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('scripts/busy-cores.mjs', () => {
  it('runs the command beside its busy loops and exits with its code once it ends', async () => {
    const command = "process.stdout.write('ran'); process.exit(3)";
    const { code, stdout, stderr } = await busyCores(['--cores', '1', '--', process.execPath, '-e', command]);
    expect(stdout).toBe('ran');
    expect(code).toBe(3);
    expect(stderr).toContain('busy-cores: 1 busy loop(s)');
    expect(stderr).toMatch(/the command exited with 3 after \d+ min \d+ s; the busy loops are stopped/);
  });

  it('holds the cores it is told to: the command sees them busy', async () => {
    // The command sleeps a second and reads how idle the machine's cores were meanwhile: with a loop on each,
    // hardly at all (on an idle machine without them: nearly all the time).
    const command = `const os = require('node:os');
const idle = () => os.cpus().reduce((n, c) => n + c.times.idle, 0);
const before = idle(); const started = Date.now();
setTimeout(() => process.stdout.write(String((idle() - before) / (Date.now() - started) / os.cpus().length)), 1000);`;
    const { code, stdout } = await busyCores(['--', process.execPath, '-e', command]);
    expect(code).toBe(0);
    // The share of the second the cores were idle (0 to 1): well under half with every core spinning.
    expect(Number(stdout)).toBeLessThan(0.5);
  });

  it('exits 127 when the command cannot start, and 2 without one', async () => {
    expect((await busyCores(['--cores', '1', '--', 'no-such-command-here'])).code).toBe(127);
    const usage = await busyCores([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: node scripts/busy-cores.mjs');
  });
});
