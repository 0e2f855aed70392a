// The HTTP side of `npm run bench:outbox`: keep-alive requests timed on arrival, and password-reset triggers
// that fill an environment's outbox with emails.
import http from 'node:http';
import { AUTH_HEADER } from './load.js';

export interface Answer {
  status: number;
  body: string;
  /** performance.now() when the whole response had arrived. */
  at: number;
}

/** Requests over a keep-alive agent: the timing then holds no TCP handshakes. */
export function client(baseUrl: string, authorization = AUTH_HEADER) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const send = (method: string, path: string, body?: unknown, timeoutMs = 60_000): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { authorization, accept: 'application/json' };
      if (text !== undefined) headers['content-type'] = 'application/json';
      const req = http.request(baseUrl + path, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() }));
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
      req.on('error', reject);
      if (text !== undefined) req.write(text);
      req.end();
    });
  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof client>;

export const RESET_PAYLOAD = (n: number) => ({ expiresInMinutes: 30, resetUrl: `https://app.acme.dev/reset?token=${n.toString(36).padStart(12, '0')}`, ipAddress: '203.0.113.9', code: String(100_000 + (n % 900_000)) });

/**
 * A password-reset trigger to a new subscriber with an email address and no phone: the workflow's email step
 * delivers, its SMS step finds no phone and sends nothing. One email delivery per trigger.
 */
export const resetEvent = (prefix: string, n: number) => ({
  name: 'password-reset',
  to: { subscriberId: `${prefix}-${n}`, email: `${prefix}-${n}@bench.example`, firstName: 'Ada' },
  payload: RESET_PAYLOAD(n),
});

/** `count` password-reset triggers in bulk requests of 100 (the API's most); returns ms taken. */
export async function triggerResets(c: Client, prefix: string, count: number): Promise<number> {
  const t0 = performance.now();
  for (let done = 0; done < count; done += 100) {
    const events = Array.from({ length: Math.min(100, count - done) }, (_, i) => resetEvent(prefix, done + i));
    const r = await c.send('POST', '/v1/events/trigger/bulk', { events });
    if (r.status !== 201) throw new Error(`bulk trigger → ${r.status}: ${r.body.slice(0, 300)}`);
  }
  return performance.now() - t0;
}

/** How many deliveries the environment of `test-api-key` keeps, and how many it dropped. */
export async function outboxCount(c: Client): Promise<{ total: number; dropped: number; sample?: Record<string, unknown> }> {
  const r = await c.send('GET', '/__admin/outbox?apiKey=test-api-key&limit=1');
  if (r.status !== 200) throw new Error(`GET /__admin/outbox → ${r.status}: ${r.body.slice(0, 300)}`);
  const page = JSON.parse(r.body) as { total: number; dropped: number; data: Record<string, unknown>[] };
  return { total: page.total, dropped: page.dropped, sample: page.data[0] };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const spread = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99), max: Math.max(...values) });
