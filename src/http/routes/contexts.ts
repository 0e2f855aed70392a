import { presentContext } from '../../domain/contexts/index.js';
import type { ApiHandlers } from '../context.js';

export const contextHandlers: ApiHandlers = {
  ContextsController_createContext: ({ environment, body }) => ({ status: 201, body: presentContext(environment.contexts.create(body)) }),

  ContextsController_listContexts: ({ environment, query }) => ({ status: 200, body: environment.contexts.list(query) }),

  ContextsController_getContext: ({ environment, params }) => ({ status: 200, body: presentContext(environment.contexts.get(params.type, params.id)) }),

  ContextsController_updateContext: ({ environment, params, body }) => ({
    status: 200,
    body: presentContext(environment.contexts.update(params.type, params.id, body.data)),
  }),

  ContextsController_deleteContext: ({ environment, params }) => {
    environment.contexts.delete(params.type, params.id);
    return { status: 204 };
  },
};
