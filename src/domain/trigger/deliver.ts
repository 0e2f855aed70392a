import { keptBytes, LimitExceededError, type IdGenerator, type Channel, type JsonObject, deepFreeze } from '../shared/index.js';
import { IN_APP_PROVIDER_ID, type IntegrationStore, type Integration } from '../integrations/index.js';
import type { MessageStore, Message } from '../messages/index.js';
import { type ChannelFields, emailDeliveryFields, type Outbox } from '../outbox/index.js';
import { emailInLayout, type LayoutLookup } from '../layouts/index.js';
import { storedStepId, RenderMeter, renderDeep, renderText, SEVERITIES, type Severity, templateEngineOf, TemplateError } from '../workflows/index.js';
import { chatWebhookOf, emailAddressOf, phoneOf } from './addresses.js';
import { actorFieldsOf, messagePayloadOf, tagsOf } from './record-fields.js';
import type { Job, JobFactory } from './jobs.js';
import type { DeliveryContext, RunWrites } from './run-writes.js';
import { deliverPush } from './push.js';
import { deliverToChatEndpoints } from './chat-endpoints.js';
import type { ChannelStores } from '../channel-endpoints/index.js';
import { type MessageFields, NO_ACTIVE_INTEGRATION, NO_CONFIGURED_CHANNEL, type Send, type SendOutcome, type TextRenderer } from './send-types.js';
import { editorBodyHtml, type RenderOptions } from '../workflows/index.js';
import { translatedTemplate, TranslationFailure, type TranslationStore } from '../translations/index.js';

/** An email's content: a workflow's email editor document (Liquid workflows) as the real renderer's HTML, else rendered as written. */
const emailContent = (content: unknown, variables: Record<string, unknown>, meter: RenderMeter, how: RenderOptions): string =>
  (how.engine === 'liquid' ? editorBodyHtml(content, variables, meter) : undefined) ?? (renderDeep(content ?? '', variables, meter, how) as string);

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A bridge's output as the message shows it: its own text, counted as made (it is new text). */
function asWritten(value: unknown, meter: RenderMeter): string {
  const written = String(value ?? '');
  meter.add(Buffer.byteLength(written), true);
  return written;
}

/** The `cta` of a message whose step has none: one frozen object shared by all of them. */
const NO_CTA: JsonObject = deepFreeze({});

/**
 * Creates the messages of one channel step for one recipient, logging the outcome on its job. Messages go
 * to `writes`, not to the store: `commit` stores them once the whole run is known to fit.
 */
export class Delivery {
  constructor(
    private readonly stores: { integrations: IntegrationStore; messages: MessageStore; outbox: Outbox; layouts?: LayoutLookup; translations?: TranslationStore; channels?: ChannelStores },
    private readonly jobs: JobFactory,
    private readonly ids: IdGenerator,
  ) {}

  deliver(channel: Channel, step: JsonObject, job: Job, context: DeliveryContext, writes: RunWrites): void {
    const template = this.#translated((step.template ?? {}) as JsonObject, job, context);
    if (!template) return;
    const how = { engine: templateEngineOf(context.workflow) };
    const text = (value: unknown, meter: RenderMeter) => (context.literal ? asWritten(value, meter) : renderText(String(value ?? ''), context.variables, meter, how));
    const send = (how: Send) => this.#send(job, context, step, channel, how, writes);
    switch (channel) {
      case 'in_app': {
        const inApp = this.stores.integrations.listActive().find((i) => i.channel === 'in_app');
        send({
          render: (meter) => {
            const cta = template.cta === undefined ? NO_CTA : context.literal ? (template.cta as JsonObject) : renderDeep(template.cta as JsonObject, context.variables, meter, how);
            const fields: MessageFields = { channel, content: text(template.content, meter), cta };
            if (template.subject) fields.subject = context.literal ? text(template.subject, meter) : (renderDeep(template.subject, context.variables, meter, how) as string);
            if (typeof template.avatar === 'string') fields.avatar = template.avatar;
            if (isObject(template.data)) {
              // A bridge's `data` is new, as its text is; a stored workflow's was charged when written.
              if (context.literal) meter.add(keptBytes(template.data), true);
              fields.data = template.data;
            }
            Object.assign(fields, actorFieldsOf(template, context));
            fields.providerId = inApp?.providerId ?? IN_APP_PROVIDER_ID;
            return fields;
          },
        });
        return;
      }
      case 'email':
      case 'sms': {
        // The primary, unless the trigger's tenant meets another integration's conditions.
        const integration = this.stores.integrations.selectFor(channel, context.variables.tenant);
        if (!integration) {
          this.jobs.log(job, NO_ACTIVE_INTEGRATION, 'Failed', 'failed');
          return;
        }
        job.providerId = integration.providerId;
        const { providerId } = integration;
        if (channel === 'email') {
          const address = emailAddressOf(context.overrides, context.subscriber);
          send({
            integration,
            providerId,
            render: (meter) => ({ channel, cta: NO_CTA, providerId, ...(address ? { email: address } : {}), subject: text(template.subject, meter), content: context.literal ? text(template.content, meter) : this.#inLayout(step, context, emailContent(template.content, context.variables, meter, how), meter, how) }),
            // A text body is the HTML as rendered for the message; editor blocks go into the layout.
            received: (fields, meter) => emailDeliveryFields(integration, { to: address ?? '', subject: String(fields.subject ?? ''), content: context.literal || typeof fields.content === 'string' ? { html: fields.content } : template.content }, context.variables, meter, how),
            ...(address ? {} : { undeliverable: { errorId: 'mail_unexpected_error', errorText: 'Subscriber does not have an email address', detail: 'Subscriber missing email address', jobStatus: 'canceled' } }),
          });
        } else {
          const address = phoneOf(context.payload, context.subscriber);
          send({
            integration,
            providerId,
            render: (meter) => ({ channel, cta: NO_CTA, providerId, ...(address ? { phone: address } : {}), content: text(template.content, meter) }),
            received: (fields) => ({ channel, from: typeof integration.credentials?.from === 'string' ? integration.credentials.from : '', to: address ?? '', text: fields.content as string }),
            ...(address ? {} : { undeliverable: { errorId: 'no_subscriber_phone', errorText: 'Subscriber does not have active phone', detail: 'Subscriber missing phone number', jobStatus: 'canceled' } }),
          });
        }
        return;
      }
      case 'chat':
        this.#deliverChat(template, job, context, text, send);
        return;
      case 'push':
        deliverPush({ integrations: this.stores.integrations, jobs: this.jobs }, template, step, job, context, text, send);
    }
  }

  /**
   * Chat: a message per credentials of the subscriber's for an active chat integration, as the real use case
   * sends them. None → the step is skipped (`Subscriber does not have a configured channel`). Credentials
   * without a webhook still get their message, with its error. When nothing was sent, the job ends canceled
   * with the real warning.
   */
  #deliverChat(template: JsonObject, job: Job, context: DeliveryContext, text: TextRenderer, send: (how: Send) => SendOutcome): void {
    const active = this.stores.integrations.listActive();
    const targets = (context.subscriber.channels ?? []).filter((c) => active.find((i) => i._id === c._integrationId)?.channel === 'chat');
    // The subscriber's channel endpoints first, then the legacy credentials (the real worker's order).
    const endpoints = deliverToChatEndpoints({ ...this.stores, jobs: this.jobs }, template, job, context, text, send);
    if (endpoints.refused) return;
    if (targets.length === 0 && endpoints.groups === 0) {
      this.jobs.log(job, NO_CONFIGURED_CHANNEL, 'Warning', 'canceled');
      return;
    }
    if (endpoints.providerId === undefined && targets.length > 0) job.providerId = targets[0]?.providerId as string;
    let sent = endpoints.sent;
    for (const target of targets) {
      const { providerId } = target;
      const integration = active.find((i) => i._id === target._integrationId);
      const webhookUrl = chatWebhookOf(context.overrides, context.payload, providerId, target.credentials);
      const delivered = send({
        integration,
        providerId,
        render: (meter) => ({ channel: 'chat', content: text(template.content, meter), cta: NO_CTA, providerId, ...(webhookUrl ? { directWebhookUrl: webhookUrl } : {}) }),
        received: (fields) => ({ channel: 'chat', webhookUrl: webhookUrl ?? '', text: fields.content as string }),
        ...(webhookUrl
          ? {}
          : { undeliverable: { errorId: 'no_subscriber_chat_channel_id', errorText: 'Subscriber does not have active chat channel id', detail: 'Webhook URL for the chat channel is missing', raw: `webhookUrl for integrationId: ${integration?.identifier} is missing` } }),
      });
      if (delivered === 'refused') return;
      sent ||= delivered === 'sent';
    }
    if (!sent) this.jobs.log(job, 'Some chat channels skipped to send the message', 'Warning', 'canceled');
  }

  /** An email's HTML in the layout its step (or the trigger) names, rendered as the step was (layouts/email-layout.ts). */
  #inLayout(step: JsonObject, context: DeliveryContext, html: string, meter: RenderMeter, how: RenderOptions): string {
    return this.stores.layouts ? emailInLayout(this.stores.layouts, context.event._environmentId, step, context.overrides, html, context.variables, meter, how) : html;
  }

  /** The step's template in the subscriber's locale (`{{t.key}}` replaced); undefined when that failed the job. */
  #translated(template: JsonObject, job: Job, context: DeliveryContext): JsonObject | undefined {
    if (!this.stores.translations || context.literal) return template;
    try {
      return translatedTemplate(this.stores.translations, template, context);
    } catch (error) {
      if (!(error instanceof TranslationFailure)) throw error;
      this.jobs.log(job, 'Message content could not be generated', 'Failed', 'failed', undefined, JSON.stringify({ error: error.message }));
      return undefined;
    }
  }

  /** The stored message the job (of the subscriber, internal id) created, if any: a later step's filter reads its state. */
  storedMessageOf(subscriberInternalId: string, jobId: string): Message | undefined {
    return this.stores.messages.ofJob(subscriberInternalId, jobId);
  }

  /** Stores the messages a run rendered (its budget was checked), and what their providers received. */
  commit(writes: RunWrites): void {
    for (const message of writes.messages) this.stores.messages.add(message);
    for (const delivery of writes.deliveries) this.stores.outbox.add(delivery);
  }

  /**
   * Renders one message and adds it to `writes`. Over the render limit (or, in a later run, the budget) a
   * trigger is refused as a whole; a later run fails the job instead, with the reason as its detail.
   * Returns whether the message was created.
   */
  #send(job: Job, context: DeliveryContext, step: JsonObject, channel: Channel, { integration, providerId, render, received, undeliverable }: Send, writes: RunWrites): SendOutcome {
    const meter = new RenderMeter();
    let fields: MessageFields;
    let receivedFields: ChannelFields | undefined;
    try {
      fields = render(meter);
      if (received && !undeliverable && this.stores.outbox.keeps) receivedFields = received(fields, meter);
      writes.charge?.(meter.created);
    } catch (error) {
      // The real worker fails the step, whenever it runs: a template it cannot compile never refuses the trigger.
      if (error instanceof TemplateError) {
        this.jobs.log(job, 'Message content could not be generated', 'Failed', 'failed', undefined, JSON.stringify({ error: error.message }));
        return 'refused';
      }
      if (writes.strict || !(error instanceof LimitExceededError)) throw error;
      this.jobs.log(job, `Message not created: ${error.message}`, 'Failed', 'failed');
      return 'refused';
    }
    writes.renderedBytes += meter.created;
    const now = this.jobs.now();
    const message: Message = {
      _id: this.ids.objectId(),
      _templateId: context.workflow._id,
      _environmentId: context.event._environmentId,
      _messageTemplateId: String(step._templateId ?? ''),
      _organizationId: context.event._organizationId,
      _notificationId: context.event._id,
      _subscriberId: context.subscriber._id,
      _jobId: job._id,
      templateIdentifier: context.workflow.triggers[0]?.identifier ?? '',
      createdAt: now,
      deliveredAt: [now],
      transactionId: context.event.transactionId,
      read: false,
      seen: false,
      // An in-app message belongs to the feed its step's template names (the widget's tabs filter on it).
      _feedId: channel === 'in_app' ? feedIdOf(step) : null,
      status: 'sent',
      payload: messagePayloadOf(context.payload),
      channel: fields.channel,
      // Every record has the workflow's tags (the Inbox filters by them) and `archived`, as the real schema's defaults give them.
      tags: tagsOf(context.workflow),
      archived: false,
      severity: severityOfRun(context),
    };
    if (Object.keys(context.overrides).length > 0) message.overrides = context.overrides;
    if (context.event.contextKeys?.length) message.contextKeys = context.event.contextKeys;
    Object.assign(message, fields);
    if (undeliverable) Object.assign(message, { status: 'warning', errorId: undeliverable.errorId, errorText: undeliverable.errorText });
    writes.messages.push(message);
    if (receivedFields) {
      writes.deliveries.push({
        id: `dlv-${message._id}`,
        environmentId: message._environmentId,
        subscriberId: context.subscriber.subscriberId,
        transactionId: message.transactionId,
        workflowId: message.templateIdentifier ?? '',
        stepId: typeof step.name === 'string' || typeof step.stepId === 'string' ? storedStepId(step) : channel,
        messageId: message._id,
        providerId: providerId ?? '',
        ...(integration ? { integrationId: integration._id } : {}),
        createdAt: now,
        ...receivedFields,
      });
    }
    this.jobs.log(job, 'Message created', 'Pending', job.status);
    if (undeliverable) {
      this.jobs.log(job, undeliverable.detail, 'Failed', undeliverable.jobStatus ?? job.status, undefined, undeliverable.raw ?? null);
      return 'stored';
    }
    this.jobs.log(job, 'Message sent', 'Success', 'completed', providerId);
    return 'sent';
  }
}

/** A message's severity, as the real worker gives it: the trigger's `overrides.severity`, else the workflow's, else `none`. */
function severityOfRun({ overrides, workflow }: DeliveryContext): Severity {
  const isSeverity = (value: unknown): value is Severity => (SEVERITIES as readonly unknown[]).includes(value);
  return isSeverity(overrides.severity) ? overrides.severity : isSeverity(workflow.severity) ? workflow.severity : 'none';
}

function feedIdOf(step: JsonObject): string | null {
  const feedId = (step.template as { _feedId?: unknown } | undefined)?._feedId;
  return typeof feedId === 'string' && feedId !== '' ? feedId : null;
}
