import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/control/journal.js';
import type { JournalRecord } from '../../src/control/journal-entry.js';

const exchange = (n: number, chars: number): JournalRecord => ({
  at: Date.parse('2026-01-01T00:00:00.000Z') + n,
  method: 'POST',
  path: `/v2/subscribers`,
  queryString: '',
  status: 201,
  durationMs: 1,
  rawRequestHeaders: ['Authorization', 'ApiKey test-api-key'],
  // Text or, as the pipeline keeps JSON bodies, the bytes as sent.
  requestBody: n % 2 ? JSON.stringify({ subscriberId: `s${n}` }) : Buffer.from(JSON.stringify({ subscriberId: `s${n}` })),
  response: { headers: {}, text: JSON.stringify({ n, filler: 'x'.repeat(chars) }) },
});

describe('journal body budget', () => {
  it('drops the bodies of the oldest entries first, keeping every entry and the newest bodies whole', () => {
    const journal = new Journal(100, 50_000);
    for (let n = 0; n < 40; n++) journal.record(exchange(n, 4_000), 'test-api-key');
    const entries = journal.list();
    expect(entries).toHaveLength(40);
    const kept = entries.filter((e) => (e.response.body as { n?: number }).n !== undefined);
    // ~4 K characters per entry, 50 K budget: the newest 12 keep their bodies.
    expect(kept.map((e) => (e.response.body as { n: number }).n)).toEqual([39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28]);
    const oldest = entries[entries.length - 1];
    expect(oldest?.request.body).toEqual({ dropped: true, length: JSON.stringify({ subscriberId: 's0' }).length });
    expect(oldest?.response.body).toEqual({ dropped: true, length: JSON.stringify({ n: 0, filler: 'x'.repeat(4_000) }).length });
  });

  it('keeps dropping as the ring wraps, and a cleared journal starts with a full budget', () => {
    const journal = new Journal(10, 20_000);
    for (let n = 0; n < 1_000; n++) journal.record(exchange(n, n % 7 === 0 ? 9_000 : 500), undefined);
    const entries = journal.list();
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => 1_000 - i));
    const stored = entries.reduce((sum, e) => sum + (JSON.stringify(e.response.body).includes('dropped') ? 0 : JSON.stringify(e.response.body).length), 0);
    expect(stored).toBeLessThanOrEqual(20_000);
    expect((entries[0]?.response.body as { n: number }).n).toBe(999);
    journal.clear();
    for (let n = 0; n < 3; n++) journal.record(exchange(n, 5_000), undefined);
    expect(journal.list().every((e) => (e.response.body as { n?: number }).n !== undefined)).toBe(true);
  });

  it('keeps non-ASCII bodies exactly, and counts them in UTF-8 bytes', () => {
    const journal = new Journal(10, 400);
    const text = JSON.stringify({ name: 'Zoë Müller 🚀', note: '日本語' });
    journal.record({ ...exchange(0, 0), response: { headers: {}, text } }, undefined);
    expect(journal.list()[0]?.response.body).toEqual(JSON.parse(text));
    for (let n = 1; n < 5; n++) journal.record(exchange(n, 150), undefined);
    expect(journal.list().at(-1)?.response.body).toEqual({ dropped: true, length: Buffer.byteLength(text) });
  });
});

describe('journal request headers', () => {
  it('show every request header as sent, repeated, unique or long, with the key shown by its prefix only', () => {
    const journal = new Journal(6_000);
    const longValue = 'v'.repeat(5_000);
    for (let n = 0; n < 6_000; n++) {
      journal.record({ ...exchange(n, 10), rawRequestHeaders: ['Accept', 'application/json', 'Idempotency-Key', `key-${n}`, 'X-Long', `${longValue}${n}`] }, 'test-api-key');
    }
    const entries = journal.list();
    expect(entries).toHaveLength(6_000);
    for (const [i, entry] of entries.entries()) {
      const n = 5_999 - i;
      expect(entry.request.headers).toEqual({ accept: 'application/json', 'idempotency-key': `key-${n}`, 'x-long': `${longValue}${n}` });
      expect(entry.apiKey).toBe('test-a…');
    }
    expect(journal.count({ apiKey: 'test-api-key' })).toBe(6_000);
    expect(journal.count({ apiKey: 'other-key' })).toBe(0);
  });
});
