import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile's logical lines: line continuations joined, comments and blank lines dropped. */
function logicalLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** The `ARG name=default`s before the first FROM (the ones a FROM line may use). */
export function globalArgs(path: string): Record<string, string> {
  const lines = logicalLines(path);
  const firstFrom = lines.findIndex((l) => /^FROM\s/i.test(l));
  return envOf(lines.slice(0, firstFrom).filter((l) => /^ARG\s/i.test(l)).map((l) => l.slice(4)).join(' '));
}

/** Parses a Dockerfile into stages of instructions. */
export function parseDockerfile(path: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of logicalLines(path)) {
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name = `stage-${stages.length}`] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ name, from, instructions: [] });
      continue;
    }
    stages[stages.length - 1]?.instructions.push({ keyword: upper, args });
  }
  return stages;
}

/** `["a", "b"]` (exec form) or a shell string → argv. */
export function argv(args: string): string[] {
  const trimmed = args.trim();
  return trimmed.startsWith('[') ? (JSON.parse(trimmed) as string[]) : ['sh', '-c', trimmed];
}

/** `ENV A=1 B="two"` → { A: '1', B: 'two' }. */
export function envOf(args: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of args.matchAll(/(\w+)=("([^"]*)"|\S+)/g)) out[m[1] as string] = m[3] ?? (m[2] as string);
  return out;
}

/** COPY [--from=x] [--chown=y] src... dest */
export function copyOf(args: string): { from?: string; flags: string[]; sources: string[]; dest: string } {
  const parts = args.split(/\s+/);
  const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
  const paths = parts.filter((p) => !p.startsWith('--'));
  return { ...(from ? { from } : {}), flags: parts.filter((p) => p.startsWith('--')), sources: paths.slice(0, -1), dest: paths[paths.length - 1] as string };
}

/** A .dockerignore glob as a regular expression's source. */
function globSource(glob: string): string {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (glob.startsWith('**/', i)) {
      source += '(.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return source;
}

/**
 * Whether a .dockerignore's patterns keep `path` in the build context: the last pattern that matches it or one of
 * its parent folders decides (`!` keeps); `*` stays within a path segment, `**` crosses them.
 */
export function keptInContext(path: string, patterns: string[]): boolean {
  let kept = true;
  const prefixes = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  for (const pattern of patterns.filter((p) => !p.startsWith('#'))) {
    const negated = pattern.startsWith('!');
    const glob = (negated ? pattern.slice(1) : pattern).replace(/^\/|\/$/g, '');
    const matcher = new RegExp(`^${globSource(glob)}$`);
    if (prefixes.some((prefix) => matcher.test(prefix))) kept = negated;
  }
  return kept;
}
