/**
 * Every call the dashboard makes: the admin API (`Authorization: Bearer <admin token>` once one is given)
 * and the public API (`Authorization: ApiKey <key>` of the picked environment), each marked with
 * `x-mock-client: dashboard` so that the request journal can tell the dashboard's own requests apart.
 */

export const CLIENT_HEADER = 'x-mock-client';
export const CLIENT_NAME = 'dashboard';
const TOKEN_KEY = 'notification-api-mock:admin-token';

/** An answer other than 2xx, with the message of the API's error shape when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export const adminToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export function setAdminToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

type TokenPrompt = (reason: string) => Promise<void>;
let tokenPrompt: TokenPrompt | undefined;
let pendingPrompt: Promise<void> | undefined;
/** The app's way to ask for the admin token (a dialog); resolves once a new token is stored. */
export function onAdminTokenNeeded(prompt: TokenPrompt): void {
  tokenPrompt = prompt;
}
/** One prompt for every call that got a 401 at the same time. */
export function askForAdminToken(reason: string): Promise<void> {
  if (!tokenPrompt) return Promise.reject(new ApiError(401, reason, undefined));
  pendingPrompt ??= tokenPrompt(reason).finally(() => (pendingPrompt = undefined));
  return pendingPrompt;
}

export function adminHeaders(): Record<string, string> {
  const token = adminToken();
  return { [CLIENT_HEADER]: CLIENT_NAME, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

function messageOf(body: unknown, status: number): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string') return message;
  if (message !== undefined) return JSON.stringify(message);
  return typeof body === 'string' && body !== '' ? body : `HTTP ${status}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Credentials = { admin: true } | { apiKey: string };

async function call<T>(method: Method, url: string, credentials: Credentials, body?: unknown): Promise<T> {
  const headers: Record<string, string> =
    'admin' in credentials ? adminHeaders() : { [CLIENT_HEADER]: CLIENT_NAME, Authorization: `ApiKey ${credentials.apiKey}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed = await readBody(res);
  if (res.status === 401 && 'admin' in credentials) {
    await askForAdminToken(messageOf(parsed, res.status));
    return call<T>(method, url, credentials, body);
  }
  if (!res.ok) throw new ApiError(res.status, messageOf(parsed, res.status), parsed);
  return ('apiKey' in credentials ? withoutEnvelope(parsed) : parsed) as T;
}

/**
 * The result inside the public API's `{data: …}` envelope, as the official SDK reads it: an object whose
 * only field is `data`. Pages (`{data, totalCount, …}`) and the bare answers of a mock started with
 * `--no-envelope` are results already.
 */
function withoutEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'data' ? (body as { data: unknown }).data : body;
}

export const admin = {
  get: <T>(url: string) => call<T>('GET', url, { admin: true }),
  post: <T>(url: string, body?: unknown) => call<T>('POST', url, { admin: true }, body),
  delete: <T>(url: string) => call<T>('DELETE', url, { admin: true }),
};

export interface PublicApi {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
  patch<T>(url: string, body?: unknown): Promise<T>;
}

export const publicApi = (apiKey: string): PublicApi => ({
  get: (url) => call('GET', url, { apiKey }),
  post: (url, body) => call('POST', url, { apiKey }, body),
  patch: (url, body) => call('PATCH', url, { apiKey }, body),
});

/** `?a=1&b=2` from the defined, non-empty values. */
export function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
