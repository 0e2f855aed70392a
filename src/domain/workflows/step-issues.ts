/**
 * A v2 step's `issues`, as the real service's `BuildStepIssuesUsecase` reports them when a workflow is
 * written: control values its step's schema requires and lacks (`MISSING_VALUE`), and a delay or digest
 * longer than the organization's plan allows (`TIER_LIMIT_EXCEEDED`). A workflow with any is `ERROR`.
 */
import type { JsonObject } from '../shared/index.js';

export interface StepIssue {
  issueType: 'MISSING_VALUE' | 'TIER_LIMIT_EXCEEDED' | 'MISSING_INTEGRATION';
  message: string;
  variableName?: string;
}
export interface StepIssues {
  controls?: Record<string, StepIssue[]>;
  integration?: Record<string, StepIssue[]>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIT_MS: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: DAY_MS, weeks: 7 * DAY_MS, months: 30 * DAY_MS };
/**
 * The mock's organization is on the free plan: a delay or a digest window of at most 24 hours (the real
 * tiers: `PLATFORM_MAX_DELAY_DURATION` and `PLATFORM_MAX_DIGEST_WINDOW_TIME`). Shorter than a day is never
 * checked (the real minimum for the check).
 */
const FREE_MAX_DEFER_MS = DAY_MS;
const TIER_MESSAGE = `The maximum delay allowed is ${Math.floor(FREE_MAX_DEFER_MS / DAY_MS)} days. Please contact our support team to discuss extending this limit for your use case.`;

/** The control values each channel's control schema requires. */
const REQUIRED: Record<string, readonly string[]> = { email: ['subject'], sms: ['body'], chat: ['body'], push: ['subject', 'body'] };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const missing = (key: string, message: string): StepIssue => ({ message, issueType: 'MISSING_VALUE', variableName: key });

function requiredIssues(type: string, values: JsonObject): Record<string, StepIssue[]> {
  const found: Record<string, StepIssue[]> = {};
  if (type === 'in_app') {
    // The real schema is "a subject or a body": each missing one is reported with the same words.
    const filled = (key: string) => typeof values[key] === 'string' && values[key] !== '';
    if (!filled('subject') && !filled('body')) {
      for (const key of ['subject', 'body']) found[key] = [missing(key, typeof values[key] === 'string' ? `${capitalize(key)} is required` : 'Subject or body is required')];
    }
    return found;
  }
  for (const key of REQUIRED[type] ?? []) {
    const value = values[key];
    // A missing control names itself; an empty one is too short (`minLength`) for the email subject only.
    if (typeof value !== 'string') found[key] = [missing(key, `${capitalize(key)} is required`)];
    else if (value === '' && type === 'email' && key === 'subject') found[key] = [missing(key, 'Subject is required')];
  }
  return found;
}

/** The real tier check: a regular delay or digest (amount and unit) longer than the plan's maximum, reported on both. */
function tierIssues(type: string, values: JsonObject): Record<string, StepIssue[]> {
  if (type !== 'delay' && type !== 'digest') return {};
  if (values.type === 'dynamic' || typeof values.cron === 'string') return {};
  const amount = Number(values.amount);
  const unit = UNIT_MS[String(values.unit)];
  if (!values.amount || Number.isNaN(amount) || unit === undefined) return {};
  const deferMs = amount * unit;
  if (deferMs < DAY_MS || deferMs <= FREE_MAX_DEFER_MS) return {};
  const issue = (): StepIssue[] => [{ issueType: 'TIER_LIMIT_EXCEEDED', message: TIER_MESSAGE }];
  return { amount: issue(), unit: issue() };
}

export function stepIssues(type: string, values: JsonObject): StepIssues {
  const controls = { ...requiredIssues(type, values), ...tierIssues(type, values) };
  return Object.keys(controls).length > 0 ? { controls } : {};
}

export const hasControlIssues = (issues: StepIssues): boolean => Object.keys(issues.controls ?? {}).length > 0;

/** What the integration check reads: the environment's active integrations. */
export interface ActiveIntegrations {
  listActive(): readonly { channel?: string; primary?: boolean }[];
}

const CHANNEL_STEPS = new Set(['in_app', 'email', 'sms', 'chat', 'push']);

/**
 * The real workflow read's integration check (made at each read, not stored): a channel step whose
 * channel has no active integration — for email and sms, no active primary one — has a
 * `MISSING_INTEGRATION` issue under `integration.<step type>`. The mock's Inbox needs no connecting: an
 * active in-app integration is enough.
 */
export function integrationIssues(type: string, integrations: ActiveIntegrations | undefined): StepIssues {
  if (integrations === undefined || !CHANNEL_STEPS.has(type)) return {};
  const primaryNeeded = type === 'email' || type === 'sms';
  if (integrations.listActive().some((i) => i.channel === type && (!primaryNeeded || i.primary === true))) return {};
  return { integration: { [type]: [{ issueType: 'MISSING_INTEGRATION', message: `Missing active${primaryNeeded ? ' primary' : ''} integration provider` }] } };
}
