import { InvalidInputError, PlanLimitError } from '../shared/index.js';

/** How far ahead a snooze must end at least (the real service's leeway: one minute). */
const MIN_SNOOZE_AHEAD_MS = 60_000;

/**
 * `snoozeUntil` as the real service checks it: a date at least a minute ahead (else 422), and no
 * further ahead than the plan allows, `maxSnoozeDurationHours` of the session (else 402). Returns it as ISO text.
 */
export function checkedSnoozeUntil(snoozeUntil: string, nowMs: number, maxSnoozeDurationHours: number): string {
  const until = Date.parse(snoozeUntil);
  if (Number.isNaN(until)) throw InvalidInputError.of('body.snoozeUntil', 'snoozeUntil must be a Date instance', snoozeUntil);
  if (until - nowMs < MIN_SNOOZE_AHEAD_MS) {
    throw InvalidInputError.of('body.snoozeUntil', `Snooze time must be at least ${MIN_SNOOZE_AHEAD_MS / 1000} seconds in the future`, snoozeUntil);
  }
  if (until - nowMs > maxSnoozeDurationHours * 3_600_000) {
    throw new PlanLimitError(
      'Snooze Duration Limit Exceeded',
      'The snooze duration you selected exceeds your current plan limit. Please upgrade your plan for extended snooze durations.',
    );
  }
  return new Date(until).toISOString();
}
