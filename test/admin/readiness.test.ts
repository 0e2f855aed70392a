import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/test-app.js';

const TOKEN = 'probe-secret';
const corsHeaders = (headers: Record<string, string>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('GET /__admin/ready', () => {
  it('answers a probe without an API key or the admin token, and says nothing else', async () => {
    const t = await makeTestApp({ envelope: false, adminToken: TOKEN });
    const res = await t.request().get('/__admin/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(corsHeaders(res.headers)).toEqual([]);
    // The rest of the control plane keeps its token.
    expect((await t.request().get('/__admin/health')).status).toBe(401);
    expect((await t.request().get('/__admin/environments')).status).toBe(401);
  });

  it('is open by its exact path only: another spelling or another admin path still needs the token', async () => {
    const t = await makeTestApp({ envelope: false, adminToken: TOKEN });
    for (const path of ['/__admin/ready/x', '/__admin/readyz', '/__ADMIN/ready', '/__admin/ready/../health']) {
      expect((await t.request().get(path)).status, path).toBe(401);
    }
  });

  it('sends no CORS headers, and refuses a page of another origin like every admin route', async () => {
    const t = await makeTestApp({ envelope: false });
    const res = await t.request().get('/__admin/ready').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('answers 503 {"status":"shutting down"} once the shutdown began', async () => {
    const t = await makeTestApp({ envelope: false, adminToken: TOKEN });
    t.deps.control.beginShutdown();
    const res = await t.request().get('/__admin/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'shutting down' });
  });
});
