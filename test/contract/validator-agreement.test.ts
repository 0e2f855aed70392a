import { describe, expect, it } from 'vitest';
import { mutations, requestCorpus, responseCorpus } from '../helpers/contract-corpus.js';
import { makeTestApp, sharedContract } from '../helpers/test-app.js';

/**
 * The fast path (Ajv on Prism's derived schemas) must agree with Prism on every message: if it accepted
 * something Prism rejects, a contract break would slip through; if it rejected something Prism accepts,
 * Prism's verdict wins but the request pays for it. This corpus mixes valid and invalid messages of
 * every operation.
 */
const { validator } = await sharedContract();
/**
 * Prism's diagnosis of every message grows with the contract: the operations go in groups of 20, each a test
 * of its own, so that no single test carries the whole contract's time.
 */
const GROUP = 20;
const groups = Array.from({ length: Math.ceil(validator.operations.length / GROUP) }, (_, i) => ({
  name: `operations ${i * GROUP + 1}–${Math.min((i + 1) * GROUP, validator.operations.length)}`,
  operations: validator.operations.slice(i * GROUP, (i + 1) * GROUP),
}));
const counted = { requests: { total: 0, rejected: 0 }, responses: { total: 0, rejected: 0 } };

describe('fast path and Prism agree', () => {
  it.each(groups)('on requests of $name', ({ operations }) => {
    for (const op of operations) {
      for (const message of requestCorpus(op)) {
        const prismAccepts = validator.diagnoseRequest(op, message).length === 0;
        expect(validator.acceptsRequest(op, message), `${op.iid} ${JSON.stringify(message)}`).toBe(prismAccepts);
        counted.requests.total++;
        if (!prismAccepts) counted.requests.rejected++;
      }
    }
  });

  it.each(groups)('on responses of $name', ({ operations }) => {
    for (const op of operations) {
      for (const message of responseCorpus(op)) {
        const prismAccepts = validator.diagnoseResponse(op, message).length === 0;
        expect(validator.acceptsResponse(op, message), `${op.iid} ${message.status} ${JSON.stringify(message).slice(0, 300)}`).toBe(prismAccepts);
        counted.responses.total++;
        if (!prismAccepts) counted.responses.rejected++;
      }
    }
  });

  it('on a corpus of both kinds, valid and invalid, of every operation', () => {
    const { requests, responses } = counted;
    expect(requests.total).toBeGreaterThan(350);
    expect(requests.rejected).toBeGreaterThan(150);
    expect(requests.total - requests.rejected).toBeGreaterThan(100);
    expect(responses.total).toBeGreaterThan(500);
    expect(responses.rejected).toBeGreaterThan(200);
    expect(responses.total - responses.rejected).toBeGreaterThan(100);
  });

  it('on list responses, their items mutated and moved across operations', async () => {
    const t = await makeTestApp({ envelope: false });
    // Real list bodies of every list operation, their items mutated one field at a time.
    const lists: Record<string, string> = {
      searchSubscribers: '/v2/subscribers?limit=5',
      listMessages: '/v1/messages?limit=5',
      listNotifications: '/v1/notifications?limit=3',
      listIntegrations: '/v1/integrations',
      listActiveIntegrations: '/v1/integrations/active',
      listEnvironmentVariables: '/v1/environment-variables',
      listWorkflows: '/v2/workflows?limit=3',
    };
    const json = { 'content-type': 'application/json' };
    const samples: { op: (typeof validator.operations)[number]; body: unknown; items: unknown[] }[] = [];
    let total = 0;
    let rejected = 0;
    for (const [operationId, url] of Object.entries(lists)) {
      const op = validator.operation(operationId);
      if (!op) throw new Error(`no operation ${operationId}`);
      const res = await t.api().get(url);
      expect(res.status, url).toBe(200);
      const body = res.body as Record<string, unknown> | unknown[];
      const property = Array.isArray(body) ? undefined : Object.keys(body).find((k) => Array.isArray(body[k]));
      const items = (property === undefined ? body : (body as Record<string, unknown>)[property]) as Record<string, unknown>[];
      expect(items.length, url).toBeGreaterThan(0);
      const withItems = (list: unknown[]) => (property === undefined ? list : { ...body, [property]: list });
      samples.push({ op, body, items: items.map((i) => structuredClone(i)) });
      const variants = [items, ...mutations(items[0] as Record<string, unknown>).map((m) => [...items.slice(1), m])];
      for (const list of variants) {
        const message = { status: 200, headers: json, body: withItems(list) };
        const prismAccepts = validator.diagnoseResponse(op, message).length === 0;
        expect(validator.acceptsResponse(op, message), operationId).toBe(prismAccepts);
        total++;
        if (!prismAccepts) rejected++;
      }
    }
    expect(total).toBeGreaterThan(200);
    expect(rejected).toBeGreaterThan(100);
    // Records of another operation are judged by this operation's schema.
    let crossed = 0;
    for (const target of samples) {
      for (const source of samples) {
        if (source.op === target.op) continue;
        const body = Array.isArray(target.body) ? source.items : { ...(target.body as object), [Object.keys(target.body as object).find((k) => Array.isArray((target.body as Record<string, unknown>)[k])) as string]: source.items };
        const message = { status: 200, headers: json, body };
        const prismAccepts = validator.diagnoseResponse(target.op, message).length === 0;
        expect(validator.acceptsResponse(target.op, message), `${source.op.iid} items in ${target.op.iid}`).toBe(prismAccepts);
        crossed++;
      }
    }
    expect(crossed).toBe(samples.length * (samples.length - 1));
  });
});
