/**
 * A push step, as the real worker's send-message-push use case sends it:
 * - the subscriber's channels of a push provider, plus one made of an FCM override
 *   (`overrides.providers.fcm` or `overrides.steps.<stepId>.providers.fcm`: `tokens` or `topic`) when the
 *   subscriber has no FCM channel and FCM has an active integration;
 * - none → the step is skipped: `Subscriber does not have a configured channel` (Warning), the job canceled;
 * - a channel whose credentials have no `deviceTokens` at all → `Subscriber credentials is missing the tokens
 *   for sending a push notification message` (Failed), and the step is skipped (`Some push channels skipped to
 *   send the message`, Warning; the job canceled) unless another channel sent;
 * - a message per device token (each listing all of them: `overrides.<providerId>.deviceTokens`, else the
 *   channel's), or one message to the override's topic or tokens when the channel has none;
 * - nothing sent otherwise (an empty token list, no active integration for the channel) → `There was one or
 *   more errors when trying to execute the notification` (Failed), the job failed.
 */
import type { IntegrationStore, Integration } from '../integrations/index.js';
import { isJsonObject as isObject, type JsonObject } from '../shared/index.js';
import type { ChannelCredentials } from '../subscribers/types.js';
import type { Job, JobFactory } from './jobs.js';
import type { DeliveryContext } from './run-writes.js';
import { NO_ACTIVE_INTEGRATION, NO_CONFIGURED_CHANNEL, type Send, type SendOutcome, type TextRenderer } from './send-types.js';

/** The real `PushProviderIdEnum`. */
const PUSH_PROVIDERS = new Set(['fcm', 'apns', 'expo', 'one-signal', 'pushpad', 'push-webhook', 'pusher-beams', 'appio']);

const PUSH_MISSING_DEVICE_TOKENS = 'Subscriber credentials is missing the tokens for sending a push notification message';
const PUSH_SOME_CHANNELS_SKIPPED = 'Some push channels skipped to send the message';
const NOTIFICATION_ERROR = 'There was one or more errors when trying to execute the notification';

interface PushChannel {
  _integrationId: string;
  providerId: string;
  credentials: ChannelCredentials & { topic?: string };
}


/** The FCM override's own addressing (`tokens`, else `topic`), step overrides merged over the workflow's. */
function fcmOverrideCredentials(overrides: JsonObject, stepId: string | undefined): PushChannel['credentials'] | undefined {
  const providers = isObject(overrides.providers) ? overrides.providers : {};
  const steps = isObject(overrides.steps) ? overrides.steps : {};
  const step = stepId === undefined ? undefined : steps[stepId];
  const stepProviders = isObject(step) && isObject(step.providers) ? step.providers : {};
  const fcm = { ...(isObject(providers.fcm) ? providers.fcm : {}), ...(isObject(stepProviders.fcm) ? stepProviders.fcm : {}) };
  if (!('tokens' in fcm) && !('topic' in fcm)) return undefined;
  if (Array.isArray(fcm.tokens)) return { deviceTokens: fcm.tokens.map(String) };
  return fcm.topic ? { topic: String(fcm.topic) } : undefined;
}

export function deliverPush(
  deps: { integrations: IntegrationStore; jobs: JobFactory },
  template: JsonObject,
  step: JsonObject,
  job: Job,
  context: DeliveryContext,
  text: TextRenderer,
  send: (how: Send) => SendOutcome,
): void {
  const active = deps.integrations.listActive();
  const own: PushChannel[] = (context.subscriber.channels ?? []).filter((c) => PUSH_PROVIDERS.has(c.providerId));
  const overrideCredentials = fcmOverrideCredentials(context.overrides, typeof step.stepId === 'string' ? step.stepId : undefined);
  const fcm = overrideCredentials && deps.integrations.findActive('fcm');
  const fromOverrides: PushChannel[] = fcm && overrideCredentials && !own.some((c) => c.providerId === 'fcm') ? [{ _integrationId: fcm._id, providerId: 'fcm', credentials: overrideCredentials }] : [];
  const channels = [...own, ...fromOverrides];
  // The real job carries the channel's first active integration's provider from its creation; its details name it.
  const first = active.find((i) => i.channel === 'push');
  if (first) job.providerId = first.providerId;
  if (channels.length === 0) {
    deps.jobs.log(job, NO_CONFIGURED_CHANNEL, 'Warning', 'canceled', first?.providerId, null, 'Internal');
    return;
  }
  let status: 'failed' | 'skipped' | 'sent' = 'failed';
  for (const channel of channels) {
    const { deviceTokens } = channel.credentials;
    if (!deviceTokens && fromOverrides.length === 0) {
      deps.jobs.log(job, PUSH_MISSING_DEVICE_TOKENS, 'Failed', job.status, channel.providerId, JSON.stringify(channel), 'Internal');
      if (status !== 'sent') status = 'skipped';
    }
    const integration = active.find((i) => i._id === channel._integrationId && i.providerId === channel.providerId);
    if (!integration) {
      deps.jobs.log(job, NO_ACTIVE_INTEGRATION, 'Failed', job.status, undefined, null, 'Internal');
      continue;
    }
    if (!deviceTokens && fromOverrides.length === 0) continue;
    job.providerId = integration.providerId;
    const providerOverrides = isObject(context.overrides[integration.providerId]) ? (context.overrides[integration.providerId] as JsonObject) : {};
    const target = Array.isArray(providerOverrides.deviceTokens) ? providerOverrides.deviceTokens.map(String) : deviceTokens;
    const sendTo = (tokens: string[] | undefined, recipients: string[]) =>
      sendOne(send, integration, template, context, text, providerOverrides, tokens, recipients, channel.credentials.topic);
    if (!target?.length && fromOverrides.length > 0) {
      const outcome = sendTo(target, target ?? []);
      if (outcome === 'refused') return;
      if (outcome === 'sent') status = 'sent';
      continue;
    }
    for (const token of target ?? []) {
      const outcome = sendTo(target, [token]);
      if (outcome === 'refused') return;
      if (outcome === 'sent') status = 'sent';
    }
  }
  if (status === 'skipped') deps.jobs.log(job, PUSH_SOME_CHANNELS_SKIPPED, 'Warning', 'canceled', undefined, null, 'Internal');
  else if (status === 'failed') deps.jobs.log(job, NOTIFICATION_ERROR, 'Failed', 'failed', undefined, null, 'Internal');
}

/** One push message: the record lists the channel's tokens; the provider receives one token (or the topic). */
function sendOne(
  send: (how: Send) => SendOutcome,
  integration: Integration,
  template: JsonObject,
  context: DeliveryContext,
  text: TextRenderer,
  providerOverrides: JsonObject,
  deviceTokens: string[] | undefined,
  recipients: string[],
  topic: string | undefined,
): SendOutcome {
  const { providerId } = integration;
  return send({
    integration,
    providerId,
    render: (meter) => ({
      channel: 'push',
      content: text(template.content, meter),
      cta: {},
      providerId,
      ...(deviceTokens ? { deviceTokens } : {}),
      title: text(template.title, meter),
      ...(Object.keys(providerOverrides).length > 0 ? { overrides: providerOverrides } : {}),
    }),
    received: (fields) => ({
      channel: 'push',
      deviceTokens: recipients,
      ...(topic === undefined ? {} : { topic }),
      title: fields.title as string,
      body: fields.content as string,
      data: context.payload,
      ...(Object.keys(providerOverrides).length > 0 ? { overrides: providerOverrides } : {}),
    }),
  });
}
