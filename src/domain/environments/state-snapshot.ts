import type { EnvironmentData } from './types.js';
import type { EnvironmentVariable } from '../variables/index.js';

export interface EnvironmentSnapshot {
  _id: string;
  name: string;
  apiKeys: string[];
  data: EnvironmentData;
}

export interface OrganizationSnapshot {
  _id: string;
  name: string;
  /** Organization-wide; secret values stay sealed. */
  environmentVariables: EnvironmentVariable[];
  environments: EnvironmentSnapshot[];
}

/** The state of the whole mock, or of one API key's environment (`environments` has one entry). */
export interface StateSnapshot {
  version: 1;
  scope: 'all' | 'environment';
  organizations: OrganizationSnapshot[];
}
