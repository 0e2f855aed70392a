import type { Clock, IdGenerator, JsonObject } from '../shared/index.js';
import { IN_APP_PROVIDER_ID } from '../integrations/index.js';

/**
 * Jobs without a delivery provider (digest, delay, trigger, custom) need a `providerId` that both the
 * contract (openapi/notification-api.yaml) and the official SDK's closed enum accept: the real service
 * leaves it out, which the SDK's job model refuses. An in-app job has the real one, `novu`, from the start.
 */
export const NON_DELIVERY_PROVIDER_ID = 'chat-webhook';

/** The real job statuses (`JobStatusEnum`) a run of the mock writes. */
export type JobStatus = 'completed' | 'failed' | 'pending' | 'canceled' | 'merged' | 'delayed' | 'skipped';
export type DetailStatus = 'Success' | 'Warning' | 'Failed' | 'Pending' | 'Queued';
export type DetailSource = 'Credentials' | 'Internal' | 'Payload' | 'Webhook';

export interface Job extends JsonObject {
  _id: string;
  type: string;
  status: JobStatus;
  providerId: string;
  executionDetails: JsonObject[];
  updatedAt: string;
}

/** Builds jobs and their execution details with ids and times from the injected ports. */
export class JobFactory {
  #lastMs = Number.NaN;
  #lastIso = '';

  constructor(private readonly deps: { clock: Clock; ids: IdGenerator }) {}

  /** The clock's time as ISO text (a trigger asks it for every job and detail: same millisecond, same text). */
  now(): string {
    const ms = this.deps.clock.nowMs();
    if (ms !== this.#lastMs) {
      this.#lastMs = ms;
      this.#lastIso = new Date(ms).toISOString();
    }
    return this.#lastIso;
  }

  /** A pending job of a step; `jobStep` is what the job shows of the step (see `planOf`). */
  create(jobStep: JsonObject, type: string, payload: JsonObject, overrides: JsonObject): Job {
    return {
      _id: this.deps.ids.objectId(),
      type,
      executionDetails: [],
      step: jobStep,
      overrides,
      payload,
      providerId: type === 'in_app' ? IN_APP_PROVIDER_ID : NON_DELIVERY_PROVIDER_ID,
      status: 'pending',
      updatedAt: this.now(),
    };
  }

  /** Moves the job to `status` without a detail (the real service's cancel and digest hand-over write none). */
  setStatus(job: Job, status: JobStatus): void {
    job.status = status;
    job.updatedAt = this.now();
  }

  /** Appends an execution detail and moves the job to `status`; `source` when the real detail names its own. */
  log(job: Job, detail: string, status: DetailStatus, jobStatus: JobStatus, providerId?: string, raw: string | null = null, source?: DetailSource): void {
    const now = this.now();
    const _id = this.deps.ids.objectId();
    job.executionDetails.push(
      providerId
        ? { _id, createdAt: now, status, detail, isRetry: false, isTest: false, providerId, raw, source: source ?? 'Credentials' }
        : { _id, createdAt: now, status, detail, isRetry: false, isTest: false, raw, source: source ?? (status === 'Failed' ? 'Payload' : 'Internal') },
    );
    job.status = jobStatus;
    job.updatedAt = now;
  }
}

/** Milliseconds of a delay/digest `amount` + `unit` (months as 30 days). */
export function durationMs(amount: unknown, unit: unknown): number {
  const n = typeof amount === 'number' && amount > 0 ? amount : 0;
  const per: Record<string, number> = { seconds: 1e3, minutes: 6e4, hours: 36e5, days: 864e5, weeks: 6048e5, months: 2592e6 };
  return n * (per[String(unit)] ?? 0);
}
