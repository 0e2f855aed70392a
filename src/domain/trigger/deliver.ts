import type { IntegrationStore } from '../integrations.js';
import type { MessageStore } from '../messages.js';
import type { IdGenerator } from '../ports.js';
import type { ActivityNotification, Channel, JsonObject, Message, Subscriber, Workflow } from '../types.js';
import { deepFreeze } from '../frozen.js';
import { renderDeep, renderText } from '../templates.js';
import type { Job, JobFactory } from './jobs.js';

export interface DeliveryContext {
  event: ActivityNotification;
  workflow: Workflow;
  subscriber: Subscriber;
  payload: JsonObject;
  overrides: JsonObject;
  /** What templates see: subscriber, payload, actor, tenant, step (digest events). */
  variables: Record<string, unknown>;
}

/** The `cta` of a message whose step has none: one frozen object shared by all of them. */
const NO_CTA: JsonObject = deepFreeze({});

/** Creates the messages of one channel step for one recipient, logging the outcome on its job. */
export class Delivery {
  constructor(
    private readonly stores: { integrations: IntegrationStore; messages: MessageStore },
    private readonly jobs: JobFactory,
    private readonly ids: IdGenerator,
  ) {}

  deliver(channel: Channel, step: JsonObject, job: Job, context: DeliveryContext): void {
    const template = (step.template ?? {}) as JsonObject;
    const render = (value: unknown) => renderDeep(value, context.variables);
    switch (channel) {
      case 'in_app': {
        const inApp = this.stores.integrations.listActive().find((i) => i.channel === 'in_app');
        const fields: Partial<Message> & { channel: Channel } = { channel, content: renderText(String(template.content ?? ''), context.variables), cta: template.cta === undefined ? NO_CTA : (render(template.cta) as JsonObject) };
        if (template.subject) fields.subject = render(template.subject) as string;
        fields.providerId = inApp?.providerId ?? 'svc';
        this.#send(job, context, step, fields, undefined);
        return;
      }
      case 'email':
      case 'sms': {
        const address = channel === 'email' ? context.subscriber.email : context.subscriber.phone;
        if (!address) {
          this.jobs.log(job, `Subscriber does not have ${channel === 'email' ? 'an email address' : 'a phone number'}`, 'Failed', 'failed');
          return;
        }
        const integration = this.stores.integrations.primaryOf(channel);
        if (!integration) {
          this.jobs.log(job, `No active ${channel} integration found in the environment`, 'Failed', 'failed');
          return;
        }
        job.providerId = integration.providerId;
        const { providerId } = integration;
        const fields =
          channel === 'email'
            ? { channel, cta: NO_CTA, providerId, email: address, subject: renderText(String(template.subject ?? ''), context.variables), content: render(template.content ?? '') as string }
            : { channel, cta: NO_CTA, providerId, phone: address, content: renderText(String(template.content ?? ''), context.variables) };
        this.#send(job, context, step, fields, providerId);
        return;
      }
      case 'chat':
      case 'push': {
        const active = this.stores.integrations.listActive();
        const targets = (context.subscriber.channels ?? []).filter((c) => {
          const integration = active.find((i) => i._id === c._integrationId);
          return integration?.channel === channel && (channel === 'chat' ? Boolean(c.credentials.webhookUrl) : (c.credentials.deviceTokens?.length ?? 0) > 0);
        });
        if (targets.length === 0) {
          const what = channel === 'chat' ? 'a chat webhook' : 'device tokens';
          this.jobs.log(job, `Subscriber does not have ${what} for an active ${channel} integration`, 'Failed', 'failed');
          return;
        }
        job.providerId = targets[0]?.providerId as string;
        for (const target of targets) {
          const content = renderText(String(template.content ?? ''), context.variables);
          const { providerId } = target;
          const fields =
            channel === 'chat'
              ? { channel, content, cta: NO_CTA, providerId, directWebhookUrl: target.credentials.webhookUrl as string }
              : { channel, content, cta: NO_CTA, providerId, deviceTokens: target.credentials.deviceTokens as string[], title: renderText(String(template.title ?? ''), context.variables) };
          this.#send(job, context, step, fields, providerId);
        }
      }
    }
  }

  #send(job: Job, context: DeliveryContext, step: JsonObject, fields: Partial<Message> & { channel: Channel }, providerId: string | undefined): void {
    const now = this.jobs.now();
    const message: Message = {
      _id: this.ids.objectId(),
      _templateId: context.workflow._id,
      _environmentId: context.event._environmentId,
      _messageTemplateId: String(step._templateId ?? ''),
      _organizationId: context.event._organizationId,
      _notificationId: context.event._id,
      _subscriberId: context.subscriber._id,
      templateIdentifier: context.workflow.triggers[0]?.identifier ?? '',
      createdAt: now,
      deliveredAt: [now],
      transactionId: context.event.transactionId,
      read: false,
      seen: false,
      _feedId: null,
      status: 'sent',
      payload: context.payload,
      channel: fields.channel,
    };
    if (Object.keys(context.overrides).length > 0) message.overrides = context.overrides;
    if (context.event.contextKeys?.length) message.contextKeys = context.event.contextKeys;
    Object.assign(message, fields);
    this.stores.messages.add(message);
    this.jobs.log(job, 'Message created', 'Success', job.status);
    this.jobs.log(job, 'Message sent', 'Success', 'completed', providerId);
  }
}
