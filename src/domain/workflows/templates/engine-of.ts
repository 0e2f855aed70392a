import type { Workflow } from '../types.js';
import type { TemplateEngine } from './render.js';

/**
 * The engine that renders a workflow's steps. The real worker compiles a regular (v1) workflow's
 * templates with Handlebars; a dashboard workflow (`type: "BRIDGE"`, made or last written by the v2 API, origin
 * `novu-cloud` or `novu-cloud-v1`) runs through the service's own bridge, which renders its step controls with Liquid. A code workflow (origin
 * `external`) is rendered by its own bridge: the mock shows its outputs as written.
 */
export function templateEngineOf(workflow: Pick<Workflow, '_id'> & { type?: unknown; origin?: unknown }): TemplateEngine {
  return workflow.type === 'BRIDGE' && workflow.origin !== 'external' ? 'liquid' : 'handlebars';
}
