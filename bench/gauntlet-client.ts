/**
 * How the abuse gauntlet's attacks talk to the mock: plain HTTP with the fixtures' API key, as an attacker
 * would, and the one-line summaries of what it answered.
 */
export const KEY = 'test-api-key';
export const APP = 'acmeDevInbox1';
/** Production's in-app integration has HMAC on. */
export const HMAC_APP = 'acmeProdInbx1';

export interface Target {
  base: string;
}

/** What an attack reports: one line of what the mock answered, and whether a step took longer than its budget. */
export type Outcome = string | { outcome: string; slow: boolean };

export interface Attack {
  name: string;
  run(target: Target): Promise<Outcome>;
}

export interface Answer {
  status: number;
  text: string;
}

export async function call(target: Target, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const sent: Record<string, string> = { ...headers };
  if (!path.startsWith('/__admin')) sent.authorization = `ApiKey ${KEY}`;
  if (body !== undefined) sent['content-type'] = 'application/json';
  const res = await fetch(`${target.base}${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  return { status: res.status, text: await res.text() };
}

/** `n×status` for each status seen, in order of first sight. */
export function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}×${s}`).join(' ');
}

export const short = (a: Answer): string => `${a.status} ${a.text.slice(0, 110).replace(/\s+/g, ' ')}`;

/** A workflow with one in-app step whose body is `content`, and the payload schema given. */
export async function workflowWith(target: Target, workflowId: string, content: string, payloadSchema?: object): Promise<Answer> {
  return call(target, 'POST', '/v2/workflows', {
    name: workflowId,
    workflowId,
    steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: content } }],
    ...(payloadSchema && { payloadSchema, validatePayload: true }),
  });
}

export const trigger = (target: Target, name: string, payload: object, extra: object = {}): Promise<Answer> =>
  call(target, 'POST', '/v1/events/trigger', { name, to: 'gauntlet-user', payload, ...extra });

