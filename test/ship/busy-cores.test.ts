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

  it('holds the cores it is told to: its loops spend CPU time while the command runs, and none without them', async () => {
    // The command reads the CPU time its parent (busy-cores) spends over two seconds, from /proc. A spinning
    // loop gets at least a slice of a core even on a loaded machine; an idle parent spends next to nothing.
    const command = `const { readFileSync } = require('node:fs');
const ticks = () => { const fields = readFileSync('/proc/' + process.ppid + '/stat', 'utf8').split(') ')[1].split(' '); return Number(fields[11]) + Number(fields[12]); };
const before = ticks();
setTimeout(() => process.stdout.write(String(ticks() - before)), 2000);`;
    const busy = await busyCores(['--cores', '1', '--', process.execPath, '-e', command]);
    const idle = await busyCores(['--cores', '0', '--', process.execPath, '-e', command]);
    expect([busy.code, idle.code]).toEqual([0, 0]);
    // Clock ticks (1/100 s on Linux) of the parent's user + system time during the two seconds.
    expect(Number(busy.stdout)).toBeGreaterThanOrEqual(10);
    expect(Number(idle.stdout)).toBeLessThan(10);
  });

  it('exits 127 when the command cannot start, and 2 without one', async () => {
    expect((await busyCores(['--cores', '1', '--', 'no-such-command-here'])).code).toBe(127);
    const usage = await busyCores([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: node scripts/busy-cores.mjs');
  });
});
