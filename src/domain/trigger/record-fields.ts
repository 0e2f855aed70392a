/**
 * The fields every message record gets from its trigger and workflow, as the real send-message use cases
 * write them (and the in-app step's actor).
 */
import { isJsonObject as isObject, type JsonObject } from '../shared/index.js';
import type { Message } from '../messages/index.js';
import type { DeliveryContext } from './run-writes.js';


/**
 * The trigger's payload as a message keeps it: without `attachments`, which the real service leaves out
 * of every message record (the files go to the email provider only). The same object when it has none.
 */
export function messagePayloadOf(payload: JsonObject): JsonObject {
  if (!Object.hasOwn(payload, 'attachments')) return payload;
  const { attachments: _, ...rest } = payload;
  return rest;
}

/** The workflow's tags as messages keep them: one frozen copy per workflow record, shared by its messages. */
const TAGS = new WeakMap<object, readonly string[]>();
export function tagsOf(workflow: { tags?: readonly string[] }): string[] {
  let tags = TAGS.get(workflow);
  if (!tags) TAGS.set(workflow, (tags = Object.freeze([...(workflow.tags ?? [])])));
  return tags as string[];
}

/**
 * An in-app step's `actor` (a system icon, a custom avatar URL, or the trigger's actor: `user`) on its
 * message, with the actor subscriber's internal id when the trigger named one, as the real in-app use case
 * stores them; nothing for none (`type: none`).
 */
export function actorFieldsOf(template: JsonObject, context: DeliveryContext): Partial<Message> {
  const { actor } = template;
  if (!isObject(actor) || typeof actor.type !== 'string' || actor.type === 'none') return {};
  const actorId = (context.variables.actor as { _id?: unknown } | undefined)?._id;
  return { actor, ...(typeof actorId === 'string' ? { _actorId: actorId } : {}) };
}
