/**
 * docs/widget.md: its vitest recipe is the test file that runs in this suite (line for line but for the
 * imports); its React block builds against `@novu/notification-center` as examples/notification-center
 * installs it (with React 18), with the props that package declares and the fixtures' values; its route
 * table is the contract's Widget operations, each with `ApiService` calls that exist. (Its curl lines run in readme-examples.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiService } from '@novu/client';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { docBlock, splitImports } from '../helpers/doc-recipes.js';
import { exampleDependency } from '../helpers/example-dependencies.js';
import { DEV_KEY, makeTestApp, sharedContract } from '../helpers/test-app.js';

const page = readFileSync(join(ROOT, 'docs/widget.md'), 'utf8');

const FILE = 'test/docs/recipe-widget-client.test.ts';
const TEST_IMPORTS = [
  "import { ApiService } from '@novu/client';",
  "import { HeadlessService } from '@novu/headless';",
  "import type { ChannelTypeEnum } from '@novu/shared';",
  "import { afterAll, beforeAll, expect, it, vi } from 'vitest';",
  "import { startMockServer, type MockServer } from '../../src/index.js';",
];
const DOC_IMPORTS = [...TEST_IMPORTS.slice(0, -1), "import { startMockServer, type MockServer } from 'notification-api-mock';"];

it(`docs/widget.md shows ${FILE} as it runs`, () => {
  const test = splitImports(readFileSync(join(ROOT, FILE), 'utf8'));
  const shown = splitImports(docBlock(page, FILE) ?? '');
  expect(test.imports, `${FILE}'s imports`).toEqual(TEST_IMPORTS);
  expect(shown.imports, 'the imports docs/widget.md shows').toEqual(DOC_IMPORTS);
  expect(shown.body, `docs/widget.md's copy of ${FILE}`).toBe(test.body);
});

describe("the page's React block", () => {
  const [, block = ''] = /```tsx\n([\s\S]*?)```/.exec(page) ?? [];

  const example = join(ROOT, 'examples/notification-center');
  const notificationCenter = () => exampleDependency('notification-center', '@novu/notification-center');

  it("builds against the example's @novu/notification-center, whose exports include every name it imports", async () => {
    notificationCenter(); // installed, or an error that says how
    const result = await build({
      stdin: { contents: block, loader: 'tsx', resolveDir: example },
      bundle: true,
      write: false,
      jsx: 'automatic',
      platform: 'browser',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    expect(result.errors).toEqual([]);
    const [, names = ''] = /import \{([^}]+)\} from '@novu\/notification-center';/.exec(block) ?? [];
    const exported = (await import(pathToFileURL(createRequire(join(example, 'package.json')).resolve('@novu/notification-center')).href)) as Record<string, unknown>;
    const imported = names.split(',').map((name) => name.trim());
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect(typeof exported[name], name).toBe('function');
  });

  it("sets only props the provider declares, with the mock's URL and Development's identifier and subscriber", async () => {
    const declared = readFileSync(join(notificationCenter(), 'dist/types/components/novu-provider/NovuProvider.d.ts'), 'utf8');
    const [, provider = ''] = /<NovuProvider([\s\S]*?)>/.exec(block) ?? [];
    const props = Object.fromEntries([...provider.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
    expect(Object.keys(props).sort()).toEqual(['applicationIdentifier', 'backendUrl', 'socketUrl', 'subscriberId']);
    for (const name of Object.keys(props)) expect(declared, name).toMatch(new RegExp(`\\b${name}\\??: string;`));
    expect(props.backendUrl).toBe('http://127.0.0.1:3000');
    expect(props.socketUrl).toBe(props.backendUrl);

    const { deps } = await makeTestApp();
    expect(props.applicationIdentifier).toBe(deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier);
    expect(deps.registry.resolve(DEV_KEY)?.subscribers.find(props.subscriberId as string)).toBeDefined();
  });
});

describe("the page's route table", () => {
  const rows = [...page.matchAll(/^\| `((?:GET|POST|PATCH|DELETE) [^`]+)`(?:, `([^`]+)`)? \| ([^|]+(?:\\\|[^|]+)*) \|/gm)];

  it("lists every operation of the contract's Widget tag, and nothing else", async () => {
    const contract = await sharedContract();
    const widget = contract.validator.operations.filter((op) => op.path.startsWith('/v1/widgets')).map((op) => `${op.method.toUpperCase()} ${op.path}`);
    const listed = rows.flatMap(([, route = '', tail]) => {
      const [method] = route.split(' ');
      const more = tail ? [`${method} ${route.slice(route.indexOf(' ') + 1, route.lastIndexOf('/'))}/${tail.replace('…/', '')}`] : [];
      return [route, ...more];
    });
    const template = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
    expect(listed.map(template).sort()).toEqual(widget.map(template).sort());
  });

  it("names ApiService calls that exist, and every call of ApiService that sends a request", () => {
    const named = rows.flatMap(([, , , calls = '']) => [...calls.matchAll(/`(\w+)\(/g)].map(([, name]) => name as string));
    const methods = Object.getOwnPropertyNames(ApiService.prototype).filter(
      (name) => !['constructor', 'removeNullUndefined', 'setAuthorizationToken', 'disposeAuthorizationToken'].includes(name),
    );
    expect([...new Set(named)].sort()).toEqual(methods.sort());
  });
});
