/** What a newcomer meets first: the root URL in a browser, and a 401 for a key the mock does not know. */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, warnings: () => lines.filter((l) => l.level === 40) };
}

describe('the root URL', () => {
  it('sends a browser to the API reference page', async () => {
    const t = await makeTestApp({ envelope: false });
    const res = await t.request().get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/docs');
    expect((await t.request().get(res.headers.location as string)).status).toBe(200);
    expect(t.deps.control.journal.count({})).toBe(0);
  });
});

describe('an unknown API key', () => {
  it('gets the real 401, and the log says once per key which keys exist and that --isolate-keys accepts any', async () => {
    const { logger, warnings } = capturingLogger();
    const t = await makeTestApp({ envelope: false, logger });
    for (let i = 0; i < 3; i++) {
      const res = await t.api('worker-7-key').get('/v2/subscribers');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('API Key not found');
    }
    await t.api('another-key').get('/v2/subscribers');
    await t.api(DEV_KEY).get('/v2/subscribers');
    const lines = warnings().map((w) => String(w.msg));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"worker…"');
    expect(lines[0]).toContain('--isolate-keys');
    expect(lines[0]).toContain(DEV_KEY);
    expect(lines.join('\n')).not.toContain('worker-7-key');
  });

  it('is never logged with --isolate-keys, where every key has its own environment', async () => {
    const { logger, warnings } = capturingLogger();
    const t = await makeTestApp({ envelope: false, logger, isolateKeys: true });
    expect((await t.api('worker-7-key').get('/v2/subscribers')).status).toBe(200);
    expect(warnings()).toEqual([]);
  });
});
