/** Applies a mutation to a valid request, making it invalid. */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Operation } from '../../../src/contract/validator.js';
import { DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import type { RawRequest } from './client.js';
import type { Fixtures } from './fixtures.js';
import {
  AUTH_VARIANTS,
  BAD_IDS,
  BAD_QUERY_VALUES,
  CONTENT_TYPES,
  MALFORMED_JSON,
  type Mutation,
  NASTY_STRINGS,
  POLLUTION,
} from './mutation-arbitraries.js';
import { encodeLoose, render, type RequestSpec } from './valid-requests.js';

/** Where in a JSON value: the keys from the root. */
type JsonPath = (string | number)[];

function jsonPaths(value: unknown, prefix: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => jsonPaths(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) jsonPaths(v, [...prefix, k], out);
  return out;
}

const defineOwn = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** A copy of `root` with the value at `path` replaced (`undefined`: deleted). Keys like `__proto__` become own properties. */
function withValueAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    defineOwn(parent, last, value);
  }
  return copy;
}

const objectPaths = (root: unknown) => jsonPaths(root).filter((p) => {
  const v = p.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], root);
  return v !== null && typeof v === 'object' && !Array.isArray(v);
});
const valueAt = (root: unknown, path: JsonPath) => path.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | undefined)?.[k], root);

const replaceHeader = (headers: [string, string][], name: string, value: string | undefined): [string, string][] => {
  const rest = headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
  return value === undefined ? rest : [...rest, [name, value]];
};
/** Header values go out as latin1 bytes: a UTF-8 string is sent as its raw bytes (what real clients do). */
const asHeaderBytes = (value: string) => Buffer.from(value, 'utf8').toString('latin1');

/** Applies a mutation; a mutation that does not fit the request (no body, no query…) falls back to a close relative. */
export function mutate(spec: RequestSpec, m: Mutation, fx: Fixtures): RawRequest {
  const label = `${spec.opId} ${m.kind}`;
  const bodyOf = (body: unknown): RawRequest => render({ ...spec, body }, label);
  const hasBody = spec.body !== undefined;
  const paths = hasBody ? jsonPaths(spec.body) : [];
  const choose = <T>(list: T[], at: number): T | undefined => (list.length === 0 ? undefined : list[at % list.length]);
  const paramNames = Object.keys(spec.params);
  const queryNames = [...new Set(spec.query.map(([k]) => k))];
  switch (m.kind) {
    case 'wrongType': {
      if (!hasBody) return mutate(spec, { kind: 'queryWrongValue', at: m.at, which: m.at % BAD_QUERY_VALUES.length }, fx);
      return bodyOf(withValueAt(spec.body, choose(paths, m.at) ?? [], m.value));
    }
    case 'dropField': {
      const droppable = paths.filter((p) => p.length > 0);
      if (!hasBody || droppable.length === 0) return hasBody ? bodyOf(undefined) : mutate(spec, { kind: 'queryWrongValue', at: m.at, which: 0 }, fx);
      return bodyOf(withValueAt(spec.body, choose(droppable, m.at) ?? [], undefined));
    }
    case 'extraField':
    case 'pollution': {
      const { key, value } = m.kind === 'pollution' ? (POLLUTION[m.which] as { key: string; value: unknown }) : m;
      if (!hasBody) {
        // No body: the query gets the key instead (Express 5's simple parser keeps it literal).
        const raw = render(spec, label);
        const sep = raw.path.includes('?') ? '&' : '?';
        return { ...raw, path: `${raw.path}${sep}${encodeLoose(key)}[polluted]=yes&${encodeLoose(key)}=1` };
      }
      const target = choose(objectPaths(spec.body), m.at) ?? [];
      return bodyOf(withValueAt(spec.body, [...target, key], value));
    }
    case 'hugeString':
    case 'nastyString': {
      const value = m.kind === 'hugeString' ? m.char.repeat(Math.ceil(m.size / Buffer.byteLength(m.char))) : (NASTY_STRINGS[m.which] as string);
      if (!hasBody) {
        return m.kind === 'hugeString' ? mutate(spec, { kind: 'longPathId', at: m.at, size: 12_000 }, fx) : mutate(spec, { kind: 'queryUnicode', at: m.at, which: m.which }, fx);
      }
      const strings = paths.filter((p) => typeof valueAt(spec.body, p) === 'string');
      const target = choose(strings.length > 0 ? strings : paths.filter((p) => p.length > 0), m.at);
      if (!target) return bodyOf(withValueAt(spec.body, ['subscriberId'], value));
      return bodyOf(withValueAt(spec.body, target, value));
    }
    case 'deepNesting': {
      const inner = m.shape === 'array' ? '['.repeat(m.depth) + ']'.repeat(m.depth) : '{"a":'.repeat(m.depth) + '1' + '}'.repeat(m.depth);
      const raw = render({ ...spec, body: {} }, label);
      // Nested inside a free-form field where the contract has one, else the whole body.
      const text = spec.opId === 'createSubscriber' ? `{"subscriberId":"deep","data":{"x":${inner}}}` : spec.opId === 'triggerEvent' ? `{"name":"welcome-onboarding","to":"deep","payload":{"x":${inner}}}` : inner;
      return { ...raw, body: Buffer.from(text), headers: replaceHeader(raw.headers, 'Content-Type', 'application/json') };
    }
    case 'wholeBody':
      return { ...render(spec, label), body: Buffer.from(JSON.stringify(m.value)), headers: replaceHeader(render(spec, label).headers, 'Content-Type', 'application/json') };
    case 'malformedJson': {
      const raw = render(spec, label);
      return { ...raw, body: Buffer.from(MALFORMED_JSON[m.which] as string, 'utf8'), headers: replaceHeader(raw.headers, 'Content-Type', 'application/json') };
    }
    case 'contentType': {
      const raw = render(spec, label);
      const text = m.bodyKind === 'json' ? JSON.stringify(spec.body ?? {}) : m.bodyKind === 'form' ? 'subscriberId=x&name=y' : '';
      return { ...raw, body: m.bodyKind === 'none' && !hasBody ? undefined : Buffer.from(text), headers: replaceHeader(raw.headers, 'Content-Type', asHeaderBytes(CONTENT_TYPES[m.which] as string)) };
    }
    case 'noContentType': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      return { ...raw, headers: replaceHeader(raw.headers, 'Content-Type', undefined) };
    }
    case 'contentEncoding': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      return { ...raw, headers: [...raw.headers, ['Content-Encoding', m.encoding]] };
    }
    case 'compressedBomb': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      const text = `{"pad":"${'0'.repeat(m.inflatedBytes)}"}`;
      const body = m.encoding === 'br' ? brotliCompressSync(text) : m.encoding === 'deflate' ? deflateSync(text) : gzipSync(text);
      return { ...raw, headers: [...raw.headers, ['Content-Encoding', m.encoding]], body };
    }
    case 'duplicateHeader': {
      const raw = render(spec, label);
      const seconds: Record<string, string[]> = {
        authorization: [`ApiKey ${DEV_KEY}`, `ApiKey ${PROD_KEY}`, 'ApiKey nope', 'Bearer x'],
        'content-type': ['application/json', 'text/plain', 'application/xml', ''],
        'idempotency-key': ['k1', 'k2', 'k'.repeat(300), ''],
        'x-custom': ['a', 'b', '', 'c'],
      };
      const value = seconds[m.header]?.[m.second] ?? 'x';
      const extra: [string, string][] = m.header === 'idempotency-key' || m.header === 'x-custom' ? [[m.header, 'first'], [m.header, value]] : [[m.header, value]];
      return { ...raw, headers: [...raw.headers, ...extra] };
    }
    case 'bigHeader': {
      const raw = render(spec, label);
      const value = m.header === 'authorization' ? `ApiKey ${'k'.repeat(m.size)}` : 'h'.repeat(m.size);
      return { ...raw, headers: replaceHeader(raw.headers, m.header, value) };
    }
    case 'headerBomb': {
      const raw = render(spec, label);
      // 200 × 100 bytes goes over Node's 16 KB header limit: Node itself answers 431.
      const extra = Array.from({ length: m.count }, (_v, i): [string, string] => [`x-bomb-${i}`, 'b'.repeat(90)]);
      return { ...raw, headers: [...raw.headers, ...extra], overHeaderLimit: m.count * 100 > 16 * 1024 };
    }
    case 'auth': {
      const raw = render(spec, label);
      const value = AUTH_VARIANTS[m.which];
      return { ...raw, headers: replaceHeader(raw.headers, 'Authorization', value === undefined ? undefined : asHeaderBytes(value)) };
    }
    case 'foreignKey': {
      // The other environment's key on this environment's ids: never a leak, never a write here.
      return render({ ...spec, apiKey: PROD_KEY }, label);
    }
    case 'longIdempotencyKey': {
      const raw = render(spec, label);
      return { ...raw, headers: replaceHeader(raw.headers, 'idempotency-key', 'i'.repeat(m.length)) };
    }
    case 'queryWrongValue':
    case 'queryUnicode':
    case 'queryLong': {
      const declared = queryNames.length > 0 ? queryNames : declaredQueryNames.get(spec.opId) ?? [];
      const name = choose(declared, m.at) ?? 'limit';
      const value =
        m.kind === 'queryWrongValue' ? (BAD_QUERY_VALUES[m.which] as string) : m.kind === 'queryUnicode' ? encodeLoose(NASTY_STRINGS[m.which] as string) : 'q'.repeat(m.size);
      const raw = render({ ...spec, query: spec.query.filter(([k]) => k !== name) }, label);
      const sep = raw.path.includes('?') ? '&' : '?';
      // Sent verbatim: BAD_QUERY_VALUES hold deliberate broken escapes.
      return { ...raw, path: `${raw.path}${sep}${encodeLoose(name)}=${value}` };
    }
    case 'queryArray': {
      const declared = declaredQueryNames.get(spec.opId) ?? [];
      const name = choose(declared, m.at);
      if (!name) return mutate(spec, { kind: 'queryUnknown', raw: m.at % 18 }, fx);
      const current = spec.query.find(([k]) => k === name)?.[1] ?? '1';
      const raw = render({ ...spec, query: spec.query.filter(([k]) => k !== name) }, label);
      const sep = raw.path.includes('?') ? '&' : '?';
      const v = encodeLoose(current);
      const extra =
        m.style === 'repeat' ? `${name}=${v}&${name}=${v}` : m.style === 'brackets' ? `${name}[]=${v}&${name}[]=2` : m.style === 'indexed' ? `${name}[0]=${v}&${name}[1]=2` : `${name}[a][b]=${v}`;
      return { ...raw, path: `${raw.path}${sep}${extra}` };
    }
    case 'queryUnknown': {
      const raws = [
        'unknown=1', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '__proto__=x', '=x', '&&&', '%=%', 'a=%', 'a%00b=1', '?', 'a=1=2', 'limit',
        '__proto__=a&__proto__=b', '__proto__[]=a', 'constructor=x&constructor=y', 'hasOwnProperty=1&toString=2', 'limit[]=1&limit=2', 'page=1&PAGE=2',
        // A scope in the wrong case must not widen an admin action to every environment.
        `apikey=${DEV_KEY}`, `APIKEY=${PROD_KEY}`,
      ];
      const raw = render(spec, label);
      const sep = raw.path.includes('?') ? '&' : '?';
      return { ...raw, path: `${raw.path}${sep}${raws[m.raw] ?? 'x=1'}` };
    }
    case 'badPathId':
    case 'foreignId':
    case 'longPathId':
    case 'unicodePathId': {
      const name = choose(paramNames, m.at);
      if (!name) return mutate(spec, { kind: 'unknownPath', suffix: m.at % 8 }, fx);
      const foreign = [...fx.foreign.subscriberIds, ...fx.foreign.notificationIds, ...fx.foreign.integrationIds].filter(Boolean);
      const encoded =
        m.kind === 'badPathId'
          ? (BAD_IDS[m.which] as string)
          : m.kind === 'foreignId'
            ? encodeLoose(name === 'notificationId' ? (choose(fx.foreign.notificationIds, m.at) ?? '') : name === 'integrationId' ? (choose(fx.foreign.integrationIds, m.at) ?? '') : (choose(foreign, m.at) ?? 'x'))
            : m.kind === 'longPathId'
              ? 'p'.repeat(m.size)
              : encodeLoose(NASTY_STRINGS[m.which] as string);
      const raw = render(spec, label);
      const path = spec.template.replace(/\{([^}]+)\}/g, (_m, n: string) => (n === name ? encoded : encodeLoose(spec.params[n] ?? '')));
      const query = raw.path.includes('?') ? raw.path.slice(raw.path.indexOf('?')) : '';
      return { ...raw, path: path + query };
    }
    case 'wrongMethod': {
      const raw = render(spec, label);
      return { ...raw, method: m.method };
    }
    case 'unknownPath': {
      const raw = render(spec, label);
      const suffixes = ['/extra', '/', '//', '/..', '/%2e%2e', '.json', '/%00', '/__proto__'];
      const [path, query] = raw.path.split('?');
      return { ...raw, path: `${path}${suffixes[m.suffix] ?? '/x'}${query ? `?${query}` : ''}` };
    }
    case 'chunked': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      return { ...raw, headers: [...raw.headers, ['Transfer-Encoding', 'chunked']] };
    }
  }
}

/** Declared query parameter names by operationId (filled by `registerOperations`). */
const declaredQueryNames = new Map<string, string[]>();
export function registerOperations(operations: readonly Operation[]): void {
  for (const op of operations) declaredQueryNames.set(op.iid ?? op.id, (op.request?.query ?? []).map((q) => q.name));
}
