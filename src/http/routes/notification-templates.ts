import { type Environment, currentEnvironment } from '../../domain/environments/index.js';
import {
  createTemplate,
  createWorkflow,
  deleteTemplate,
  findTemplate,
  listTemplates,
  presentTemplate,
  setTemplateStatus,
  type TemplateOrigin,
  updateTemplate,
  type Workflow,
  workflowVariables,
  writeContextOf,
} from '../../domain/workflows/index.js';
import { HttpError } from '../errors.js';
import type { ApiHandlers, ApiInput, Reply } from '../context.js';

/** The real service lets only a root environment (Development: no parent) create, delete or switch templates. */
export function developmentOnly(environment: Environment): void {
  if (currentEnvironment(environment.info)._parentId !== undefined) throw new HttpError(401, 'This action is only allowed in Development environment');
}

const shown = (environment: Environment, workflow: Workflow) =>
  presentTemplate(workflow, { single: true, defaultGroupId: environment.notificationGroups.general()?._id });

/**
 * The real service serves its v1 workflows twice, `/v1/notification-templates` and `/v1/workflows`, two
 * controllers calling the same use cases; these are their handlers, each path's table naming its own
 * parameter. The two differ only in the `origin` a created workflow records.
 */
const v1Workflows = {
  list: ({ environment, query }: ApiInput<'listNotificationTemplates'>): Reply => ({ status: 200, body: listTemplates(environment, query) }),

  create: ({ environment, body }: ApiInput<'createNotificationTemplate'>, origin: TemplateOrigin): Reply => {
    developmentOnly(environment);
    return { status: 201, body: shown(environment, createTemplate(environment, body, writeContextOf(environment), origin)) };
  },

  get: (environment: Environment, ref: string): Reply => ({ status: 200, body: shown(environment, findTemplate(environment.workflows, ref)) }),

  update: (environment: Environment, id: string, body: ApiInput<'updateNotificationTemplate'>['body']): Reply => ({
    status: 200,
    body: shown(environment, updateTemplate(environment, id, body, writeContextOf(environment))),
  }),

  delete: (environment: Environment, id: string): Reply => {
    developmentOnly(environment);
    return { status: 200, body: deleteTemplate(environment.workflows, id, environment.time.clock.now().toISOString()) };
  },

  setStatus: (environment: Environment, id: string, active: boolean): Reply => {
    developmentOnly(environment);
    return { status: 200, body: shown(environment, setTemplateStatus(environment.workflows, id, active, environment.time.clock.now().toISOString())) };
  },
};

export const notificationTemplateHandlers: ApiHandlers = {
  listNotificationTemplates: v1Workflows.list,
  createNotificationTemplate: (input) => v1Workflows.create(input, 'novu-cloud'),
  getNotificationTemplate: ({ environment, params }) => v1Workflows.get(environment, params.templateId),
  updateNotificationTemplate: ({ environment, params, body }) => v1Workflows.update(environment, params.templateId, body),
  deleteNotificationTemplate: ({ environment, params }) => v1Workflows.delete(environment, params.templateId),
  updateNotificationTemplateStatus: ({ environment, params, body }) => v1Workflows.setStatus(environment, params.templateId, body.active),

  createWorkflow: ({ environment, body }) => ({ status: 201, body: createWorkflow(environment, body, writeContextOf(environment)) }),
};

export const workflowV1Handlers: ApiHandlers = {
  listWorkflowsV1: v1Workflows.list,
  createWorkflowV1: (input) => v1Workflows.create(input, 'novu-cloud-v1'),
  getWorkflowVariablesV1: () => ({ status: 200, body: workflowVariables() }),
  getWorkflowV1: ({ environment, params }) => v1Workflows.get(environment, params.workflowId),
  updateWorkflowV1: ({ environment, params, body }) => v1Workflows.update(environment, params.workflowId, body),
  deleteWorkflowV1: ({ environment, params }) => v1Workflows.delete(environment, params.workflowId),
  updateWorkflowStatusV1: ({ environment, params, body }) => v1Workflows.setStatus(environment, params.workflowId, body.active),
};
