import { describe, expect, it } from 'vitest';
import { SseParser } from '../../ui/src/sse.js';

describe("the dashboard's server-sent events parser", () => {
  it('reads the journal stream as the mock writes it, whatever the chunks', () => {
    const stream = 'retry: 1000\n: journal stream\n\nid: 7\nevent: request\ndata: {"id":7}\n\n: ping\n\nevent: cleared\ndata: {}\n\n';
    const whole = new SseParser().push(stream);
    expect(whole).toEqual([
      { id: '7', event: 'request', data: '{"id":7}' },
      { id: '7', event: 'cleared', data: '{}' },
    ]);
    // One character at a time: events complete only at their blank line.
    const parser = new SseParser();
    const events = [...stream].flatMap((char) => parser.push(char));
    expect(events).toEqual(whole);
  });

  it('joins multi-line data, takes CRLF line ends, and delivers an event with a name but no data', () => {
    const parser = new SseParser();
    expect(parser.push('data: one\r\ndata: two\r\n\r\nevent: closed\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'closed', data: '' },
    ]);
    expect(parser.push('data: half')).toEqual([]);
    expect(parser.push(' done\n\n')).toEqual([{ event: 'message', data: 'half done' }]);
  });
});
