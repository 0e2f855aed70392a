/**
 * The files of a fixture set, and the contract schema each record is checked against. A record is
 * checked as the body of a response that returns it, so the check runs through the contract judge.
 */
export interface FixtureKind {
  file: string;
  /** Operation and status whose response body holds the record. */
  operationId: string;
  status: number;
  wrap: (record: unknown) => unknown;
  /** Path segments that `wrap` puts in front of the record's own fields. */
  depth: number;
}

export const FIXTURE_KINDS = {
  subscribers: { file: 'subscribers.json', operationId: 'retrieveSubscriber', status: 200, wrap: (r) => r, depth: 0 },
  integrations: { file: 'integrations.json', operationId: 'listIntegrations', status: 200, wrap: (r) => [r], depth: 1 },
} satisfies Record<string, FixtureKind>;

export type FixtureKindName = keyof typeof FIXTURE_KINDS;
