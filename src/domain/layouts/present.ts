import type { JsonObject } from '../shared/index.js';
import { buildSlug } from '../workflows/index.js';
import { LAYOUT_CONTENT_VARIABLE } from './content.js';
import { LAYOUT_DATA_SCHEMA, LAYOUT_UI_SCHEMA } from './defaults.js';
import type { Layout } from './types.js';

/** The real layouts' slug prefix (`ShortIsPrefixEnum.LAYOUT`). */
const LAYOUT_SLUG_PREFIX = 'lt_';

const open = (): JsonObject => ({ type: 'object', additionalProperties: true });

/**
 * The variables a layout's body may use (the real `LayoutVariablesSchemaUseCase`): the subscriber, the
 * `content` placed in it, the trigger's context and the environment's variables.
 */
const LAYOUT_VARIABLES: JsonObject = {
  type: 'object',
  properties: {
    subscriber: {
      type: 'object',
      properties: {
        ...Object.fromEntries(['subscriberId', 'firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone'].map((key) => [key, { type: 'string' }])),
        data: open(),
      },
      required: ['subscriberId'],
      additionalProperties: true,
    },
    [LAYOUT_CONTENT_VARIABLE]: { type: 'string' },
    context: open(),
    env: open(),
  },
  additionalProperties: false,
};

/**
 * A layout as the API shows it (`LayoutResponseDto`). `summary` is how the list shows each one: no control
 * values and empty variables, as the real list maps them.
 */
export function presentLayout(layout: Layout, summary = false): JsonObject {
  const email = summary ? undefined : layout.controlValues?.email;
  return {
    _id: layout._id,
    layoutId: layout.identifier,
    name: layout.name,
    slug: buildSlug(layout.name, LAYOUT_SLUG_PREFIX, layout._id),
    isDefault: layout.isDefault,
    updatedAt: layout.updatedAt,
    createdAt: layout.createdAt,
    origin: 'novu-cloud',
    type: 'BRIDGE',
    variables: summary ? {} : structuredClone(LAYOUT_VARIABLES),
    controls: {
      uiSchema: structuredClone(LAYOUT_UI_SCHEMA),
      dataSchema: structuredClone(LAYOUT_DATA_SCHEMA),
      values: email ? { email: { body: email.body, editorType: email.editorType } } : {},
    },
    isTranslationEnabled: layout.isTranslationEnabled,
  };
}
