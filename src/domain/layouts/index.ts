/**
 * Email layouts (`/v2/layouts`): the store, their rules, what an email delivery looks like in one, and what a
 * publish copies. The only way into this folder from outside it (types.ts may also be imported for the shapes).
 */
export { checkLayoutControls, LAYOUT_CONTENT_VARIABLE } from './content.js';
export { emailInLayout, emailLayoutId, type LayoutLookup } from './email-layout.js';
export { LayoutStore, type LayoutCreation, type LayoutPageQuery, type LayoutUpdate } from './layouts.js';
export { presentLayout } from './present.js';
export { layoutPreview, type LayoutPreviewRequest } from './preview.js';
export { copyLayout, layoutsForPublish } from './publish.js';
export { deleteLayout, layoutUsage, removeLayoutReferences } from './usage.js';
export type { Layout, LayoutControlValues, LayoutEmailControls } from './types.js';
