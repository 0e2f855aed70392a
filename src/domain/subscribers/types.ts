import type { JsonObject } from '../shared/types.js';

export interface ChannelCredentials {
  webhookUrl?: string;
  channel?: string;
  deviceTokens?: string[];
  alertUid?: string;
  title?: string;
  imageUrl?: string;
  state?: string;
  externalUrl?: string;
}

export interface ChannelSettings {
  providerId: string;
  integrationIdentifier?: string;
  credentials: ChannelCredentials;
  _integrationId: string;
}

export interface Subscriber {
  _id: string;
  subscriberId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  timezone?: string | null;
  data?: JsonObject | null;
  channels?: ChannelSettings[];
  topics?: string[];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v?: number;
  _organizationId: string;
  _environmentId: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}
