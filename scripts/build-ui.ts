// Build step: bundles the dashboard (ui/) into dist/ui/ (index.html, app.js, app.css), the files the mock
// serves at /__admin/ui. Each file is written next to its place and renamed into it, so that a test worker
// reading dist/ui while another rebuilds it never sees half a file.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const UI_OUT_DIR = join(ROOT, 'dist', 'ui');

function writeAtomically(path: string, contents: Uint8Array | string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

export async function buildUi(outDir: string = UI_OUT_DIR): Promise<void> {
  const result = await build({
    entryPoints: { app: join(ROOT, 'ui', 'src', 'main.tsx') },
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: join(ROOT, 'ui', 'tsconfig.json'),
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  writeAtomically(join(outDir, 'index.html'), readFileSync(join(ROOT, 'ui', 'index.html')));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildUi();
