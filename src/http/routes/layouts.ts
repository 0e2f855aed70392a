import { deleteLayout, layoutPreview, layoutUsage, presentLayout } from '../../domain/layouts/index.js';
import type { ApiHandlers } from '../context.js';

export const layoutHandlers: ApiHandlers = {
  LayoutsController_create: ({ environment, body }) => ({ status: 201, body: presentLayout(environment.layouts.create(body)) }),

  LayoutsController_list: ({ environment, query }) => {
    const page = environment.layouts.list(query);
    return { status: 200, body: { layouts: page.layouts.map((layout) => presentLayout(layout, true)), totalCount: page.totalCount } };
  },

  LayoutsController_get: ({ environment, params }) => ({ status: 200, body: presentLayout(environment.layouts.get(params.layoutId)) }),

  LayoutsController_update: ({ environment, params, body }) => ({ status: 200, body: presentLayout(environment.layouts.update(params.layoutId, body)) }),

  LayoutsController__delete: ({ environment, params }) => {
    deleteLayout(environment, params.layoutId);
    return { status: 204 };
  },

  LayoutsController_duplicate: ({ environment, params, body }) => ({ status: 201, body: presentLayout(environment.layouts.duplicate(params.layoutId, body)) }),

  LayoutsController_generatePreview: ({ environment, params, body }) => ({ status: 201, body: layoutPreview(environment.layouts, params.layoutId, body ?? {}) }),

  LayoutsController_getUsage: ({ environment, params }) => ({ status: 200, body: layoutUsage(environment.workflows, environment.layouts.get(params.layoutId)) }),
};
