import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { HttpError } from './errors.js';

/**
 * The built dashboard. Resolved from this module's place two levels under the package root, which holds
 * for src/http (tests), dist/http (the compiled package) and dist/bin (the bundled CLI) alike.
 */
export const UI_ASSETS_DIR = fileURLToPath(new URL('../../dist/ui/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

const contentTypeOf = (name: string): string | undefined => {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined;
};

/**
 * The dashboard's Content-Security-Policy: its own script, calls to its own origin only (the admin API, the
 * public API and the journal stream are all there), and nothing else — no inline script, no plugins, no
 * framing. Inline styles and remote images are allowed for the Outbox's email preview alone: a `srcdoc`
 * frame inherits this policy, and an email is styled inline and may show remote images. The frame adds
 * its own, narrower policy (no remote images until asked) and an empty sandbox; the dashboard's own
 * page uses neither.
 */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The files of the built dashboard by name; only these are ever read, so no path leaves the folder. */
async function builtFiles(dir: string): Promise<Set<string>> {
  try {
    return new Set((await readdir(dir)).filter((name) => contentTypeOf(name) !== undefined));
  } catch {
    return new Set();
  }
}

/**
 * `/__admin/ui`: the dashboard's page and assets. Mounted before the admin token check: the page holds
 * no data, and it asks for the token when the admin API answers 401. Read at each request (always the
 * latest build); `no-cache` so that a browser revalidates after an upgrade.
 */
export function uiAssetsRouter(dir: string = UI_ASSETS_DIR): Router {
  const router = express.Router();
  // On every answer, the 404 of a missing asset included: a browser takes each file for what its type says.
  router.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': DASHBOARD_CSP });
    next();
  });
  router.get(/.*/, async (req, res, next) => {
    const name = req.path === '/' ? 'index.html' : req.path.slice(1);
    const files = await builtFiles(dir);
    if (!files.has(name)) {
      const hint = files.size === 0 ? ' (the dashboard is not built: run `npm run build`)' : '';
      next(new HttpError(404, `No dashboard asset ${req.path}${hint}`));
      return;
    }
    const body = await readFile(`${dir}/${name}`);
    res.set('Cache-Control', 'no-cache').type(contentTypeOf(name)!).send(body);
  });
  return router;
}
