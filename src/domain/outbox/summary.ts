import type { DeliveryBase, OutboxDelivery } from './delivery.js';

/** The longest `preview` of a summary, in characters. */
export const PREVIEW_LENGTH = 200;

/** Who a delivery went to, in the fields its whole shape names them. */
type Recipient = { channel: 'email' | 'sms'; to: string } | { channel: 'push'; deviceTokens: string[] } | { channel: 'chat'; webhookUrl: string };

/**
 * A delivery without its content, for a list that is read often (the dashboard polls it every second): an
 * email of 600 KB summarises in a few hundred bytes. Its `preview` is what the list shows.
 */
export type DeliverySummary = DeliveryBase & Recipient & { preview: string };

/**
 * The first line of `text` that holds more than spaces, at most PREVIEW_LENGTH characters (a longer one cut,
 * ending with `…`). Reads no further than it needs: the text may be hundreds of KB.
 */
export function previewOf(text: string): string {
  const start = text.search(/\S/);
  if (start < 0) return '';
  const newline = text.indexOf('\n', start);
  const end = Math.min(newline < 0 ? text.length : newline, start + PREVIEW_LENGTH + 1);
  const line = text.slice(start, end).trimEnd();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

function recipientOf(delivery: OutboxDelivery): Recipient {
  switch (delivery.channel) {
    case 'email':
    case 'sms':
      return { channel: delivery.channel, to: delivery.to };
    case 'push':
      return { channel: 'push', deviceTokens: delivery.deviceTokens };
    case 'chat':
      return { channel: 'chat', webhookUrl: delivery.webhookUrl };
  }
}

function lineOf(delivery: OutboxDelivery): string {
  switch (delivery.channel) {
    case 'email':
      return delivery.subject;
    case 'push':
      return /\S/.test(delivery.title) ? delivery.title : delivery.body;
    default:
      return delivery.text;
  }
}

/** `delivery` as a list shows it: everything but its content, and one line of that. */
export function summaryOf(delivery: OutboxDelivery): DeliverySummary {
  const { id, environmentId, subscriberId, transactionId, workflowId, stepId, messageId, providerId, integrationId, createdAt } = delivery;
  const base: DeliveryBase = { id, environmentId, subscriberId, transactionId, workflowId, stepId, messageId, providerId, createdAt };
  if (integrationId !== undefined) base.integrationId = integrationId;
  return { ...base, ...recipientOf(delivery), preview: previewOf(lineOf(delivery)) };
}
