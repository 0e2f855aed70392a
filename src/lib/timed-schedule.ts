import * as rruleModule from 'rrule';
import type { Weekday } from 'rrule';

// rrule's `main` is a UMD bundle: Node's ES module loader sees its exports under `default` only.
const { Frequency, RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;

/** A timed digest's schedule, as a workflow's digest step keeps it (`metadata.timed`, with `amount` and `unit`). */
export interface TimedSchedule {
  unit: string;
  amount: number;
  atTime?: string;
  weekDays?: string[];
  monthDays?: number[];
  monthlyType?: string;
  ordinal?: string;
  ordinalValue?: string;
}

const FREQUENCY: Record<string, rruleModule.Frequency> = { minutes: Frequency.MINUTELY, hours: Frequency.HOURLY, days: Frequency.DAILY, weeks: Frequency.WEEKLY, months: Frequency.MONTHLY };
const DAY: Record<string, Weekday> = { monday: RRule.MO, tuesday: RRule.TU, wednesday: RRule.WE, thursday: RRule.TH, friday: RRule.FR, saturday: RRule.SA, sunday: RRule.SU };
const POSITION: Record<string, number> = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, last: -1 };
const ADD: Record<string, (date: Date, amount: number) => void> = {
  minutes: (d, n) => d.setUTCMinutes(d.getUTCMinutes() + n),
  hours: (d, n) => d.setUTCHours(d.getUTCHours() + n),
  days: (d, n) => d.setUTCDate(d.getUTCDate() + n),
  weeks: (d, n) => d.setUTCDate(d.getUTCDate() + 7 * n),
  months: (d, n) => d.setUTCMonth(d.getUTCMonth() + n),
};

/**
 * Milliseconds from `nowMs` to the next time `schedule` names, worked out as the real service's timed digest
 * does (its TimedDigestDelayService, with the same recurrence library): a rule every `amount` `unit` from now,
 * at `atTime` on the days it names, up to `amount` `unit` ahead. Undefined when the rule names no time then
 * (the real service fails the job: "Delay for next digest could not be calculated"). In UTC.
 */
export function msToNextScheduled(schedule: TimedSchedule, nowMs: number): number | undefined {
  const freq = FREQUENCY[schedule.unit];
  if (freq === undefined || !(schedule.amount > 0)) return undefined;
  const start = new Date(nowMs);
  const until = new Date(nowMs);
  (ADD[schedule.unit] as (date: Date, amount: number) => void)(until, schedule.amount);
  const [hours, minutes, seconds] = schedule.atTime ? schedule.atTime.split(':').map((part) => Number.parseInt(part, 10)) : [];
  const rule = new RRule({
    dtstart: start,
    until,
    freq,
    interval: schedule.amount,
    ...byFields(schedule),
    ...(hours === undefined || Number.isNaN(hours) ? {} : { byhour: hours }),
    ...(minutes === undefined || Number.isNaN(minutes) ? {} : { byminute: minutes }),
    ...(seconds === undefined || Number.isNaN(seconds) ? {} : { bysecond: seconds }),
  });
  const next = rule.after(start);
  return next === null ? undefined : next.getTime() - nowMs;
}

/** The days of the rule, as the real service reads `monthlyType`, `weekDays`, `monthDays`, `ordinal` and `ordinalValue`. */
function byFields({ monthlyType = 'each', weekDays, monthDays, ordinal = '', ordinalValue = '' }: TimedSchedule): { bysetpos?: number; byweekday?: Weekday[]; bymonthday?: number[] | number } {
  if (monthlyType === 'each') {
    return { ...(weekDays ? { byweekday: weekDays.flatMap((day) => DAY[day] ?? []) } : {}), ...(monthDays ? { bymonthday: monthDays } : {}) };
  }
  const position = POSITION[ordinal];
  if (position === undefined) return {};
  switch (ordinalValue) {
    case 'day':
      return { bymonthday: position };
    case 'weekday':
      return { bysetpos: position, byweekday: [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR] };
    case 'weekend':
      return { bysetpos: position, byweekday: [RRule.SA, RRule.SU] };
    default:
      return DAY[ordinalValue] ? { bysetpos: position, byweekday: [DAY[ordinalValue] as Weekday] } : {};
  }
}
