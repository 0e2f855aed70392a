/**
 * The Inbox's sessions and sockets under abuse: handshake floods without a token, too many sockets or
 * sessions for one subscriber, expired sessions, a malformed HMAC, and one event to many sockets.
 */
import { describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/session.js';
import { expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

describe('a malformed subscriberHash', () => {
  it('of 64 × "é" (as many characters as a real hash, twice the bytes) → 400 with the real message, nothing opened', async () => {
    const t = await makeTestApp();
    const applicationIdentifier = t.deps.registry.fixtureKeys().find((k) => k.apiKey === PROD_KEY)?.applicationIdentifier as string;
    const environment = t.deps.registry.resolve(PROD_KEY)!;
    const subscribersBefore = environment.subscribers.size;
    for (const subscriberHash of ['é'.repeat(64), '€'.repeat(64), '\u{1F600}'.repeat(32), subscriberHashOf(PROD_KEY, 'hmac-x').slice(0, 63) + 'é']) {
      const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: 'hmac-x', subscriberHash });
      expect(res.status, subscriberHash).toBe(400);
      expect(expectErrorShape(res.body, 400).message).toBe('Please provide a valid HMAC hash');
    }
    expect(environment.subscribers.size).toBe(subscribersBefore);
    const good = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: 'hmac-x', subscriberHash: subscriberHashOf(PROD_KEY, 'hmac-x') });
    expect(good.status).toBe(201);
  });
});
