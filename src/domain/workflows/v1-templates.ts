/**
 * The v1 view of the workflow store (`/v1/notification-templates`): the same records as `/v2/workflows`,
 * shown in the v1 shape (NotificationTemplate), with the v1 list's page object and lookups.
 */
import { isMongoId, type JsonObject } from '../shared/index.js';
import type { IntegrationStore, Integration } from '../integrations/index.js';
import type { NotificationGroupStore, NotificationGroup } from '../notification-groups/index.js';
import type { Workflow } from './types.js';
import { createdAtOf } from '../../lib/object-id.js';
import type { WorkflowStore } from './workflows.js';
import { workflowNotFound } from './writes.js';

export interface TemplateListQuery {
  page?: number;
  limit?: number;
  query?: string;
}

const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
const UNITS = new Set(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months']);
const KEPT = ['_parentId', 'data', 'payloadSchema', 'validatePayload', 'severity', 'origin', 'type', 'bridgeUrl'] as const;
const STEP_KEPT = ['stepId', 'uuid', 'name', 'replyCallback'] as const;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A step's delay or digest settings, kept to the fields (and value types) the v1 shape has. */
function metadataOf(m: unknown): JsonObject | undefined {
  if (!isObject(m) || typeof m.type !== 'string') return undefined;
  if (m.type === 'scheduled') return typeof m.delayPath === 'string' ? { type: m.type, delayPath: m.delayPath } : undefined;
  if (!['regular', 'backoff', 'timed'].includes(m.type)) return undefined;
  const out: JsonObject = { type: m.type };
  if (typeof m.amount === 'number') out.amount = m.amount;
  if (typeof m.unit === 'string' && UNITS.has(m.unit)) out.unit = m.unit;
  if (typeof m.digestKey === 'string') out.digestKey = m.digestKey;
  if (m.type === 'timed') {
    if (isObject(m.timed)) out.timed = m.timed;
    return out;
  }
  for (const key of ['backoff', 'updateMode'] as const) if (typeof m[key] === 'boolean') out[key] = m[key];
  if (typeof m.backoffAmount === 'number') out.backoffAmount = m.backoffAmount;
  if (typeof m.backoffUnit === 'string' && UNITS.has(m.backoffUnit)) out.backoffUnit = m.backoffUnit;
  return out;
}

function stepOf(step: JsonObject, withVariants: boolean): JsonObject {
  const shown: JsonObject = {
    _id: String(step._id ?? step._templateId ?? ''),
    _templateId: String(step._templateId ?? step._id ?? ''),
    active: step.active !== false,
    shouldStopOnFail: step.shouldStopOnFail === true,
    filters: Array.isArray(step.filters) ? step.filters : [],
    template: isObject(step.template) ? step.template : {},
  };
  for (const key of STEP_KEPT) if (step[key] !== undefined) shown[key] = step[key];
  // The real service's steps all have one (empty unless set).
  shown.replyCallback ??= {};
  if (typeof step._parentId === 'string') shown._parentId = step._parentId;
  const metadata = metadataOf(step.metadata);
  if (metadata) shown.metadata = metadata;
  if (withVariants && Array.isArray(step.variants)) shown.variants = (step.variants as JsonObject[]).map((v) => stepOf(v, false));
  return shown;
}

/**
 * A stored workflow in the v1 shape. Fields it lacks get the real service's defaults (a draft is an
 * inactive workflow; every channel on). The list embeds the workflow's `notificationGroup`; a single
 * template carries its `id` (the real service's virtual), as the real answers do.
 */
export function presentTemplate(workflow: Workflow, shown: { group?: NotificationGroup; defaultGroupId?: string; single?: boolean } = {}) {
  const createdAt = typeof workflow.createdAt === 'string' ? workflow.createdAt : createdAtOf(workflow._id);
  const settings = isObject(workflow.preferenceSettings) ? workflow.preferenceSettings : {};
  const template: JsonObject = {
    _id: workflow._id,
    ...(shown.single ? { id: workflow._id } : {}),
    name: workflow.name,
    description: typeof workflow.description === 'string' ? workflow.description : '',
    active: workflow.active,
    draft: typeof workflow.draft === 'boolean' ? workflow.draft : !workflow.active,
    critical: workflow.critical === true,
    tags: workflow.tags,
    preferenceSettings: Object.fromEntries(CHANNELS.map((c) => [c, settings[c] !== false])),
    steps: workflow.steps.map((s) => stepOf(s, true)),
    triggers: workflow.triggers as unknown as JsonObject[],
    _notificationGroupId: String(workflow._notificationGroupId ?? shown.group?._id ?? shown.defaultGroupId ?? ''),
    _environmentId: workflow._environmentId,
    _organizationId: workflow._organizationId,
    // The mock has no users: what the API creates is the organization's.
    _creatorId: String(workflow._creatorId ?? workflow._organizationId),
    deleted: false,
    deletedAt: typeof workflow.deletedAt === 'string' ? workflow.deletedAt : '',
    deletedBy: typeof workflow.deletedBy === 'string' ? workflow.deletedBy : '',
    createdAt,
    updatedAt: typeof workflow.updatedAt === 'string' ? workflow.updatedAt : createdAt,
  };
  for (const key of KEPT) if (workflow[key] !== undefined) template[key] = workflow[key] as JsonObject[string];
  if (shown.group) template.notificationGroup = { _id: shown.group._id, name: shown.group.name, _environmentId: shown.group._environmentId, _organizationId: shown.group._organizationId };
  return template;
}

/**
 * `GET /v1/notification-templates/{id}` and `GET /v1/workflows/{id}`: an internal id (24 hex digits) by
 * `_id`, anything else by trigger identifier; unknown → 404 `Workflow cannot be found`, as today's use case.
 */
export function findTemplate(workflows: WorkflowStore, ref: string): Workflow {
  const workflow = isMongoId(ref) ? workflows.find(ref) : workflows.findByTrigger(ref);
  if (!workflow) throw workflowNotFound(ref);
  return workflow;
}

/**
 * Per channel, whether the environment has an active integration (and, for email and SMS, an active
 * primary one); per workflow, whether every channel its steps use has: the list's `workflowIntegrationStatus`.
 */
function integrationStatus(integrations: readonly Integration[]) {
  const channels = Object.fromEntries(CHANNELS.map((c) => [c, c === 'email' || c === 'sms' ? { hasActiveIntegrations: false, hasPrimaryIntegrations: false } : { hasActiveIntegrations: false }])) as Record<string, { hasActiveIntegrations: boolean; hasPrimaryIntegrations?: boolean }>;
  for (const i of integrations) {
    const state = i.channel === undefined ? undefined : channels[i.channel];
    if (!state || !i.active) continue;
    state.hasActiveIntegrations = true;
    if (state.hasPrimaryIntegrations === false && i.primary) state.hasPrimaryIntegrations = true;
  }
  return (workflow: Workflow) => {
    let hasActive = true;
    let hasPrimary: boolean | undefined;
    for (const step of workflow.steps) {
      const state = channels[String((step.template as { type?: unknown } | undefined)?.type)];
      if (!state) continue;
      if (!state.hasActiveIntegrations) hasActive = false;
      if (state.hasPrimaryIntegrations === false) hasPrimary = false;
    }
    return { hasActiveIntegrations: hasActive, ...(hasPrimary === undefined ? {} : { hasPrimaryIntegrations: hasPrimary }), channels: structuredClone(channels) };
  };
}

/**
 * `GET /v1/notification-templates`: newest first, `page`/`limit` (offset `page × limit`), `query` a
 * case-insensitive part of the name or trigger identifier.
 */
export function listTemplates(stores: { workflows: WorkflowStore; notificationGroups: NotificationGroupStore; integrations: IntegrationStore }, query: TemplateListQuery) {
  const page = query.page ?? 0;
  const limit = query.limit ?? 10;
  const needle = query.query?.toLowerCase();
  const created = (w: Workflow) => (typeof w.createdAt === 'string' ? w.createdAt : createdAtOf(w._id));
  const matching = stores.workflows
    .list()
    .filter((w) => !needle || w.name.toLowerCase().includes(needle) || w.triggers.some((t) => t.identifier.toLowerCase().includes(needle)))
    .sort((a, b) => (created(a) === created(b) ? (a._id < b._id ? 1 : -1) : created(a) < created(b) ? 1 : -1));
  const statusOf = integrationStatus(stores.integrations.list());
  const data = matching.slice(page * limit, page * limit + limit).map((w) => ({
    ...presentTemplate(w, { group: stores.notificationGroups.find(w._notificationGroupId as string | undefined) }),
    workflowIntegrationStatus: statusOf(w),
  }));
  return { page, data, totalCount: matching.length, pageSize: limit };
}
