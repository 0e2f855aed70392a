import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const ROOT = join(SRC, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('notification-api-mock/testcontainers', () => {
  it('is an entry of its own: nothing else in src/ imports it or the testcontainers package', () => {
    const importers = sources(SRC)
      .filter((file) => !relative(SRC, file).startsWith('testcontainers/'))
      .filter((file) => /from\s+['"](?:testcontainers|[./]+testcontainers\/[^'"]*)['"]|import\(\s*['"]testcontainers['"]/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('is exported with its types, and testcontainers is an optional peer dependency', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.exports['./testcontainers']).toEqual({ types: './dist/testcontainers/index.d.ts', import: './dist/testcontainers/index.js', default: './dist/testcontainers/index.js' });
    expect(manifest.peerDependencies.testcontainers).toBeDefined();
    expect(manifest.peerDependenciesMeta.testcontainers).toEqual({ optional: true });
    expect(manifest.devDependencies.testcontainers).toBeDefined();
  });
});

describe("docs/testing.md's Testcontainers example", () => {
  it('is the test test/ship/testcontainers.test.ts runs against a container, line for line', () => {
    const page = readFileSync(join(ROOT, 'docs', 'testing.md'), 'utf8');
    const section = /\n### Testcontainers\n([\s\S]*?)\n## /.exec(page)?.[1] ?? '';
    const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const shown = example.slice(example.indexOf("it('"));
    expect(shown).toMatch(/^it\('sends the password-reset email'[\s\S]*\n\}\);\n$/);
    expect(example).toContain('await new NotificationApiMockContainer().start();');
    // The test sits in a describe block: two more spaces on every line.
    const run = readFileSync(join(ROOT, 'test', 'ship', 'testcontainers.test.ts'), 'utf8');
    const indented = shown.split('\n').map((line) => (line === '' ? line : `  ${line}`)).join('\n');
    expect(run).toContain(indented);
  });
});
