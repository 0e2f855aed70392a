import { type Environment, currentEnvironment } from '../../domain/environments/index.js';
import { createTemplate, deleteTemplate, setTemplateStatus, updateTemplate, writeContextOf, findTemplate, listTemplates, presentTemplate, type Workflow, createWorkflow } from '../../domain/workflows/index.js';
import { HttpError } from '../errors.js';
import type { ApiHandlers } from '../context.js';

/** The real service lets only a root environment (Development: no parent) create, delete or switch templates. */
export function developmentOnly(environment: Environment): void {
  if (currentEnvironment(environment.info)._parentId !== undefined) throw new HttpError(401, 'This action is only allowed in Development environment');
}

const shown = (environment: Environment, workflow: Workflow) =>
  presentTemplate(workflow, { single: true, defaultGroupId: environment.notificationGroups.general()?._id });

export const notificationTemplateHandlers: ApiHandlers = {
  listNotificationTemplates: ({ environment, query }) => ({ status: 200, body: listTemplates(environment, query) }),

  createNotificationTemplate: ({ environment, body }) => {
    developmentOnly(environment);
    return { status: 201, body: shown(environment, createTemplate(environment, body, writeContextOf(environment))) };
  },

  getNotificationTemplate: ({ environment, params }) => ({ status: 200, body: shown(environment, findTemplate(environment.workflows, params.templateId)) }),

  updateNotificationTemplate: ({ environment, params, body }) => ({
    status: 200,
    body: shown(environment, updateTemplate(environment, params.templateId, body, writeContextOf(environment))),
  }),

  deleteNotificationTemplate: ({ environment, params }) => {
    developmentOnly(environment);
    return { status: 200, body: deleteTemplate(environment.workflows, params.templateId, environment.time.clock.now().toISOString()) };
  },

  updateNotificationTemplateStatus: ({ environment, params, body }) => {
    developmentOnly(environment);
    const { active } = body;
    return { status: 200, body: shown(environment, setTemplateStatus(environment.workflows, params.templateId, active, environment.time.clock.now().toISOString())) };
  },

  createWorkflow: ({ environment, body }) => ({ status: 201, body: createWorkflow(environment, body, writeContextOf(environment)) }),
};
