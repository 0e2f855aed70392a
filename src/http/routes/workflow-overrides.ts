import { createOverride, deleteOverride, getOverride, getOverrideFor, updateOverride, updateOverrideFor } from '../../domain/workflow-overrides/index.js';
import type { ApiHandlers } from '../context.js';
import { developmentOnly } from './notification-templates.js';

/** The real controller guards every route: only a root environment (Development) has overrides. */
export const workflowOverrideHandlers: ApiHandlers = {
  createWorkflowOverride: ({ environment, body }) => {
    developmentOnly(environment);
    return { status: 201, body: createOverride(environment, body) };
  },

  listWorkflowOverrides: ({ environment, query }) => {
    developmentOnly(environment);
    return { status: 200, body: environment.workflowOverrides.list(query.page ?? 0, query.limit ?? 10) };
  },

  getWorkflowOverrideById: ({ environment, params }) => {
    developmentOnly(environment);
    return { status: 200, body: getOverride(environment, params.overrideId) };
  },

  updateWorkflowOverrideById: ({ environment, params, body }) => {
    developmentOnly(environment);
    return { status: 200, body: updateOverride(environment, params.overrideId, body) };
  },

  deleteWorkflowOverride: ({ environment, params }) => {
    developmentOnly(environment);
    return { status: 200, body: deleteOverride(environment, params.overrideId) };
  },

  getWorkflowOverride: ({ environment, params }) => {
    developmentOnly(environment);
    return { status: 200, body: getOverrideFor(environment, params.workflowId, params.tenantId) };
  },

  updateWorkflowOverride: ({ environment, params, body }) => {
    developmentOnly(environment);
    return { status: 200, body: updateOverrideFor(environment, params.workflowId, params.tenantId, body) };
  },
};
