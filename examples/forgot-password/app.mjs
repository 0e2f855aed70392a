// @ts-check
// A tiny app with a "Forgot password" page. Its server asks the notification API to send the fixture
// workflow `password-reset` with a link back to `/reset?token=…`, and shows the reset form only for a
// token it issued. Run it against a mock on 127.0.0.1:3000 with `node examples/forgot-password/app.mjs`: it
// serves on 127.0.0.1:4003 (PORT, NOTIFICATION_API_URL and NOTIFICATION_API_KEY change these).
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { listen, portFrom, runExample } from '../shared/listen.mjs';

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {string} title @param {string} body */
const page = (title, body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

const FORGOT_FORM = page(
  'Forgot password',
  `<h1>Forgot your password?</h1>
<form method="post" action="/forgot">
  <label>Email <input type="email" name="email" required></label>
  <button type="submit">Forgot password</button>
</form>`,
);

/** @param {import('node:http').IncomingMessage} req @returns {Promise<URLSearchParams>} */
async function formOf(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/**
 * Starts the app.
 * @param {{ notificationApiUrl: string; apiKey: string; port?: number; host?: string }} options
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function startApp({ notificationApiUrl, apiKey, port = 0, host = '127.0.0.1' }) {
  /** Reset tokens this app issued, with the address each was sent to. */
  const tokens = new Map();
  let appUrl = '';

  /** @param {string} email @param {string | undefined} ipAddress */
  async function sendResetLink(email, ipAddress) {
    const token = randomBytes(24).toString('hex');
    tokens.set(token, email);
    const res = await fetch(`${notificationApiUrl}/v1/events/trigger`, {
      method: 'POST',
      headers: { Authorization: `ApiKey ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'password-reset',
        to: { subscriberId: email, email },
        payload: {
          expiresInMinutes: 30,
          resetUrl: `${appUrl}/reset?token=${token}`,
          ipAddress: ipAddress ?? 'unknown',
          code: String(randomInt(100_000, 1_000_000)),
        },
      }),
    });
    if (res.status !== 201) throw new Error(`the notification API answered ${res.status}: ${await res.text()}`);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', appUrl);
    /** @param {number} status @param {string} html */
    const send = (status, html) => res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    try {
      if (req.method === 'GET' && url.pathname === '/') return send(200, FORGOT_FORM);
      if (req.method === 'POST' && url.pathname === '/forgot') {
        const email = (await formOf(req)).get('email')?.trim() ?? '';
        if (!email.includes('@')) return send(422, page('Forgot password', '<p>Enter your email address.</p>'));
        await sendResetLink(email, req.socket.remoteAddress);
        return send(200, page('Check your email', `<h1>Check your email</h1><p>We sent a reset link to ${escapeHtml(email)}.</p>`));
      }
      if (req.method === 'GET' && url.pathname === '/reset') {
        const email = tokens.get(url.searchParams.get('token') ?? '');
        if (!email) return send(404, page('Link expired', '<h1>This reset link is not valid</h1>'));
        return send(
          200,
          page('Choose a new password', `<h1>Choose a new password</h1><p>For ${escapeHtml(email)}</p>
<form method="post" action="/reset"><label>New password <input type="password" name="password"></label></form>`),
        );
      }
      return send(404, page('Not found', '<h1>Not found</h1>'));
    } catch (error) {
      return send(502, page('Error', `<h1>Something went wrong</h1><p>${escapeHtml(String(error))}</p>`));
    }
  });
  appUrl = `http://${host}:${await listen(server, { port, host, variable: 'PORT' })}`;
  return {
    url: appUrl,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a browser keeps its connections open
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await runExample(() =>
    startApp({
      notificationApiUrl: process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:3000',
      apiKey: process.env.NOTIFICATION_API_KEY ?? 'test-api-key',
      port: portFrom('PORT', 4003),
    }),
  );
  process.stdout.write(`forgot-password example on ${app.url}\n`);
}
