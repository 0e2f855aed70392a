/**
 * Translations (`/v2/translations…`): per resource and locale, the keys `{{t.key}}` placeholders are
 * replaced with at delivery, the subscriber's locale first, then the organization's default locale.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { TranslationStore } from './store.js';
export { DEFAULT_LOCALE, normalizedLocale } from './locales.js';
export { environmentResources, layoutResource, workflowResource, type TranslatableResource, type TranslatableResources } from './resources.js';
export {
  createTranslation,
  deleteTranslation,
  deleteTranslationGroup,
  getTranslation,
  presentTranslation,
  translationGroup,
  type TranslationInput,
  type TranslationStores,
} from './use-cases.js';
export { importMasterJson, masterJson, uploadMasterJson, uploadTranslationFiles, type UploadedFile } from './files.js';
export { translatedTemplate, TranslationFailure, type TranslationTarget } from './render.js';
export { copyTranslations, listTranslations } from './copy.js';
export type { LocaleSettings, TranslationRecord, TranslationResourceType } from './types.js';
