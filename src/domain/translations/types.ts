import type { JsonObject } from '../shared/types.js';

/** What a translation belongs to: a workflow (by its `workflowId`) or a layout (by its `layoutId`). */
export type TranslationResourceType = 'workflow' | 'layout';

/** One locale's keys of one resource (`/v2/translations`), as the real service keeps a localization. */
export interface TranslationRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  resourceType: TranslationResourceType;
  /** The resource's own identifier (a workflow's `workflowId`), whichever id the request named it by. */
  resourceId: string;
  /** `ll_CC`, underscores (`en-US` is kept as `en_US`). */
  locale: string;
  /** Keys (dotted names such as `welcome.title`) and their texts, which may hold Liquid. */
  content: JsonObject;
  createdAt: string;
  updatedAt: string;
}

/** The organization's translation settings: the locale content falls back to, and the locales it works in. */
export interface LocaleSettings {
  defaultLocale: string;
  /** Empty: none configured (uploads are then not checked against a list). */
  targetLocales: string[];
}
