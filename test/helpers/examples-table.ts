import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './spawn-cli.js';

/** A row of the README's examples table: the command, the port it documents, and the variable that moves it. */
export interface ExampleRow {
  command: string;
  port: number;
  variable: string;
}

/** The README's `## Examples` table, row by row. */
export function readmeExamples(): ExampleRow[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /\n## Examples\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|[^\n]*\| (\d+) \(`(\w+)`[^|]*\|$/gm)].map(([, command = '', port = '', variable = '']) => ({ command, port: Number(port), variable }));
}

/**
 * The file a command of the table runs: `node <file>`, or the file of the package script it names (its last
 * step: `node scripts/install-examples.mjs … && node <file>` installs the example's own dependencies first).
 */
export function entryFileOf(command: string): string | undefined {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const script = /^npm run (\S+)$/.exec(command)?.[1];
  const line = script === undefined ? command : (scripts[script] ?? '');
  return /(?:^|&& )node (\S+\.mjs)$/.exec(line)?.[1];
}

/** The default port and its variable as the entry file reads them: `portFrom('PORT', 4001)`. */
export function defaultPortIn(file: string): { variable: string; port: number } | undefined {
  const match = /portFrom\('(\w+)', (\d+)\)/.exec(readFileSync(join(ROOT, file), 'utf8'));
  return match ? { variable: match[1] as string, port: Number(match[2]) } : undefined;
}
