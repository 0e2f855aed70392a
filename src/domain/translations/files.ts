/**
 * Translations moved as JSON files: a resource's locale files (`POST /v2/translations/upload`), and the
 * master JSON of one locale across every resource (export, import, and import of an uploaded file).
 */
import { BadRequestError, isJsonObject, type JsonObject } from '../shared/index.js';
import { fieldLocale, localeOfFileName } from './locales.js';
import { existingResource } from './resources.js';
import type { TranslationStores } from './use-cases.js';
import type { TranslationResourceType } from './types.js';

/** An uploaded file: its name and its text (UTF-8). */
export interface UploadedFile {
  fileName: string;
  text: string;
}

/** A file's text as a JSON object, or why it is not one. */
function jsonObjectOf(text: string): { content: JsonObject } | { problem: string } {
  if (text.trim() === '') return { problem: 'The file is empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `Invalid JSON: ${(error as Error).message}` };
  }
  return isJsonObject(parsed) ? { content: parsed } : { problem: 'The file must hold a JSON object' };
}

/**
 * `POST /v2/translations/upload`: each file is `<locale>.json` and holds the locale's keys, which replace
 * its content. Any file with another name → 400; with target locales configured, a locale outside them →
 * 400; a file that is no JSON object fails alone (`errors`), unless none succeeds (400).
 */
export function uploadTranslationFiles(stores: TranslationStores, resourceType: TranslationResourceType, ref: string, files: readonly UploadedFile[]) {
  const resource = existingResource(stores.resources, resourceType, ref);
  if (files.length === 0) throw new BadRequestError('No files were uploaded');
  const badNames = files.filter((f) => localeOfFileName(f.fileName) === undefined).map((f) => f.fileName);
  if (badNames.length > 0) {
    throw new BadRequestError(`Some files have invalid names or formats: ${badNames.map((name) => `${name} (expected <locale>.json, e.g. en_US.json)`).join(', ')}`);
  }
  const { defaultLocale, targetLocales } = stores.translations.settings;
  if (targetLocales.length > 0) {
    const configured = [defaultLocale, ...targetLocales];
    const unknown = [...new Set(files.map((f) => localeOfFileName(f.fileName) as string))].filter((l) => !configured.includes(l));
    if (unknown.length > 0) {
      throw new BadRequestError(`The following locales are not configured for your organization: ${unknown.join(', ')}. Please add these locales in your translation settings. Currently configured locales: ${configured.join(', ')}`);
    }
  }
  const errors: string[] = [];
  const parsed = files.flatMap((file) => {
    const result = jsonObjectOf(file.text);
    if ('problem' in result) {
      errors.push(`Failed to process file '${file.fileName}': ${result.problem}`);
      return [];
    }
    return [{ locale: localeOfFileName(file.fileName) as string, content: result.content }];
  });
  if (parsed.length === 0) throw new BadRequestError(`No valid translation files were found. ${errors.join('; ')}`);
  for (const { locale, content } of parsed) stores.translations.upsert(resourceType, resource.resourceId, locale, content);
  return { totalFiles: files.length, successfulUploads: parsed.length, failedUploads: errors.length, errors };
}

/** The master JSON's sections and the resource type of each. */
const SECTIONS: readonly [section: 'workflows' | 'layouts', type: TranslationResourceType][] = [
  ['workflows', 'workflow'],
  ['layouts', 'layout'],
];

/**
 * `GET /v2/translations/master-json`: one locale's content of every resource that has it (default: the
 * organization's default locale), by resource id, workflows and layouts apart.
 */
export function masterJson(stores: TranslationStores, locale?: string): JsonObject {
  const wanted = locale === undefined ? stores.translations.settings.defaultLocale : fieldLocale(locale, 'query.locale');
  const master: Record<string, JsonObject> = { workflows: {}, layouts: {} };
  const sectionOf = Object.fromEntries(SECTIONS.map(([section, type]) => [type, section]));
  for (const record of stores.translations.records()) {
    if (record.locale !== wanted || !stores.resources.find(record.resourceType, record.resourceId)) continue;
    (master[sectionOf[record.resourceType] as string] as JsonObject)[record.resourceId] = record.content;
  }
  return master;
}

const resourcesWord = (count: number) => `${count} resource${count === 1 ? '' : 's'}`;

/**
 * `POST /v2/translations/master-json`: each resource of the master JSON gets the locale's content
 * (replaced whole); unknown resources are skipped and listed as `failed`. The answer says how it went.
 */
export function importMasterJson(stores: TranslationStores, localeValue: string, master: JsonObject) {
  const locale = fieldLocale(localeValue, 'body.locale');
  const successful: string[] = [];
  const failed: string[] = [];
  for (const [section, type] of SECTIONS) {
    const entries = master[section];
    if (!isJsonObject(entries)) continue;
    for (const [ref, content] of Object.entries(entries)) {
      const resource = stores.resources.find(type, ref);
      if (!resource || !isJsonObject(content)) {
        failed.push(ref);
        continue;
      }
      stores.translations.upsert(type, resource.resourceId, locale, content);
      successful.push(ref);
    }
  }
  if (successful.length === 0 && failed.length === 0) return { success: false, message: 'No supported resources found in master JSON' };
  if (successful.length === 0) return { success: false, message: `Failed to import any resources: ${resourcesWord(failed.length)} not found`, failed };
  if (failed.length === 0) return { success: true, message: `Successfully imported translations for ${resourcesWord(successful.length)}`, successful };
  return { success: true, message: `Partial import completed: ${resourcesWord(successful.length)} imported, ${resourcesWord(failed.length)} failed`, successful, failed };
}

/**
 * `POST /v2/translations/master-json/upload`: one file named `<locale>.json` holding a master JSON, imported
 * for that locale. No file, several files, another name, or a file that is no JSON object → 400.
 */
export function uploadMasterJson(stores: TranslationStores, files: readonly UploadedFile[]) {
  if (files.length === 0) throw new BadRequestError('A master JSON file is required');
  if (files.length > 1) throw new BadRequestError('Only one master JSON file may be uploaded at a time');
  const file = files[0] as UploadedFile;
  const locale = localeOfFileName(file.fileName);
  if (locale === undefined) throw new BadRequestError(`Invalid file name: ${file.fileName}. Expected <locale>.json, e.g. en_US.json`);
  const result = jsonObjectOf(file.text);
  if ('problem' in result) throw new BadRequestError(`Invalid master JSON file: ${result.problem}`);
  return importMasterJson(stores, locale, result.content);
}

