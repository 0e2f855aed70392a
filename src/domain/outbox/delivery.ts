/** Every delivery's identity: which message of which trigger, to whom, through which provider. */
export interface DeliveryBase {
  id: string;
  environmentId: string;
  subscriberId: string;
  transactionId: string;
  /** The workflow's trigger identifier. */
  workflowId: string;
  /** The step as the v2 workflow API names it. */
  stepId: string;
  messageId: string;
  providerId: string;
  integrationId?: string;
  createdAt: string;
}

export interface EmailDelivery extends DeliveryBase {
  channel: 'email';
  from: string;
  senderName?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: { href: string; text: string }[];
}

export interface SmsDelivery extends DeliveryBase {
  channel: 'sms';
  from: string;
  to: string;
  text: string;
}

export interface PushDelivery extends DeliveryBase {
  channel: 'push';
  deviceTokens: string[];
  /** The FCM topic an override (`overrides.providers.fcm.topic`) sends to instead of device tokens. */
  topic?: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  overrides?: Record<string, unknown>;
}

export interface ChatDelivery extends DeliveryBase {
  channel: 'chat';
  webhookUrl: string;
  text: string;
  /** The subscriber's channel endpoints the message went to (a delivery to endpoints rather than to credentials). */
  endpoints?: { identifier: string; type: string; endpoint: Record<string, unknown>; connectionIdentifier?: string }[];
}

/** What one provider would have received for one message. */
export type OutboxDelivery = EmailDelivery | SmsDelivery | PushDelivery | ChatDelivery;

export type OutboxChannel = OutboxDelivery['channel'];

type WithoutBase<D> = D extends OutboxDelivery ? Omit<D, keyof DeliveryBase> : never;

/** The fields of a delivery that depend on its channel. */
export type ChannelFields = WithoutBase<OutboxDelivery>;

/** Which deliveries a reader wants; every field narrows. */
export interface OutboxFilter {
  channel?: OutboxChannel;
  /** Email address (any case), phone number, device token, FCM topic or webhook URL. */
  to?: string;
  subscriberId?: string;
  transactionId?: string;
  workflowId?: string;
  /** Instant (ms): `createdAt` at or after it. */
  sinceMs?: number;
}

/** The recipients a delivery went to, as `to` filters compare them. */
function recipientsOf(delivery: OutboxDelivery): string[] {
  switch (delivery.channel) {
    case 'email':
      return [delivery.to.toLowerCase()];
    case 'sms':
      return [delivery.to];
    case 'push':
      return delivery.topic === undefined ? delivery.deviceTokens : [...delivery.deviceTokens, delivery.topic];
    case 'chat':
      return [delivery.webhookUrl, ...(delivery.endpoints ?? []).map((e) => e.identifier)];
  }
}

/** Whether `delivery` is one that `filter` asks for. */
export function deliveryMatches(delivery: OutboxDelivery, filter: OutboxFilter): boolean {
  if (filter.channel !== undefined && delivery.channel !== filter.channel) return false;
  if (filter.subscriberId !== undefined && delivery.subscriberId !== filter.subscriberId) return false;
  if (filter.transactionId !== undefined && delivery.transactionId !== filter.transactionId) return false;
  if (filter.workflowId !== undefined && delivery.workflowId !== filter.workflowId) return false;
  if (filter.sinceMs !== undefined && Date.parse(delivery.createdAt) < filter.sinceMs) return false;
  if (filter.to !== undefined) {
    const wanted = delivery.channel === 'email' ? filter.to.toLowerCase() : filter.to;
    if (!recipientsOf(delivery).includes(wanted)) return false;
  }
  return true;
}
