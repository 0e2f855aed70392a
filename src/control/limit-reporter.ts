import type { Logger } from 'pino';
import { raiseHint } from '../config.js';
import type { LimitPort } from '../domain/shared/index.js';

/** Memory limits reached: one warning line each (the budgets call once per environment and limit). */
export function limitReporter(logger: Logger): LimitPort {
  return {
    raiseHint,
    reached: (scope, limit, value) =>
      logger.warn(
        { scope, limit, value },
        limit === 'maxIsolatedEnvironments'
          ? `isolated environments at their cap of ${value}: idle ones are evicted for new keys, else new keys are refused (raise with ${raiseHint(limit)})`
          : scope === 'mock'
            ? `all environments together reached the mock-wide limit of ${limit} (${value}): writes over it are refused until POST /__admin/reset (raise with ${raiseHint('mockWideLimitFactor')} or ${raiseHint(limit)})`
            : `environment ${scope} reached its memory limit ${limit} (${value}): writes over it are refused until POST /__admin/reset (raise with ${raiseHint(limit)})`,
      ),
  };
}
