/**
 * Unpacks the headless Chromium that the npm package @sparticuz/chromium ships (brotli-compressed, ~65 MB,
 * ~200 MB unpacked) once per package version into the temp directory.
 *
 * The package itself unpacks into the temp directory's root under fixed names (`chromium`, `fonts`, ...)
 * and reuses whatever `chromium` it finds there. An unpack cut short (Ctrl-C during the first test run),
 * one racing another test process, or another version's binary would then be used as it is. So the
 * package unpacks into a private directory (its temp directory pointed there for the call), which is
 * then renamed into place: a versioned directory either holds a complete unpack or does not exist.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './spawn-cli.js';

export async function unpackPackagedChromium(): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/@sparticuz/chromium/package.json'), 'utf8')) as { version: string };
  const home = join(tmpdir(), `sparticuz-chromium-${version}`);
  const executable = join(home, 'chromium');
  if (existsSync(executable)) return executable;

  const staging = mkdtempSync(`${home}.unpacking-`);
  const { default: packaged } = await import('@sparticuz/chromium');
  const ownTemp = process.env.TMPDIR;
  process.env.TMPDIR = staging; // os.tmpdir() reads it on every call: the package unpacks into staging
  try {
    await packaged.executablePath();
  } finally {
    if (ownTemp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = ownTemp;
  }
  try {
    renameSync(staging, home);
  } catch (error) {
    // Another test process finished first (the target exists and is not empty): use its unpack.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(executable)) throw error;
  }
  return executable;
}
