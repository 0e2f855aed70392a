import { NotFoundError } from '../shared/index.js';
import type { TopicStore } from '../topics/index.js';

/** `to: {type: 'Topic', topicKey}`: every subscriber of the topic but those in `exclude`. */
export interface TopicRecipient {
  type: 'Topic';
  topicKey: string;
  exclude?: string[];
}

/** A subscriber recipient: its id, or a profile (kept as sent, `R`). */
type SubscriberRecipient<R> = string | R;

export const isTopicRecipient = (recipient: unknown): recipient is TopicRecipient =>
  typeof recipient === 'object' && recipient !== null && (recipient as { type?: unknown }).type === 'Topic';

/** The topics a subscriber was reached through, as the real event (notification) records them. */
export type ReachedThrough = Map<string, { _topicId: string; topicKey: string }[]>;

/**
 * The subscribers a trigger reaches, as the real service fans out: the subscribers named directly first
 * (each once, the last mention of an id wins, when topics are among the recipients), then each topic's subscribers that were not named directly,
 * not excluded by their topic entry and not the actor — each once, however many topics hold them
 * (`through`, when given, gets the topics that reached each of them).
 * An unknown topic key → 404 (`strict`), or is skipped (when only estimating a trigger's cost).
 */
export function expandRecipients<R extends { subscriberId: string }>(
  to: readonly (SubscriberRecipient<R> | TopicRecipient)[],
  actorId: string | undefined,
  topics: TopicStore,
  strict: boolean,
  through?: ReachedThrough,
): SubscriberRecipient<R>[] {
  const direct = new Map<string, SubscriberRecipient<R>>();
  const topicEntries: TopicRecipient[] = [];
  for (const recipient of to) {
    if (isTopicRecipient(recipient)) topicEntries.push(recipient);
    else direct.set((typeof recipient === 'string' ? recipient : recipient.subscriberId).trim(), recipient);
  }
  // Without topics the recipients stay as sent (this mock's behaviour before topics).
  if (topicEntries.length === 0) return to as SubscriberRecipient<R>[];
  const missing = topicEntries.filter((entry) => !topics.find(entry.topicKey)).map((entry) => entry.topicKey);
  if (strict && missing.length > 0) throw new NotFoundError(`Topic with key ${[...new Set(missing)].join()} not found in current environment`);
  const fromTopics = new Set<string>();
  for (const entry of topicEntries) {
    const topic = topics.find(entry.topicKey);
    if (!topic) continue;
    const excluded = new Set(entry.exclude ?? []);
    for (const id of topics.subscriberIdsOf(topic)) {
      if (direct.has(id) || excluded.has(id) || id === actorId) continue;
      fromTopics.add(id);
      const reached = through?.get(id) ?? [];
      if (!reached.some((t) => t._topicId === topic._id)) through?.set(id, [...reached, { _topicId: topic._id, topicKey: topic.key }]);
    }
  }
  return [...direct.values(), ...fromTopics];
}
