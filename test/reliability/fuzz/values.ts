/** fast-check arbitraries of valid values, derived from the contract's schemas and pointing at fixture ids. */
import fc from 'fast-check';
import { DEV_ENV_ID, PROD_ENV_ID } from '../../helpers/test-app.js';
import type { Fixtures } from './fixtures.js';

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

const OBJECT_ID = /^[0-9a-f]{24}$/;
const objectIdArb = fc.stringMatching(OBJECT_ID);
const FIXED_TIMEZONES = ['Europe/London', 'America/New_York', 'UTC', 'Asia/Tokyo', 'Australia/Sydney', 'America/Argentina/Buenos_Aires'];
const FIXED_LOCALES = ['en-US', 'en-GB', 'fr', 'de-DE', 'pt-BR', 'zh-Hant-TW'];
/** The translation API's locales (a language and a region), with one it refuses now and then. */
const TRANSLATION_LOCALES = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('en_US', 'de_DE', 'en-US') }, { weight: 1, arbitrary: fc.constantFrom('fr', 'x') });

/** Printable strings, with some unicode and emoji (what a real client sends). */
export const textArb = (maxLength = 16): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 8) }) },
    { weight: 1, arbitrary: fc.constantFrom('Zoë', 'Ωmega', '名前', 'مرحبا', '😀🚀', 'a b', '__proto__', 'constructor', 'toString', 'valueOf', 'toJSON', 'hasOwnProperty', 'null', '0') },
  );

export const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,8}(\.[a-z0-9+_-]{1,5})?$/), fc.constantFrom('example.com', 'mail.test', 'sub.domain.io'))
  .map(([local, domain]) => `${local}@${domain}`);

const freshSubscriberId = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^fz-[a-z0-9_-]{1,16}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).filter((s) => /\S/.test(s)) },
);
const freshVariableKey = fc.stringMatching(/^FZ_[A-Z0-9_]{1,20}$/);
const freshTopicKey = fc.stringMatching(/^fz-topic[a-z0-9:_-]{1,12}$/);
export const freshTransactionId = fc.stringMatching(/^fz-tx-[a-z0-9]{4,16}$/);

/** Inbound-email domains and route addresses the fuzzer creates and names (valid ones, so that most requests reach the store). */
const FUZZ_DOMAINS = ['mail.fuzz.test', 'new.fuzz.test'];
const FUZZ_ROUTE_ADDRESSES = ['sales', '*', 'sales+vip'];

const pick = <T>(values: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> => (values.length > 0 ? fc.constantFrom(...values) : fallback);
const mostly = <T>(existing: T[], other: fc.Arbitrary<T>, weight = 4): fc.Arbitrary<T> =>
  existing.length > 0 ? fc.oneof({ weight, arbitrary: fc.constantFrom(...existing) }, { weight: 1, arbitrary: other }) : other;

/** Arbitraries with meaning for some names: ids that exist, valid time zones, workflow names… */
function hint(fx: Fixtures, opId: string, location: 'path' | 'query' | 'body', names: string[], schema?: Schema): fc.Arbitrary<unknown> | undefined {
  const last = names[names.length - 1] ?? '';
  if (location === 'path') {
    switch (last) {
      case 'subscriberId':
        if (opId === 'markMessagesAs') return mostly([...fx.inAppBySubscriber.keys()], mostly(fx.subscriberIds, freshSubscriberId, 1), 5);
        return mostly(fx.subscriberIds, freshSubscriberId);
      case 'notificationId':
        return mostly(fx.notificationIds, objectIdArb);
      case 'messageId':
        return mostly(fx.messageIds, objectIdArb);
      case 'integrationId':
        return mostly(fx.primaryCapableIds, mostly(fx.integrationIds, objectIdArb), 3);
      case 'providerOrIntegrationId':
        // Email and sms integrations and their providers answer; others are 400s and 404s.
        return mostly([...fx.primaryCapableIds, 'sendgrid', 'twilio', 'mailgun'], mostly(fx.integrationIds, textArb().filter((t) => t !== '')), 3);
      case 'variableKey':
        return mostly(fx.variableKeys, freshVariableKey);
      case 'transactionId':
        return mostly(fx.transactionIds, freshTransactionId);
      case 'workflowId':
      case 'workflowIdOrIdentifier':
        // The v1 workflow writes and the overrides name a workflow by its _id only.
        if (opId.endsWith('WorkflowOverride') || ['updateWorkflowV1', 'deleteWorkflowV1', 'updateWorkflowStatusV1'].includes(opId)) return mostly(fx.workflowIds, objectIdArb);
        return mostly([...fx.workflowTriggers, ...fx.workflowIds], textArb().filter((s) => s !== ''));
      case 'tenantId':
        return mostly(fx.tenantIds, objectIdArb);
      case 'overrideId':
        return mostly(fx.workflowOverrides.map((o) => o._id), objectIdArb);
      case 'topicKey':
        return mostly(fx.topicKeys, freshTopicKey);
      case 'identifier':
        if (opId.endsWith('Tenant')) return mostly(fx.tenantIdentifiers, textArb().filter((s) => s !== ''));
        if (opId.startsWith('Agent')) return mostly(fx.agents.identifiers, textArb().filter((s) => s !== ''));
        return mostly(fx.subscriptionIdentifiers, textArb().filter((s) => s !== ''));
      case 'externalSubscriberId':
        return mostly(fx.subscriberIds, freshSubscriberId);
      case 'integrationIdentifier':
        // The mobile link and the webhook answer Telegram's; the other chat integrations are 400s.
        return mostly(fx.chatPush.map((i) => i.identifier), textArb().filter((s) => s !== ''), 3);
      case 'parameter':
        // The v1 preference PATCH names a workflow there (the GET on the same path, a level: its enum).
        if (opId === 'updateSubscriberPreferenceV1') return mostly([...fx.workflowTriggers, ...fx.workflowIds], textArb().filter((s) => s !== ''));
        return undefined;
      case 'agentId':
        return mostly(fx.agents.identifiers, textArb().filter((s) => s !== ''));
      case 'agentIntegrationId':
        return mostly(fx.agents.linkIds, objectIdArb);
      case 'templateId':
        return mostly(fx.workflowIds, objectIdArb);
      case 'layoutId':
        return mostly(fx.layoutIds, textArb().filter((s) => s !== ''));
      case 'feedId':
        return mostly(fx.feedIds, objectIdArb);
      case 'workflowRunId':
        return mostly(fx.notificationIds, objectIdArb);
      case 'type':
      case 'id':
        // A context's type and id: mostly the few the create route makes too, so that reads find one.
        if (opId.startsWith('ContextsController_')) return fc.oneof({ weight: 4, arbitrary: contextPartArb(last) }, { weight: 1, arbitrary: textArb().filter((t) => t !== '') });
        if (last === 'id') return mostly(fx.notificationGroupIds, objectIdArb);
        return undefined;
      case 'environmentId':
        // The delivery webhooks name the caller's environment in the path; the environment routes either environment.
        if (opId.startsWith('InboundWebhooksController_')) return fc.oneof({ weight: 6, arbitrary: fc.constant(DEV_ENV_ID) }, { weight: 1, arbitrary: objectIdArb });
        return mostly([DEV_ENV_ID, PROD_ENV_ID], objectIdArb);
      case 'targetEnvironmentId':
        return mostly([PROD_ENV_ID], objectIdArb);
      case 'domain':
        // The trimmed fixtures' domain (with its route `support`), mostly; else one the fuzzer may have created.
        return mostly(['fuzz.example.com'], fc.oneof(fc.constantFrom(...FUZZ_DOMAINS), textArb().filter((s) => s !== '')));
      case 'address':
        return mostly(['support'], fc.oneof(fc.constantFrom(...FUZZ_ROUTE_ADDRESSES), textArb().filter((s) => s !== '')));
      case 'resourceId':
        return mostly(fx.workflowTriggers, textArb().filter((s) => s !== ''));
      case 'locale':
        return TRANSLATION_LOCALES;
    }
    return undefined;
  }
  if (location === 'query') {
    if (opId === 'TranslationController_getMasterJsonEndpoint' && last === 'locale') return TRANSLATION_LOCALES;
    if (opId === 'searchSubscribers') {
      if (last === 'after' || last === 'before') return mostly(fx.subscriberInternalIds, objectIdArb, 3);
      if (last === 'email') return mostly(fx.emails, emailArb, 2);
      if (last === 'phone') return mostly(fx.phones, textArb(), 2);
      if (last === 'name') return mostly(fx.names, textArb(), 2);
      if (last === 'subscriberId') return mostly(fx.subscriberIds, freshSubscriberId, 2);
    }
    if (opId === 'listMessages') {
      if (last === 'subscriberId') return mostly(fx.subscriberIds, freshSubscriberId);
      if (last === 'transactionId') return mostly(fx.transactionIds, freshTransactionId, 2);
    }
    if (opId === 'listNotifications') {
      if (last === 'templates') return mostly(fx.workflowIds, objectIdArb, 2);
      if (last === 'emails') return mostly(fx.emails, emailArb, 2);
      if (last === 'subscriberIds') return mostly(fx.subscriberIds, freshSubscriberId, 2);
      if (last === 'transactionId') return mostly(fx.transactionIds, freshTransactionId, 2);
      if (last === 'after' || last === 'before') {
        return fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
      }
    }
    if (opId === 'listWorkflowRuns') {
      if (last === 'workflowIds') return mostly(fx.workflowIds, objectIdArb, 2);
      if (last === 'subscriberIds') return mostly(fx.subscriberIds, freshSubscriberId, 2);
      if (last === 'transactionIds') return mostly(fx.transactionIds, freshTransactionId, 2);
      if (last === 'createdGte' || last === 'createdLte') {
        return fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
      }
    }
    if (opId === 'listWorkflows') {
      if (last === 'tags') return mostly(fx.workflowTags, textArb(), 3);
      if (last === 'query') return mostly(fx.workflowTriggers.map((t) => t.slice(0, 4)), textArb(), 2);
    }
    if (opId === 'listExecutionDetails') {
      if (last === 'notificationId') return mostly(fx.notificationIds, objectIdArb);
      if (last === 'subscriberId') return mostly(fx.subscriberIds, freshSubscriberId);
    }
    if (opId === 'listEnvironmentVariables' && last === 'search') return mostly(fx.variableKeys.map((k) => k.slice(1, 4).toLowerCase()), textArb(), 2);
    return undefined;
  }
  // body
  // A context's type and id: 1–100 letters, digits, _ or - (what the pattern alone rarely yields).
  if (opId === 'ContextsController_createContext' && names.length === 1 && (last === 'type' || last === 'id')) {
    return fc.oneof({ weight: 4, arbitrary: contextPartArb(last) }, { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9_-]{1,20}$/) }, { weight: 1, arbitrary: textArb() });
  }
  switch (last) {
    case 'context':
      // A trigger's, a session's, a preference's or a subscription's contexts: valid ones (the mutations try the others).
      if (names.length === 1) return fc.constantFrom({ tenant: 'acme' }, { workspace: { id: 'globex', data: { plan: 'pro' } } }, { tenant: 'acme', workspace: 'globex' });
      return undefined;
    case 'tenantId':
      if (opId === 'createWorkflowOverride') return mostly(fx.tenantIds, objectIdArb, 6);
      return undefined;
    case 'workflowId':
      if (opId === 'createWorkflowOverride') return mostly(fx.workflowIds, objectIdArb, 6);
      if (opId === 'bulkUpdateInboxPreferences') return mostly([...fx.workflowTriggers, ...fx.workflowIds], textArb().filter((s) => s !== ''), 6);
      return undefined;
    case 'subscriberId':
      return fc.oneof({ weight: 2, arbitrary: pick(fx.subscriberIds, freshSubscriberId) }, { weight: 3, arbitrary: freshSubscriberId });
    case 'timezone':
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIXED_TIMEZONES) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'locale':
      if (opId.startsWith('TranslationController_')) return TRANSLATION_LOCALES;
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIXED_LOCALES) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'resourceId':
      if (opId.startsWith('TranslationController_')) return mostly(fx.workflowTriggers, textArb().filter((s) => s !== ''), 6);
      return undefined;
    case 'email':
      // A channel switch named email (a template's `preferenceSettings.email`) is no address.
      if (schema?.type === 'boolean') return undefined;
      return fc.oneof({ weight: 6, arbitrary: emailArb }, { weight: 1, arbitrary: fc.constant(null) });
    case 'targetEnvironmentId':
      return fc.oneof({ weight: 8, arbitrary: fc.constant(PROD_ENV_ID) }, { weight: 1, arbitrary: objectIdArb });
    case 'sourceEnvironmentId':
      return fc.oneof({ weight: 8, arbitrary: fc.constant(DEV_ENV_ID) }, { weight: 1, arbitrary: objectIdArb });
    case '_environmentId':
      return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(DEV_ENV_ID, PROD_ENV_ID) }, { weight: 1, arbitrary: objectIdArb });
    case 'subscriberHash':
      // A hash's 64 characters, and as many characters with more bytes (compared as bytes: 400, never a throw).
      return fc.oneof({ weight: 2, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) }, { weight: 1, arbitrary: fc.constantFrom('é'.repeat(64), '€'.repeat(64), '😀'.repeat(32)) }, { weight: 1, arbitrary: textArb(64) });
    case 'transactionId':
      return fc.oneof({ weight: 8, arbitrary: freshTransactionId }, { weight: 1, arbitrary: pick(fx.transactionIds, freshTransactionId) });
    case 'name':
      if (opId === 'DomainsController_createDomain') return mostly(FUZZ_DOMAINS, textArb());
      if (names.join('.') === 'name' || names.join('.') === 'events.name') return mostly(fx.workflowTriggers, textArb(), 6);
      return undefined;
    case 'to':
    case 'actor':
      // The string form of a recipient (the object form is generated from its schema).
      if (schema?.type === 'string') return fc.oneof({ weight: 2, arbitrary: pick(fx.subscriberIds, freshSubscriberId) }, { weight: 3, arbitrary: freshSubscriberId });
      return undefined;
    case 'topicKey':
      return mostly(fx.topicKeys, freshTopicKey, 3);
    case 'integrationIdentifier':
      // Channel connections, endpoints and the OAuth URLs name a chat integration (Slack's answers most).
      if (opId.startsWith('Channel') || opId.startsWith('IntegrationsController_')) return mostly(fx.chatPush.map((i) => i.identifier), textArb(), 3);
      return undefined;
    case 'notificationGroupId':
      return mostly(fx.notificationGroupIds, objectIdArb, 6);
    case 'key':
      if (opId === 'upsertTopic') return fc.oneof({ weight: 4, arbitrary: freshTopicKey }, { weight: 2, arbitrary: pick(fx.topicKeys, freshTopicKey) }, { weight: 1, arbitrary: textArb() });
      if (opId === 'createEnvironmentVariable') return fc.oneof({ weight: 6, arbitrary: freshVariableKey }, { weight: 1, arbitrary: pick(fx.variableKeys, freshVariableKey) });
      if (opId === 'updateEnvironmentVariable') return fc.oneof({ weight: 4, arbitrary: freshVariableKey }, { weight: 1, arbitrary: pick(fx.variableKeys, freshVariableKey) });
      return undefined;
    case 'address':
      if (opId === 'DomainsController_createDomainRoute') return mostly(FUZZ_ROUTE_ADDRESSES, textArb());
      return undefined;
    case 'messageId': {
      const ids = pick(fx.inAppMessageIds, objectIdArb);
      const any = fc.oneof({ weight: 5, arbitrary: ids }, { weight: 1, arbitrary: pick(fx.messageIds, objectIdArb) }, { weight: 1, arbitrary: objectIdArb });
      return fc.oneof(any, fc.array(any, { minLength: 1, maxLength: 4 }), fc.array(any, { minLength: 1, maxLength: 3 }).map((a) => a.join(',')));
    }
  }
  return undefined;
}

/** A context's type or id among the few the fuzzer's contexts have. */
const contextPartArb = (part: 'type' | 'id') => fc.constantFrom(...(part === 'type' ? ['tenant', 'workspace'] : ['acme', 'globex']));

/** Credentials input (providerId + integration): mostly a provider with an active integration. */
function credentialsArb(fx: Fixtures, schema: Schema, where: (names: string[]) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const credentials = where(['credentials']);
  const known = fx.chatPush.length > 0 ? fc.constantFrom(...fx.chatPush) : undefined;
  const anyProvider = fc.constantFrom(...((schema.properties?.providerId?.enum as string[] | undefined) ?? ['fcm'])).map((providerId) => ({ providerId, identifier: `${providerId}-unknown` }));
  const pair = known ? fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: anyProvider }) : anyProvider;
  return fc.record({ pair, identifier: fc.constantFrom('none', 'match', 'match', 'other'), credentials }).map(({ pair: p, identifier, credentials: c }) => ({
    providerId: p.providerId,
    ...(identifier === 'match' ? { integrationIdentifier: p.identifier } : identifier === 'other' ? { integrationIdentifier: 'no-such-integration' } : {}),
    credentials: c,
  }));
}

const types = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A valid value of `schema` (as far as the contract goes; domain rules may still refuse it). */
export function valueArb(schema: Schema, fx: Fixtures, opId: string, location: 'path' | 'query' | 'body', names: string[] = []): fc.Arbitrary<unknown> {
  const hinted = hint(fx, opId, location, names, schema);
  if (hinted) return hinted;
  if (schema.oneOf || schema.anyOf) return fc.oneof(...(schema.oneOf ?? schema.anyOf ?? []).map((s) => valueArb(s, fx, opId, location, names)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const ts = types(schema);
  if (ts.length > 1) {
    return fc.oneof(...ts.map((t) => ({ weight: t === 'null' ? 1 : 6, arbitrary: valueArb({ ...schema, type: t }, fx, opId, location, names) })));
  }
  const type = ts[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? Math.max(1000, (schema.minimum ?? 0) + 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'string': {
      if (schema.format === 'email') return emailArb;
      if (schema.format === 'uri') return fc.constantFrom('https://example.com/api/novu', 'https://bridge.example.org/novu', 'http://tunnel.example.net:4000/api/novu');
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        return fc.stringMatching(re, { maxLength: Math.min(schema.maxLength ?? 40, 40) }).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity) && re.test(s));
      }
      const min = schema.minLength ?? 0;
      return textArb(Math.min(schema.maxLength ?? 16, 16)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
    }
    case 'array': {
      const items = valueArb(schema.items ?? {}, fx, opId, location, names);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      const props = schema.properties ?? {};
      // Subscriber credentials (an integration's create names a channel too).
      if (props.providerId && props.credentials && !props.channel) {
        return credentialsArb(fx, schema, (n) => valueArb(props[n[0] as string] ?? {}, fx, opId, location, [...names, ...n]));
      }
      if (Object.keys(props).length === 0) {
        const extra = schema.additionalProperties;
        const valueOf = typeof extra === 'object' ? valueArb(extra, fx, opId, location, [...names, '*']) : fc.jsonValue({ maxDepth: 2 });
        return fc.dictionary(textArb(10), valueOf, { maxKeys: 4 });
      }
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(props)) model[name] = valueArb(child, fx, opId, location, [...names, name]);
      const record = fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
      const minProperties = schema.minProperties ?? 0;
      return minProperties > 0 ? record.filter((o) => Object.keys(o).length >= minProperties) : record;
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}
