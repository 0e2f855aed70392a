/** An app with an Inbox session for a fresh subscriber whose in-app messages the test loads itself. */
import { expect } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, makeTestApp } from './test-app.js';

export type InboxTestApp = Awaited<ReturnType<typeof makeInboxApp>>;

/** What a loaded message may set; the rest gets plain in-app defaults. */
export interface MessageSpec {
  read?: boolean;
  seen?: boolean;
  tags?: string[];
  data?: Record<string, unknown>;
  severity?: 'high' | 'medium' | 'low' | 'none';
  createdAt?: string;
  buttons?: ('primary' | 'secondary')[];
}

let counter = 0;
const objectId = () => `${Date.now().toString(16).padStart(12, '0')}${(counter++).toString(16).padStart(12, '0')}`.slice(-24);

export async function makeInboxApp(subscriberId = 'inbox-tester') {
  const t = await makeTestApp({ envelope: false });
  const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
  const openSession = async (apiKey: string, id: string) => {
    const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(apiKey), subscriber: { subscriberId: id }, subscriberHash: subscriberHashOf(apiKey, id) });
    expect(res.status).toBe(201);
    return res.body.data.token as string;
  };
  const token = await openSession(DEV_KEY, subscriberId);
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no Development environment');
  const internalId = environment.subscribers.find(subscriberId)?._id as string;
  const notificationId = environment.activity.all()[0]?._id as string;

  /** Loads in-app messages for the session subscriber through the control plane; returns their ids. */
  const load = async (specs: MessageSpec[]) => {
    const messages = specs.map((spec, i) => {
      const { buttons, createdAt, read = false, seen = false, ...rest } = spec;
      const cta = buttons ? { type: 'redirect', data: { url: '/x' }, action: { status: 'pending', buttons: buttons.map((type) => ({ type, content: `${type} button` })) } } : { type: 'redirect', data: { url: '/x' } };
      return {
        _id: objectId(),
        _environmentId: environment.id,
        _organizationId: environment.info._organizationId,
        _notificationId: notificationId,
        _subscriberId: internalId,
        transactionId: `tx-${counter}`,
        channel: 'in_app',
        content: `message ${i}`,
        createdAt: createdAt ?? new Date(Date.now() - 60_000 * (specs.length - i)).toISOString(),
        read,
        seen,
        status: 'sent',
        cta,
        ...rest,
      };
    });
    const res = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ messages });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return messages.map((m) => m._id);
  };

  const bearer = (tokenToUse = token) => ({
    get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${tokenToUse}`),
    patch: (url: string, body?: object) => t.request().patch(url).set('Authorization', `Bearer ${tokenToUse}`).send(body),
    post: (url: string, body: object = {}) => t.request().post(url).set('Authorization', `Bearer ${tokenToUse}`).send(body),
    delete: (url: string) => t.request().delete(url).set('Authorization', `Bearer ${tokenToUse}`),
  });

  /** The subscriber's in-app messages as `GET /v1/messages` shows them with the API key. */
  const apiMessages = async (id = subscriberId) => {
    const res = await t.api().get(`/v1/messages?subscriberId=${id}&channel=in_app&limit=1000`);
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>[];
  };
  const apiMessage = async (messageId: string) => (await apiMessages()).find((m) => m._id === messageId);
  /** Every in-app message of an API key's environment. */
  const apiMessagesOf = async (apiKey: string) => {
    const res = await t.api(apiKey).get('/v1/messages?channel=in_app&limit=1000');
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>[];
  };

  /** Ids of the notifications a list query returns. */
  const listIds = async (query: string, tokenToUse = token) => {
    const res = await bearer(tokenToUse).get(`/v1/inbox/notifications?limit=100${query ? `&${query}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: string }[]).map((n) => n.id);
  };

  return { ...t, token, openSession, load, inbox: bearer, apiMessages, apiMessage, apiMessagesOf, listIds, subscriberId, subscriberInternalId: internalId };
}
