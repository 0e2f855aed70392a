import { BadRequestError, InvalidInputError, isJsonObject } from '../shared/index.js';

/**
 * The shapes of an endpoint, per type, as the real `CHANNEL_ENDPOINT_SCHEMAS` checks them: the required
 * fields are strings, the optional ones strings when present, and no other field is allowed. The real code
 * lists the first six; the others are the types `@novu/api` 3.19 sends (Telegram, Webex, LINE and the tool
 * providers), checked the same way from the SDK's models.
 */
interface Shape {
  required: readonly string[];
  optional?: readonly string[];
  /** Fields whose value must be one of these. */
  oneOf?: Readonly<Record<string, readonly string[]>>;
  /** Fields holding an object rather than a string. */
  objects?: readonly string[];
}

const SHAPES: Readonly<Record<string, Shape>> = {
  slack_channel: { required: ['channelId'] },
  slack_user: { required: ['userId'] },
  webhook: { required: ['url'], optional: ['channel'] },
  phone: { required: ['phoneNumber'] },
  ms_teams_channel: { required: ['teamId', 'channelId'] },
  ms_teams_user: { required: ['userId'] },
  telegram_chat: { required: ['chatId'] },
  webex_room: { required: ['roomId'], optional: ['parentId'] },
  webex_person: { required: [], optional: ['personId', 'personEmail'] },
  line_user: { required: ['userId'] },
  pagerduty_service: { required: ['routingKey', 'region'], oneOf: { region: ['us', 'eu'] } },
  opsgenie_integration: { required: ['apiKey', 'region'], oneOf: { region: ['us', 'eu'] } },
  grafana_oncall_integration: { required: ['url'], optional: ['authToken'] },
  tool_webhook: { required: ['url'], optional: ['headers', 'method'], oneOf: { method: ['POST', 'PUT', 'PATCH'] }, objects: ['headers'] },
};

/** Every endpoint type, in the order of the real `ENDPOINT_TYPES` (then the SDK's). */
export const ENDPOINT_TYPES: readonly string[] = Object.keys(SHAPES);

/** Whether `endpoint` has exactly the fields its type allows, of the right kinds. */
export function endpointFits(type: string, endpoint: unknown): boolean {
  const shape = SHAPES[type];
  if (!shape || !isJsonObject(endpoint)) return false;
  const allowed = new Set([...shape.required, ...(shape.optional ?? [])]);
  const keys = Object.keys(endpoint).filter((key) => endpoint[key] !== undefined);
  if (!shape.required.every((field) => keys.includes(field))) return false;
  if (type === 'webex_person' && keys.length === 0) return false;
  return keys.every((key) => {
    if (!allowed.has(key)) return false;
    const value = endpoint[key];
    if (shape.objects?.includes(key)) return isJsonObject(value);
    if (typeof value !== 'string') return false;
    const choices = shape.oneOf?.[key];
    return choices === undefined || choices.includes(value);
  });
}

const mismatch = (type: string) => `Endpoint must match the required format for type "${type}"`;

/** The create command's check (`IsValidChannelEndpoint`): 422 `Validation failed for CreateChannelEndpointCommand: endpoint: …`. */
export function checkNewEndpoint(type: string, endpoint: unknown): void {
  if (!ENDPOINT_TYPES.includes(type)) {
    throw InvalidInputError.command('CreateChannelEndpointCommand', 'type', `type must be one of the following values: ${ENDPOINT_TYPES.join(', ')}`, type);
  }
  if (!endpointFits(type, endpoint)) throw InvalidInputError.command('CreateChannelEndpointCommand', 'endpoint', mismatch(type), endpoint);
}

/** The update use case's check against the stored endpoint's type: 400 with the same words. */
export function checkEndpointUpdate(type: string, endpoint: unknown): void {
  if (!endpointFits(type, endpoint)) throw new BadRequestError(mismatch(type));
}
