import type { Server } from 'node:http';
import { ConfigError } from '../config.js';

/** Why a port cannot be opened, in words that say what to do (the CLI prints them and exits 2). */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new ConfigError(`port ${port} on ${host} is already in use: stop what holds it, or pick another port (--port <n>, or --port 0 for a free one)`);
    case 'EACCES':
      return new ConfigError(`port ${port} on ${host} needs privileges this process lacks: pick a port above 1023 (--port <n>, or --port 0 for a free one)`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new ConfigError(`host ${host} is not an address of this machine: use --host 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)`);
    default:
      return error;
  }
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => reject(listenError(error, port, host));
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}
