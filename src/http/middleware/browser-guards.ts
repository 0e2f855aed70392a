import type { RequestHandler } from 'express';
import { HttpError } from '../errors.js';
import { hostnameOf } from '../host-policy.js';

/** The longest header value a refusal repeats. */
const MAX_ECHO = 200;
const echo = (value: string) => JSON.stringify(value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value);

/**
 * Refuses a request whose `Host` the policy does not answer (403, naming the option that allows it), and
 * an HTTP/1.1 request without `Host` (400; the mock's server leaves that check to this guard so that the
 * answer has the error shape). HTTP/1.0 requests may leave `Host` out: no browser sends one.
 */
export function hostGuard(answers: ((hostHeader: string) => boolean) | undefined): RequestHandler {
  return (req, _res, next) => {
    const host = req.headers.host;
    if (host === undefined) {
      next(req.httpVersion === '1.0' ? undefined : new HttpError(400, 'Missing Host header: every HTTP/1.1 request needs one'));
      return;
    }
    if (answers === undefined || answers(host)) {
      next();
      return;
    }
    const name = hostnameOf(host);
    const allowIt = name === undefined ? '' : `--allowed-hosts ${name.slice(0, MAX_ECHO)} (ALLOWED_HOSTS) to allow this name, or `;
    next(
      new HttpError(
        403,
        `Host ${echo(host)} is not allowed: the mock answers localhost names, IP addresses and the host it is bound to, so that a web page cannot reach it under another name (DNS rebinding). ` +
          `Start it with ${allowIt}--allowed-hosts all to turn the check off`,
      ),
    );
  };
}

/** `host:port` of an Origin header (`http://a:1` → `a:1`), lower-cased; undefined for `null` or a malformed one. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** `host:port` of a Host header as an origin would spell it (`LOCALHOST:80` → `localhost`). */
function requestHost(hostHeader: string | undefined): string | undefined {
  if (hostHeader === undefined || hostnameOf(hostHeader) === undefined) return undefined;
  return originHost(`http://${hostHeader.trim()}`);
}

/**
 * The control plane answers no other origin: a request that carries an `Origin` (a browser's) must come
 * from a page of the mock itself. A page elsewhere cannot read admin answers anyway (no CORS), but a
 * simple cross-origin POST (`/__admin/reset`) would still run without this; its preflights fail here too.
 */
export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  const origin = req.headers.origin;
  if (origin === undefined) {
    next();
    return;
  }
  const host = requestHost(req.headers.host);
  if (host !== undefined && originHost(origin) === host) {
    next();
    return;
  }
  next(new HttpError(403, `Cross-origin request refused: /__admin answers only pages served by the mock itself and clients that send no Origin (this one came from ${echo(origin)})`));
};
