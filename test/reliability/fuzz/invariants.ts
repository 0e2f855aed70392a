/** The invariants every response must keep, and how a request is described in failure messages. */
import type { RawRequest, RawResponse } from './client.js';

/** A compact description of a request (for failure messages). */
export function describeRequest(r: RawRequest): string {
  const body = r.body === undefined ? '' : ` body(${r.body.length}B)=${JSON.stringify(r.body.toString('utf8').slice(0, 300))}`;
  const headers = r.headers.map(([n, v]) => `${n}: ${v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v}`).join(' | ');
  const path = r.path.length > 300 ? `${r.path.slice(0, 300)}…(${r.path.length})` : r.path;
  return `[${r.label}] ${r.method} ${path} {${headers}}${body}`;
}

const namesOperation = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { operation?: { sdkMethod?: unknown } }).operation?.sdkMethod === 'string';

/** Checks one response; returns the problems (empty: fine). */
export function responseProblems(r: RawRequest, res: RawResponse): string[] {
  const problems: string[] = [];
  // 501 is the answer to an operation of the real API that the mock does not simulate (a wrong method on
  // a served path may be one), and then it names that operation.
  if (res.status >= 500 && !(res.status === 501 && (r.method === 'HEAD' || namesOperation(res.json)))) problems.push(`5xx: ${res.status}`);
  if (res.status === 431) {
    // Node's HTTP parser answered before the app (no body); only legitimate when we sent over 16 KB of headers.
    if (!r.overHeaderLimit) problems.push('431 although the headers are under the limit');
    return problems;
  }
  if (r.overHeaderLimit) problems.push(`expected Node's 431 for over 16 KB of headers, got ${res.status}`);
  // The chat OAuth routes answer a browser: a redirect, or an HTML page.
  const isRedirect = res.status === 302 && typeof res.headers.location === 'string' && res.headers.location !== '';
  const isError = (res.status < 200 || res.status >= 300) && !isRedirect;
  if (isError && r.method !== 'HEAD') {
    if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) problems.push(`error without JSON content type: ${String(res.headers['content-type'])}`);
    const body = res.json as Record<string, unknown> | undefined;
    if (res.jsonError) problems.push(`error body is not JSON: ${res.jsonError}`);
    if (!body || typeof body !== 'object' || Array.isArray(body)) problems.push('error body is not an object');
    else {
      if (body.statusCode !== res.status) problems.push(`statusCode ${String(body.statusCode)} ≠ ${res.status}`);
      if (typeof body.timestamp !== 'string' || Number.isNaN(Date.parse(body.timestamp))) problems.push('timestamp missing or not a date');
      if (typeof body.path !== 'string') problems.push('path missing');
      // A replay (same idempotency key and body) is the first response, with the first request's URL.
      else if (body.path !== r.path && res.headers['idempotency-replay'] !== 'true') problems.push(`path ${JSON.stringify(body.path.slice(0, 200))} is not the request URL`);
      if (!('message' in body)) problems.push('message missing');
      // The real service's shape: a context (copied to the top level) on every error but a 500, which has an errorId.
      if (res.status === 500 ? typeof body.errorId !== 'string' : typeof body.ctx !== 'object' || body.ctx === null) problems.push(res.status === 500 ? 'errorId missing' : 'ctx missing');
      if (res.status === 422 && (typeof body.errors !== 'object' || body.errors === null)) problems.push('422 without errors');
    }
  }
  if (!isError && res.jsonError && !/^text\/html/.test(String(res.headers['content-type'] ?? ''))) problems.push(`2xx body is not JSON: ${res.jsonError}`);
  return problems;
}

/** Object.prototype must stay as the runtime made it (prototype pollution would show up here). */
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return Object.keys(Object.prototype).length === 0 && probe.polluted === undefined && probe.isAdmin === undefined && Object.getPrototypeOf(probe) === Object.prototype;
}
