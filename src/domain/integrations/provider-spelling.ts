/**
 * The service's own providers and resource origins have two spellings: the real wire's (`novu`,
 * `novu-email`, `novu-cloud`…), which records keep, and the API document's, which renames `novu` to `svc`
 * (`svc`, `svc-email`, `svc-cloud`…). The mock takes either on input and answers the real ones, or the
 * document's under `--no-envelope`. These are the only names that differ; every other provider is
 * spelled alike.
 */

/** Each pair: the real name, then the document's. */
const PAIRS: readonly (readonly [real: string, document: string])[] = [
  ['novu', 'svc'],
  ['novu-email', 'svc-email'],
  ['novu-sms', 'svc-sms'],
  ['novu-slack', 'svc-slack'],
  ['novu-email-agent', 'svc-email-agent'],
  ['novu-anthropic', 'svc-anthropic'],
  // Origins of workflows and steps.
  ['novu-cloud', 'svc-cloud'],
  ['novu-cloud-v1', 'svc-cloud-v1'],
];

const TO_REAL = new Map(PAIRS.map(([real, document]) => [document, real]));
const TO_DOCUMENT = new Map(PAIRS);

/** The service's in-app provider (one per environment). */
export const IN_APP_PROVIDER_ID = 'novu';
/** The service's managed email and SMS providers (one per channel and environment). */
export const MANAGED_PROVIDER_IDS: ReadonlySet<string> = new Set(['novu-email', 'novu-sms']);

/** The real spelling of a provider id or an origin, whichever spelling it was sent in; any other name as it is. */
export const realName = (name: string): string => TO_REAL.get(name) ?? name;

/** The API document's spelling of a provider id or an origin; any other name as it is. */
export const documentName = (name: string): string => TO_DOCUMENT.get(name) ?? name;

/** Whether two names are the same provider (or origin), each in either spelling. */
export const sameName = (a: string, b: string): boolean => realName(a) === realName(b);
