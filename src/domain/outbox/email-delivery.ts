import { keptBytes } from '../shared/index.js';
import { RenderMeter, type RenderOptions } from '../workflows/index.js';
import type { Integration } from '../integrations/index.js';
import type { DeliveryBase, EmailDelivery } from './delivery.js';
import { emailHtml } from './email-html.js';
import { emailParts } from './email-text.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * What an email provider receives for one message: the integration's sender, the rendered subject, and the
 * step's content as HTML with its text part and links. All of it counts on `meter`, with the message.
 */
export function emailDeliveryFields(
  integration: Integration,
  message: { to: string; subject: string; content: unknown },
  variables: Record<string, unknown>,
  meter: RenderMeter,
  how: RenderOptions = {},
): Omit<EmailDelivery, keyof DeliveryBase> {
  // The HTML may use what the message left of the render limit; it is counted once, whole, below.
  const html = emailHtml(message.content, message.subject, variables, new RenderMeter(meter.limit - meter.bytes), how);
  // HTML that already passes the limit is refused before its text part is made.
  const htmlBytes = Buffer.byteLength(html);
  meter.fits(htmlBytes);
  const { text: plain, links } = emailParts(html);
  meter.add(htmlBytes + Buffer.byteLength(plain) + keptBytes(links), true);
  const senderName = text(integration.credentials?.senderName);
  return { channel: 'email', from: text(integration.credentials?.from) ?? '', ...(senderName ? { senderName } : {}), to: message.to, subject: message.subject, html, text: plain, links };
}
