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
  /**
   * Order of the active email and sms integrations of a channel, highest first (the primary, normally); 0 for
   * the others. Records written before it existed have none (read as 0).
   */
  priority?: number;
  conditions?: JsonObject[];
}
