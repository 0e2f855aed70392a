import type { RequestHandler } from 'express';
import type { Operation } from '../../contract/validator.js';
import { HttpError } from '../errors.js';

/** A path template as a pattern that matches its concrete paths (one segment per parameter, optional trailing slash). */
export const templateToRegExp = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);

/**
 * Requests that reach this point matched no route: 405 (with `Allow`) when the path is an
 * operation's path under another method, else 404 in the real service's words.
 */
export function notFoundOrMethodNotAllowed(operations: readonly Operation[]): RequestHandler {
  // Built on the first request that no route took, not at startup.
  let paths: Map<string, { pattern: RegExp; methods: Set<string> }> | undefined;
  return (req, _res, next) => {
    paths ??= methodsByPath(operations);
    const allowed = new Set<string>();
    for (const { pattern, methods } of paths.values()) {
      if (pattern.test(req.path)) for (const m of methods) allowed.add(m);
    }
    if (allowed.size > 0) {
      const allow = [...allowed].sort().join(', ');
      next(new HttpError(405, `Method ${req.method} is not allowed on ${req.path}; allowed: ${allow}`, { allow }));
      return;
    }
    next(new HttpError(404, `Cannot ${req.method} ${req.path}`));
  };
}

function methodsByPath(operations: readonly Operation[]): Map<string, { pattern: RegExp; methods: Set<string> }> {
  const paths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const op of operations) {
    const entry = paths.get(op.path) ?? { pattern: templateToRegExp(op.path), methods: new Set<string>() };
    entry.methods.add(op.method.toUpperCase());
    paths.set(op.path, entry);
  }
  return paths;
}
