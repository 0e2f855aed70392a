/**
 * `POST /v2/workflows`: a new workflow from the v2 shape the SDK sends (`workflows.create`), stored as
 * triggers run it and as the v1 API shows it, in the environment's "General" group.
 */
import { BadRequestError, type PayloadValidator, keptBytes, type StoreBudget } from '../shared/index.js';
import type { NotificationGroupStore } from '../notification-groups/index.js';
import { uniqueIdentifier } from './v1-template-steps.js';
import { newWorkflowRecord, type WriteContext } from './v1-template-writes.js';
import { workflowDetail } from './detail.js';
import { checkLayouts, type LayoutIds, stepsOf, withSettings, type WorkflowReplacement } from './put.js';
import { checkWorkflowWrite } from './upsert-rules.js';
import { checkPayloadSchema } from './writes.js';
import type { TriggerHistory } from './list.js';
import type { WorkflowStore } from './workflows.js';
import type { ActiveIntegrations } from './step-issues.js';

export interface WorkflowCreation extends WorkflowReplacement {
  /** The trigger identifier asked for (a slug). */
  workflowId: string;
}

/** What the real service gives a workflow created without a payload schema: any payload passes. */
const OPEN_PAYLOAD_SCHEMA = { type: 'object', additionalProperties: true, properties: {} };

/**
 * Active unless `active: false` is sent. A `workflowId` that another workflow of the environment has
 * gets a short suffix (`order-shipped-1a2b3c4d`), as the real service does: it creates, it does not
 * refuse. Without a "General" group → 400 `Notification group not found`.
 */
export function createWorkflow(
  stores: { workflows: WorkflowStore; activity: TriggerHistory; integrations?: ActiveIntegrations; notificationGroups: NotificationGroupStore; budget: StoreBudget; payloads: PayloadValidator; layouts?: LayoutIds },
  input: WorkflowCreation,
  at: WriteContext,
) {
  checkPayloadSchema(stores.payloads, input.payloadSchema);
  checkWorkflowWrite(input, 'CreateWorkflowCommandV0');
  const group = stores.notificationGroups.general();
  if (!group) throw new BadRequestError('Notification group not found');
  const sent = checkLayouts(input.steps, at.scope._environmentId, stores.layouts);
  const steps = stepsOf(
    sent.map((step) => ({ ...step, _id: undefined })),
    [],
    at.ids,
  );
  stores.budget.spend({ bytes: keptBytes(input) }, 'This workflow write');
  const record = newWorkflowRecord(at, { name: input.name, identifier: uniqueIdentifier(stores.workflows, input.workflowId, at.ids), groupId: group._id, steps, active: input.active ?? true, tags: input.tags });
  // A dashboard workflow, as the real upsert creates it: its steps render with Liquid, and no change is recorded.
  record.type = 'BRIDGE';
  record.origin = 'novu-cloud';
  record.payloadSchema = structuredClone(OPEN_PAYLOAD_SCHEMA);
  record.validatePayload = !input.payloadSchema;
  stores.workflows.put(withSettings(record, { ...input, payloadSchema: input.payloadSchema ?? undefined }));
  return workflowDetail(stores.workflows, stores.activity, record._id, undefined, stores.integrations);
}
