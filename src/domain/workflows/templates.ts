/**
 * Step templates rendered by the real service's engines: Handlebars with its helpers (v1 workflows),
 * LiquidJS with its filters (workflows written through `/v2/workflows`), bounded by the render limits.
 */
export { MAX_RENDERED_MESSAGE_BYTES, RENDER_TIME_LIMIT_MS, RenderMeter, TemplateError } from './templates/limits.js';
export { ownValue, textOf, valueAt } from './templates/values.js';
export { renderDeep, renderText, type RenderOptions, type TemplateEngine } from './templates/render.js';
export { placeholderPaths, placeholderRoots } from './templates/placeholders.js';
export { templateEngineOf } from './templates/engine-of.js';
export { editorBodyHtml, editorDocumentHtml, parseEditorDocument } from './templates/email-editor.js';
