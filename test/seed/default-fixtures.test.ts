import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FixtureError } from '../../src/seed/check-fixtures.js';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../../src/seed/load-fixtures.js';
import { DEV_ENV_ID, PROD_ENV_ID, sharedContract } from '../helpers/test-app.js';

const providersIdEnum = readFileSync(new URL('../../node_modules/@novu/api/src/models/components/providersidenum.ts', import.meta.url), 'utf8');
const sdkKnows = (value: string) => providersIdEnum.includes(`"${value}"`);

describe('the default fixtures', async () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  const contract = await sharedContract();
  const seed = loadFixtures(DEFAULT_FIXTURES_DIR, contract, now);

  describe.each([DEV_ENV_ID, PROD_ENV_ID])('environment %s', (environmentId) => {
    const mine = <T extends { _environmentId: string }>(records: T[]) => records.filter((r) => r._environmentId === environmentId);
    const messages = mine(seed.messages);
    const events = mine(seed.notifications);

    it('has at least 50 subscribers and every chat/push provider integration active', () => {
      expect(mine(seed.subscribers).length).toBeGreaterThanOrEqual(50);
      const active = mine(seed.integrations).filter((i) => i.active);
      for (const provider of ['slack', 'discord', 'msteams', 'mattermost', 'ryver', 'zulip', 'grafana-on-call', 'getstream', 'rocket-chat', 'whatsapp-business', 'chat-webhook', 'novu-slack', 'telegram', 'fcm', 'apns', 'expo', 'one-signal', 'pushpad', 'push-webhook', 'pusher-beams', 'appio']) {
        expect(active.some((i) => i.providerId === provider), provider).toBe(true);
      }
      for (const channel of ['email', 'sms']) {
        expect(mine(seed.integrations).filter((i) => i.channel === channel).length).toBeGreaterThanOrEqual(2);
        expect(active.filter((i) => i.channel === channel && i.primary)).toHaveLength(1);
      }
    });

    it('has in-app inboxes for at least 10 subscribers in mixed states, with CTAs and buttons, and every other channel', () => {
      const inApp = messages.filter((m) => m.channel === 'in_app');
      expect(new Set(inApp.map((m) => m._subscriberId)).size).toBeGreaterThanOrEqual(10);
      expect(inApp.some((m) => m.read)).toBe(true);
      expect(inApp.some((m) => m.seen && !m.read)).toBe(true);
      expect(inApp.some((m) => !m.seen)).toBe(true);
      expect(inApp.some((m) => (m.cta as { data?: { url?: string } }).data?.url)).toBe(true);
      expect(inApp.some((m) => ((m.cta as { action?: { buttons?: unknown[] } }).action?.buttons ?? []).length > 0)).toBe(true);
      for (const channel of ['email', 'sms', 'chat', 'push']) expect(messages.some((m) => m.channel === channel), channel).toBe(true);
    });

    it('has at least 200 events over the last 30 days, covering every channel, failures, digests, delays, severities, topics and context keys', () => {
      expect(events.length).toBeGreaterThanOrEqual(200);
      const ages = events.map((e) => now.getTime() - Date.parse(e.createdAt ?? ''));
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ages)).toBeLessThanOrEqual(30 * 86_400_000);
      const jobs = events.flatMap((e) => e.jobs ?? []) as { type: string; status: string; providerId: string; digest?: unknown; executionDetails: { providerId?: string; status: string }[] }[];
      for (const type of ['in_app', 'email', 'sms', 'chat', 'push', 'digest', 'delay']) expect(jobs.some((j) => j.type === type), type).toBe(true);
      expect(jobs.some((j) => j.status === 'failed' && j.executionDetails.some((d) => d.status === 'Failed'))).toBe(true);
      expect(jobs.some((j) => j.digest)).toBe(true);
      for (const severity of ['high', 'medium', 'low', 'none']) expect(events.some((e) => e.severity === severity)).toBe(true);
      expect(events.some((e) => e.topics?.length)).toBe(true);
      expect(events.some((e) => e.contextKeys?.length)).toBe(true);
      expect(events.some((e) => (e.tags as string[] | undefined)?.length)).toBe(true);
      expect(new Set(events.map((e) => e._templateId)).size).toBeGreaterThanOrEqual(4);
    });

    it('has exactly one workflow with a payload schema and validation on (payment-failed)', () => {
      const validated = mine(seed.workflows).filter((w) => w.validatePayload === true && w.payloadSchema);
      expect(validated.map((w) => w.triggers[0]?.identifier)).toEqual(['payment-failed']);
      expect(mine(seed.workflows).filter((w) => w.payloadSchema !== undefined)).toHaveLength(1);
    });

    it('only uses job providers the official SDK knows (its enums are closed)', () => {
      const jobs = events.flatMap((e) => e.jobs ?? []) as { providerId: string; executionDetails: { providerId?: string }[] }[];
      for (const job of jobs) {
        expect(sdkKnows(job.providerId), job.providerId).toBe(true);
        for (const d of job.executionDetails) if (d.providerId) expect(sdkKnows(d.providerId), d.providerId).toBe(true);
      }
    });
  });

  it('has plain and secret environment variables', () => {
    expect(seed.environmentVariables.some((v) => v.isSecret)).toBe(true);
    expect(seed.environmentVariables.some((v) => !v.isSecret)).toBe(true);
  });

  it('stops loading on a broken reference, naming file, record and field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    const file = join(dir, 'messages.json');
    const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    Object.assign(records[2] as object, { _subscriberId: 'ffffffffffffffffffffffff' });
    writeFileSync(file, JSON.stringify(records));
    const load = async () => loadFixtures(dir, await sharedContract(), now);
    await expect(load()).rejects.toThrow(FixtureError);
    await expect(load()).rejects.toThrow(/messages\.json record #2 \(transactionId "[^"]+"\): field "_subscriberId": no subscriber ffffffffffffffffffffffff/);
  });

  it('stops loading on a workflow whose payloadSchema does not compile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    const file = join(dir, 'workflows.json');
    const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    Object.assign(records[1] as object, { payloadSchema: { type: 'object', properties: { a: { minLength: 'five' } } }, validatePayload: true });
    writeFileSync(file, JSON.stringify(records));
    const contract = await sharedContract();
    expect(() => loadFixtures(dir, contract, now)).toThrow(/workflows\.json record #1 \(name "[^"]+"\): field "payloadSchema": is not a usable JSON Schema: .*minLength/);
  });

  it('stops loading on a subscriber whose email is no email address (the contract says format email)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    const file = join(dir, 'subscribers.json');
    const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    Object.assign(records[3] as object, { email: 'ada-at-example.com' });
    writeFileSync(file, JSON.stringify(records));
    const load = async () => loadFixtures(dir, await sharedContract(), now);
    await expect(load()).rejects.toThrow(FixtureError);
    await expect(load()).rejects.toThrow(/subscribers\.json record #3 \(subscriberId "[^"]+"\): field "email": .*must match format "email"/);
  });

  it('holds per-workflow and global preferences of Development subscribers, and stops loading on a broken one', async () => {
    const preferences = seed.preferences ?? [];
    expect(preferences.filter((p) => p._environmentId === DEV_ENV_ID && p._templateId !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(preferences.some((p) => p._templateId === undefined)).toBe(true);
    for (const [change, message] of [
      [{ channels: { in_app: 'off' } }, /preferences\.json record #1 \(_id "\w+"\): channels\.in_app must be a boolean of a known channel/],
      [{ _subscriberId: 'ffffffffffffffffffffffff' }, /preferences\.json record #1 \(_id "\w+"\): field "_subscriberId": no subscriber ffffffffffffffffffffffff/],
      [{ _templateId: 'ffffffffffffffffffffffff' }, /preferences\.json record #1 \(_id "\w+"\): field "_templateId": no workflow ffffffffffffffffffffffff/],
    ] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
      cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
      const file = join(dir, 'preferences.json');
      const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
      Object.assign(records[1] as object, change);
      writeFileSync(file, JSON.stringify(records));
      expect(() => loadFixtures(dir, contract, now)).toThrow(message);
    }
  });
});
