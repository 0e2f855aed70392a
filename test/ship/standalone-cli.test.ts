/**
 * The CLI bundle runs without node_modules (the Docker image has none): a copy of what the image holds
 * (`dist/`, `openapi/`, `fixtures/`, package.json) in a folder of its own serves the API, and every module it
 * loads on first use comes from its vendor file beside the bundle.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deserialize } from 'node:v8';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAZY_MODULES } from '../../src/lib/lazy-require.js';
import { ROOT, startNode, type RunningCli } from '../helpers/spawn-cli.js';

const IMAGE_FILES = ['dist', 'openapi', 'fixtures', 'package.json'];
const KEY = 'test-api-key';
let dir: string;
let cli: RunningCli;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'standalone-cli-'));
  for (const file of IMAGE_FILES) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
  cli = await startNode(['dist/bin/cli.js', '--port', '0', '--generate-subscribers', '3', '--seed', '7'], dir);
});

afterAll(() => {
  cli?.child.kill();
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

const api = () => request(cli.url);
const doc = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text }] }] });

describe('the CLI bundle without node_modules', () => {
  it('has no node_modules to lean on', () => {
    expect(['', 'dist', 'dist/bin'].map((d) => existsSync(join(dir, d, 'node_modules')))).toEqual([false, false, false]);
  });

  it("loads every lazily loaded module from its vendor file, and derives a contract's operations with Prism's loader", async () => {
    const script = `
      const { createRequire } = require('node:module');
      const vendor = createRequire(${JSON.stringify(join(dir, 'dist/bin/vendor/'))});
      const failed = {};
      for (const [specifier, file] of Object.entries(${JSON.stringify(LAZY_MODULES)})) {
        try {
          const kind = typeof vendor('./' + file + '.cjs')[specifier];
          if (kind !== 'object' && kind !== 'function') failed[specifier] = kind;
        } catch (error) {
          failed[specifier] = String(error.message).slice(0, 300);
        }
      }
      const { getHttpOperationsFromSpec } = vendor('./prism-operations.cjs')['@stoplight/prism-http/dist/utils/operations.js'];
      getHttpOperationsFromSpec(${JSON.stringify(join(dir, 'openapi/notification-api.yaml'))})
        .then((operations) => console.log(JSON.stringify({ failed, operations: operations.length })));`;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr.slice(0, 2000)).toBe('');
    const cached = deserialize(readFileSync(join(dir, 'dist/contract-cache.bin'))) as { operations: unknown[] };
    expect(JSON.parse(run.stdout)).toEqual({ failed: {}, operations: cached.operations.length });
  });

  it('serves the API, refuses a bad body in the words of the judge, and made up the subscribers asked for', async () => {
    const list = await api().get('/v1/subscribers?limit=100').set('Authorization', `ApiKey ${KEY}`);
    expect(list.status).toBe(200);
    const refused = await api().post('/v2/subscribers').set('Authorization', `ApiKey ${KEY}`).send({ subscriberId: 5 });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.errors)).toContain('must be string');
  });

  it('serves the reference page, its assets and the contract as JSON', async () => {
    expect((await api().get('/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
    const json = await api().get('/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
  });

  it('renders an email editor document with React, and checks a payload against a workflow schema with Ajv', async () => {
    const auth = { Authorization: `ApiKey ${KEY}` };
    const payloadSchema = { type: 'object', properties: { total: { type: 'number' } }, required: ['total'] };
    const created = await api().post('/v2/workflows').set(auth).send({ name: 'standalone', workflowId: 'standalone', payloadSchema, validatePayload: true, steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Hi', body: doc('Hello from the bundle'), editorType: 'block' } }] });
    expect(created.status).toBe(201);
    const { _id, steps } = created.body.data as { _id: string; steps: { _id: string }[] };
    const preview = await api().post(`/v2/workflows/${_id}/step/${steps[0]?._id}/preview`).set(auth).send({ previewPayload: { payload: { total: 1 } } });
    expect(preview.status).toBe(201);
    expect(preview.body.data.result.preview.body).toContain('Hello from the bundle');
    const badPayload = await api().post('/v1/events/trigger').set(auth).send({ name: 'standalone', to: 'standalone-subscriber', payload: { total: 'many' } });
    expect(badPayload.status).toBe(400);
  });

  it('opens the Inbox socket channel', async () => {
    const handshake = await api().get('/socket.io/?EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    expect(handshake.text).toMatch(/^0\{"sid"/);
  });
});
