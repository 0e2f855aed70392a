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

/** Parses a Dockerfile into stages of instructions (line continuations joined, comments dropped). */
export function parseDockerfile(path: string): Stage[] {
  const logical = readFileSync(path, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
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
export function copyOf(args: string): { from?: string; sources: string[]; dest: string } {
  const parts = args.split(/\s+/);
  const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
  const paths = parts.filter((p) => !p.startsWith('--'));
  return { ...(from ? { from } : {}), sources: paths.slice(0, -1), dest: paths[paths.length - 1] as string };
}
