import { definedFields } from '../../lib/defined-fields.js';
import type { Workflow } from './types.js';

/** The severities of a workflow, which its messages carry (`none` when it has none). */
export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A workflow as the Inbox shows it (in a notification, and in a preference). */
export function inboxWorkflowOf(workflow: Workflow): Record<string, unknown> {
  return definedFields({
    id: workflow._id,
    identifier: workflow.triggers[0]?.identifier,
    name: workflow.name,
    critical: workflow.critical ?? false,
    tags: workflow.tags,
    severity: workflow.severity ?? 'none',
  });
}
