import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './spawn-cli.js';

/** The pages a newcomer reads: the README, docs/, and each example's README. */
export const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`),
  ...readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(ROOT, 'examples', entry.name)).includes('README.md'))
    .map((entry) => `examples/${entry.name}/README.md`),
];

export const readPage = (page: string): string => readFileSync(join(ROOT, page), 'utf8');

export interface FencedBlock {
  language: string;
  text: string;
  /** Line of the opening fence (1-based), to name the block in a failure. */
  line: number;
}

/** The fenced code blocks of a markdown page. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    language: match[1] ?? '',
    text: match[2] ?? '',
    line: markdown.slice(0, match.index).split('\n').length,
  }));
}

/** The markdown outside its fenced blocks: prose, with its inline code and links. */
export const prose = (markdown: string): string => markdown.replace(/^```\w*\n[\s\S]*?^```$/gm, '');

/** The inline code spans of a markdown text (`like this`). */
export const inlineCode = (markdown: string): string[] => [...prose(markdown).matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');

/** A shell block's commands: comments dropped, continuation lines joined, `;`, `&&`, `||`, `|` and `&` split. */
export function shellCommands(block: string): string[] {
  const commands: string[] = [];
  let current = '';
  for (const raw of block.split('\n')) {
    const line = raw.replace(/(^|\s)#(?![{!]).*$/, '');
    current += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    commands.push(...splitCommandLine(current));
    current = '';
  }
  return commands.map((c) => c.trim()).filter(Boolean);
}

/** One line cut at the shell's command separators outside quotes. */
function splitCommandLine(line: string): string[] {
  const parts: string[] = [];
  let part = '';
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (quote) {
      if (char === quote) quote = undefined;
      part += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      part += char;
    } else if (';&|'.includes(char)) {
      parts.push(part);
      part = '';
      if (line[i + 1] === char) i++;
    } else part += char;
  }
  parts.push(part);
  return parts;
}

/** A command's words, quotes removed (no expansion: the docs' commands are plain). */
export function words(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** `FOO=1 BAR=2 cmd args` → the assignments and the rest. */
export function leadingAssignments(command: string): { env: Record<string, string>; rest: string[] } {
  const all = words(command);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < all.length; i++) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(all[i] as string);
    if (!match) break;
    env[match[1] as string] = match[2] as string;
  }
  return { env, rest: all.slice(i) };
}
