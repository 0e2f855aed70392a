/** An organization as the fixtures define it: its environments (names, API keys, application identifiers), its branding. */

export interface EnvironmentSeed {
  _id: string;
  name: string;
  apiKeys: string[];
  /** Public: what a frontend's Inbox sends to open a subscriber session in this environment. */
  applicationIdentifier: string;
}

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
