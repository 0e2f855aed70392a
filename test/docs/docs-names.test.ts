/**
 * The names the pages use are the names the files have. A shell or compose block that cannot run here
 * (docker, a second terminal, a long-running server) is checked instead: its commands parse, and every
 * compose service, port, npm script, file path and environment variable it names exists where it says. The
 * curl commands run in readme-examples.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { misplacedArguments } from '../../src/cli/npm-arguments.js';
import { buildProgram } from '../../src/cli/program.js';
import { ConfigError } from '../../src/config.js';
import { fencedBlocks, inlineCode, leadingAssignments, PAGES, prose, readPage, shellCommands, words } from '../helpers/doc-commands.js';
import { entryFileOf, readmeExamples } from '../helpers/examples-table.js';
import { ROOT } from '../helpers/spawn-cli.js';

const COMPOSE_FILE = 'examples/docker-compose.yml';
interface ComposeService {
  environment?: Record<string, string>;
  ports?: string[];
}
const compose = parse(readFileSync(join(ROOT, COMPOSE_FILE), 'utf8')) as { services: Record<string, ComposeService> };
const scriptsOf = (dir: string): Record<string, string> => (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};

/** The environment variables of the mock's options (PORT, ISOLATE_KEYS, …). */
const MOCK_VARIABLES = new Set(buildProgram().options.flatMap((option) => (option.envVar ? [option.envVar] : [])));
/** Files of the reader's own project that a recipe names (docs/testing.md's vitest setup). */
const READERS_FILES = new Set(['test/global-setup.ts']);
/** Node's own, which any command may set. */
const NODE_VARIABLES = new Set(['NODE_OPTIONS', 'NODE_ENV']);

/** Every command a page shows: those of its shell blocks and unlabeled blocks, and its inline code, each with where it is. */
function pageCommands(page: string): { command: string; where: string }[] {
  const markdown = readPage(page);
  const fromBlocks = fencedBlocks(markdown)
    .filter((block) => ['bash', 'sh', ''].includes(block.language))
    .flatMap((block) => shellCommands(block.text).map((command) => ({ command, where: `${page}:${block.line}` })));
  const fromProse = inlineCode(markdown).flatMap((code) => shellCommands(code).map((command) => ({ command, where: `${page} (inline)` })));
  return [...fromBlocks, ...fromProse].filter(({ command }) => /^(npm|npx|node|docker)$/.test(leadingAssignments(command).rest[0] ?? ''));
}

const ALL_COMMANDS = PAGES.flatMap(pageCommands);
/** A word that stands for a value the reader picks (`N`, `<port>`): such a command is not parsed. */
const PLACEHOLDER = /^[A-Z]$|[<>[\]]/;

/** The mock's arguments in a command that starts it, or undefined for any other command. */
function mockArguments(rest: string[]): string[] | undefined {
  const [tool, first, ...after] = rest;
  if (tool === 'npx' && first === 'notification-api-mock') return after;
  if (tool === 'npm' && first === 'start') return after[0] === '--' ? after.slice(1) : after;
  if (tool === 'node' && first === 'dist/bin/cli.js') return after;
  return undefined;
}

/** Why the mock would refuse these arguments, or undefined when it takes them. */
function refusal(args: string[]): string | undefined {
  const program = buildProgram()
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} });
  try {
    program.parse(args, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return undefined;
    if (error instanceof CommanderError || error instanceof ConfigError) return error.message;
    throw error;
  }
  return misplacedArguments(program.args, program.options, {});
}

/** The environment variables an example reads: in its entry file and the examples' shared modules. */
function exampleVariables(entry: string): Set<string> {
  const shared = readdirSync(join(ROOT, 'examples/shared')).map((file) => `examples/shared/${file}`);
  const sources = [entry, ...shared].map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
  return new Set([...sources.matchAll(/process\.env\.(\w+)|portFrom\('(\w+)'/g)].map((m) => m[1] ?? m[2] ?? ''));
}

describe('the shell and YAML blocks of the pages', () => {
  it('every bash block is valid shell, and every YAML block parses', () => {
    let checked = 0;
    for (const page of PAGES) {
      for (const block of fencedBlocks(readPage(page))) {
        if (block.language === 'bash') {
          const syntax = spawnSync('bash', ['-n'], { input: block.text, encoding: 'utf8' });
          expect(syntax.status, `${page}:${block.line}: ${syntax.stderr}`).toBe(0);
          checked++;
        }
        if (block.language === 'yaml') {
          expect(() => parse(block.text), `${page}:${block.line}`).not.toThrow();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('every command that starts the mock passes it options it takes (npm start: after --)', () => {
    const starts = ALL_COMMANDS.flatMap(({ command, where }) => {
      const args = mockArguments(leadingAssignments(command).rest);
      return args === undefined || args.some((word) => PLACEHOLDER.test(word)) ? [] : [{ args, where: `${where}: ${command}` }];
    });
    expect(starts.length).toBeGreaterThan(8);
    for (const { args, where } of starts) {
      expect(refusal(args), where).toBeUndefined();
      if (/\bnpm start\b/.test(where) && args.length > 0) expect(where, 'npm keeps the options before --').toMatch(/npm start -- /);
    }
  });

  it('every npm script a page runs is in package.json (an example README: or in its own)', () => {
    const root = scriptsOf('.');
    let checked = 0;
    for (const { command, where } of ALL_COMMANDS) {
      const [tool, verb, script] = leadingAssignments(command).rest;
      if (tool !== 'npm' || verb !== 'run' || script === undefined) continue;
      const own = where.startsWith('examples/') && existsSync(join(ROOT, dirname(where.split(/[: ]/)[0] as string), 'package.json')) ? scriptsOf(dirname(where.split(/[: ]/)[0] as string)) : {};
      expect(Object.hasOwn(root, script) || Object.hasOwn(own, script), `${where}: ${command}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('every variable a command sets is one the program it runs reads', () => {
    let checked = 0;
    for (const { command, where } of ALL_COMMANDS) {
      const { env, rest } = leadingAssignments(command);
      const dockerEnv = rest[0] === 'docker' && rest[1] === 'run' ? rest.flatMap((word, i) => (rest[i - 1] === '-e' ? [word.split('=')[0] as string] : [])) : [];
      const entry = rest[0] === 'npm' && rest[1] === 'run' ? entryFileOf(`npm run ${rest[2]}`) : rest[0] === 'node' && rest[1]?.startsWith('examples/') ? rest[1] : undefined;
      const reads = mockArguments(rest) !== undefined || dockerEnv.length > 0 ? MOCK_VARIABLES : entry ? exampleVariables(entry) : undefined;
      if (!reads) continue;
      for (const name of [...Object.keys(env), ...dockerEnv]) {
        expect(reads.has(name) || NODE_VARIABLES.has(name), `${where}: ${command} sets ${name}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('every file a command runs or a page names in code or links to exists', () => {
    const missing: string[] = [];
    for (const page of PAGES) {
      const markdown = readPage(page);
      const named = inlineCode(markdown).flatMap((code) => words(code)).filter((word) => /^(examples|docs|scripts|openapi|fixtures|src|test|bench|ui)\/[\w./-]*$/.test(word));
      const linked = [...prose(markdown).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? '').filter((target) => !/^[a-z]+:/.test(target)).map((target) => join(dirname(page), target));
      const run = pageCommands(page).flatMap(({ command }) => {
        const rest = leadingAssignments(command).rest;
        const composeFile = rest[0] === 'docker' && rest[1] === 'compose' ? rest[rest.indexOf('-f') + 1] : undefined;
        return [...rest.filter((word) => /^[\w./-]+\.(m?js|ts|ya?ml)$/.test(word) && !word.startsWith('dist/')), ...(composeFile ? [composeFile] : [])];
      });
      for (const path of [...named, ...linked, ...run]) {
        if (READERS_FILES.has(path)) continue;
        if (!existsSync(join(ROOT, path.replace(/[.,:;]+$/, '')))) missing.push(`${page}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the compose service and the ports the pages name', () => {
  it(`every other container's URL (http://<service>:<port>) is a service of ${COMPOSE_FILE} on its port`, () => {
    const texts = [...PAGES.map((page) => ({ where: page, text: readPage(page) })), { where: COMPOSE_FILE, text: readFileSync(join(ROOT, COMPOSE_FILE), 'utf8') }];
    const seen: string[] = [];
    for (const { where, text } of texts) {
      for (const [url, host = '', port = ''] of text.matchAll(/https?:\/\/([a-z][a-z0-9-]*):(\d+)/g)) {
        if (host === 'localhost') continue;
        const service = compose.services[host];
        expect(service, `${where}: ${url} names no service of ${COMPOSE_FILE}`).toBeDefined();
        expect(service?.environment?.PORT ?? service?.ports?.[0]?.split(':')[1], `${where}: ${url}`).toBe(port);
        seen.push(host);
      }
      for (const [, host = ''] of prose(text).matchAll(/depends_on: \{ ([\w-]+):/g)) {
        expect(compose.services[host], `${where}: depends_on names ${host}`).toBeDefined();
        seen.push(host);
      }
    }
    expect(seen).toContain('notification-api');
  });

  it("every variable of the compose services is one its program reads", () => {
    const { 'notification-api': mock, app } = compose.services;
    for (const name of Object.keys(mock?.environment ?? {})) expect(MOCK_VARIABLES.has(name), name).toBe(true);
    const suite = readdirSync(join(ROOT, 'examples/e2e-suite')).map((file) => readFileSync(join(ROOT, 'examples/e2e-suite', file), 'utf8')).join('\n');
    for (const name of Object.keys(app?.environment ?? {})) expect(suite, name).toContain(`process.env.${name}`);
  });

  it("every local URL's port is the mock's, an example's (README table), or a frontend dev server's (Vite's 5173)", () => {
    const known = new Set([...readmeExamples().map((row) => row.port), 5173]);
    for (const page of PAGES) {
      for (const [url, port = ''] of readPage(page).matchAll(/(?:127\.0\.0\.1|localhost):(\d+)/g)) {
        expect(known.has(Number(port)), `${page}: ${url}`).toBe(true);
      }
    }
  });
});
