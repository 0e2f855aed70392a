import { createHmac } from 'node:crypto';
import { responseParseMessage } from '../domain/bridge/index.js';

/** A bridge call that failed, as the real service reports it (`{url, statusCode, message, code, data}`). */
export class BridgeRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly url: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** What an execution detail keeps of it (its `raw`). */
  toRaw(): Record<string, unknown> {
    return { url: this.url, statusCode: this.statusCode, message: this.message, code: this.code, ...(this.data === undefined ? {} : { data: this.data }) };
  }
}

export interface BridgeCall {
  bridgeUrl: string;
  action: 'discover' | 'health-check' | 'execute' | 'preview';
  query?: Record<string, string>;
  /** POSTed as JSON when present (execute, preview); GET otherwise. */
  body?: unknown;
  /** The environment's secret key: the API key its bridge checks signatures with. */
  secretKey: string;
  timeoutMs: number;
  /** Attempts after the first, for the statuses and network errors the real service retries. */
  retries: number;
}

/** The statuses and network errors the real service's bridge client retries (after 2 s, 4 s, …). */
const RETRY_STATUSES = new Set([408, 429, 500, 503, 504, 521, 522, 524]);
const RETRY_CODES = new Set(['EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'EADDRINUSE', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The most of a bridge's answer the mock reads: a step's outputs are far smaller. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Framework errors carry a code the framework names (`SignatureMismatchError`, `StepExecutionFailedError`, …). */
const FRAMEWORK_CODE = /Error$/;

/**
 * `novu-signature: t=<ms>,v1=<hex HMAC-SHA256(secret key, "<t>.<JSON body>")>`, the header the framework
 * checks. Real wall-clock time, whatever the environment's clock shows: a bridge refuses a timestamp more
 * than 5 minutes off. A GET signs `{}`.
 */
export function bridgeSignature(secretKey: string, body: unknown, nowMs = Date.now()): string {
  const hmac = createHmac('sha256', secretKey).update(`${nowMs}.${JSON.stringify(body ?? {})}`).digest('hex');
  return `t=${nowMs},v1=${hmac}`;
}

const unreachable = (url: string) => `Unable to reach Bridge Endpoint at \`${url}\`. Run npx novu@latest dev in Local mode, or ensure your Bridge app deployment is available.`;

/** A non-2xx answer as the real service reports it: the framework's own error, or one by status. */
function answerError(status: number, body: unknown, url: string): BridgeRequestError {
  const b = body as { code?: unknown; message?: unknown; data?: unknown } | undefined;
  if (typeof b?.code === 'string' && FRAMEWORK_CODE.test(b.code) && typeof b.message === 'string') return new BridgeRequestError(status, b.code, b.message, url, b.data);
  switch (status) {
    case 404:
      return new BridgeRequestError(404, 'BridgeEndpointUnavailable', unreachable(url), url);
    case 401:
      return new BridgeRequestError(401, 'BridgeAuthenticationFailed', `Bridge authentication failed for \`${url}\`. Please check your NOVU_SECRET_KEY environment variable.`, url);
    case 405:
      return new BridgeRequestError(400, 'BridgeMethodNotConfigured', `Bridge Endpoint at \`${url}\` is not correctly configured. Ensure your \`@novu/framework\` integration exposes the \`POST\`, \`GET\`, and \`OPTIONS\` methods.`, url);
    case 413:
      return new BridgeRequestError(413, 'PayloadTooLarge', `Payload too large for \`${url}\``, url);
    case 502:
      return new BridgeRequestError(404, 'BridgeEndpointNotFound', `Could not connect to Bridge Endpoint at \`${url}\`. Make sure you are running your local app server.`, url);
    default:
      return new BridgeRequestError(status >= 500 ? 500 : status, 'UnknownBridgeRequestError', `Unknown bridge request error calling \`${url}\``, url, body);
  }
}

/** Reads at most `MAX_ANSWER_BYTES` of an answer's body as text. */
async function boundedText(res: Response, url: string): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new BridgeRequestError(413, 'PayloadTooLarge', `Payload too large for \`${url}\``, url);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const timedOut = (url: string) => new BridgeRequestError(408, 'BridgeRequestTimeout', `Bridge request timeout for \`${url}\``, url);
const readFailed = (url: string) => new BridgeRequestError(400, 'ResponseReadError', `Response body could not be read for \`${url}\``, url);
const isAbort = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The answer's body as text. Reading it is bounded by the same timeout as the call: a bridge that trickles
 * its answer times out (408 `BridgeRequestTimeout`), and one that drops the connection after the headers
 * gives the real service's `ResponseReadError` (400).
 */
async function answerText(res: Response, url: string): Promise<string> {
  try {
    return await boundedText(res, url);
  } catch (error) {
    if (error instanceof BridgeRequestError) throw error;
    if (isAbort(error)) throw timedOut(url);
    throw readFailed(url);
  }
}

async function attempt(call: BridgeCall, url: string): Promise<unknown> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Bypass-Tunnel-Reminder': 'true', 'Content-Type': 'application/json', 'novu-signature': bridgeSignature(call.secretKey, call.body) },
      body,
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    if (isAbort(error)) throw timedOut(url);
    const cause = (error as { cause?: { code?: unknown; socket?: { bytesRead?: unknown } } }).cause;
    // The bridge began to answer, then closed the connection: its answer could not be read.
    if (cause?.code === 'UND_ERR_SOCKET' && Number(cause.socket?.bytesRead) > 0) throw readFailed(url);
    const code = String(cause?.code ?? 'UnknownBridgeNonRequestError');
    throw new BridgeRequestError(code === 'UnknownBridgeNonRequestError' ? 500 : 400, code, code === 'UnknownBridgeNonRequestError' ? `Unknown bridge non-request error calling \`${url}\`` : unreachable(url), url);
  }
  const text = await answerText(res, url);
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (res.ok) throw new BridgeRequestError(502, 'ResponseParseError', responseParseMessage(url), url);
  }
  if (!res.ok) throw answerError(res.status, parsed, url);
  return parsed;
}

/** The URL of one action: `<bridgeUrl>?action=<action>&<query>`; an invalid bridge URL → 400 `InvalidBridgeUrl`. */
export function actionUrl(bridgeUrl: string, action: string, query: Record<string, string> = {}): string {
  let url: URL;
  try {
    url = new URL(bridgeUrl);
  } catch {
    throw new BridgeRequestError(400, 'InvalidBridgeUrl', `Invalid bridge URL: ${bridgeUrl}`, bridgeUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BridgeRequestError(400, 'InvalidBridgeUrl', `Invalid bridge URL: ${bridgeUrl}`, bridgeUrl);
  url.searchParams.set('action', action);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Calls one action of a bridge, signed, within `timeoutMs` per attempt, retrying what the real service
 * retries (`retries` more times, after 2 s, 4 s, …). Resolves with the parsed answer; rejects with a
 * `BridgeRequestError` shaped as the real service reports it.
 */
export async function callBridge(call: BridgeCall): Promise<unknown> {
  const url = actionUrl(call.bridgeUrl, call.action, call.query);
  for (let attemptNo = 0; ; attemptNo++) {
    try {
      return await attempt(call, url);
    } catch (error) {
      if (!isRetryable(error) || attemptNo >= call.retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attemptNo + 1)));
    }
  }
}

/** Whether the real service tries a failed call again: a timeout, a network error, 408, 429, 5xx but 501/502. */
export const isRetryable = (error: unknown): boolean => error instanceof BridgeRequestError && (RETRY_STATUSES.has(error.statusCode) || RETRY_CODES.has(error.code));

/** How long the real service waits before its `retryNo`th retry (1, 2, …): 2 s, 4 s, … */
export const retryDelayMs = (retryNo: number): number => 2 ** retryNo * 1000;
