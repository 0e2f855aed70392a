import type { Request, Response } from 'express';
import type { JournalFilter } from '../control/journal-entry.js';
import type { Journal, JournalEvent } from '../control/journal.js';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 15_000;

/** One server-sent event: `id` (the entry's, so a client knows the last one it saw), `event`, one line of JSON. */
function eventText(event: JournalEvent): string {
  if (event.type === 'request') return `id: ${event.entry.id}\nevent: request\ndata: ${JSON.stringify(event.entry)}\n\n`;
  return `event: ${event.type}\ndata: {}\n\n`;
}

/**
 * `GET /__admin/requests/stream`: the journal live, as server-sent events — every entry that matches
 * `filter` once its response is out, `cleared` when the journal is emptied, `closed` when the mock stops.
 * Entries already kept are not replayed: read them with `GET /__admin/requests` first.
 */
export function streamJournal(journal: Journal, filter: JournalFilter, req: Request, res: Response): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    // Tells buffering proxies (nginx) to pass every event on at once.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 1000\n: journal stream${journal.capacity === 0 ? ' (the journal is off: --journal-size 0)' : ''}\n\n`);
  const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
  ping.unref();
  const stop = journal.watch(filter, (event) => {
    res.write(eventText(event));
    if (event.type === 'closed') end();
  });
  const end = () => {
    clearInterval(ping);
    stop();
    if (!res.writableEnded) res.end();
  };
  req.on('close', end);
}
