import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Router } from 'express';
import type { AppDeps } from '../context.js';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png', 'favicon-16x16.png']);

/** Paths of the reference page (and the root, which sends a browser to it), kept out of the request journal. */
export const DOCS_PATHS = /^\/($|docs(\/|$)|openapi\.(json|yaml)$)/;

const page = (apiKey: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Notification API (notification-api-mock)</title>
  <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: '/openapi.json',
      dom_id: '#swagger-ui',
      presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
      layout: 'StandaloneLayout',
      deepLinking: true,
      persistAuthorization: true,
      tryItOutEnabled: true,
      onComplete: () => window.ui.preauthorizeApiKey('ApiKey', ${JSON.stringify(`ApiKey ${apiKey}`)}),
    });
  </script>
</body>
</html>`;

/**
 * The contract as JSON and YAML, and an interactive reference (Swagger UI, served from the package, no
 * CDN) whose server is the mock itself and whose ApiKey scheme is filled with a fixture key.
 */
export function docsRouter(deps: AppDeps): Router {
  const router = express.Router();
  let document: Record<string, unknown> | undefined;
  const documentOf = async () => (document ??= (await import('yaml')).parse(deps.contract.source) as Record<string, unknown>);
  const apiKey = deps.registry.fixtureKeys()[0]?.apiKey ?? '<your key>';

  // Someone who opens the printed URL in a browser lands on the reference page instead of a 404.
  router.get('/', (_req, res) => res.redirect(302, '/docs'));
  router.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(deps.contract.source);
  });
  router.get('/openapi.json', async (req, res) => {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json({ ...(await documentOf()), servers: [{ url: origin, description: 'This mock' }] });
  });
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.type('html').send(page(apiKey));
  });
  router.get('/docs/assets/:file', (req, res, next) => {
    if (!SWAGGER_UI_FILES.has(req.params.file)) return next();
    res.sendFile(req.params.file, { root: SWAGGER_UI_DIR, maxAge: '1h' });
  });
  return router;
}
