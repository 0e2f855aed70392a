/**
 * What is wrong with a fixture set, in the words of the files: which file, which record, which field.
 * Every check adds to one list, so that one run shows every problem of the set.
 */

/** One problem: a file, or a record of it, or a field of that record. */
export interface FixtureProblem {
  /** The file (a path), or where the records came from (`body.subscribers`). */
  file: string;
  /** Where in the file (1-based), for a problem of its text: `file:line:column`, as editors and terminals link it. */
  line?: number;
  column?: number;
  /** The record's position in its file (0 for the first). */
  index?: number;
  /** The record itself, to name it by the ids its author wrote. */
  record?: unknown;
  /** Dotted path of the field inside the record. */
  field?: string;
  message: string;
}

/**
 * A set with more problems than this lists the first ones and stops checking: a file of 100,000 broken
 * records would otherwise take minutes to judge and print a message no one reads. The first problems are
 * the ones to fix; the next run shows the rest.
 */
export const MAX_LISTED_FIXTURE_PROBLEMS = 100;

/** A field shown in a message: text and numbers only (a record sent to the control plane may hold any JSON, `{"toString": 1}` too). */
const shown = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? JSON.stringify(value) : undefined);

/** The fields that name a record, its own identifier first: the first one the record has names it. */
const NAMING_FIELDS = ['subscriberId', 'identifier', 'key', 'name', 'transactionId', '_id'] as const;

/** `record #2 (subscriberId "ann")`: the position, and the record's identifier (or `_id`). */
function describeRecord(record: unknown, index: number): string {
  const r = (typeof record === 'object' && record !== null ? record : {}) as Record<string, unknown>;
  for (const field of NAMING_FIELDS) {
    const value = Object.hasOwn(r, field) ? shown(r[field]) : undefined;
    if (value !== undefined) return `record #${index} (${field} ${value})`;
  }
  return `record #${index}`;
}

/** `subscribers.json record #2 (subscriberId "ann"): field "email": must be a string`; `topics.json:3:1: not valid JSON: …` */
export function formatProblem(problem: FixtureProblem): string {
  const position = problem.line === undefined ? '' : `:${problem.line}:${problem.column ?? 1}`;
  const record = problem.index === undefined ? '' : ` ${describeRecord(problem.record, problem.index)}`;
  const field = problem.field === undefined ? '' : ` field "${problem.field}":`;
  return `${problem.file}${position}${record}:${field} ${problem.message}`;
}

/** A fixture set that cannot be served: it lists every problem found (up to `MAX_LISTED_FIXTURE_PROBLEMS`). */
export class FixtureError extends Error {
  override readonly name = 'FixtureError';
  constructor(
    readonly problems: FixtureProblem[],
    where?: string,
  ) {
    super(fixtureErrorMessage(problems, where));
  }
}

function fixtureErrorMessage(problems: FixtureProblem[], where: string | undefined): string {
  const lines = problems.map(formatProblem);
  if (lines.length === 1 && where === undefined) return lines[0] as string;
  const count = problems.length >= MAX_LISTED_FIXTURE_PROBLEMS ? `the first ${problems.length} problems (checking stopped there)` : `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${where ?? 'The fixtures'}: ${count}:\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}

/** Collects the problems of one load; `full` tells the checks to stop. */
export class ProblemList {
  readonly problems: FixtureProblem[] = [];

  /** One problem per field of a record: the first one found (the contract's) is the one to fix. */
  readonly #fields = new Set<string>();

  /** `file\0index` of every record with a problem. */
  readonly #records = new Set<string>();

  hasRecordProblem(file: string, index: number): boolean {
    return this.#records.has(`${file}\0${index}`);
  }

  add(problem: FixtureProblem): void {
    if (this.full) return;
    if (problem.index !== undefined) this.#records.add(`${problem.file}\0${problem.index}`);
    if (problem.field !== undefined) {
      const key = `${problem.file}\0${String(problem.index)}\0${problem.field}`;
      if (this.#fields.has(key)) return;
      this.#fields.add(key);
    }
    this.problems.push(problem);
  }

  get full(): boolean {
    return this.problems.length >= MAX_LISTED_FIXTURE_PROBLEMS;
  }

  /** Throws the one error that lists them all, if any. */
  throwIfAny(where?: string): void {
    if (this.problems.length > 0) throw new FixtureError(this.problems, where);
  }
}

const ARTICLE: Record<string, string> = { string: 'a string', boolean: 'a boolean', number: 'a number', integer: 'an integer', object: 'an object', array: 'an array', null: 'null' };

/**
 * A contract diagnostic in the words of a fixture file: the contract judges a record as a response body
 * ("Response body property data.0.email must be string"), its author wrote a field ("must be a string").
 */
export function inFixtureWords(message: string): string {
  const bare = message.replace(/^(?:Response|Request) body(?: property \S+)? /, '');
  const required = /^must have required property '(.+)'$/.exec(bare);
  if (required) return 'is required';
  return bare.replace(/^must be ([\w,]+)$/, (whole, types: string) => {
    const named = types.split(',').map((type) => ARTICLE[type]);
    return named.every(Boolean) ? `must be ${named.join(' or ')}` : whole;
  });
}
