/**
 * Writes openapi/real-operations.json: every operation of the official SDK `@novu/api` (the version
 * installed in node_modules), read from the SDK itself, so that the list is the real API as its own
 * client calls it.
 *
 *   node --import tsx scripts/list-sdk-operations.ts          # rewrite the file
 *   node --import tsx scripts/list-sdk-operations.ts --check  # exit 1 when the file is not current
 *
 * Where each field comes from:
 * - method, path template, operationId: the SDK's standalone functions (`@novu/api/funcs/<name>.js`);
 *   each calls `pathToFunc("<template>")`, and builds its request with `method: "<METHOD>"` and
 *   `operationID: "<operationId>"` (the real service's OpenAPI operationId).
 * - sdkMethod (`novu.topics.subscriptions.create`): found by walking a `new Novu()` — every getter is a
 *   group, every method calls one of those functions.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Novu } from '@novu/api';
import { REAL_OPERATIONS_PATH, type RealOperation } from '../src/contract/real-operations.js';

const PACKAGE = '@novu/api';
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };

function only(source: string, pattern: RegExp, what: string, file: string): string {
  const found = [...source.matchAll(pattern)].map((m) => m[1] as string);
  if (new Set(found).size !== 1) throw new Error(`${file}: expected one ${what}, found ${JSON.stringify(found)}`);
  return found[0] as string;
}

/** Standalone function name → its request (method, path template, operationId). */
function readFunctions(): Map<string, Omit<RealOperation, 'sdkMethod' | 'sdkFunction'>> {
  const functions = new Map<string, Omit<RealOperation, 'sdkMethod' | 'sdkFunction'>>();
  const dir = join(packageDir, 'funcs');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js')).sort()) {
    const source = readFileSync(join(dir, file), 'utf8');
    functions.set(file.slice(0, -3), {
      method: only(source, /\bmethod: "([A-Z]+)"/g, 'method', file),
      path: only(source, /pathToFunc\)\("([^"]+)"\)/g, 'path template', file),
      operationId: only(source, /\boperationID: "([^"]+)"/g, 'operationID', file),
    });
  }
  return functions;
}

/** SDK call (`novu.a.b.c`) → the standalone function its method calls. */
function readSdkMethods(): Map<string, string> {
  const calls = new Map<string, string>();
  const walk = (target: object, name: string, seen: Set<object>) => {
    for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
        if (key === 'constructor' || key.startsWith('_')) continue;
        if (descriptor.get) {
          const group = descriptor.get.call(target) as object;
          if (group && typeof group === 'object' && !seen.has(group)) walk(group, `${name}.${key}`, new Set([...seen, group]));
        } else if (typeof descriptor.value === 'function') {
          const called = /\b\w+_js_1\.(\w+)\)\(this\b/.exec(String(descriptor.value));
          if (called && !calls.has(`${name}.${key}`)) calls.set(`${name}.${key}`, called[1] as string);
        }
      }
    }
  };
  const novu = new Novu({ secretKey: 'unused', serverURL: 'http://127.0.0.1:1' });
  walk(novu, 'novu', new Set([novu]));
  return calls;
}

export function listSdkOperations(): RealOperation[] {
  const functions = readFunctions();
  const methodOf = new Map<string, string>();
  for (const [sdkMethod, fn] of readSdkMethods()) {
    if (methodOf.has(fn)) throw new Error(`${fn} is called by ${methodOf.get(fn)} and ${sdkMethod}`);
    methodOf.set(fn, sdkMethod);
  }
  const operations: RealOperation[] = [];
  for (const [sdkFunction, request] of functions) {
    const sdkMethod = methodOf.get(sdkFunction);
    if (!sdkMethod) throw new Error(`no SDK method calls ${sdkFunction}`);
    operations.push({ ...request, sdkMethod, sdkFunction });
  }
  return operations.sort((a, b) => a.sdkMethod.localeCompare(b.sdkMethod));
}

export function realOperationsDocument(): string {
  const operations = listSdkOperations();
  const document = {
    source: {
      package: PACKAGE,
      version,
      extractedBy: 'node --import tsx scripts/list-sdk-operations.ts',
      how:
        `Every standalone function of ${PACKAGE} (funcs/*.js) gives one operation: the method, path template ` +
        'and operationID of the request it builds; sdkMethod is the SDK call that uses that function.',
    },
    count: operations.length,
    operations,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = realOperationsDocument();
  if (process.argv.includes('--check')) {
    const current = readFileSync(REAL_OPERATIONS_PATH, 'utf8');
    if (current !== text) {
      console.error('openapi/real-operations.json is not current: run node --import tsx scripts/list-sdk-operations.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(REAL_OPERATIONS_PATH, text);
    console.log(`wrote ${REAL_OPERATIONS_PATH}`);
  }
}
