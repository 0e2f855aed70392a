import type { Subscriber } from '../domain/subscribers/index.js';
import { lazyImport } from '../lib/lazy-require.js';

const FIRST_NAMES = ['Ava', 'Liam', 'Noah', 'Emma', 'Mia', 'Lucas', 'Sofia', 'Mateo', 'Yuki', 'Amara', 'Chen', 'Priya', 'Omar', 'Lena', 'Jonas', 'Ines', 'Kofi', 'Elif', 'Diego', 'Hana'];
const LAST_NAMES = ['Garcia', 'Smith', 'Müller', 'Rossi', 'Nguyen', 'Kowalski', 'Silva', 'Tanaka', 'Okafor', 'Dubois', 'Johansson', 'Haddad', 'Patel', 'Kim', 'Novak', 'Costa'];
const LOCALES: [string, string][] = [
  ['en-US', 'America/New_York'], ['en-GB', 'Europe/London'], ['de-DE', 'Europe/Berlin'], ['fr-FR', 'Europe/Paris'],
  ['es-ES', 'Europe/Madrid'], ['pt-BR', 'America/Sao_Paulo'], ['ja-JP', 'Asia/Tokyo'], ['en-IN', 'Asia/Kolkata'],
];

/**
 * The profile part of the spec's Subscriber schema (from the contract), its free-text fields narrowed
 * to realistic pools, so json-schema-faker yields plausible people that still match the contract.
 */
function generatorSchema(subscriberSchema: Record<string, unknown>): Record<string, unknown> {
  const properties = subscriberSchema.properties as Record<string, unknown>;
  return {
    type: 'object',
    additionalProperties: false,
    required: ['firstName', 'lastName', 'phone', 'locale', 'isOnline', 'data'],
    properties: {
      isOnline: properties.isOnline,
      firstName: { enum: FIRST_NAMES },
      lastName: { enum: LAST_NAMES },
      phone: { type: 'string', pattern: '^\\+1[2-9]\\d{2}555\\d{4}$' },
      locale: { enum: LOCALES.map(([l]) => l) },
      data: {
        type: 'object',
        required: ['plan', 'signupSource'],
        properties: {
          plan: { enum: ['free', 'starter', 'pro', 'enterprise'] },
          signupSource: { enum: ['web', 'ios', 'android', 'invite'] },
          seats: { type: 'integer', minimum: 1, maximum: 500 },
        },
        additionalProperties: false,
      },
    },
  };
}

/**
 * Distinct profiles json-schema-faker makes; more subscribers reuse them (with their own ids, emails,
 * phones and times): faking every profile of a large generated set would dominate the startup.
 */
export const PROFILE_POOL = 1024;

/**
 * `count` subscribers made by json-schema-faker, deterministic for a given seed. Identity, scope and
 * timestamps are set here so they stay unique and consistent.
 */
export async function generateSubscribers(
  count: number,
  options: { seed: number; subscriberSchema: Record<string, unknown>; scope: { _organizationId: string; _environmentId: string }; now: Date; objectId: () => string },
): Promise<Subscriber[]> {
  // Loaded on first use: a default start (no --generate-subscribers) never needs the faker.
  const { createGeneratorSync } = await lazyImport<typeof import('json-schema-faker')>('json-schema-faker');
  const generator = createGeneratorSync({ seed: options.seed });
  const schema = generatorSchema(options.subscriberSchema);
  const pool: Partial<Subscriber>[] = [];
  for (let i = 0; i < Math.min(count, PROFILE_POOL); i++) pool.push(generator.generate(schema) as Partial<Subscriber>);
  const out: Subscriber[] = [];
  const start = options.now.getTime() - count * 1000;
  for (let i = 0; i < count; i++) {
    // Beyond the pool, a profile picked by a multiplicative hash of i (no visible period), its phone's
    // last four digits from i.
    const reused = i >= PROFILE_POOL;
    const fake = pool[reused ? (Math.imul(i, 2654435761) >>> 0) % PROFILE_POOL : i] as Partial<Subscriber>;
    const timezone = LOCALES.find(([l]) => l === fake.locale)?.[1] ?? 'UTC';
    const at = new Date(start + i * 1000).toISOString();
    // Strings built with `join` are flat; `+` and template literals make V8 cons strings, which keep
    // three objects per field for 100,000 subscribers and get a flat copy the first time a page shows them.
    const handle = `${fake.firstName}.${fake.lastName}.${i}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9.]/g, '');
    out.push({
      _id: options.objectId(),
      subscriberId: `gen-${i}`,
      firstName: fake.firstName ?? null,
      lastName: fake.lastName ?? null,
      email: [handle, '@example.com'].join(''),
      phone: fake.phone ? (reused ? `${fake.phone.slice(0, -4)}${String(i % 10_000).padStart(4, '0')}` : fake.phone) : null,
      avatar: ['https://i.pravatar.cc/150?u=gen-', i].join(''),
      locale: fake.locale ?? null,
      timezone,
      data: fake.data ?? {},
      channels: [],
      isOnline: fake.isOnline ?? false,
      ...options.scope,
      deleted: false,
      createdAt: at,
      updatedAt: at,
      __v: 0,
    });
  }
  return out;
}
