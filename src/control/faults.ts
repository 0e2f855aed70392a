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

/** A rule that cannot be stored: `field` (e.g. `retryAfter`, `delayMs.max`) and its `value`, or neither for the rule as a whole. */
export class FaultRuleError extends Error {
  constructor(
    readonly field: string | undefined,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

const FIELDS = new Set(['method', 'path', 'apiKey', 'delayMs', 'status', 'message', 'retryAfter', 'probability', 'times']);
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** The ranges of a rule's numbers (inclusive), as the admin contract states them. */
export const FAULT_LIMITS = {
  /** Longest delay: two minutes, beyond any client's patience. */
  delayMs: 120_000,
  /** Longest `Retry-After`: a day, in whole seconds (HTTP's delta-seconds). */
  retryAfter: 86_400,
  /** Most hits a counted rule may wait for. */
  times: 1_000_000_000,
  /** Longest `method`, `path`, `apiKey` or `message`: every faulted response may echo them. */
  text: 2_048,
} as const;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const inRange = (value: unknown, min: number, max: number): boolean => isNumber(value) && value >= min && value <= max;
const isWhole = (value: unknown, min: number, max: number): boolean => Number.isInteger(value) && inRange(value, min, max);

function check(input: FaultRuleInput): void {
  const fail = (field: string | undefined, message: string): never => {
    const value = field?.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], input);
    throw new FaultRuleError(field, message, value);
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail(undefined, 'a fault rule is a JSON object');
  const unknown = Object.keys(input).find((k) => !FIELDS.has(k));
  if (unknown !== undefined) fail(unknown, `unknown field ${unknown}; a rule has ${[...FIELDS].join(', ')}`);
  for (const field of ['path', 'apiKey', 'message'] as const) {
    const value = input[field];
    if (value !== undefined && (typeof value !== 'string' || value === '' || value.length > FAULT_LIMITS.text)) {
      fail(field, `${field} must be a non-empty string of at most ${FAULT_LIMITS.text} characters`);
    }
  }
  if (input.method !== undefined && (typeof input.method !== 'string' || !METHODS.has(input.method.toUpperCase()))) {
    fail('method', `method must be one of ${[...METHODS].join(', ')}`);
  }
  if (input.status === undefined && input.delayMs === undefined) fail(undefined, 'a fault needs a status, a delayMs, or both');
  if (input.status !== undefined && !(FAULT_STATUSES as readonly number[]).includes(input.status)) {
    fail('status', `status must be one of ${FAULT_STATUSES.join(', ')} (the error statuses the contract documents)`);
  }
  const delay: unknown = input.delayMs;
  const maxDelay = FAULT_LIMITS.delayMs;
  if (typeof delay === 'object' && delay !== null && !Array.isArray(delay)) {
    const range = delay as Record<string, unknown>;
    const stray = Object.keys(range).find((k) => k !== 'min' && k !== 'max');
    if (stray !== undefined) fail(`delayMs.${stray}`, 'delayMs {min, max} takes no other field');
    for (const end of ['min', 'max'] as const) {
      if (!inRange(range[end], 0, maxDelay)) fail(`delayMs.${end}`, `delayMs.${end} must be a number from 0 to ${maxDelay}`);
    }
    if ((range.min as number) > (range.max as number)) fail('delayMs', `delayMs {min, max} needs 0 ≤ min ≤ max ≤ ${maxDelay}`);
  } else if (delay !== undefined && !inRange(delay, 0, maxDelay)) {
    fail('delayMs', `delayMs must be a number from 0 to ${maxDelay}, or {min, max} within that range`);
  }
  if (input.probability !== undefined && !inRange(input.probability, 0, 1)) fail('probability', 'probability must be a number from 0 to 1');
  if (input.times !== undefined && !isWhole(input.times, 1, FAULT_LIMITS.times)) fail('times', `times must be a whole number from 1 to ${FAULT_LIMITS.times}`);
  if (input.retryAfter !== undefined && !isWhole(input.retryAfter, 0, FAULT_LIMITS.retryAfter)) {
    fail('retryAfter', `retryAfter must be a whole number of seconds from 0 to ${FAULT_LIMITS.retryAfter}`);
  }
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
