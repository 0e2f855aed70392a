import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { jsonPieces } from '../../src/http/json-stream.js';
import { makeTestApp } from '../helpers/test-app.js';

describe('GET /__admin/snapshot at the largest allowed state', () => {
  it('answers 200 with the whole state once the environment is at its limits', async () => {
    const t = await makeTestApp({ envelope: false, maxNotifications: 300, maxSubscribers: 300 });
    const payload = { commenterName: 'Ada', postTitle: 'Roadmap', commentPreview: 'x'.repeat(2000), commentId: 'c' };
    let status = 201;
    for (let r = 0; status === 201; r++) {
      const events = Array.from({ length: 10 }, (_, e) => ({ name: 'comment-mention', to: Array.from({ length: 10 }, (_, i) => `full-${r}-${e}-${i}`), payload }));
      status = (await t.api().post('/v1/events/trigger/bulk', { events })).status;
    }
    expect(status).toBe(413);
    const snapshot = await t.request().get('/__admin/snapshot');
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers['content-type']).toMatch(/^application\/json/);
    expect(snapshot.body).toEqual(JSON.parse(JSON.stringify(t.deps.registry.exportState())));
    const notifications = (snapshot.body.organizations[0].environments[0].data.notifications as unknown[]).length;
    expect(notifications).toBeGreaterThanOrEqual(300);
  });

  it('is written piece by piece with the same text as JSON.stringify', () => {
    const value = { a: [1, { b: 'x', skip: undefined, f: () => 1 }, undefined, null], at: new Date(0), nested: { deep: { deeper: [[{ k: 'é"\n' }]] } }, empty: {}, list: [] };
    for (const depth of [0, 1, 2, 3, 8]) expect([...jsonPieces(value, depth)].join('')).toBe(JSON.stringify(value));
  });
});

describe('admin errors', () => {
  it('logs the errorId of every admin 500', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const t = await makeTestApp({ envelope: false, logger });
    vi.spyOn(t.deps.control, 'snapshot').mockImplementation(() => {
      throw new Error('boom');
    });
    const res = await t.request().get('/__admin/snapshot');
    expect(res.status).toBe(500);
    expect(typeof res.body.errorId).toBe('string');
    expect(lines.filter((l) => l.errorId === res.body.errorId)).toHaveLength(1);
  });
});
