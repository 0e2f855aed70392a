import { describe, expect, it } from 'vitest';
import type { Operation, RequestMessage, ResponseMessage } from '../../src/spec/validator.js';
import { sharedContract } from '../helpers/test-app.js';

/**
 * The fast path (Ajv on Prism's derived schemas) must agree with Prism on every message: if it accepted
 * something Prism rejects, a contract break would slip through; if it rejected something Prism accepts,
 * Prism's verdict wins but the request pays for it. This corpus mixes valid and invalid messages of
 * every operation.
 */
type Schema = { type?: string | string[]; enum?: unknown[]; pattern?: string; minimum?: number; maximum?: number; items?: Schema; format?: string; default?: unknown };

function goodValue(name: string, schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  if (schema.pattern?.includes('0-9a-f')) return '665f1c2a9b1e4a0012a0e001';
  if (schema.type === 'array') return goodValue(name, schema.items ?? {});
  return name === 'variableKey' ? 'APP_BASE_URL' : 'sample-value';
}

function badValues(schema: Schema): string[] {
  if (schema.enum) return ['not-in-enum'];
  if (schema.type === 'integer' || schema.type === 'number') {
    return ['abc', '1.5', String((schema.minimum ?? 0) - 1), ...(schema.maximum !== undefined ? [String(schema.maximum + 1)] : [])];
  }
  if (schema.type === 'boolean') return ['maybe', '2'];
  if (schema.pattern) return ['zzz', '665F1C2A9B1E4A0012A0E00'];
  if (schema.type === 'array') return badValues(schema.items ?? {});
  return [];
}

function requestCorpus(op: Operation): RequestMessage[] {
  const pathParams = Object.fromEntries((op.request?.path ?? []).map((p) => [p.name, goodValue(p.name, p.schema as Schema)]));
  const pathOf = (params: Record<string, string>) => op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => params[name] as string);
  const path = pathOf(pathParams);
  const headers = { 'content-type': 'application/json', 'content-length': '10' };
  const bodyContent = op.request?.body?.contents?.[0];
  const example = (bodyContent?.examples?.[0] as { value?: unknown } | undefined)?.value;
  const base: RequestMessage = { path, pathParams, query: {}, headers: bodyContent ? headers : {}, body: example };
  const corpus: RequestMessage[] = [base, { ...base, headers: { ...base.headers, 'idempotency-key': 'k' } }];
  for (const p of op.request?.path ?? []) {
    for (const bad of badValues(p.schema as Schema)) {
      const params = { ...pathParams, [p.name]: bad };
      corpus.push({ ...base, path: pathOf(params), pathParams: params });
    }
  }
  for (const q of op.request?.query ?? []) {
    const schema = q.schema as Schema;
    const good = goodValue(q.name, schema);
    corpus.push({ ...base, query: { [q.name]: good } });
    corpus.push({ ...base, query: { [q.name.toLowerCase()]: good } });
    corpus.push({ ...base, query: { [q.name]: '' } });
    if (schema.type === 'array') corpus.push({ ...base, query: { [q.name]: [good, good] } });
    else corpus.push({ ...base, query: { [q.name]: [good, good] } });
    for (const bad of badValues(schema)) corpus.push({ ...base, query: { [q.name]: bad } });
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
        for (const wrong of [12345, true, null, 'text', [], {}]) corpus.push({ ...base, body: { ...record, [key]: wrong } });
      }
    }
  } else {
    corpus.push({ ...base, headers: { 'content-type': 'application/json', 'content-length': '2' }, body: {} });
  }
  return corpus;
}

function responseCorpus(op: Operation): ResponseMessage[] {
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
    if (record && typeof record === 'object') {
      for (const key of Object.keys(record as object)) {
        const { [key]: _dropped, ...rest } = record as Record<string, unknown>;
        const wrap = (r: unknown) => (Array.isArray(body) ? [r] : r);
        corpus.push({ status, headers: json, body: wrap(rest) });
        corpus.push({ status, headers: json, body: wrap({ ...(record as object), [key]: 12345 }) });
        corpus.push({ status, headers: json, body: wrap({ ...(record as object), [key]: null }) });
      }
      corpus.push({ status, headers: json, body: Array.isArray(body) ? [{ ...(record as object), extra: 1 }] : { ...(record as object), extra: 1 } });
    }
  }
  corpus.push({ status: 299, headers: json, body: {} });
  corpus.push({ status: 418, headers: json, body: {} });
  return corpus;
}

describe('fast path and Prism agree', () => {
  it('on requests of every operation', async () => {
    const { validator } = await sharedContract();
    let total = 0;
    let rejected = 0;
    for (const op of validator.operations) {
      for (const message of requestCorpus(op)) {
        const prismAccepts = validator.diagnoseRequest(op, message).length === 0;
        expect(validator.acceptsRequest(op, message), `${op.iid} ${JSON.stringify(message)}`).toBe(prismAccepts);
        total++;
        if (!prismAccepts) rejected++;
      }
    }
    expect(total).toBeGreaterThan(350);
    expect(rejected).toBeGreaterThan(150);
    expect(total - rejected).toBeGreaterThan(100);
  });

  it('on responses of every operation', async () => {
    const { validator } = await sharedContract();
    let total = 0;
    let rejected = 0;
    for (const op of validator.operations) {
      for (const message of responseCorpus(op)) {
        const prismAccepts = validator.diagnoseResponse(op, message).length === 0;
        expect(validator.acceptsResponse(op, message), `${op.iid} ${message.status} ${JSON.stringify(message).slice(0, 300)}`).toBe(prismAccepts);
        total++;
        if (!prismAccepts) rejected++;
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(rejected).toBeGreaterThan(200);
    expect(total - rejected).toBeGreaterThan(100);
  });
});
