// A keep-alive HTTP/1.1 client for latency samples that allocates next to nothing per response: the socket reads
// into one reused buffer (`onread`), and only the header block is copied and read. Node's http client allocates a
// Buffer per socket read; its own garbage collections then landed in the latency samples of the mock and of the
// floor alike.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

export class RawHttpClient {
  readonly #socket: net.Socket;
  readonly #head = Buffer.allocUnsafe(16 * 1024);
  #headBytes = 0;
  /** Body bytes still to come (-1 while the header block is being read). */
  #bodyLeft = -1;
  #status = 0;
  #pending: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;

  constructor(port: number, host = '127.0.0.1') {
    this.#socket = net.connect({ port, host, noDelay: true, onread: { buffer: Buffer.allocUnsafe(256 * 1024), callback: (n, buf) => this.#read(buf, n) } });
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => this.#fail(new Error('connection closed')));
  }

  /** Sends `GET path` and resolves with the status once the whole body (by Content-Length) has arrived. */
  get(path: string, headers: Record<string, string>): Promise<number> {
    if (this.#pending) return Promise.reject(new Error('one request at a time'));
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    this.#headBytes = 0;
    this.#bodyLeft = -1;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines.join('')}\r\n`);
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  #read(buf: Uint8Array, n: number): boolean {
    let at = 0;
    if (this.#bodyLeft < 0) {
      const take = Math.min(n, this.#head.length - this.#headBytes);
      this.#head.set(buf.subarray(0, take), this.#headBytes);
      const searchFrom = Math.max(0, this.#headBytes - 3);
      this.#headBytes += take;
      const end = this.#head.subarray(0, this.#headBytes).indexOf(HEADER_END, searchFrom);
      if (end < 0) {
        if (this.#headBytes === this.#head.length) this.#fail(new Error('header block too large'));
        return true;
      }
      const text = this.#head.toString('latin1', 0, end);
      this.#status = Number(text.slice(9, 12));
      this.#bodyLeft = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
      // Body bytes of this read start after the header block.
      at = end + 4 - (this.#headBytes - take);
    }
    this.#bodyLeft -= n - at;
    if (this.#bodyLeft <= 0) {
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.resolve(this.#status);
    }
    return true;
  }

  #fail(error: Error): void {
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.reject(error);
  }
}
