import { useEffect, useState } from 'preact/hooks';
import { admin, adminHeaders, askForAdminToken } from './api.js';
import { SseParser } from './sse.js';
import type { JournalEntry } from './types.js';

/** How many entries the dashboard loads and keeps (the mock's largest journal is its `--journal-size`). */
export const JOURNAL_WINDOW = 20_000;
const RETRY_MS = 1500;

export type FeedStatus = 'connecting' | 'live' | 'offline';
export interface FeedState {
  entries: readonly JournalEntry[];
  status: FeedStatus;
  error?: string;
}

/**
 * The request journal, newest first, kept current by `GET /__admin/requests/stream`. On each (re)connect
 * the stream is opened first and read only after `GET /__admin/requests` has loaded what came before, so
 * that no entry falls between the two; streamed entries the list already holds (by id) are skipped.
 */
export class JournalFeed {
  #entries: JournalEntry[] = [];
  #state: FeedState = { entries: [], status: 'connecting' };
  #listeners = new Set<(state: FeedState) => void>();
  #pending: JournalEntry[] = [];
  #frame: number | undefined;
  #abort = new AbortController();

  get state(): FeedState {
    return this.#state;
  }

  subscribe(listener: (state: FeedState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    void this.#run(this.#abort.signal);
  }

  stop(): void {
    this.#abort.abort();
  }

  #publish(patch: Partial<FeedState>): void {
    this.#state = { ...this.#state, ...patch, entries: this.#entries };
    for (const listener of this.#listeners) listener(this.#state);
  }

  #newestId(): number {
    return this.#entries[0]?.id ?? 0;
  }

  /** Entries that arrive together are shown together, once per frame. */
  #add(entry: JournalEntry): void {
    this.#pending.push(entry);
    this.#frame ??= requestAnimationFrame(() => {
      this.#frame = undefined;
      const newest = this.#newestId();
      const fresh = this.#pending.filter((e) => e.id > newest).sort((a, b) => b.id - a.id);
      this.#pending = [];
      if (fresh.length === 0) return;
      this.#entries = [...fresh, ...this.#entries].slice(0, JOURNAL_WINDOW);
      this.#publish({});
    });
  }

  async #run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.#connect(signal);
      } catch (error) {
        if (signal.aborted) return;
        this.#publish({ status: 'offline', error: error instanceof Error ? error.message : String(error) });
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  async #connect(signal: AbortSignal): Promise<void> {
    this.#publish({ status: 'connecting' });
    const res = await fetch('/__admin/requests/stream', { headers: { ...adminHeaders(), Accept: 'text/event-stream' }, signal });
    if (res.status === 401) {
      await res.body?.cancel();
      await askForAdminToken('The admin API needs its token to show the request journal');
      return;
    }
    if (!res.ok || !res.body) throw new Error(`The journal stream answered ${res.status}`);
    const listed = await admin.get<{ data: JournalEntry[] }>(`/__admin/requests?limit=${JOURNAL_WINDOW}`);
    this.#entries = listed.data;
    this.#publish({ status: 'live', error: undefined });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('The journal stream closed');
      for (const event of parser.push(value)) {
        if (event.event === 'request') this.#add(JSON.parse(event.data) as JournalEntry);
        else if (event.event === 'cleared') {
          this.#entries = [];
          this.#publish({});
        }
      }
    }
  }
}

let shared: JournalFeed | undefined;
/** One live feed for the whole page, started on first use. */
export function useJournalFeed(): FeedState {
  if (!shared) {
    shared = new JournalFeed();
    shared.start();
  }
  const feed = shared;
  const [state, setState] = useState(feed.state);
  useEffect(() => feed.subscribe(setState), [feed]);
  return state;
}
