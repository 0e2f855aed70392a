import type { OutboxDelivery } from '../outbox/index.js';
import type { ActivityNotification } from '../activity/index.js';
import type { JsonObject } from '../shared/index.js';
import type { Message } from '../messages/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { Workflow } from '../workflows/index.js';
import type { Job } from './jobs.js';

export interface DeliveryContext {
  event: ActivityNotification;
  workflow: Workflow;
  subscriber: Subscriber;
  payload: JsonObject;
  overrides: JsonObject;
  /** What templates see: subscriber, payload, actor, tenant, step (digest events). */
  variables: Record<string, unknown>;
  /** The step's content comes rendered (a bridge's outputs): shown as written, no placeholder filled. */
  literal?: boolean;
  /** The trigger's `context` (`{type: {id, data?}}`): a code workflow's bridge is given it. */
  triggerContext?: JsonObject;
  /** The outputs of a code workflow's custom steps, by job id: the state later steps are given. */
  stepOutputs?: Record<string, JsonObject>;
}

/** Work waiting: for the clock (a delay, a digest collecting events), or for a bridge to run a step. */
export interface PendingRun {
  dueAt: number;
  kind: 'delay' | 'digest' | 'bridge';
  job: Job;
  context: DeliveryContext;
  nextStep: number;
  /** Digests: workflow|subscriber|key value. */
  digestKey?: string;
  /**
   * A digest's later events, oldest first: the runs merged into it, each stopped at its own `merged` digest
   * job (`nextStep` after it). Cancelling this digest hands it to the first of them, as the real service does.
   */
  merged?: PendingRun[];
}

/** The events a digest run collects: its own payload first, then those of the runs merged into it. */
export function digestEvents(run: PendingRun): JsonObject[] {
  return [run.context.payload, ...(run.merged ?? []).map((m) => m.context.payload)];
}

/**
 * Charges one message a later run (after a delay or a digest) creates: its rendered bytes. Throws when the
 * environment's budget has no room left; the job then fails instead of storing the message.
 */
export type MessageCharge = (renderedBytes: number) => void;

/**
 * What running steps would store, held until it is known to fit. A trigger renders every message of every
 * recipient into one of these, checks the total against the budget, and only then stores it (`strict`: a
 * message over the render limit refuses the whole trigger). A run that the clock resumes later charges each
 * message as it renders it (`charge` set) and stores them all when the run ends; a message that does not
 * fit fails its job.
 */
export class RunWrites {
  readonly messages: Message[] = [];
  /** What the messages' providers receive (email, SMS, push, chat): kept in the outbox on commit. */
  readonly deliveries: OutboxDelivery[] = [];
  readonly pending: PendingRun[] = [];
  /** Runs that join a digest already collecting: applied to it on commit. */
  readonly merges: { into: PendingRun; run: PendingRun }[] = [];
  /** Bytes of text the rendering created, all messages together. */
  renderedBytes = 0;

  constructor(
    /** Unset for a trigger (it charges the whole at once and refuses what does not fit); set for a later run. */
    readonly charge?: MessageCharge,
  ) {}

  get strict(): boolean {
    return this.charge === undefined;
  }
}
