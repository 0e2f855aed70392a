import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CSP, UI_ASSETS_DIR, uiAssetsRouter } from '../../src/http/ui-assets.js';
import { buildDashboardOnce } from '../helpers/dashboard.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

/** The budget for the dashboard's first load, compressed. */
const FIRST_LOAD_GZIP_BUDGET = 300 * 1024;

beforeAll(() => buildDashboardOnce());

describe('GET /__admin/ui', () => {
  it('serves the page at /__admin/ui and /__admin/ui/, and its script and style, with their types and no-cache', async () => {
    const { request: client } = await makeTestApp({ envelope: false });
    for (const path of ['/__admin/ui', '/__admin/ui/']) {
      const page = await client().get(path).expect(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain('<script type="module" src="/__admin/ui/app.js"></script>');
    }
    const script = await client().get('/__admin/ui/app.js').expect(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('no-cache');
    const style = await client().get('/__admin/ui/app.css').expect(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers an unknown asset, and any path that tries to leave the folder, with a 404 in the API error shape', async () => {
    const { request: client } = await makeTestApp({ envelope: false });
    for (const path of ['/__admin/ui/missing.js', '/__admin/ui/../package.json', '/__admin/ui/..%2F..%2Fpackage.json', '/__admin/ui/%2e%2e/%2e%2e/package.json', '/__admin/ui/ui/app.js']) {
      const res = await client().get(path);
      expect(res.status, path).toBe(404);
      expectErrorShape(res.body as Record<string, unknown>, 404);
    }
  });

  it('sends nosniff and a Content-Security-Policy that allows only its own assets, on every answer, a 404 included', async () => {
    const { request: client } = await makeTestApp({ envelope: false });
    for (const [path, status] of [['/__admin/ui', 200], ['/__admin/ui/app.js', 200], ['/__admin/ui/app.css', 200], ['/__admin/ui/missing.js', 404]] as const) {
      const res = await client().get(path).expect(status);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['content-security-policy'], path).toBe(DASHBOARD_CSP);
    }
    const directives = new Map(DASHBOARD_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    // Inline styles are the one exception, for the email preview's srcdoc frame that inherits the policy.
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect([...directives].filter(([name, value]) => name !== 'style-src' && value.includes('unsafe'))).toEqual([]);
  });

  it('loads without the admin token, while the admin API behind it still asks for one', async () => {
    const { request: client } = await makeTestApp({ envelope: false, adminToken: 'sekret' });
    await client().get('/__admin/ui').expect(200);
    await client().get('/__admin/ui/app.js').expect(200);
    await client().get('/__admin/environments').expect(401);
    await client().get('/__admin/environments').set('Authorization', 'Bearer sekret').expect(200);
  });

  it('says how to build the dashboard when it is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-ui-'));
    try {
      const app = express().use('/__admin/ui', uiAssetsRouter(empty)).use((error: { status: number; message: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(error.status).json({ message: error.message });
      });
      const res = await request(app).get('/__admin/ui').expect(404);
      expect(res.body.message).toContain('npm run build');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the built dashboard', () => {
  it('sits where the server looks for it (dist/ui) and loads in under the first-load budget, compressed', () => {
    expect(UI_ASSETS_DIR.replace(/\/$/, '')).toBe(join(ROOT, 'dist', 'ui'));
    const files = readdirSync(UI_ASSETS_DIR).filter((name) => !name.endsWith('.tmp'));
    expect(files.sort()).toEqual(['app.css', 'app.js', 'index.html']);
    const gzipped = files.reduce((sum, name) => sum + gzipSync(readFileSync(join(UI_ASSETS_DIR, name))).length, 0);
    expect(gzipped).toBeLessThan(FIRST_LOAD_GZIP_BUDGET);
  });
});
