import {
  createTranslation,
  deleteTranslation,
  deleteTranslationGroup,
  getTranslation,
  importMasterJson,
  masterJson,
  translationGroup,
  uploadMasterJson,
  uploadTranslationFiles,
  type TranslationResourceType,
  type TranslationStores,
} from '../../domain/translations/index.js';
import { InvalidInputError, type JsonObject } from '../../domain/shared/index.js';
import type { Environment } from '../../domain/environments/index.js';
import type { ApiHandlers } from '../context.js';
import { formField, formParts } from '../multipart.js';

const stores = (environment: Environment): TranslationStores => ({ translations: environment.translations, resources: environment.translatableResources });

/** The files of an upload form sent under `field` (`files[]` for the SDK; `files` as well). */
const filesOf = (body: unknown, ...fields: string[]) =>
  formParts(body)
    .filter((part) => part.fileName !== undefined && fields.includes(part.name))
    .map((part) => ({ fileName: part.fileName as string, text: part.text }));

/** A form field the real DTO requires (422 when absent, as its validation pipe answers). */
function requiredField(body: unknown, name: string, allowed?: readonly string[]): string {
  const value = formField(formParts(body), name);
  if (value === undefined || value === '') throw InvalidInputError.of(`body.${name}`, `${name} should not be empty`, value);
  if (allowed && !allowed.includes(value)) throw InvalidInputError.of(`body.${name}`, `${name} must be one of the following values: ${allowed.join(', ')}`, value);
  return value;
}

export const translationHandlers: ApiHandlers = {
  TranslationController_createTranslationEndpoint: ({ environment, body }) => ({ status: 200, body: createTranslation(stores(environment), body) }),

  TranslationController_getSingleTranslation: ({ environment, params }) => ({
    status: 200,
    body: getTranslation(stores(environment), params.resourceType, params.resourceId, params.locale),
  }),

  TranslationController_deleteTranslationEndpoint: ({ environment, params }) => {
    deleteTranslation(stores(environment), params.resourceType, params.resourceId, params.locale);
    return { status: 204 };
  },

  TranslationController_getTranslationGroupEndpoint: ({ environment, params }) => ({
    status: 200,
    body: translationGroup(stores(environment), params.resourceType, params.resourceId),
  }),

  TranslationController_deleteTranslationGroupEndpoint: ({ environment, params }) => {
    deleteTranslationGroup(stores(environment), params.resourceType, params.resourceId);
    return { status: 204 };
  },

  TranslationController_uploadTranslationFiles: ({ environment, body }) => {
    const resourceType = requiredField(body, 'resourceType', ['workflow', 'layout']) as TranslationResourceType;
    const resourceId = requiredField(body, 'resourceId');
    return { status: 200, body: uploadTranslationFiles(stores(environment), resourceType, resourceId, filesOf(body, 'files[]', 'files')) };
  },

  TranslationController_getMasterJsonEndpoint: ({ environment, query }) => ({ status: 200, body: masterJson(stores(environment), query.locale) }),

  TranslationController_importMasterJsonEndpoint: ({ environment, body }) => ({
    status: 200,
    body: importMasterJson(stores(environment), body.locale, body.masterJson as JsonObject),
  }),

  TranslationController_uploadMasterJsonEndpoint: ({ environment, body }) => ({ status: 200, body: uploadMasterJson(stores(environment), filesOf(body, 'file')) }),
};
