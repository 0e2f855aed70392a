import type { Request, Response } from 'express';
import type { JournalFilter } from '../control/journal-entry.js';
import type { Journal, JournalEvent } from '../control/journal.js';
import { SHUTTING_DOWN_MESSAGE } from '../control/shutting-down.js';
import { HttpError } from './errors.js';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 15_000;

/**
 * Most journal streams one mock serves at once (dashboards, test harnesses). The next one gets a 503 until
 * one closes: every stream costs each journaled request a write, and up to `STREAM_BUFFER_LIMIT` of memory.
 */
export const STREAM_CLIENT_LIMIT = 32;

/**
 * Most bytes a stream may hold for a reader that does not keep up (what the socket has not taken yet).
 * About 15 entries with 64 KB bodies; a reader this far behind is closed, so that readers that stop
 * reading cannot make the mock keep every entry for them.
 */
export const STREAM_BUFFER_LIMIT = 2 * 1024 * 1024;

/** How long a stream closed for its slow reader may take to hand over what it holds before the connection is cut. */
const SLOW_READER_GRACE_MS = 2_000;

/** Seconds a refused stream client is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/** The last event of every stream when the mock stops. */
const CLOSED_TEXT = `event: closed\ndata: ${JSON.stringify({ message: SHUTTING_DOWN_MESSAGE })}\n\n`;

/** One server-sent event: `id` (the entry's, so a client knows the last one it saw), `event`, one line of JSON. */
function eventText(event: JournalEvent): string {
  if (event.type === 'request') return `id: ${event.entry.id}\nevent: request\ndata: ${JSON.stringify(event.entry)}\n\n`;
  if (event.type === 'closed') return CLOSED_TEXT;
  return `event: ${event.type}\ndata: {}\n\n`;
}

/** The bytes of each event, made once whatever the number of streams it goes to (the journal hands every watcher the same event). */
const frames = new WeakMap<JournalEvent, Buffer>();
function frameOf(event: JournalEvent): Buffer {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = Buffer.from(eventText(event));
    frames.set(event, frame);
  }
  return frame;
}

/** The streams open on each journal (one journal per mock). */
const openStreams = new WeakMap<Journal, Set<Response>>();
function streamsOf(journal: Journal): Set<Response> {
  let streams = openStreams.get(journal);
  if (streams === undefined) {
    streams = new Set();
    openStreams.set(journal, streams);
  }
  return streams;
}

/** The last event of a stream whose reader fell `STREAM_BUFFER_LIMIT` bytes behind. */
const overflowText = (lastId: number | undefined): string =>
  `event: overflow\ndata: ${JSON.stringify({
    message: `The reader fell more than ${STREAM_BUFFER_LIMIT} bytes behind, so the stream is closed: reconnect, and read GET /__admin/requests for the entries after the last id received`,
    lastId: lastId ?? null,
  })}\n\n`;

/**
 * `GET /__admin/requests/stream`: the journal live, as server-sent events — every entry that matches
 * `filter` once its response is out, `cleared` when the journal is emptied, `closed` when the mock stops,
 * `overflow` before the stream is closed because its reader fell `STREAM_BUFFER_LIMIT` behind.
 * Entries already kept are not replayed: read them with `GET /__admin/requests` first. At most
 * `STREAM_CLIENT_LIMIT` streams are open at once (503 beyond).
 */
export function streamJournal(journal: Journal, filter: JournalFilter, req: Request, res: Response): void {
  const streams = streamsOf(journal);
  if (streams.size >= STREAM_CLIENT_LIMIT) {
    throw new HttpError(503, `Too many journal streams: ${STREAM_CLIENT_LIMIT} are open; close one, or read GET /__admin/requests`, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  streams.add(res);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    // Tells buffering proxies (nginx) to pass every event on at once.
    'x-accel-buffering': 'no',
  });
  let lastId: number | undefined;
  /** Writes `chunk`, or closes the stream when its reader is too far behind to take it; false when not written. */
  const send = (chunk: Buffer | string): boolean => {
    if (res.writableEnded) return false;
    if (res.writableLength + chunk.length <= STREAM_BUFFER_LIMIT) {
      res.write(chunk);
      return true;
    }
    end(overflowText(lastId));
    setTimeout(() => res.destroy(), SLOW_READER_GRACE_MS).unref();
    return false;
  };
  const ping = setInterval(() => send(': ping\n\n'), PING_MS);
  ping.unref();
  const stop = journal.watch(filter, (event) => {
    if (send(frameOf(event)) && event.type === 'request') lastId = event.entry.id;
    if (event.type === 'closed') end();
  });
  const end = (last?: string): void => {
    clearInterval(ping);
    stop();
    streams.delete(res);
    if (!res.writableEnded) res.end(last);
  };
  send(`retry: 1000\n: journal stream${journal.capacity === 0 ? ' (the journal is off: --journal-size 0)' : ''}\n\n`);
  res.on('close', () => end());
}
