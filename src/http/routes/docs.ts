import { readFile } from 'node:fs/promises';
import express, { type Request, type Router } from 'express';
import { ADMIN_SPEC_PATH } from '../../contract/load-spec.js';
import type { AppDeps } from '../context.js';
import { lazyRequire, SERVED_PACKAGE_FILES, servedPackageDir } from '../../lib/lazy-require.js';

const SWAGGER_UI_DIR = servedPackageDir('swagger-ui-dist');
const SWAGGER_UI_FILES = new Set<string>(SERVED_PACKAGE_FILES['swagger-ui-dist']);

/** Paths of the reference page (and the root, which sends a browser to it), kept out of the request journal. */
export const DOCS_PATHS = /^\/($|docs(\/|$)|openapi(\/admin)?\.(json|yaml)$)/;

const page = (apiKey: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Notification API (notification-api-mock)</title>
  <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <p style="margin:0;padding:6px 20px;font:14px sans-serif;background:#f3f4f6">
    See and drive the mock's state in the <a href="/__admin/ui">dashboard</a> (subscribers, messages, events, live request journal).
  </p>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script>
    // From 5.33, once a document has 150 tags and operations, Swagger UI mounts only the rows near the
    // viewport: the browser's find-in-page, printing and anything reading the page miss every other tag.
    // The contract is nowhere near the size that needs it, so every tag and operation is rendered, as
    // Swagger UI itself does below that count.
    const WholeOperationsList = ({ React }) => ({
      components: {
        operations: ({ specSelectors, getComponent, oas3Selectors, layoutSelectors, layoutActions, getConfigs }) => {
          const h = React.createElement;
          const tagged = specSelectors.taggedOperations();
          if (tagged.size === 0) return h('h3', null, 'No operations defined in spec!');
          const OperationTag = getComponent('OperationTag');
          const OperationContainer = getComponent('OperationContainer', true);
          const methods = specSelectors.validOperationMethods();
          const operation = (tag) => (op) => h(OperationContainer, {
            key: op.get('path') + '-' + op.get('method'), specPath: op.get('specPath'), op, path: op.get('path'), method: op.get('method'), tag,
          });
          const section = (tagObj, tag) => h(OperationTag, {
            key: 'operation-' + tag, tagObj, tag, oas3Selectors, layoutSelectors, layoutActions, getConfigs, getComponent, specUrl: specSelectors.url(),
          }, h('div', { className: 'operation-tag-content' },
            tagObj.get('operations').filter((op) => methods.indexOf(op.get('method')) !== -1).map(operation(tag)).toArray()));
          return h('div', null, tagged.map(section).valueSeq().toArray());
        },
      },
    });
    window.ui = SwaggerUIBundle({
      urls: [
        { url: '/openapi.json', name: 'Notification API' },
        { url: '/openapi/admin.json', name: 'Control plane (/__admin)' },
      ],
      'urls.primaryName': 'Notification API',
      dom_id: '#swagger-ui',
      presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
      plugins: [WholeOperationsList],
      layout: 'StandaloneLayout',
      deepLinking: true,
      persistAuthorization: true,
      tryItOutEnabled: true,
      onComplete: () => window.ui.preauthorizeApiKey('ApiKey', ${JSON.stringify(`ApiKey ${apiKey}`)}),
    });
  </script>
</body>
</html>`;

/** A document as JSON whose server is the mock, at the address the browser used. */
const servedFrom = (req: Request, document: Record<string, unknown>) => ({
  ...document,
  servers: [{ url: `${req.protocol}://${req.get('host') ?? 'localhost'}`, description: 'This mock' }],
});

/**
 * The contract and the control plane's document as JSON and YAML, and an interactive reference (Swagger
 * UI, served from the package, no CDN) that switches between them, whose server is the mock itself and
 * whose ApiKey scheme is filled with a fixture key.
 */
export function docsRouter(deps: AppDeps): Router {
  const router = express.Router();
  const parse = async (source: string) => lazyRequire<typeof import('yaml')>('yaml').parse(source) as Record<string, unknown>;
  let document: Promise<Record<string, unknown>> | undefined;
  const documentOf = () => (document ??= parse(deps.contract.source));
  let adminSource: Promise<string> | undefined;
  const adminSourceOf = () => (adminSource ??= readFile(ADMIN_SPEC_PATH, 'utf8'));
  let adminDocument: Promise<Record<string, unknown>> | undefined;
  const adminDocumentOf = () => (adminDocument ??= adminSourceOf().then(parse));
  const apiKey = deps.registry.fixtureKeys()[0]?.apiKey ?? '<your key>';

  // Someone who opens the printed URL in a browser lands on the reference page instead of a 404.
  router.get('/', (_req, res) => res.redirect(302, '/docs'));
  router.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(deps.contract.source);
  });
  router.get('/openapi.json', async (req, res) => {
    res.json(servedFrom(req, await documentOf()));
  });
  router.get('/openapi/admin.yaml', async (_req, res) => {
    res.type('application/yaml').send(await adminSourceOf());
  });
  router.get('/openapi/admin.json', async (req, res) => {
    res.json(servedFrom(req, await adminDocumentOf()));
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
