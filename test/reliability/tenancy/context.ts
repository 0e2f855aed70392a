/** What the tenancy cases of `security-tenancy.test.ts` aim at, and the shape of a case. */
import type { ActivityNotification } from '../../../src/domain/activity/index.js';
import type { Integration } from '../../../src/domain/integrations/index.js';
import type { Message } from '../../../src/domain/messages/index.js';
import type { Subscriber } from '../../../src/domain/subscribers/index.js';
import type { Workflow } from '../../../src/domain/workflows/index.js';
import { DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, type TestApp } from '../helpers/security.js';

/** Production records to aim at with the Development key. */
export interface ProdIds {
  subscriber: Subscriber & { email: string };
  inAppMessageIds: string[];
  notification: ActivityNotification;
  emailIntegration: Integration;
  inAppIntegration: Integration;
  fcmIntegration: Integration;
  workflowIds: string[];
  allIds: Set<string>;
}

export function prodIds(t: TestApp): ProdIds {
  const data = dataOf(t.deps.control.snapshot(PROD_KEY));
  const inApp = data.messages.filter((m: Message) => m.channel === 'in_app');
  const subscriber = data.subscribers.find((s) => typeof s.email === 'string' && inApp.some((m) => m._subscriberId === s._id)) as ProdIds['subscriber'];
  const notification = data.notifications.find((n) => n._subscriberId === subscriber._id) ?? data.notifications[0];
  const integration = (predicate: (i: Integration) => boolean) => {
    const found = data.integrations.find(predicate);
    if (!found) throw new Error('fixture integration missing');
    return found;
  };
  if (!subscriber || !notification) throw new Error('fixtures lack Production data');
  const allIds = new Set<string>();
  for (const list of Object.values(data) as { _id: string }[][]) for (const r of list) allIds.add(r._id);
  return {
    subscriber,
    inAppMessageIds: inApp.filter((m) => m._subscriberId === subscriber._id).map((m) => m._id),
    notification,
    emailIntegration: integration((i) => i.channel === 'email' && !i.primary),
    inAppIntegration: integration((i) => i.channel === 'in_app'),
    fcmIntegration: integration((i) => i.providerId === 'fcm'),
    workflowIds: data.workflows.map((w: Workflow) => w._id),
    allIds,
  };
}

/** A Development subscriber with in-app messages. */
export function devSubscriberWithInbox(t: TestApp): Subscriber {
  const data = dataOf(t.deps.control.snapshot(DEV_KEY));
  const inApp = data.messages.filter((m) => m.channel === 'in_app');
  const subscriber = data.subscribers.find((s) => inApp.some((m) => m._subscriberId === s._id));
  if (!subscriber) throw new Error('no Development subscriber with an inbox');
  return subscriber;
}

/** The other organization of `--isolate-keys` (a fresh copy of the fixtures under new ids). */
export const OTHER_ORG_KEY = 'other-organization-key';

export interface Ctx {
  t: TestApp;
  prod: ProdIds;
}

export interface TenancyCase {
  op: string;
  what: string;
  /** What must stay exactly as it was: the whole state, Production's environment, or the other organization. */
  keep: 'all' | 'production' | 'other-organization';
  isolateKeys?: boolean;
  setup?: (c: Ctx) => Promise<void>;
  run: (c: Ctx) => Promise<void>;
}

export const noneOf = (records: { _id: string }[], ids: Set<string>) => records.filter((r) => ids.has(r._id)).map((r) => r._id);
