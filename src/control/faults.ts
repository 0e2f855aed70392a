import type { Random } from '../lib/random.js';
import { matchesGlob } from '../lib/glob.js';

/** Statuses a fault may force: the error statuses the contract documents on every operation. */
export const FAULT_STATUSES = [400, 401, 404, 405, 409, 413, 415, 422, 429, 500, 503] as const;

export interface FaultRuleInput {
  method?: string;
  /** Glob on the path (`*` = anything), e.g. `/v2/subscribers*`. */
  path?: string;
  apiKey?: string;
  /** Fixed delay, or a uniform random one between `min` and `max` (ms). */
  delayMs?: number | { min: number; max: number };
  /** Answer with this status and an error body in the API's shape instead of running the request. */
  status?: (typeof FAULT_STATUSES)[number];
  message?: string;
  /** Seconds for `Retry-After` on 429 and 503 (default 1). */
  retryAfter?: number;
  /** Chance (0–1) that a matching request is affected (default 1). */
  probability?: number;
  /** Only the next N matching requests (default: no limit). */
  times?: number;
}

export interface FaultRule extends FaultRuleInput {
  id: string;
  /** Matching requests affected so far. */
  hits: number;
}

export interface FaultDecision {
  rule: FaultRule;
  delayMs: number;
}

export class FaultRuleError extends Error {}

const FIELDS = new Set(['method', 'path', 'apiKey', 'delayMs', 'status', 'message', 'retryAfter', 'probability', 'times']);
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function check(input: FaultRuleInput): void {
  const fail = (message: string) => {
    throw new FaultRuleError(message);
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('a fault rule is a JSON object');
  const unknown = Object.keys(input).filter((k) => !FIELDS.has(k));
  if (unknown.length > 0) fail(`unknown field(s) ${unknown.join(', ')}; a rule has ${[...FIELDS].join(', ')}`);
  for (const field of ['path', 'apiKey', 'message'] as const) {
    if (input[field] !== undefined && (typeof input[field] !== 'string' || input[field] === '')) fail(`${field} must be a non-empty string`);
  }
  if (input.method !== undefined && (typeof input.method !== 'string' || !METHODS.has(input.method.toUpperCase()))) {
    fail(`method must be one of ${[...METHODS].join(', ')}`);
  }
  if (input.status === undefined && input.delayMs === undefined) fail('a fault needs a status, a delayMs, or both');
  if (input.delayMs !== undefined && typeof input.delayMs !== 'number' && (typeof input.delayMs !== 'object' || input.delayMs === null)) {
    fail('delayMs must be a number or {min, max}');
  }
  if (input.status !== undefined && !(FAULT_STATUSES as readonly number[]).includes(input.status)) {
    fail(`status must be one of ${FAULT_STATUSES.join(', ')} (the error statuses the contract documents)`);
  }
  const delay = input.delayMs;
  if (typeof delay === 'number' && (!(delay >= 0) || delay > 120_000)) fail('delayMs must be from 0 to 120000');
  if (typeof delay === 'object' && (typeof delay.min !== 'number' || typeof delay.max !== 'number' || !(delay.min >= 0) || !(delay.max >= delay.min) || delay.max > 120_000)) {
    fail('delayMs {min, max} needs 0 ≤ min ≤ max ≤ 120000');
  }
  if (input.probability !== undefined && !(typeof input.probability === 'number' && input.probability >= 0 && input.probability <= 1)) {
    fail('probability must be a number from 0 to 1');
  }
  if (input.times !== undefined && !(Number.isInteger(input.times) && input.times > 0)) fail('times must be a positive integer');
  if (input.retryAfter !== undefined && !(Number.isInteger(input.retryAfter) && input.retryAfter >= 0)) fail('retryAfter must be a whole number of seconds');
}

/** Fault and latency rules; the first rule that matches (and fires) wins. */
export class FaultRules {
  #rules: FaultRule[] = [];
  #nextId = 1;

  constructor(private readonly random: Random) {}

  add(input: FaultRuleInput): FaultRule {
    check(input);
    const rule: FaultRule = { ...input, id: `fault-${this.#nextId++}`, hits: 0 };
    this.#rules.push(rule);
    return rule;
  }

  list(): FaultRule[] {
    return this.#rules.map((r) => ({ ...r }));
  }

  remove(id: string): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((r) => r.id !== id);
    return this.#rules.length < before;
  }

  clear(): void {
    this.#rules = [];
  }

  /** The rule that applies to a request, counting the hit; undefined when none fires. */
  decide(method: string, path: string, apiKey: string | undefined): FaultDecision | undefined {
    for (const rule of this.#rules) {
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      if (rule.path && !matchesGlob(rule.path, path)) continue;
      if (rule.apiKey && rule.apiKey !== apiKey) continue;
      if (rule.probability !== undefined && this.random() >= rule.probability) continue;
      rule.hits++;
      if (rule.times !== undefined && rule.hits >= rule.times) this.remove(rule.id);
      const delay = rule.delayMs;
      const delayMs = typeof delay === 'object' ? delay.min + Math.floor(this.random() * (delay.max - delay.min + 1)) : (delay ?? 0);
      return { rule, delayMs };
    }
    return undefined;
  }
}
