/** A server-sent event as the stream delivers it. */
export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * The text/event-stream format read from a fetch() body, since EventSource cannot send an Authorization
 * header. Feed it decoded chunks as they arrive; it returns the events each chunk completes.
 */
export class SseParser {
  #buffer = '';
  #data: string[] = [];
  #event = '';
  #id: string | undefined;

  push(chunk: string): ServerSentEvent[] {
    this.#buffer += chunk;
    const lines = this.#buffer.split('\n');
    this.#buffer = lines.pop() ?? '';
    const events: ServerSentEvent[] = [];
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') {
        // Unlike EventSource, an event with a name but no data (`event: cleared`) is delivered too.
        if (this.#data.length > 0 || this.#event !== '') events.push({ ...(this.#id === undefined ? {} : { id: this.#id }), event: this.#event || 'message', data: this.#data.join('\n') });
        this.#data = [];
        this.#event = '';
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') this.#data.push(value);
      else if (field === 'event') this.#event = value;
      else if (field === 'id') this.#id = value;
    }
    return events;
  }
}
