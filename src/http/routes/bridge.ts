import { bridgeUrlOf, healthCheckOf, previewOutputsOf } from '../../domain/bridge/index.js';
import type { Environment } from '../../domain/environments/index.js';
import { BadRequestError } from '../../domain/shared/index.js';
import { presentTemplate, renderDeep, TemplateError, type Workflow } from '../../domain/workflows/index.js';
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
 * `POST /v2/workflows/{workflowId}/step/{stepId}/preview`: a code workflow's step rendered by its bridge
 * (`?action=preview`, the real service's preview of a synced workflow); any other step's control values
 * rendered with the preview payload. A bridge that fails gives an empty preview, as the real service's does.
 */
export const previewHandlers: ApiHandlers = {
  generateWorkflowStepPreview: async ({ environment, params: { workflowId, stepId }, body, ...context }) => {
    const target = environment.previewTarget(workflowId, stepId);
    const previewPayload = (body?.previewPayload ?? {}) as Record<string, unknown>;
    const payload = (previewPayload.payload ?? target.payloadExample) as Record<string, unknown>;
    const bridgeUrl = bridgeUrlOf(target.workflow);
    let preview: unknown;
    if (bridgeUrl) {
      const call = { bridgeUrl, action: 'preview' as const, query: { workflowId: target.workflow.triggers[0]?.identifier ?? '', stepId: target.stepId } };
      const request = { controls: body?.controlValues ?? {}, payload, state: [], subscriber: previewPayload.subscriber ?? {}, stepId: target.stepId, workflowId: call.query.workflowId, action: 'preview' };
      try {
        preview = previewOutputsOf(await callOnce(context, { ...call, body: request }));
      } catch (error) {
        if (!(error instanceof BridgeRequestError)) throw error;
        preview = {};
      }
    } else {
      // The real preview renders step controls with Liquid; a control it cannot parse is shown as written.
      const controls = { ...target.controlValues, ...(body?.controlValues ?? {}) };
      try {
        preview = renderDeep(controls, { payload, subscriber: previewPayload.subscriber ?? {} }, undefined, { engine: 'liquid' });
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        preview = controls;
      }
    }
    return { status: 201, body: { result: { type: target.type, preview }, previewPayloadExample: { payload }, schema: target.workflow.payloadSchema ?? null } };
  },
};
