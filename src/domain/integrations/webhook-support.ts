import { BadRequestError, NotFoundError } from '../shared/index.js';
import type { Integration } from './types.js';

/**
 * The email and sms providers whose provider class, in the real service, reads delivery events from their
 * webhooks (it has both `getMessageId` and `parseEventBody`). The service's own email and sms providers
 * send through SendGrid and Twilio, which do.
 */
const READS_WEBHOOKS: ReadonlySet<string> = new Set([
  'emailjs', 'mailgun', 'mailjet', 'mandrill', 'netcore', 'postmark', 'resend', 'sendgrid', 'sendinblue', 'ses',
  'imedia', 'plivo', 'ring-central', 'telnyx', 'termii', 'twilio',
  'novu-email', 'novu-sms', 'svc-email', 'svc-sms',
]);

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** Email providers the real service has no sender for (its mail factory finds no handler). */
const NO_EMAIL_HANDLER: ReadonlySet<string> = new Set(['clickatell']);

/**
 * `GET /v1/integrations/webhook/provider/{providerOrIntegrationId}/status`, as the real use case answers it
 * for the caller's environment: an integration id names that integration, anything else a provider: the first of
 * its integrations with credentials. None → 404 `Integration for <x> was not found`; no credentials → 400; a channel
 * other than email or sms → 400 `Webhook for <provider>-<channel> is not supported yet`; an email provider
 * without a sender → 404. Otherwise whether the provider reads delivery events from webhooks.
 */
export function webhookSupport(integrations: readonly Integration[], providerOrIntegrationId: string): boolean {
  // Provider ids are names, never ObjectIds: what is not an id names a provider (an unknown one has no integration).
  const integration = OBJECT_ID.test(providerOrIntegrationId)
    ? integrations.find((i) => i._id === providerOrIntegrationId)
    : integrations.find((i) => i.providerId === providerOrIntegrationId && hasCredentials(i));
  if (!integration) throw new NotFoundError(`Integration for ${providerOrIntegrationId} was not found`);
  if (!hasCredentials(integration)) throw new BadRequestError(`Integration ${integration._id} doesn't have credentials set up`);
  const { channel, providerId } = integration;
  if (channel !== 'email' && channel !== 'sms') throw new BadRequestError(`Webhook for ${providerId}-${channel ?? 'undefined'} is not supported yet`);
  if (channel === 'email' && NO_EMAIL_HANDLER.has(providerId)) throw new NotFoundError(`Handler for integration of ${providerId} was not found`);
  return READS_WEBHOOKS.has(providerId);
}

const hasCredentials = (integration: Integration) => integration.credentials !== undefined && Object.keys(integration.credentials).length > 0;
