import type { DeliverySchedule, WeekDay } from './types.js';
import { InvalidInputError, type JsonObject } from '../shared/index.js';

const WEEK_DAYS: readonly WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The real service's `IsTime12HourFormat`: `09:00 AM`, `9:00 AM`, `9:00am`. */
const TIME_12_HOUR = /^(0?[1-9]|1[0-2]):[0-5][0-9]\s?(AM|PM)$/i;

/**
 * One field's failed checks, in the real service's validation tree (class-validator): a field holds its
 * own messages and its nested fields' failures (an array's items named by their index).
 */
interface Failure {
  property: string;
  messages: string[];
  children: Failure[];
}

const isPresent = (value: unknown) => value !== undefined && value !== null;
const isObjectLike = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;
const nestedMessage = (property: string) => `nested property ${property} must be either object or array`;

/** A field's failure, or undefined when it has none. */
function failureOf(property: string, messages: string[], children: Failure[] = []): Failure[] {
  return messages.length > 0 || children.length > 0 ? [{ property, messages, children }] : [];
}

/** `@IsBoolean()`. */
function booleanField(object: JsonObject, property: string): Failure[] {
  return failureOf(property, typeof object[property] === 'boolean' ? [] : [`${property} must be a boolean value`]);
}

/** `@ValidateNested()` of an optional field: an object is checked by `check`, an array item by item. */
function nestedField(object: JsonObject, property: string, check: (value: JsonObject) => Failure[], own: string[] = []): Failure[] {
  const value = object[property];
  if (!isPresent(value)) return [];
  if (Array.isArray(value)) {
    // A non-object item's message names the array, as the real one's does.
    const items = value.flatMap((item, index) => (isObjectLike(item) ? failureOf(String(index), [], check(item)) : failureOf(String(index), [nestedMessage(property)])));
    return failureOf(property, own, items);
  }
  if (!isObjectLike(value)) return failureOf(property, [...own, nestedMessage(property)]);
  return failureOf(property, own, check(value));
}

/** `TimeRangeDto`: `@IsString() @IsTime12HourFormat()` on each end (the decorator nearest the field runs first). */
function timeRangeFailures(range: JsonObject): Failure[] {
  return (['start', 'end'] as const).flatMap((end) => {
    const value = range[end];
    const messages = [
      ...(typeof value === 'string' && TIME_12_HOUR.test(value) ? [] : [`${end} must be in 12-hour format (e.g., 09:00 AM or 9:00 AM)`]),
      ...(typeof value === 'string' ? [] : [`${end} must be a string`]),
    ];
    return failureOf(end, messages);
  });
}

/** `DayScheduleDto`. */
function dayFailures(day: JsonObject): Failure[] {
  return [...booleanField(day, 'isEnabled'), ...nestedField(day, 'hours', timeRangeFailures)];
}

/** The real `WeeklyScheduleValidation`: checked only when the schedule is enabled. */
function weeklyRule(schedule: JsonObject): string[] {
  const value = schedule.weeklySchedule;
  if (schedule.isEnabled !== true || !value) return [];
  const keys = Object.keys(value);
  if (keys.length === 0) return ['weeklySchedule must contain at least one day configuration when isEnabled is true'];
  const invalid = keys.filter((key) => !(WEEK_DAYS as readonly string[]).includes(key));
  return invalid.length > 0 ? [`weeklySchedule contains invalid day names: ${invalid.join(', ')}. Valid days are: ${WEEK_DAYS.join(', ')}`] : [];
}

/** `ScheduleDto`. */
function scheduleFailures(schedule: JsonObject): Failure[] {
  // Only the week's days are fields of the real one's class: another key is not checked (the rule above names it).
  const days = (week: JsonObject) => WEEK_DAYS.flatMap((day) => nestedField(week, day, dayFailures));
  return [...booleanField(schedule, 'isEnabled'), ...nestedField(schedule, 'weeklySchedule', days, weeklyRule(schedule))];
}

/**
 * The messages of the real validation pipe (NestJS `ValidationPipe`): each nested failure's messages
 * prefixed with its parents' path, a field's nested failures before its own messages.
 */
function flattened(failures: Failure[], parentPath: string): string[] {
  return failures.flatMap((failure) => {
    const path = `${parentPath}.${failure.property}`;
    return [...flattened(failure.children, path), ...failure.messages.map((message) => `${parentPath}.${message}`)];
  });
}

/** What the stored schedule keeps of a valid one: the known days and fields (a document's schema drops the rest). */
function kept(schedule: JsonObject): DeliverySchedule {
  const week = schedule.weeklySchedule;
  if (!isObjectLike(week) || Array.isArray(week)) return { isEnabled: schedule.isEnabled as boolean };
  const weeklySchedule: NonNullable<DeliverySchedule['weeklySchedule']> = {};
  for (const day of WEEK_DAYS) {
    const value = week[day];
    if (!isObjectLike(value) || Array.isArray(value)) continue;
    const hours = Array.isArray(value.hours) ? (value.hours as JsonObject[]).map((h) => ({ start: h.start as string, end: h.end as string })) : undefined;
    weeklySchedule[day] = { isEnabled: value.isEnabled as boolean, ...(hours ? { hours } : {}) };
  }
  return { isEnabled: schedule.isEnabled as boolean, weeklySchedule };
}

/**
 * A schedule the Inbox sent in the body field `field` (`schedule`, `defaultSchedule`), checked as the real
 * service's `ScheduleDto`: absent or null → undefined; a failure → **422** `Validation Error` with every
 * message under `errors.general` (its validation pipe's whole-body form), e.g.
 * `schedule.weeklySchedule.monday.hours.0.start must be in 12-hour format (e.g., 09:00 AM or 9:00 AM)`.
 */
export function checkedScheduleInput(value: unknown, field: string): DeliverySchedule | undefined {
  if (!isPresent(value)) return undefined;
  const messages = isObjectLike(value) && !Array.isArray(value) ? flattened(scheduleFailures(value), field) : [nestedMessage(field)];
  if (messages.length > 0) throw InvalidInputError.general(messages);
  return kept(value as JsonObject);
}
