import type { ChannelSwitches } from '../shared/types.js';

export type WeekDay = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DaySchedule {
  isEnabled: boolean;
  hours?: { start: string; end: string }[];
}
export interface DeliverySchedule {
  isEnabled: boolean;
  weeklySchedule?: Partial<Record<WeekDay, DaySchedule>>;
}

/** What one subscriber chose: globally (`_templateId` absent, may carry a delivery schedule) or for one workflow. */
export interface PreferenceRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** The subscriber's internal `_id`. */
  _subscriberId: string;
  _templateId?: string;
  channels: ChannelSwitches;
  /** The v1 switch: `false` for a workflow turns all of it off for the subscriber (absent: on). */
  enabled?: boolean;
  schedule?: DeliverySchedule;
  /**
   * The context the choice belongs to (`tenant:acme`, …), absent for the default context. A read in a context sees
   * only the records of exactly that set of keys, order aside, as the real service's exact context match.
   */
  contextKeys?: string[];
  createdAt: string;
  updatedAt: string;
}
