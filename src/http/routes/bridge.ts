import { bridgeUrlOf } from '../../domain/bridge/code-workflows.js';
import { BadRequestError } from '../../domain/errors.js';
import { presentTemplate } from '../../domain/notification-templates.js';
import { BridgeRequestError, callBridge, type BridgeCall } from '../../bridge/bridge-client.js';
import type { ApiHandlers, OperationContext } from '../context.js';

/** The real service's bridge timeout, for a context without the mock's options. */
const DEFAULT_TIMEOUT_MS = 5_000;

/** A bridge call as the bridge routes make it: one attempt (the real service's sync, status and validate), signed with the caller's key. */
const callOnce = (context: Pick<OperationContext, 'signingKey' | 'bridge'>, call: Pick<BridgeCall, 'bridgeUrl' | 'action'>) =>
  callBridge({ ...call, secretKey: context.signingKey ?? '', timeoutMs: context.bridge?.timeoutMs ?? DEFAULT_TIMEOUT_MS, retries: 0 });

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
export const discoverBridge = (context: Pick<OperationContext, 'signingKey' | 'bridge'>, bridgeUrl: string): Promise<unknown> =>
  orBadRequest(callOnce(context, { bridgeUrl, action: 'discover' }));

/** `/v1/bridge/*`: apps built with `@novu/framework` register their bridge and its code workflows. */
export const bridgeHandlers: ApiHandlers = {
    syncBridge: async ({ environment, body, ...context }) => {
      const answer = await discoverBridge(context, body.bridgeUrl);
      const synced = environment.syncCodeWorkflows(answer, body.bridgeUrl);
      const general = environment.notificationGroups.general()?._id;
      return { status: 201, body: synced.map((w) => presentTemplate(w, { defaultGroupId: general })) };
    },
    getBridgeStatus: async ({ environment, ...context }) => {
      const bridgeUrl = environment.workflows.list().map(bridgeUrlOf).find((url) => url !== undefined);
      if (!bridgeUrl) throw new BadRequestError('Bridge URL not found');
      const health = await orBadRequest(callOnce(context, { bridgeUrl, action: 'health-check' }));
      return { status: 200, body: health };
    },
    validateBridgeUrl: async ({ body, ...context }) => {
      try {
        const health = (await callOnce(context, { bridgeUrl: body.bridgeUrl, action: 'health-check' })) as { status?: unknown } | undefined;
        return { status: 201, body: { isValid: health?.status === 'ok' } };
      } catch (error) {
        if (!(error instanceof BridgeRequestError)) throw error;
        return { status: 201, body: { isValid: false, error: error.message } };
      }
    },
};
