import { NewestFirst } from '../../lib/newest-first.js';
import { isOwnerId } from '../shared/index.js';
import type { Message } from './types.js';

/** The snoozed messages of one environment (id → end of the snooze, ms): the ones time may wake, found without a walk. */
export class SnoozedMessages {
  readonly #until = new Map<string, number>();

  /** Whether any message is snoozed (checked before each request). */
  get any(): boolean {
    return this.#until.size > 0;
  }

  /** Notes the message's snooze, or that it has none. */
  track(message: Message): void {
    const until = typeof message.snoozedUntil === 'string' ? Date.parse(message.snoozedUntil) : Number.NaN;
    if (Number.isNaN(until)) this.#until.delete(message._id);
    else this.#until.set(message._id, until);
  }

  forget(messageId: string): void {
    this.#until.delete(messageId);
  }

  clear(): void {
    this.#until.clear();
  }

  /** The ids of the messages whose snooze has ended by `nowMs`. */
  endedBy(nowMs: number): string[] {
    return [...this.#until].filter(([, until]) => until <= nowMs).map(([id]) => id);
  }
}

/**
 * Each subscriber's messages (by internal id), newest first: an inbox page never walks other subscribers'
 * messages. A message without an owner id is in no group, and no group answers for an absent id.
 */
export class MessagesBySubscriber {
  readonly #groups = new Map<string, NewestFirst<Message>>();

  /** Regroups `records` (newest first). */
  reset(records: readonly Message[]): void {
    const groups = new Map<string, Message[]>();
    for (const m of records) {
      if (!isOwnerId(m._subscriberId)) continue;
      const group = groups.get(m._subscriberId);
      if (group) group.push(m);
      else groups.set(m._subscriberId, [m]);
    }
    this.#groups.clear();
    for (const [id, messages] of groups) this.#groupOf(id).load(messages);
  }

  of(subscriberInternalId: string): NewestFirst<Message> | undefined {
    return isOwnerId(subscriberInternalId) ? this.#groups.get(subscriberInternalId) : undefined;
  }

  add(message: Message): void {
    if (isOwnerId(message._subscriberId)) this.#groupOf(message._subscriberId).add(message);
  }

  /** Puts `next` (a changed copy: same owner) where `previous` was, or at its new time's place. */
  replace(previous: Message, next: Message): void {
    const group = this.of(next._subscriberId);
    if (!group) return;
    if (next.createdAt === previous.createdAt) return group.replace(previous, next);
    group.remove(previous);
    group.add(next);
  }

  remove(message: Message): void {
    this.of(message._subscriberId)?.remove(message);
  }

  forget(subscriberInternalId: string): void {
    this.#groups.delete(subscriberInternalId);
  }

  #groupOf(subscriberInternalId: string): NewestFirst<Message> {
    let group = this.#groups.get(subscriberInternalId);
    if (!group) this.#groups.set(subscriberInternalId, (group = new NewestFirst({ findById: false })));
    return group;
  }
}
