/**
 * The shapes every resource shares: JSON values, channels, and who an environment is. Each resource's own
 * records are in its folder's `types.ts`.
 * Records are stored in the API's wire shape (see openapi/notification-api.yaml), so
 * presenting one is a copy, and a fixture record is checked against the same schema. Only the fields the
 * rules read are spelled out; the others pass through.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The delivery channels: of a message, an integration, a workflow step and a preference. */
export type Channel = 'in_app' | 'email' | 'sms' | 'chat' | 'push';

/** A subscriber's choice per channel: only the channels it set (the others follow the level below). */
export type ChannelSwitches = Partial<Record<Channel, boolean>>;

/** One environment of an organization as the fixtures define it. */
export interface EnvironmentSeed {
  _id: string;
  name: string;
  apiKeys: string[];
  /** Public: what a frontend's Inbox sends to open a subscriber session in this environment. */
  applicationIdentifier: string;
  /** Set by `POST`/`PUT /v1/environments`; a fixture environment's type and parent follow from its name. */
  type?: 'dev' | 'prod';
  _parentId?: string;
  color?: string;
}

/** An organization as the fixtures define it: its environments (names, API keys, application identifiers), its branding. */
export interface OrganizationSeed {
  _id: string;
  name: string;
  environments: EnvironmentSeed[];
  /** How the legacy in-app widget dresses itself (`GET /v1/widgets/organization`). */
  branding?: OrganizationBranding;
}

export interface OrganizationBranding {
  logo?: string;
  color?: string;
  fontColor?: string;
  contentBackground?: string;
  fontFamily?: string;
  direction?: 'ltr' | 'rtl';
}

/** Who an environment is: its id and name, and its organization as the fixtures define it. */
export interface EnvironmentInfo {
  _id: string;
  name: string;
  _organizationId: string;
  /** The organization as the fixtures define it: its environments' names, API keys, application identifiers. */
  organization: OrganizationSeed;
}
