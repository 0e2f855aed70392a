import { cpuTimeMs } from '../../../lib/cpu-time.js';
import { LimitExceededError } from '../../shared/index.js';

/**
 * The most text one message may render to, all its fields together (UTF-8 bytes). The real service keeps a
 * message as one MongoDB document (16 MB at most); the mock stops far earlier, so that a short template that
 * repeats a large payload value cannot turn one trigger into hundreds of megabytes.
 */
export const MAX_RENDERED_MESSAGE_BYTES = 1024 * 1024;

/**
 * The most CPU time one text may take to render. A loop that writes nothing (`{{#each a}}{{#each a}}{{/each}}{{/each}}`
 * over a 10,000-item payload) never reaches the byte limit; this stops it instead. CPU time, not the wall clock:
 * on a machine whose cores are busy, an ordinary template must not fail because other processes ran meanwhile.
 */
export const RENDER_TIME_LIMIT_MS = 100;

/** The most loop iterations and outputs one text may run, checked before the clock (which is read less often). */
export const MAX_RENDER_STEPS = 2_000_000;

/**
 * Steps a render may take before its time is counted at all: a text this short is never an explosion, and a
 * pause that is not its own (a garbage collection of what earlier requests left) must not fail it. The time
 * limit runs from that step on.
 */
const STEPS_BEFORE_TIME_CHECK = 65_536;

const utf8 = (text: string): number => Buffer.byteLength(text);

/**
 * Measures the rendering of one message: `bytes` is its rendered size so far (every field), `created` the
 * part of it that rendering made (a field without placeholders is the template's own text, shared, not
 * copied). Rendering stops with a 413 the moment `bytes` would pass `limit`, before the text is built.
 */
export class RenderMeter {
  bytes = 0;
  created = 0;

  constructor(readonly limit: number = MAX_RENDERED_MESSAGE_BYTES) {}

  /** Adds a rendered field of `bytes`; `made` when rendering built it (it held a placeholder). */
  add(bytes: number, made: boolean): void {
    this.#check(bytes);
    this.bytes += bytes;
    if (made) this.created += bytes;
  }

  #check(more: number): void {
    if (this.bytes + more <= this.limit) return;
    throw new LimitExceededError(
      `The step's template renders a message of more than ${this.limit} bytes (${Math.round(this.limit / 1024)} KB), the most one message may hold: a placeholder repeats a large value. Shorten the template or the payload values it shows.`,
      'maxRenderedMessageBytes',
      this.limit,
    );
  }

  /** Throws when a field of `bytes` would not fit (while it is rendered, before its text exists). */
  fits(bytes: number): void {
    this.#check(bytes);
  }
}

/**
 * Counts one text while an engine renders it: every piece it writes (`write`) and every loop turn (`step`).
 * Past the meter's room, the step count or the time limit, it throws before the text grows further.
 */
export class RenderWatch {
  #bytes = 0;
  #steps = 0;
  /** Set when the render reaches `STEPS_BEFORE_TIME_CHECK` steps: a short render never reads the CPU clock. */
  #deadline: number | undefined;

  constructor(private readonly meter: RenderMeter) {}

  get bytes(): number {
    return this.#bytes;
  }

  write(text: string): void {
    this.count(utf8(text));
    this.step();
  }

  /** Counts `bytes` the render writes (or will write: a template's own text outside its blocks). */
  count(bytes: number): void {
    this.#bytes += bytes;
    this.meter.fits(this.#bytes);
  }

  step(): void {
    this.#steps++;
    if (this.#steps > MAX_RENDER_STEPS) throw renderTooLong();
    if ((this.#steps & 1023) !== 0 || this.#steps < STEPS_BEFORE_TIME_CHECK) return;
    this.#deadline ??= cpuTimeMs() + RENDER_TIME_LIMIT_MS;
    if (cpuTimeMs() > this.#deadline) throw renderTooLong();
  }
}

/** A template whose loops run past the render limit (its time or its step count): a 413, as an oversized message. */
export function renderTooLong(): LimitExceededError {
  return new LimitExceededError(
    `The step's template takes more than ${RENDER_TIME_LIMIT_MS} ms of CPU time (or ${MAX_RENDER_STEPS} loop turns) to render, the most one message may take: a loop runs over a large value. Shorten the template or the payload values it loops over.`,
    'maxRenderedMessageBytes',
    MAX_RENDERED_MESSAGE_BYTES,
  );
}

/**
 * A template the engine cannot compile or render (a syntax error, an unknown helper, a value it cannot
 * print). The real worker fails the step with "Message content could not be generated" and the engine's words.
 */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}
