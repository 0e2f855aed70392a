/**
 * The kinds of resource `POST /v2/environments/{target}/diff` compares and `…/publish` copies from one
 * environment to another, as the real service's sync strategies (one per kind: workflows, layouts; workflows
 * bring their translations). A kind says which of an environment's resources it publishes, what makes two of
 * them (one per environment) the same resource, how they differ, and how one is copied or removed. Diff and
 * publish run every kind of `PUBLISHABLE_KINDS`, in its order.
 */
import type { PublishableKind } from './publish-types.js';
import { layoutKind } from './publish-layouts.js';
import { workflowKind } from './publish-workflows.js';

/**
 * Every kind diff and publish go through, in the order their results are listed (the real service's: workflows,
 * then layouts). A new kind is a `PublishableKind` of its own file, added here.
 */
export const PUBLISHABLE_KINDS: readonly PublishableKind[] = [workflowKind, layoutKind as PublishableKind];
