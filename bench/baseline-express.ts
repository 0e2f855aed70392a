// Bare Express 5 baseline for the benchmark: the same two subscriber routes as the mock, no validation.
// Usage: node --import tsx bench/baseline-express.ts [--port 0] [--subscriber-id ID] [--routes FILE] [--app-prototypes]
// --app-prototypes: served like the mock (requests born with the app's prototypes, src/http/express-server.ts)
// instead of `app.listen`: for comparison only, the bare baseline is `app.listen`.
// --routes: a JSON array of {method, path (Express syntax), status, body}: generic bare handlers (auth check,
// then the canned body re-serialised with res.json) for the other operations (`bench/operations.ts`).
// Prints "baseline-express listening on http://127.0.0.1:PORT" when ready.
import express, { type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadDist } from './dist.js';

interface Subscriber {
  _id: string;
  subscriberId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  timezone?: string | null;
  channels: unknown[];
  topics?: string[];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v: number;
  data?: Record<string, unknown> | null;
  _organizationId: string;
  _environmentId: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const ORG = '665f1c2a9b1e4a0012a00001';
const ENV = '665f1c2a9b1e4a0012a0e001';
let counter = 0x100000;
const newId = (): string => `6650b0${(counter++).toString(16).padStart(18, '0')}`;

function seedSubscriber(subscriberId: string): Subscriber {
  return {
    _id: newId(),
    subscriberId,
    firstName: 'Thomas',
    lastName: 'Bernard',
    email: 'thomas.bernard@initech.io',
    phone: null,
    avatar: 'https://i.pravatar.cc/150?u=dev-43',
    locale: 'fr-FR',
    timezone: 'Europe/Paris',
    channels: [],
    topics: [],
    isOnline: null,
    lastOnlineAt: null,
    __v: 0,
    data: { plan: 'pro', company: 'Initech' },
    _organizationId: ORG,
    _environmentId: ENV,
    deleted: false,
    createdAt: '2026-11-18T23:33:40.571Z',
    updatedAt: '2026-11-21T21:53:01.676Z',
  };
}

const store = new Map<string, Subscriber>();
const seedId = arg('subscriber-id', 'thomas.bernard@initech.io');
store.set(seedId, seedSubscriber(seedId));
for (let i = 0; i < 60; i++) store.set(`seed-${i}`, seedSubscriber(`seed-${i}`));

const UPDATABLE = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone', 'data'] as const;

function authorised(req: Request, res: Response): boolean {
  if (req.headers.authorization === 'ApiKey test-api-key') return true;
  res.status(401).json({ statusCode: 401, message: 'API Key not found', error: 'Unauthorized' });
  return false;
}

const app = express();
app.disable('x-powered-by');
app.use(express.json());

app.get('/v2/subscribers', (req, res) => {
  if (!authorised(req, res)) return;
  const limit = Math.min(Math.max(Number(req.query.limit ?? 10) || 10, 1), 100);
  const data = [...store.values()].slice(0, limit);
  res.json({ data, previous: null, next: null, totalCount: store.size, totalCountCapped: false });
});

app.get('/v2/subscribers/:subscriberId', (req, res) => {
  if (!authorised(req, res)) return;
  const s = store.get(req.params.subscriberId);
  if (!s) {
    res.status(404).json({ statusCode: 404, message: `Subscriber: ${req.params.subscriberId} was not found`, error: 'Not Found' });
    return;
  }
  res.status(200).json(s);
});

app.post('/v2/subscribers', (req, res) => {
  if (!authorised(req, res)) return;
  const body = (req.body ?? {}) as Record<string, unknown>;
  const id = typeof body.subscriberId === 'string' ? body.subscriberId : '';
  const now = new Date().toISOString();
  let s = store.get(id);
  if (!s) {
    s = { _id: newId(), subscriberId: id, channels: [], __v: 0, _organizationId: ORG, _environmentId: ENV, deleted: false, createdAt: now, updatedAt: now };
    store.set(id, s);
  }
  const target = s as unknown as Record<string, unknown>;
  for (const k of UPDATABLE) if (k in body) target[k] = body[k];
  s.updatedAt = now;
  res.status(201).json(s);
});

interface GenericRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  status: number;
  body: unknown;
}

const routesFile = arg('routes', '');
if (routesFile) {
  for (const r of JSON.parse(readFileSync(routesFile, 'utf8')) as GenericRoute[]) {
    app[r.method](r.path, (req, res) => {
      if (!authorised(req, res)) return;
      if (r.status === 204) res.status(204).end();
      else res.status(r.status).json(r.body);
    });
  }
}

const port = Number(arg('port', '0'));
const listener = process.argv.includes('--app-prototypes')
  ? (await loadDist<typeof import('../src/http/express-server.js')>('http/express-server.js')).createExpressServer(app)
  : app;
const server = listener.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  process.stdout.write(`baseline-express listening on http://127.0.0.1:${actual}\n`);
});

for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => server.close(() => process.exit(0)));
