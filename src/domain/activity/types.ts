import type { JsonObject } from '../shared/types.js';

export interface ActivityNotification {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  _subscriberId: string;
  _templateId?: string;
  transactionId: string;
  createdAt?: string;
  channels?: string[];
  severity?: 'high' | 'medium' | 'low' | 'none';
  topics?: { _topicId: string; topicKey: string }[];
  contextKeys?: string[];
  jobs?: JsonObject[];
  [field: string]: unknown;
}
