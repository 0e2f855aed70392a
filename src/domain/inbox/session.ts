import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboxEnvironment } from './inbox-environment.js';
import { BadRequestError, checkedContextPayload, NotFoundError, type ContextPayload } from '../shared/index.js';
import { PROFILE_FIELDS, type CreateSubscriberInput, type Subscriber } from '../subscribers/index.js';
import { unreadCountOf, type UnreadCount } from './counts.js';
import type { DeliverySchedule } from '../preferences/types.js';
import { checkedScheduleInput } from '../preferences/index.js';
import { contextHashOf, sessionContextKeysOf } from './session-context.js';

export interface SessionInput {
  /** The environment's application identifier (the session's caller found the environment by it). */
  applicationIdentifier: string;
  /** An object with `subscriberId` and profile fields, or the id alone. */
  subscriber?: string | ({ subscriberId: string } & Partial<Record<(typeof PROFILE_FIELDS)[number], unknown>>);
  /** The deprecated form of `subscriber`. */
  subscriberId?: string;
  subscriberHash?: string;
  /** The contexts the Inbox opens in (`{type: id}` or `{type: {id, data}}`), at most 5. */
  context?: unknown;
  /** With the integration's HMAC on, the signature of `context` (see `contextHashOf`). */
  contextHash?: string;
  /** The delivery schedule the subscriber gets when it has none yet. */
  defaultSchedule?: unknown;
}

export interface InboxSession {
  applicationIdentifier: string;
  token: string;
  totalUnreadCount: number;
  unreadCount: UnreadCount;
  removeNovuBranding: boolean;
  isDevelopmentMode: boolean;
  maxSnoozeDurationHours: number;
  /** The subscriber's delivery schedule, when it has one (or was given `defaultSchedule`). */
  schedule?: DeliverySchedule;
  /** The session's contexts (`type:id`, sorted): its notifications are those of exactly these. */
  contextKeys: string[];
}

/** How far ahead a notification may be snoozed (the real service's free tier: 24 hours). */
export const MAX_SNOOZE_DURATION_HOURS = 24;

/** HMAC-SHA256 hex of the subscriber id keyed by the API key: what a backend hands its frontend. */
export function subscriberHashOf(apiKey: string, subscriberId: string): string {
  return createHmac('sha256', apiKey).update(subscriberId).digest('hex');
}

/** Compared as bytes: a hash of as many characters can have more bytes (`é`), which `timingSafeEqual` throws on. */
function hashMatches(expected: string, sent: string | undefined): boolean {
  if (sent === undefined) return false;
  const want = Buffer.from(expected);
  const got = Buffer.from(sent);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Who asks for a session: the subscriber id, the profile fields to store, and the hash the frontend was given. */
export interface Admission {
  subscriberId: string;
  profile: Record<string, unknown>;
  hash: string | undefined | null;
  /** The real service's 404 when the environment has no active in-app integration (each client's use case words it its own way). */
  noInAppIntegration: string;
  /** The Inbox's contexts and their signature (the widget has none). */
  context?: { value: ContextPayload; hash: string | undefined };
}

/**
 * What both session openings do, as the real service: the environment's active in-app integration must
 * exist; with its HMAC on, the hash must sign the subscriber id with the environment's (first) API key, and
 * the context hash the context. A new subscriber is created with the profile sent; an existing one's sent
 * profile fields are written only when the hash is valid (HMAC on or off): without it, anyone who knows a
 * subscriber id could rewrite that subscriber's email. The subscriber gets a new session token.
 */
export function admitSubscriber(environment: InboxEnvironment, hmacKey: string | undefined, admission: Admission): { subscriber: Subscriber; token: string; contextKeys: string[] } {
  const subscriberId = admission.subscriberId.trim();
  if (!subscriberId) throw new BadRequestError('subscriberId is required');
  const inApp = environment.integrations.listActive().find((i) => i.channel === 'in_app');
  if (!inApp) throw new NotFoundError(admission.noInAppIntegration);
  const signed = hmacKey !== undefined && hashMatches(subscriberHashOf(hmacKey, subscriberId), admission.hash ?? undefined);
  if (inApp.credentials?.hmac === true) {
    if (!signed) throw new BadRequestError('Please provide a valid HMAC hash');
    const context = admission.context;
    if (context && !hashMatches(contextHashOf(hmacKey as string, context.value), context.hash)) throw new BadRequestError('Please provide a valid context HMAC hash');
  }
  const contextKeys = sessionContextKeysOf(admission.context?.value);
  const existing = environment.subscribers.find(subscriberId);
  if (existing && !signed) return { subscriber: existing, token: environment.inboxSessions.open(subscriberId, contextKeys), contextKeys };
  const sent: Record<string, unknown> = { subscriberId };
  for (const field of PROFILE_FIELDS) if (admission.profile[field] !== undefined) sent[field] = admission.profile[field];
  const { subscriber } = environment.createSubscriber(sent as CreateSubscriberInput, false);
  return { subscriber, token: environment.inboxSessions.open(subscriberId, contextKeys), contextKeys };
}

/**
 * `POST /v1/inbox/session`: a token for the subscriber in the contexts sent, the counts the Inbox's bell
 * starts from (of those contexts' notifications), and the subscriber's delivery schedule: the one it has,
 * else `defaultSchedule` stored as its schedule.
 */
export function openInboxSession(environment: InboxEnvironment, hmacKey: string | undefined, input: SessionInput): InboxSession {
  // The body is checked before anything is looked up, as the real validation pipe checks it.
  const context = checkedContextPayload(input.context);
  const defaultSchedule = checkedScheduleInput(input.defaultSchedule, 'defaultSchedule');
  const profile = typeof input.subscriber === 'object' ? input.subscriber : { subscriberId: input.subscriber ?? input.subscriberId ?? '' };
  const { subscriber, token, contextKeys } = admitSubscriber(environment, hmacKey, {
    subscriberId: profile.subscriberId,
    profile,
    hash: input.subscriberHash,
    noInAppIntegration: 'The active in-app integration could not be found',
    ...(context ? { context: { value: context, hash: input.contextHash } } : {}),
  });
  // Once the subscriber (and the context's hash) passed, as the real session use case does.
  environment.contexts.findOrCreate(context);
  const unreadCount = unreadCountOf(environment, subscriber, contextKeys);
  const schedule = scheduleOf(environment, subscriber, defaultSchedule, contextKeys);
  return {
    applicationIdentifier: input.applicationIdentifier,
    token,
    totalUnreadCount: unreadCount.total,
    unreadCount,
    removeNovuBranding: false,
    isDevelopmentMode: environment.info.name !== 'Production',
    maxSnoozeDurationHours: MAX_SNOOZE_DURATION_HOURS,
    ...(schedule ? { schedule } : {}),
    contextKeys,
  };
}

/**
 * The subscriber's schedule; when it has none, `defaultSchedule` becomes its global preference's schedule.
 * One schedule whatever the session's contexts: the real service keeps one per context only behind a
 * feature flag that is off by default.
 */
function scheduleOf(environment: InboxEnvironment, subscriber: Subscriber, defaultSchedule: DeliverySchedule | undefined, contextKeys: readonly string[]): DeliverySchedule | undefined {
  const preferences = environment.preferencesOf(subscriber).inContext(contextKeys);
  const stored = preferences.global().schedule;
  if (stored || !defaultSchedule) return stored;
  return preferences.updateGlobal({ schedule: defaultSchedule }).schedule;
}
