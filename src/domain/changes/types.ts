import type { DiffOperation } from '../../lib/json-diff.js';
import type { ChangeType } from '../shared/index.js';

/** One operation of a change's diff (see `lib/json-diff.ts`). */
export type ChangeOperation = DiffOperation;

/**
 * A write to a workflow, message template, group or feed, kept to be promoted to the environment's child
 * (`GET /v1/changes`). `change` turns the record as last promoted into the record as written; `enabled`
 * is true once promoted. A workflow's message templates are changes under the workflow's (`_parentId`).
 */
export interface ChangeRecord {
  _id: string;
  /** The mock has no users: what the API writes is the organization's. */
  _creatorId: string;
  _environmentId: string;
  _organizationId: string;
  _entityId: string;
  enabled: boolean;
  type: ChangeType;
  change: ChangeOperation[];
  createdAt: string;
  updatedAt: string;
  _parentId?: string;
}
