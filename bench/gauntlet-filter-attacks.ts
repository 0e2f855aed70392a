/**
 * The gauntlet's filter attacks (F1–F2): the dashboard's outbox poll over large emails, with the API's
 * latency while it runs, and filters that would widen what a caller sees (an empty value, an object).
 */
import { APP, type Answer, type Attack, call, KEY, type Outcome, short, tally, type Target } from './gauntlet-client.js';

/** The dashboard's outbox list: the newest 100, re-read every second. */
const POLL = `/__admin/outbox?apiKey=${KEY}&limit=100`;
const POLL_EVERY_MS = 1000;
const POLLING_MS = 10_000;
/** The API's p99 while the poll runs must stay within the gauntlet's rule for the next request. */
const LATENCY_BUDGET_MS = 50;

const EMAILS = 55;
/** `{{payload.chunk}}` × 100 with a chunk of 3,000 characters: a delivery of about 600 KB (its HTML and its text). */
const LARGE_EMAIL_BODY = Array.from({ length: 100 }, () => '<p>{{payload.chunk}}</p>').join('');

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(step: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const answer = await step();
  return { answer, ms: performance.now() - started };
}

/** Writes the large-email workflow and triggers it `count` times; returns the statuses. */
async function largeEmails(t: Target, count: number): Promise<number[]> {
  const write = await call(t, 'POST', '/v2/workflows', { name: 'g-large-email', workflowId: 'g-large-email', steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Large {{payload.n}}', body: LARGE_EMAIL_BODY, editorType: 'html' } }] });
  const statuses = [write.status];
  for (let n = 0; n < count; n++) {
    statuses.push((await call(t, 'POST', '/v1/events/trigger', { name: 'g-large-email', to: { subscriberId: `large-${n}`, email: `large-${n}@example.com` }, payload: { n, chunk: 'x'.repeat(3000) } })).status);
  }
  return statuses;
}

interface PollRun {
  polls: number;
  /** The size of one poll's answer. */
  pollBytes: number;
  /** The API's answers while the poll ran, in ms, sorted. */
  apiMs: number[];
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Polls `path` every second for POLLING_MS while an API client asks `GET /v2/subscribers?limit=1` every 20 ms. */
async function pollWhileServing(t: Target, path: string): Promise<PollRun> {
  const deadline = performance.now() + POLLING_MS;
  const run: PollRun = { polls: 0, pollBytes: 0, apiMs: [] };
  const poller = (async () => {
    while (performance.now() < deadline) {
      const next = performance.now() + POLL_EVERY_MS;
      run.pollBytes = Buffer.byteLength((await call(t, 'GET', path)).text);
      run.polls++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  })();
  const client = (async () => {
    while (performance.now() < deadline) {
      const { answer, ms } = await timed(() => call(t, 'GET', '/v2/subscribers?limit=1'));
      if (answer.status !== 200) throw new Error(`GET /v2/subscribers answered ${short(answer)}`);
      run.apiMs.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all([poller, client]);
  run.apiMs.sort((a, b) => a - b);
  return run;
}

const reportOf = (label: string, run: PollRun): string =>
  `${label}: ${run.polls} polls of ${kb(run.pollBytes)}; ${run.apiMs.length} API requests meanwhile, p50 ${round(percentile(run.apiMs, 50))} / p99 ${round(percentile(run.apiMs, 99))} / max ${round(percentile(run.apiMs, 100))} ms`;

/** A GET with an Inbox or widget session token (`call` sends the API key). */
async function withToken(t: Target, path: string, token: string): Promise<Answer> {
  const res = await fetch(`${t.base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(120_000) });
  return { status: res.status, text: await res.text() };
}

/** Requests that must each be refused with 422; the outcome tallies them and names any other answer. */
async function allRefused(requests: [label: string, send: () => Promise<Answer>][]): Promise<Outcome> {
  const statuses: number[] = [];
  const wrong: string[] = [];
  for (const [label, send] of requests) {
    const answer = await send();
    statuses.push(answer.status);
    if (answer.status !== 422) wrong.push(`${label} → ${short(answer)}`);
  }
  return { outcome: `${requests.length} filters: ${tally(statuses)}${wrong.length ? `; WRONG: ${wrong.join('; ')}` : ''}`, slow: wrong.length > 0 };
}

export const FILTER_ATTACKS: Attack[] = [
  {
    name: `F1. ${EMAILS} emails of 600 KB, the dashboard's outbox poll every second for ${POLLING_MS / 1000} s (summaries; then whole, as it was), the API meanwhile`,
    async run(t) {
      const written = await largeEmails(t, EMAILS);
      // The poll as the dashboard makes it now; then as it was (whole deliveries), for comparison.
      const summary = await pollWhileServing(t, `${POLL}&view=summary`);
      const full = await pollWhileServing(t, POLL);
      const p99 = percentile(summary.apiMs, 99);
      const slow = p99 > LATENCY_BUDGET_MS;
      return {
        outcome: `writes ${tally(written)}; ${reportOf('summaries', summary)}${slow ? ` SLOW (p99 budget ${LATENCY_BUDGET_MS} ms)` : ''}; ${reportOf('whole deliveries, as before', full)}`,
        slow,
      };
    },
  },
  {
    name: 'F2. empty and object-shaped filters: the outbox, its wait, the journal, the widget feed and counts, the Inbox, the v1 feed',
    async run(t) {
      await largeEmails(t, 1);
      const widget = await call(t, 'POST', '/v1/widgets/session/initialize', { applicationIdentifier: APP, subscriberId: 'large-0', hmacHash: null });
      const inbox = await call(t, 'POST', '/v1/inbox/session', { applicationIdentifier: APP, subscriber: { subscriberId: 'large-0' } });
      const widgetToken = (JSON.parse(widget.text) as { data: { token: string } }).data.token;
      const inboxToken = (JSON.parse(inbox.text) as { data: { token: string } }).data.token;
      const admin = (path: string): [string, () => Promise<Answer>] => [path, () => call(t, path.startsWith('DELETE ') ? 'DELETE' : 'GET', path.replace(/^DELETE /, ''))];
      const asWidget = (path: string): [string, () => Promise<Answer>] => [path, () => withToken(t, path, widgetToken)];
      return allRefused([
        ...['to', 'subscriberId', 'transactionId', 'workflowId', 'channel', 'since', 'apiKey'].map((name) => admin(`/__admin/outbox?${name}=`)),
        admin('/__admin/outbox/wait?to=&timeout=0'),
        admin('/__admin/outbox?to[a]=large-0@example.com'),
        admin('DELETE /__admin/outbox?apiKey='),
        ...['apiKey', 'method', 'path', 'operationId'].map((name) => admin(`/__admin/requests?${name}=`)),
        ...['feed', 'unseen', 'unread', 'count'].map((route) => asWidget(`/v1/widgets/notifications/${route}?feedIdentifier[a]=b`)),
        ['/v1/inbox/notifications?tags[a]=b', () => withToken(t, '/v1/inbox/notifications?tags[a]=b', inboxToken)],
        ['/v1/subscribers/large-0/notifications/feed?feedIdentifier[a]=b', () => call(t, 'GET', '/v1/subscribers/large-0/notifications/feed?feedIdentifier[a]=b')],
      ]);
    },
  },
];
