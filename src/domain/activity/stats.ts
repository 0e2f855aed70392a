import { InvalidInputError } from '../shared/index.js';
import type { ActivityStore } from './activity.js';
import type { ActivityNotification } from './types.js';

/** `GET /v1/notifications/stats`: the events of the last week and of the last month. */
export interface ActivityStats {
  weeklySent: number;
  monthlySent: number;
}

/** One day of `GET /v1/notifications/graph/stats`. */
export interface ActivityGraphDay {
  /** The day, `YYYY-MM-DD` (UTC). */
  _id: string;
  /** The day's events counted once per channel each has (an event without channels is not counted). */
  count: number;
  /** The workflows of the day's events (`_templateId`), each once. */
  templates: string[];
  /** The channels of the day's events, each once. */
  channels: string[];
}

const DAY_MS = 86_400_000;
/** The real default of `days`, also for `days=0` (which it reads as absent). */
const DEFAULT_GRAPH_DAYS = 32;

/** The same instant a calendar month earlier (UTC), on the month's last day when it is shorter (Mar 31 → Feb 28). */
function monthBefore(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const at = new Date(now.getTime());
  at.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return at;
}

/**
 * Visits the events created at `since` or later, newest first. Events are ordered by their `createdAt`
 * text, which the mock always writes as an ISO instant (`…Z`): the walk stops at the first older one.
 */
function visitSince(activity: ActivityStore, since: Date, visit: (createdAt: string, event: ActivityNotification) => void): void {
  const from = Number.isNaN(since.getTime()) ? '' : since.toISOString();
  activity.visitNewestFirst((event) => {
    if (event.createdAt === undefined || event.createdAt < from) return false;
    visit(event.createdAt, event);
  });
}

/**
 * The real stats: events created since the same instant a month ago (`monthlySent`), and among them those
 * since a week ago (`weeklySent`), on the environment's clock. Events dated after `now` count too, as there.
 */
export function activityStats(activity: ActivityStore, now: Date): ActivityStats {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  let weeklySent = 0;
  let monthlySent = 0;
  visitSince(activity, monthBefore(now), (createdAt) => {
    monthlySent++;
    if (createdAt >= weekAgo) weeklySent++;
  });
  return { weeklySent, monthlySent };
}

/**
 * `days` as the real controller reads it: absent, empty or 0 → 32; a number's whole days otherwise; anything
 * else is the real command's 422.
 */
export function graphDays(days: string | undefined): number {
  if (!days) return DEFAULT_GRAPH_DAYS;
  const value = Number(days);
  if (Number.isNaN(value)) {
    const message = 'days must be a number conforming to the specified constraints';
    throw new InvalidInputError({ days: { messages: [message], value: days } }, `Validation failed for GetActivityGraphStatsCommand: days: ${message}`);
  }
  return value === 0 ? DEFAULT_GRAPH_DAYS : Math.trunc(value);
}

/**
 * The real graph: the events created in the last `days` days (since that many days before `now`), grouped
 * by their UTC day, each counted once per channel it has; days newest first.
 */
export function activityGraph(activity: ActivityStore, now: Date, days: number): ActivityGraphDay[] {
  const byDay = new Map<string, { count: number; templates: Set<string>; channels: Set<string> }>();
  visitSince(activity, new Date(now.getTime() - days * DAY_MS), (createdAt, event) => {
    const channels = event.channels ?? [];
    if (channels.length === 0) return;
    const day = createdAt.slice(0, 10);
    const entry = byDay.get(day) ?? { count: 0, templates: new Set<string>(), channels: new Set<string>() };
    entry.count += channels.length;
    if (event._templateId !== undefined) entry.templates.add(event._templateId);
    for (const channel of channels) entry.channels.add(channel);
    byDay.set(day, entry);
  });
  return [...byDay].map(([day, entry]) => ({ _id: day, count: entry.count, templates: [...entry.templates], channels: [...entry.channels] }));
}
