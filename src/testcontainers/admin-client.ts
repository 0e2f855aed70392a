/** An answer of the admin API other than 2xx: its status, and the mock's own message (and `errors` on a 422). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole error body (`ErrorDto`, `ValidationErrorDto`). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** A query as the admin API takes it: absent values are left out. */
export type AdminQuery = Record<string, string | number | undefined>;

export interface AdminCall {
  query?: AdminQuery;
  /** A JSON body. */
  body?: unknown;
  signal?: AbortSignal;
}

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, { messages?: unknown[] }>;
}

/** The mock's message; on a 422, followed by each wrong place and why (`Validation Error (query.to: to must not be empty)`). */
function messageOf(status: number, body: unknown): string {
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const text = typeof message === 'string' ? message : `The admin API answered ${status}`;
  if (!errors || typeof errors !== 'object') return text;
  const places = Object.entries(errors).map(([where, problem]) => `${where}: ${(problem.messages ?? []).join('; ')}`);
  return places.length === 0 ? text : `${text} (${places.join(', ')})`;
}

/** A body as JSON, or as its text when it is not JSON (a proxy's page); undefined when empty. */
function jsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A small client of the mock's admin API (`openapi/admin.yaml`, under `/__admin`) at `baseUrl`, sending the
 * admin token when there is one. Answers are JSON (204: undefined); any other status throws an
 * `AdminApiError` carrying the mock's message.
 */
export class AdminClient {
  constructor(
    readonly baseUrl: string,
    private readonly adminToken?: string,
  ) {}

  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, { query = {}, body, signal }: AdminCall = {}): Promise<T> {
    const url = new URL(`/__admin${path}`, this.baseUrl);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {};
    if (this.adminToken !== undefined) headers.authorization = `Bearer ${this.adminToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    const text = await res.text();
    const parsed = jsonOrText(text);
    if (!res.ok) throw new AdminApiError(res.status, messageOf(res.status, parsed), parsed);
    return parsed as T;
  }
}
