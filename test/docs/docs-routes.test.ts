import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/test-app.js';

describe('the API reference routes', () => {
  it('serves the contract as YAML and as JSON with the mock as its server', async () => {
    const t = await makeTestApp({ envelope: false, allowedHosts: ['mock.test'] }); // a name the mock answers only when allowed
    const yaml = await t.request().get('/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.text).toContain('operationId: createSubscriber');
    const json = await t.request().get('/openapi.json').set('Host', 'mock.test:4321');
    expect(json.body.servers).toEqual([{ url: 'http://mock.test:4321', description: 'This mock' }]);
    expect(Object.keys(json.body.paths)).toContain('/v2/subscribers');
  });

  it('serves the control plane\'s document too, and the page offers both', async () => {
    const t = await makeTestApp({ envelope: false, allowedHosts: ['mock.test'] });
    const yaml = await t.request().get('/openapi/admin.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.text).toContain('operationId: resetState');
    const json = await t.request().get('/openapi/admin.json').set('Host', 'mock.test:4321');
    expect(json.body.servers).toEqual([{ url: 'http://mock.test:4321', description: 'This mock' }]);
    expect(Object.keys(json.body.paths)).toContain('/__admin/reset');
    const page = await t.request().get('/docs');
    expect(page.text).toContain("url: '/openapi.json'");
    expect(page.text).toContain("url: '/openapi/admin.json'");
  });

  it('describes itself without pointing at documents that are not in the package', async () => {
    const t = await makeTestApp({ envelope: false });
    for (const path of ['/openapi.yaml', '/openapi/admin.yaml', '/docs']) {
      const text = (await t.request().get(path)).text;
      expect(text).not.toMatch(/DESIGN|spec\/notification-api\.md|§\s?\d/);
    }
  });

  it('serves an interactive page whose assets come from the mock itself', async () => {
    const t = await makeTestApp({ envelope: false });
    const page = await t.request().get('/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    expect(page.text).toContain('ApiKey test-api-key');
    const bundle = await t.request().get('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect((await t.request().get('/docs/assets/package.json')).status).toBe(404);
    expect((await t.request().get('/__admin/requests')).body.total).toBe(0);
  });
});
