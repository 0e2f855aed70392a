/**
 * A workflow as a person writes one — a name, a trigger identifier, steps with a template each — made
 * into the record the API would have stored: active, every channel on, in the environment's "General"
 * group, each step with its ids, the trigger with the payload variables its templates use.
 */
import { slugifyName, triggerOf } from '../domain/workflows/index.js';
import type { JsonObject } from '../domain/shared/index.js';
import { derivedId, derivedUuid, fill, isObject, type Fields, textOf } from './default-values.js';

const ALL_CHANNELS = { email: true, sms: true, in_app: true, chat: true, push: true };

/** A step's name when it has none: what its channel is called. */
const STEP_NAMES: Record<string, string> = { in_app: 'In-App', email: 'Email', sms: 'SMS', chat: 'Chat', push: 'Push', digest: 'Digest', delay: 'Delay', custom: 'Custom' };

/**
 * The group id of every workflow of an environment that names none. The group store makes a group named
 * "General" for it, as the real service gives every environment one.
 */
const generalGroupIdOf = (environmentId: string): string => derivedId('notification group', environmentId, 'General');

export function fillWorkflowDefaults(w: Fields): void {
  const id = textOf(w._id);
  fill(w, 'name', () => (Array.isArray(w.triggers) && isObject(w.triggers[0]) ? w.triggers[0].identifier : undefined));
  fill(w, 'description', () => '');
  fill(w, 'active', () => true);
  fill(w, 'draft', () => w.active !== true);
  fill(w, 'critical', () => false);
  fill(w, 'preferenceSettings', () => ({ ...ALL_CHANNELS }));
  fill(w, 'tags', () => []);
  fill(w, '_creatorId', () => w._organizationId);
  fill(w, '_notificationGroupId', () => (typeof w._environmentId === 'string' ? generalGroupIdOf(w._environmentId) : undefined));
  fill(w, 'deleted', () => false);
  fill(w, 'deletedAt', () => '');
  fill(w, 'deletedBy', () => '');
  const steps = Array.isArray(w.steps) ? w.steps.filter(isObject) : [];
  steps.forEach((step, index) => {
    fill(step, '_id', () => derivedId('step', id, String(index)));
    fill(step, '_templateId', () => derivedId('message template', id, String(index)));
    fill(step, 'uuid', () => derivedUuid('step uuid', id, String(index)));
    fill(step, 'name', () => {
      const type = isObject(step.template) ? textOf(step.template.type) : '';
      return STEP_NAMES[type] ?? `Step ${index + 1}`;
    });
    fill(step, 'active', () => true);
    fill(step, 'shouldStopOnFail', () => false);
    fill(step, 'filters', () => []);
  });
  fill(w, 'triggers', () => (typeof w.name === 'string' && w.name !== '' ? [{ identifier: slugifyName(w.name) }] : undefined));
  for (const trigger of Array.isArray(w.triggers) ? w.triggers.filter(isObject) : []) {
    if (typeof trigger.identifier !== 'string') continue;
    const derived = derivedTrigger(trigger.identifier, steps as JsonObject[]);
    if (!derived) continue;
    fill(trigger, 'type', () => derived.type);
    fill(trigger, 'variables', () => derived.variables);
    fill(trigger, 'subscriberVariables', () => derived.subscriberVariables);
  }
}

/** The trigger the API would derive from these steps; undefined for steps it cannot read (the contract check names what is wrong). */
function derivedTrigger(identifier: string, steps: JsonObject[]) {
  try {
    return triggerOf(identifier, steps);
  } catch {
    return undefined;
  }
}
