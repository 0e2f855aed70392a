import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboxEnvironment } from './inbox-environment.js';
import { BadRequestError, NotFoundError } from '../shared/index.js';
import { PROFILE_FIELDS, type CreateSubscriberInput, type Subscriber } from '../subscribers/index.js';
import { unreadCountOf, type UnreadCount } from './counts.js';

export interface SessionInput {
  /** An object with `subscriberId` and profile fields, or the id alone. */
  subscriber?: string | ({ subscriberId: string } & Partial<Record<(typeof PROFILE_FIELDS)[number], unknown>>);
  /** The deprecated form of `subscriber`. */
  subscriberId?: string;
  subscriberHash?: string;
}

export interface InboxSession {
  token: string;
  totalUnreadCount: number;
  unreadCount: UnreadCount;
  removeNovuBranding: boolean;
  isDevelopmentMode: boolean;
  maxSnoozeDurationHours: number;
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
}

/**
 * What both session openings do, as the real service: the environment's active in-app integration must
 * exist; with its HMAC on, the hash must sign the subscriber id with the environment's (first) API key. The
 * subscriber is created, or its sent profile fields updated, and gets a new session token.
 */
export function admitSubscriber(environment: InboxEnvironment, hmacKey: string | undefined, admission: Admission): { subscriber: Subscriber; token: string } {
  const subscriberId = admission.subscriberId.trim();
  if (!subscriberId) throw new BadRequestError('subscriberId is required');
  const inApp = environment.integrations.listActive().find((i) => i.channel === 'in_app');
  if (!inApp) throw new NotFoundError(admission.noInAppIntegration);
  if (inApp.credentials?.hmac === true && (hmacKey === undefined || !hashMatches(subscriberHashOf(hmacKey, subscriberId), admission.hash ?? undefined))) {
    throw new BadRequestError('Please provide a valid HMAC hash');
  }
  const sent: Record<string, unknown> = { subscriberId };
  for (const field of PROFILE_FIELDS) if (admission.profile[field] !== undefined) sent[field] = admission.profile[field];
  const { subscriber } = environment.createSubscriber(sent as CreateSubscriberInput, false);
  return { subscriber, token: environment.inboxSessions.open(subscriberId) };
}

/** `POST /v1/inbox/session`: a token, and the counts the Inbox's bell starts from. */
export function openInboxSession(environment: InboxEnvironment, hmacKey: string | undefined, input: SessionInput): InboxSession {
  const profile = typeof input.subscriber === 'object' ? input.subscriber : { subscriberId: input.subscriber ?? input.subscriberId ?? '' };
  const { subscriber, token } = admitSubscriber(environment, hmacKey, {
    subscriberId: profile.subscriberId,
    profile,
    hash: input.subscriberHash,
    noInAppIntegration: 'The active in-app integration could not be found',
  });
  const unreadCount = unreadCountOf(environment, subscriber);
  return {
    token,
    totalUnreadCount: unreadCount.total,
    unreadCount,
    removeNovuBranding: false,
    isDevelopmentMode: environment.info.name !== 'Production',
    maxSnoozeDurationHours: MAX_SNOOZE_DURATION_HOURS,
  };
}
