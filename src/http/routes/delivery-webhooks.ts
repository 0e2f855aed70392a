import { trackDeliveryEvents } from '../../domain/delivery-events/index.js';
import { NotFoundError } from '../../domain/shared/index.js';
import type { ApiHandlers } from '../context.js';

export const deliveryWebhookHandlers: ApiHandlers = {
  InboundWebhooksController_handleWebhook: ({ environment, params, body }) => {
    // The API key names the environment; a path naming another finds none of its integrations.
    if (params.environmentId !== environment.id) throw new NotFoundError(`Integration for ${params.integrationId} was not found`);
    return { status: 200, body: trackDeliveryEvents(environment, params.integrationId, body) };
  },
};
