import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

type Init<A extends unknown[]> = (this: object, ...args: A) => void;
const isClass = (constructor: unknown): boolean => /^class\b/.test(Function.prototype.toString.call(constructor));

/**
 * An HTTP server for an Express app whose requests and responses are created with the app's own
 * prototypes (`app.request`, `app.response`). Express re-parents every request and response
 * (`Object.setPrototypeOf` in `app.handle`); V8 then gives each of them a hidden class of its own, and
 * most of a request's garbage outlives the young generation. Kept for speed: without it the mock answers
 * about half as many requests and misses its benchmark targets (bench/RESULTS.md, "Speed mechanisms"). The constructors are Node's own, called on the new object (`Reflect.construct` with another
 * `new.target` brings the cost back); should Node ever make them classes, this is a plain server.
 */
export function createExpressServer(app: Express, options: ServerOptions = {}): Server {
  if (isClass(IncomingMessage) || isClass(ServerResponse)) return createServer(options, app);
  const initRequest = IncomingMessage as unknown as Init<[Socket]>;
  const initResponse = ServerResponse as unknown as Init<[IncomingMessage, unknown]>;
  function AppRequest(this: object, socket: Socket): void {
    initRequest.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, req: IncomingMessage, responseOptions: unknown): void {
    initResponse.call(this, req, responseOptions);
  }
  AppResponse.prototype = app.response;
  return createServer(
    { ...options, IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse },
    app,
  );
}
