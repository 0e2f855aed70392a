import type { Logger } from 'pino';
import { apiKeyPrefix } from '../control/journal.js';

/** Distinct unknown keys worth a log line: a client scanning keys cannot flood the log or grow the memory. */
const MAX_REPORTED = 100;

/**
 * Logs once per unknown API key why it got a 401 and what to do. The usual cause is a test suite that gives
 * each worker its own key against a mock started without `--isolate-keys`.
 */
export function unknownKeyReporter(logger: Logger, knownKeys: readonly string[]): (apiKey: string) => void {
  const reported = new Set<string>();
  const known = knownKeys.join(', ');
  return (apiKey) => {
    if (reported.has(apiKey) || reported.size >= MAX_REPORTED) return;
    reported.add(apiKey);
    logger.warn(
      { apiKey: apiKeyPrefix(apiKey) },
      `401 API Key not found for key "${apiKeyPrefix(apiKey)}": the keys of this mock are ${known || 'none'}. ` +
        'Start it with --isolate-keys (ISOLATE_KEYS=true) to give every unknown key its own fresh environment (one per test worker).',
    );
  };
}
