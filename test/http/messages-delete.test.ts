import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../src/domain/messages/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;

const environment = (key = DEV_KEY) => {
  const found = t.deps.registry.resolve(key);
  if (!found) throw new Error(`no environment for ${key}`);
  return found;
};

/** A transaction of the fixtures whose messages span more than one channel. */
function mixedTransaction(): { transactionId: string; messages: Message[] } {
  const all = environment().messages.all();
  const byTransaction = new Map<string, Message[]>();
  for (const m of all) byTransaction.set(m.transactionId, [...(byTransaction.get(m.transactionId) ?? []), m]);
  for (const [transactionId, messages] of byTransaction) {
    if (new Set(messages.map((m) => m.channel)).size > 1) return { transactionId, messages };
  }
  throw new Error('fixtures lack a transaction with messages of several channels');
}

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

describe('DELETE /v1/messages/{messageId}', () => {
  it('deletes the message: 200 acknowledged, gone from the list and from its subscriber Inbox', async () => {
    const target = environment().messages.all().find((m) => m.channel === 'in_app') as Message;
    const subscriberId = environment().subscribers.findByInternalId(target._subscriberId)?.subscriberId as string;
    const res = await t.api().delete(`/v1/messages/${target._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, status: 'deleted' });
    const listed = await t.api().get(`/v1/messages?subscriberId=${encodeURIComponent(subscriberId)}&limit=1000`);
    expect(listed.body.data.map((m: Message) => m._id)).not.toContain(target._id);
    expect(environment().messages.inAppOf(target._subscriberId).map((m) => m._id)).not.toContain(target._id);
    const again = await t.api().delete(`/v1/messages/${target._id}`);
    expect(again.status).toBe(404);
    expect(expectErrorShape(again.body, 404).message).toBe(`Message with id ${target._id} not found`);
  });

  it('deletes a message of any channel', async () => {
    const email = environment().messages.all().find((m) => m.channel === 'email') as Message;
    expect((await t.api().delete(`/v1/messages/${email._id}`)).status).toBe(200);
    expect(environment().messages.all().some((m) => m._id === email._id)).toBe(false);
  });

  it('answers 422 for a malformed id and 404 for a message of another environment, changing nothing', async () => {
    const before = environment().messages.size;
    const malformed = await t.api().delete('/v1/messages/not-an-id');
    expect(malformed.status).toBe(422);
    const prodMessage = environment(PROD_KEY).messages.all()[0] as Message;
    const foreign = await t.api().delete(`/v1/messages/${prodMessage._id}`);
    expect(foreign.status).toBe(404);
    expect(environment().messages.size).toBe(before);
    expect(environment(PROD_KEY).messages.all().some((m) => m._id === prodMessage._id)).toBe(true);
  });
});

describe('DELETE /v1/messages/transaction/{transactionId}', () => {
  it('deletes every message of the transaction: 204, no body', async () => {
    const { transactionId, messages } = mixedTransaction();
    const before = environment().messages.size;
    const res = await t.api().delete(`/v1/messages/transaction/${encodeURIComponent(transactionId)}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(environment().messages.size).toBe(before - messages.length);
    expect(environment().messages.all().some((m) => m.transactionId === transactionId)).toBe(false);
  });

  it('with channel: deletes only that channel; then that channel again is a 404', async () => {
    const { transactionId, messages } = mixedTransaction();
    const channel = (messages[0] as Message).channel;
    const url = `/v1/messages/transaction/${encodeURIComponent(transactionId)}?channel=${channel}`;
    expect((await t.api().delete(url)).status).toBe(204);
    const left = environment().messages.all().filter((m) => m.transactionId === transactionId);
    expect(left.map((m) => m._id).sort()).toEqual(messages.filter((m) => m.channel !== channel).map((m) => m._id).sort());
    const again = await t.api().delete(url);
    expect(again.status).toBe(404);
    expect(expectErrorShape(again.body, 404).message).toBe('Invalid transactionId or channel');
  });

  it('answers 404 for an unknown transaction and 422 for an unknown channel', async () => {
    const unknown = await t.api().delete('/v1/messages/transaction/no-such-transaction');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid transactionId or channel');
    const { transactionId } = mixedTransaction();
    expect((await t.api().delete(`/v1/messages/transaction/${encodeURIComponent(transactionId)}?channel=fax`)).status).toBe(422);
  });
});
