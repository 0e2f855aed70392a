import type { Operation, RequestMessage, ResponseMessage } from '../../src/contract/validator.js';

/**
 * Valid and invalid messages of an operation, built from its schemas: the corpus on which the fast path,
 * Prism and the precompiled validators must agree.
 */
type Schema = { type?: string | string[]; enum?: unknown[]; pattern?: string; minimum?: number; maximum?: number; items?: Schema; format?: string };

function goodValue(name: string, schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.pattern?.includes('0-9a-f')) return '665f1c2a9b1e4a0012a0e001';
  if (schema.type === 'array') return goodValue(name, schema.items ?? {});
  return name === 'variableKey' ? 'APP_BASE_URL' : 'sample-value';
}

function badValues(schema: Schema): string[] {
  if (schema.enum) return ['not-in-enum'];
  if (schema.type === 'integer' || schema.type === 'number') {
    return ['abc', '1.5', '1e3', String((schema.minimum ?? 0) - 1), ...(schema.maximum !== undefined ? [String(schema.maximum + 1)] : [])];
  }
  if (schema.type === 'boolean') return ['maybe', '2', 'TRUE'];
  if (schema.format === 'date-time') return ['yesterday', '2026-13-01T00:00:00Z', '2026-01-01'];
  if (schema.pattern) return ['zzz', '665F1C2A9B1E4A0012A0E00'];
  if (schema.type === 'array') return badValues(schema.items ?? {});
  return [];
}

/** Wrong values for a body or record field: other types, and strings no format or pattern accepts. */
const WRONG_VALUES: unknown[] = [12345, 1.5, true, null, 'text', '', '2026-01-01 00:00:00Z', '2026-02-30T00:00:00.000Z', 'not a date', [], {}, [1]];

export function requestCorpus(op: Operation): RequestMessage[] {
  const pathParams = Object.fromEntries((op.request?.path ?? []).map((p) => [p.name, goodValue(p.name, p.schema as Schema)]));
  const pathOf = (params: Record<string, string>) => op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => params[name] as string);
  const bodyContent = op.request?.body?.contents?.[0];
  const headers: Record<string, string> = bodyContent ? { 'content-type': 'application/json', 'content-length': '10' } : {};
  const example = (bodyContent?.examples?.[0] as { value?: unknown } | undefined)?.value;
  const base: RequestMessage = { path: pathOf(pathParams), pathParams, query: {}, headers, body: example };
  const corpus: RequestMessage[] = [base, { ...base, headers: { ...headers, 'idempotency-key': 'k' } }];
  for (const p of op.request?.path ?? []) {
    for (const bad of badValues(p.schema as Schema)) {
      const params = { ...pathParams, [p.name]: bad };
      corpus.push({ ...base, path: pathOf(params), pathParams: params });
    }
  }
  const allGood: Record<string, string> = {};
  for (const q of op.request?.query ?? []) {
    const schema = q.schema as Schema;
    const good = goodValue(q.name, schema);
    allGood[q.name] = good;
    corpus.push({ ...base, query: { [q.name]: good } });
    corpus.push({ ...base, query: { [q.name.toLowerCase()]: good } });
    corpus.push({ ...base, query: { [q.name]: '' } });
    corpus.push({ ...base, query: { [q.name]: [good, good] } });
    for (const bad of badValues(schema)) corpus.push({ ...base, query: { [q.name]: bad } });
  }
  if (Object.keys(allGood).length > 0) corpus.push({ ...base, query: allGood });
  for (const h of op.request?.headers ?? []) {
    corpus.push({ ...base, headers: { ...headers, [h.name.toLowerCase()]: goodValue(h.name, h.schema as Schema) } });
    for (const bad of badValues(h.schema as Schema)) corpus.push({ ...base, headers: { ...headers, [h.name.toLowerCase()]: bad } });
  }
  if (bodyContent) {
    corpus.push({ ...base, body: undefined });
    corpus.push({ ...base, body: [] });
    corpus.push({ ...base, headers: { 'content-type': 'text/plain', 'content-length': '10' } });
    corpus.push({ ...base, headers: { 'content-length': '10' } });
    corpus.push({ ...base, headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '10' } });
    if (example && typeof example === 'object' && !Array.isArray(example)) {
      const record = example as Record<string, unknown>;
      corpus.push({ ...base, body: { ...record, unexpectedField: 1 } });
      for (const key of Object.keys(record)) {
        const { [key]: _dropped, ...rest } = record;
        corpus.push({ ...base, body: rest });
        for (const wrong of WRONG_VALUES) corpus.push({ ...base, body: { ...record, [key]: wrong } });
      }
    }
  } else {
    corpus.push({ ...base, headers: { 'content-type': 'application/json', 'content-length': '2' }, body: {} });
  }
  return corpus;
}

/** A record with each field in turn dropped, or set to each wrong value. */
export function mutations(record: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{ ...record, extra: 1 }];
  for (const key of Object.keys(record)) {
    const { [key]: _dropped, ...rest } = record;
    out.push(rest);
    for (const wrong of WRONG_VALUES) out.push({ ...record, [key]: wrong });
  }
  return out;
}

export function responseCorpus(op: Operation): ResponseMessage[] {
  const corpus: ResponseMessage[] = [];
  const json = { 'content-type': 'application/json' };
  for (const response of op.responses) {
    const status = Number(response.code);
    const content = response.contents?.[0];
    const example = (content?.examples?.[0] as { value?: unknown } | undefined)?.value;
    if (!content) {
      corpus.push({ status, headers: {}, body: undefined });
      continue;
    }
    const error = { statusCode: status, timestamp: '2026-01-01T00:00:00.000Z', path: '/x', message: 'm', error: 'E' };
    const body = example ?? (status >= 400 ? (status === 422 ? { ...error, errors: { 'body.x': { messages: ['bad'], value: 1 } } } : error) : undefined);
    if (body === undefined) continue;
    corpus.push({ status, headers: json, body });
    corpus.push({ status, headers: {}, body });
    corpus.push({ status, headers: { 'content-type': 'text/html' }, body });
    corpus.push({ status, headers: json, body: 'plain string' });
    const record = Array.isArray(body) ? body[0] : body;
    if (record && typeof record === 'object' && !Array.isArray(record)) {
      const wrap = (r: unknown) => (Array.isArray(body) ? [r] : r);
      for (const mutated of mutations(record as Record<string, unknown>)) corpus.push({ status, headers: json, body: wrap(mutated) });
      // One level deeper: the records inside a list's `data`.
      const data = (record as { data?: unknown }).data;
      const item = Array.isArray(data) ? data[0] : undefined;
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        for (const mutated of mutations(item as Record<string, unknown>)) corpus.push({ status, headers: json, body: wrap({ ...(record as object), data: [mutated] }) });
      }
    }
  }
  corpus.push({ status: 299, headers: json, body: {} });
  corpus.push({ status: 418, headers: json, body: {} });
  return corpus;
}
