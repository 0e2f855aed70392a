/**
 * Chat to a subscriber's channel endpoints, as the worker's send-message-chat use case sends it before the
 * legacy channels: `ResolveChannelEndpoints` finds the subscriber's chat endpoints in exactly the run's context,
 * grouped by integration; each group makes one message on its integration (active, by identifier), sent to
 * every endpoint of the group. Push has no endpoints in the real worker: it reads the subscriber's credentials.
 */
import type { ChannelEndpoint, ChannelStores } from '../channel-endpoints/index.js';
import type { IntegrationStore } from '../integrations/index.js';
import { deepFreeze, type JsonObject } from '../shared/index.js';
import type { Job, JobFactory } from './jobs.js';
import type { DeliveryContext } from './run-writes.js';
import { NO_ACTIVE_INTEGRATION, type Send, type SendOutcome, type TextRenderer } from './send-types.js';

const NO_CTA: JsonObject = deepFreeze({});

/** What the endpoints' deliveries came to: how many integrations they named, whether one was sent, whether a message was refused. */
export interface EndpointDeliveries {
  groups: number;
  /** The provider of the first integration sent to (the job's provider). */
  providerId?: string;
  sent: boolean;
  refused: boolean;
}

export function deliverToChatEndpoints(
  deps: { channels?: ChannelStores; integrations: IntegrationStore; jobs: JobFactory },
  template: JsonObject,
  job: Job,
  context: DeliveryContext,
  text: TextRenderer,
  send: (how: Send) => SendOutcome,
): EndpointDeliveries {
  const groups = deps.channels?.endpoints.forDelivery(context.subscriber.subscriberId, 'chat', context.event.contextKeys) ?? new Map<string, ChannelEndpoint[]>();
  const outcome: EndpointDeliveries = { groups: groups.size, sent: false, refused: false };
  for (const [integrationIdentifier, endpoints] of groups) {
    const integration = deps.integrations.listActive().find((i) => i.channel === 'chat' && i.identifier === integrationIdentifier);
    if (!integration) {
      deps.jobs.log(job, NO_ACTIVE_INTEGRATION, 'Failed', job.status, undefined, `Integration with integrationIdentifier: ${integrationIdentifier} is either deleted or not active`);
      continue;
    }
    const { providerId } = integration;
    if (outcome.providerId === undefined) job.providerId = outcome.providerId = providerId;
    const addressed = endpoints.map(({ identifier, type, endpoint, connectionIdentifier }) => ({ identifier, type, endpoint, ...(connectionIdentifier ? { connectionIdentifier } : {}) }));
    const webhook = endpoints.find((e) => e.type === 'webhook')?.endpoint.url;
    const delivered = send({
      integration,
      providerId,
      render: (meter) => ({ channel: 'chat', content: text(template.content, meter), cta: NO_CTA, providerId }),
      received: (fields) => ({ channel: 'chat', webhookUrl: typeof webhook === 'string' ? webhook : '', text: fields.content as string, endpoints: addressed }),
    });
    if (delivered === 'refused') return { ...outcome, refused: true };
    outcome.sent ||= delivered === 'sent';
  }
  return outcome;
}
