import { bridgeUrlOf, healthCheckOf, previewOutputsOf } from '../../domain/bridge/index.js';
import type { Environment } from '../../domain/environments/index.js';
import { BadRequestError } from '../../domain/shared/index.js';
import { presentTemplate, UNKNOWN_STEP_PREVIEW, type Workflow } from '../../domain/workflows/index.js';
import { inSlices, mapInSlices } from '../../lib/time-slices.js';
import { BridgeRequestError, callBridge, type BridgeCall } from '../../bridge/bridge-client.js';
import { DEFAULT_BRIDGE_OPTIONS } from '../../bridge/bridge-executor.js';
import type { ApiHandlers, OperationContext } from '../context.js';

/** A bridge call as the bridge routes make it: one attempt (the real service's sync, status and validate), signed with the caller's key. */
const callOnce = (context: Pick<OperationContext, 'signingKey' | 'bridge'>, call: Pick<BridgeCall, 'bridgeUrl' | 'action' | 'query' | 'body'>) =>
  callBridge({ ...call, secretKey: context.signingKey ?? '', timeoutMs: (context.bridge ?? DEFAULT_BRIDGE_OPTIONS).timeoutMs, retries: 0 });

/** What the real service answers when a bridge call on a route fails: 400 with the bridge's message. */
async function orBadRequest<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof BridgeRequestError) throw new BadRequestError(error.message);
    throw error;
  }
}

/** A bridge's discover answer (`GET ?action=discover`); a failed call → 400 with the bridge's message. */
const discoverBridge = (context: Pick<OperationContext, 'signingKey' | 'bridge'>, bridgeUrl: string): Promise<unknown> =>
  orBadRequest(callOnce(context, { bridgeUrl, action: 'discover' }));

/**
 * Discovers a bridge and stores its workflows in `environment`, preparing them in slices (other requests run
 * between two); `keepOthers` as `Environment.codeWorkflowSync`. Returns the sync, prepared: `commit()` stores it.
 */
export async function discoverAndSync(environment: Environment, context: Pick<OperationContext, 'signingKey' | 'bridge'>, bridgeUrl: string, keepOthers: boolean) {
  const sync = environment.codeWorkflowSync(await discoverBridge(context, bridgeUrl), bridgeUrl, keepOthers);
  await inSlices(() => sync.prepareNext());
  return sync;
}

/** `/v1/bridge/*`: apps built with `@novu/framework` register their bridge and its code workflows. */
export const bridgeHandlers: ApiHandlers = {
  syncBridge: async ({ environment, body, ...context }) => {
      const sync = await discoverAndSync(environment, context, body.bridgeUrl, false);
      // Shown before they are stored: a sync that cannot answer stores nothing.
      const general = environment.notificationGroups.general()?._id;
      const show = (w: Workflow) => presentTemplate(w, { defaultGroupId: general });
      const prepared = sync.prepared();
      const shown = await mapInSlices(prepared, show);
      const synced = sync.commit();
      return { status: 201, body: synced.map((w, i) => (w === prepared[i] ? shown[i] : show(w))), inSlices: true };
    },
    getBridgeStatus: async ({ environment, ...context }) => {
      const bridgeUrl = environment.workflows.list().map(bridgeUrlOf).find((url) => url !== undefined);
      if (!bridgeUrl) throw new BadRequestError('Bridge URL not found');
      const health = await orBadRequest(callOnce(context, { bridgeUrl, action: 'health-check' }));
      return { status: 200, body: healthCheckOf(health, bridgeUrl) };
    },
};

/**
 * `POST /v2/workflows/{workflowId}/step/{stepId}/preview` (the domain's `stepPreview`): a code workflow's step is
 * rendered by its bridge (`?action=preview`), whose failure gives an empty preview as the real service's does.
 */
export const previewHandlers: ApiHandlers = {
  generateWorkflowStepPreview: async ({ environment, params: { workflowId, stepId }, body, ...context }) => {
    const preview = environment.stepPreview(workflowId, stepId, body ?? {});
    if (!preview) return { status: 201, body: UNKNOWN_STEP_PREVIEW };
    if (!preview.bridgeUrl) return { status: 201, body: preview.answer(preview.render()) };
    const { payload, subscriber, context: contexts, steps } = preview.example as Record<string, unknown>;
    const state = Object.entries((steps ?? {}) as Record<string, unknown>).map(([id, outputs]) => ({ stepId: id, outputs, state: { status: 'completed' } }));
    const request = { controls: preview.controls, payload, state, subscriber, context: contexts ?? {}, stepId: preview.stepId, workflowId: preview.workflowId, action: 'preview' };
    try {
      const answer = await callOnce(context, { bridgeUrl: preview.bridgeUrl, action: 'preview', query: { workflowId: preview.workflowId, stepId: preview.stepId }, body: request });
      return { status: 201, body: preview.answer(previewOutputsOf(answer)) };
    } catch (error) {
      if (!(error instanceof BridgeRequestError)) throw error;
      return { status: 201, body: preview.answer({}) };
    }
  },
};
