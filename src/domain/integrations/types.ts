import type { Channel, JsonObject } from '../shared/types.js';

export interface Integration {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  identifier: string;
  providerId: string;
  channel?: Channel;
  kind?: 'delivery' | 'agent';
  credentials?: JsonObject;
  configurations?: JsonObject;
  active: boolean;
  deleted: boolean;
  deletedAt?: string;
  deletedBy?: string;
  primary: boolean;
  conditions?: JsonObject[];
}
