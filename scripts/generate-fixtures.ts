/**
 * Generates the default seed data in fixtures/default/*.json.
 *
 *   npx tsx scripts/generate-fixtures.ts [--out DIR]
 *
 * Deterministic: every random choice comes from seeded mulberry32 streams (scripts/fixtures/core.ts),
 * no clock is read. Timestamps are written relative to TIME_ANCHOR (never after it); the server shifts
 * them so that the anchor maps to its start time. Records are exactly the spec's response shapes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildActivity } from './fixtures/activity.js';
import type { Project } from './fixtures/activity-data.js';
import { ANCHOR_MS, DAY, ENVIRONMENTS, HOUR, ORGANIZATION_ID, TIME_ANCHOR, iso, newId, resetIds, rngFor, type EnvironmentRef } from './fixtures/core.js';
import { buildIntegrations } from './fixtures/integrations.js';
import { buildSubscribers } from './fixtures/people.js';
import { buildPreferences } from './fixtures/preferences.js';
import { buildTenants } from './fixtures/tenants.js';
import { buildEmptyTopic, buildTopics } from './fixtures/topics.js';
import type { EnvironmentVariable } from './fixtures/types.js';
import { buildWorkflows } from './fixtures/workflows.js';

/**
 * `providerId` of activity jobs that have no delivery provider (in_app, digest, delay).
 *
 * ActivityJob.providerId is REQUIRED and a closed enum in both the spec and the official SDK, but neither
 * list has a value for "no provider": the real service writes its in-app provider (`novu`, which the spec
 * renames `svc`) and the spec's `svc*` values are unknown to the SDK's ProvidersIdEnum (a single unknown
 * value makes the SDK reject the whole activity page). So we need a value present in BOTH lists; we use
 * `chat-webhook`, a generic provider that never appears as a real delivery provider of these fixtures'
 * jobs (chat jobs use slack/discord/msteams/telegram). Execution details of such jobs omit providerId.
 */
export const NON_DELIVERY_JOB_PROVIDER_ID = 'chat-webhook';

const SUBSCRIBERS_PER_ENV: Record<EnvironmentRef['slug'], number> = { dev: 62, prod: 58 };
const EVENTS_PER_ENV: Record<EnvironmentRef['slug'], number> = { dev: 260, prod: 235 };
const PROJECTS: Record<EnvironmentRef['slug'], [string, string][]> = {
  dev: [['p-101', 'Apollo'], ['p-102', 'Borealis'], ['p-103', 'Cascade']],
  prod: [['p-201', 'Atlas'], ['p-202', 'Beacon'], ['p-203', 'Comet']],
};

function environmentVariables(dev: EnvironmentRef, prod: EnvironmentRef): EnvironmentVariable[] {
  const rng = rngFor('environment-variables');
  const both = (devValue: string, prodValue: string) => [{ _environmentId: dev._id, value: devValue }, { _environmentId: prod._id, value: prodValue }];
  const defs: [string, boolean, EnvironmentVariable['values']][] = [
    ['APP_BASE_URL', false, both('https://dev.app.acme.dev', 'https://app.acme.dev')],
    ['SUPPORT_EMAIL', false, both('support@acme.dev', 'support@acme.dev')],
    ['FEATURE_NEW_INBOX', false, both('true', 'false')],
    ['DEFAULT_LOCALE', false, both('en-US', 'en-US')],
    ['STRIPE_SECRET_KEY', true, both(`sk_test_51${rng.chars(96, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`, `sk_live_51${rng.chars(96, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`)],
    ['WEBHOOK_SIGNING_SECRET', true, both(`whsec_${rng.chars(32, 'abcdefghijklmnopqrstuvwxyz0123456789')}`, `whsec_${rng.chars(32, 'abcdefghijklmnopqrstuvwxyz0123456789')}`)],
    ['DEBUG_EMAIL_RECIPIENT', false, [{ _environmentId: dev._id, value: 'qa-inbox@acme.dev' }]],
  ];
  return defs.map(([key, isSecret, values], i) => {
    const created = ANCHOR_MS - (90 - i * 9) * DAY + rng.int(0, 8 * HOUR);
    return {
      _id: newId('environmentVariable'), _organizationId: ORGANIZATION_ID, key, type: 'string', isSecret, values,
      createdAt: iso(created), updatedAt: iso(rng.chance(0.5) ? created : created + rng.int(HOUR, 20 * DAY)),
    };
  });
}

export function generate(): Record<string, unknown> {
  resetIds();
  const creatorId = newId('user');
  const out = {
    integrations: [] as unknown[], subscribers: [] as unknown[], workflows: [] as unknown[],
    notifications: [] as unknown[], messages: [] as unknown[], topics: [] as unknown[], 'topic-subscriptions': [] as unknown[],
    preferences: [] as unknown[], tenants: [] as unknown[],
  };
  const topicSources: Parameters<typeof buildTopics>[] = [];
  const preferenceSources: Parameters<typeof buildPreferences>[] = [];
  const usedEmails = new Set<string>();
  for (const env of ENVIRONMENTS) {
    const integrations = buildIntegrations(env, rngFor(`integrations:${env.slug}`));
    const subscribers = buildSubscribers(env, integrations, SUBSCRIBERS_PER_ENV[env.slug], rngFor(`subscribers:${env.slug}`), usedEmails);
    const workflows = buildWorkflows(env, creatorId, rngFor(`workflows:${env.slug}`));
    const projects: Project[] = PROJECTS[env.slug].map(([id, name]) => ({ id, name, topicKey: `project-${name.toLowerCase()}`, topicId: newId('topic') }));
    const activity = buildActivity({
      env, subscribers, workflows, projects, totalEvents: EVENTS_PER_ENV[env.slug],
      nonDeliveryProviderId: NON_DELIVERY_JOB_PROVIDER_ID, rng: rngFor(`activity:${env.slug}`),
    });
    out.integrations.push(...integrations);
    out.subscribers.push(...subscribers.map((s) => s.subscriber));
    out.workflows.push(...workflows.map((w) => w.workflow));
    out.notifications.push(...activity.notifications);
    out.messages.push(...activity.messages);
    topicSources.push([env, projects, subscribers.map((s) => s.subscriber), activity.notifications]);
    if (env.slug === 'dev') preferenceSources.push([env, subscribers.map((s) => s.subscriber), workflows.map((w) => w.workflow)]);
  }
  // After every other id is drawn, so that adding topics (then preferences) left the other records' ids as they were.
  for (const source of topicSources) {
    const { topics, subscriptions } = buildTopics(...source);
    out.topics.push(...topics);
    out['topic-subscriptions'].push(...subscriptions);
  }
  for (const source of preferenceSources) out.preferences.push(...buildPreferences(...source));
  // Then what came later, each from its own id family or after every other topic.
  for (const env of ENVIRONMENTS) out.topics.push(buildEmptyTopic(env));
  for (const env of ENVIRONMENTS) out.tenants.push(...buildTenants(env));
  const [dev, prod] = ENVIRONMENTS;
  if (!dev || !prod) throw new Error('expected two environments');
  return {
    manifest: {
      name: 'default',
      description: 'Acme Inc. with a Development and a Production environment (API keys test-api-key / test-api-key-prod): '
        + 'subscribers, delivery integrations, workflows, 30 days of activity, in-app inboxes and organization-wide environment variables.',
      timeAnchor: TIME_ANCHOR,
    },
    organizations: [{
      _id: ORGANIZATION_ID, name: 'Acme Inc.',
      environments: ENVIRONMENTS.map(({ _id, name, apiKeys, applicationIdentifier }) => ({ _id, name, apiKeys: [...apiKeys], applicationIdentifier })),
    }],
    ...out,
    'environment-variables': environmentVariables(dev, prod),
  };
}

function main(): void {
  const argOut = process.argv.indexOf('--out');
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = argOut > 0 && process.argv[argOut + 1] ? resolve(process.argv[argOut + 1] as string) : join(root, 'fixtures', 'default');
  mkdirSync(outDir, { recursive: true });
  for (const [name, data] of Object.entries(generate())) {
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
    console.log(`${name}.json: ${Array.isArray(data) ? `${data.length} records` : 'object'}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
