// What docker:check asserts of a running container, one line each with its measurement.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Engine } from './engine.js';
import { healthyAfter, nodeIn, READY_PATH, slowPost, startContainer, stopContainer, waitFor, type Container } from './container.js';

export interface Line {
  ok: boolean;
  text: string;
}
export type Say = (line: Line) => void;

/**
 * A duration against its target: reported (PASS/MISS), never failing the check, as a busy machine stretches any
 * duration; the sizes, which do not vary, are the budgets that fail it.
 */
export const verdict = (value: number, target: number, unit: string) => `(target ≤ ${target} ${unit}: ${value <= target ? 'PASS' : 'MISS'})`;

/** The default fixtures' first API key (the Development environment of the first organization). */
export function fixtureApiKey(root: string): string {
  const organizations = JSON.parse(readFileSync(join(root, 'fixtures/default/organizations.json'), 'utf8')) as { environments: { apiKeys: string[] }[] }[];
  const key = organizations[0]?.environments[0]?.apiKeys[0];
  if (!key) throw new Error('fixtures/default/organizations.json names no API key');
  return key;
}

const RECIPIENT = 'docker-check@example.com';
const triggerBody = (subscriberId: string) =>
  JSON.stringify({ name: 'password-reset', to: { subscriberId, email: RECIPIENT }, payload: { resetUrl: 'https://example.com/reset', expiresInMinutes: 30, ipAddress: '127.0.0.1' } });

/** Start → ready, health, API keys, trigger → outbox, the user and the files, then an idle stop: one container. */
export async function checkServing(engine: Engine, container: Container, apiKey: string, say: Say): Promise<void> {
  const { url, name } = container;
  say({ ok: true, text: `start → ${READY_PATH} 200: ${Math.round(container.readyMs)} ms ${verdict(container.readyMs, 1000, 'ms')} (from \`run\`, which returned after ${Math.round(container.runMs)} ms; --read-only --cap-drop=ALL --security-opt no-new-privileges)` });
  const healthStarted = performance.now();
  const status = await healthyAfter(engine, name);
  say({ ok: status === 'healthy', text: `health status: ${status} after ${Math.round(performance.now() - healthStarted)} ms more` });

  const anonymous = await fetch(`${url}/v2/subscribers?limit=1`);
  const keyed = await fetch(`${url}/v2/subscribers?limit=1`, { headers: { authorization: `ApiKey ${apiKey}` } });
  say({ ok: anonymous.status === 401 && keyed.status === 200, text: `API key: none → ${anonymous.status}, the fixtures' key → ${keyed.status}` });

  const triggered = performance.now();
  const trigger = await fetch(`${url}/v1/events/trigger`, { method: 'POST', headers: { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json' }, body: triggerBody('docker-check-1') });
  const delivered = await fetch(`${url}/__admin/outbox/wait?channel=email&to=${encodeURIComponent(RECIPIENT)}&timeout=10000`);
  const email = delivered.ok ? ((await delivered.json()) as { subject?: string }) : {};
  say({ ok: trigger.status === 201 && delivered.status === 200, text: `trigger → outbox: ${trigger.status}, then the email${email.subject ? ` "${email.subject}"` : ''} → ${delivered.status} in ${Math.round(performance.now() - triggered)} ms` });

  await checkUserAndFiles(engine, name, say);

  const idle = await stopContainer(engine, name);
  say({ ok: idle.exitCode === 0, text: `stop (idle): exit ${idle.exitCode} after ${Math.round(idle.ms)} ms ${verdict(idle.ms, 1000, 'ms')}` });
}

/** Run inside the container: its uid, the files under /app that are not root's or that others may write, and a write's error. */
const FILES_SCRIPT = `
const fs = require('node:fs');
let files = 0, notRoot = 0, writable = 0;
for (const entry of fs.readdirSync('/app', { recursive: true, withFileTypes: true })) {
  const stat = fs.lstatSync(require('node:path').join(entry.parentPath, entry.name));
  files++;
  if (stat.uid !== 0 || stat.gid !== 0) notRoot++;
  if (!stat.isSymbolicLink() && (stat.mode & 0o022)) writable++;
}
const tryWrite = (path) => { try { fs.writeFileSync(path, 'x'); return 'written'; } catch (e) { return e.code; } };
process.stdout.write(JSON.stringify({ uid: process.getuid(), gid: process.getgid(), files, notRoot, writable,
  newFile: tryWrite('/app/dist/new-file.js'), ownCode: tryWrite('/app/dist/bin/cli.js'), fixtures: tryWrite('/app/fixtures/default/workflows.json') }));
`;

async function checkUserAndFiles(engine: Engine, name: string, say: Say): Promise<void> {
  const seen = JSON.parse(await nodeIn(engine, name, FILES_SCRIPT)) as { uid: number; gid: number; files: number; notRoot: number; writable: number; newFile: string; ownCode: string; fixtures: string };
  say({ ok: seen.uid === 1000 && seen.gid === 1000, text: `user: uid ${seen.uid}, gid ${seen.gid} (node)` });
  say({ ok: seen.notRoot === 0 && seen.writable === 0, text: `app files: ${seen.files} under /app, ${seen.notRoot} not root's, ${seen.writable} group/other-writable` });
  const refused = (code: string) => code === 'EACCES' || code === 'EROFS';
  say({ ok: [seen.newFile, seen.ownCode, seen.fixtures].every(refused), text: `writes from inside: a new file in dist/ → ${seen.newFile}, its own code → ${seen.ownCode}, a fixture → ${seen.fixtures}` });
}

/** SIGTERM while a request's body is still arriving: the request completes, then the process exits 0 within the grace. */
export async function checkStopInFlight(engine: Engine, name: string, apiKey: string, say: Say): Promise<void> {
  const container = await startContainer(engine, name);
  const upload = slowPost(container.url, '/v1/events/trigger', { authorization: `ApiKey ${apiKey}` }, triggerBody('docker-check-2'));
  const answered = upload.status.catch((error: Error) => `failed (${error.message})`);
  await sleep(100);
  const stopping = stopContainer(engine, name);
  // The rest of the body goes once the server has stopped taking new requests (SIGTERM arrived): the readiness
  // route on a new connection answers 503 or the connection is refused.
  const sawStop = await waitFor(`${name}: the readiness route after SIGTERM`, 15_000, async () => {
    const response = await fetch(`${container.url}${READY_PATH}`).catch(() => undefined);
    return response?.status === 200 ? undefined : response ? String(response.status) : 'refused';
  });
  upload.finish();
  const status = await answered;
  const stop = await stopping;
  say({ ok: status === 201 && stop.exitCode === 0 && stop.ms < 10_000, text: `SIGTERM with an upload in flight: new requests ${sawStop}, the upload → ${status}, exit ${stop.exitCode} after ${Math.round(stop.ms)} ms (grace 10 s)` });
}
