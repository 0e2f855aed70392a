import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(11);

describe('the official SDK (@novu/api) against the mock: deleting messages', () => {
  it('deletes one message, then answers 404 for it', async () => {
    const [message] = (await sdk.novu().messages.retrieve({ limit: 1 })).result.data;
    const id = message?.id as string;
    const deleted = await sdk.novu().messages.delete(id);
    expect(deleted.result).toEqual({ acknowledged: true, status: 'deleted' });
    const again = await sdk.novu().messages.delete(id).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, message: `Message with id ${id} not found` });
  });

  it('deletes the messages of a transaction by channel, then answers 404 for that channel', async () => {
    const { data } = (await sdk.novu().messages.retrieve({ limit: 100 })).result;
    const target = data.find((m) => data.some((o) => o.transactionId === m.transactionId && o.channel !== m.channel)) ?? data[0];
    const { transactionId, channel } = target as { transactionId: string; channel: 'in_app' | 'email' | 'sms' | 'chat' | 'push' };
    await sdk.novu().messages.deleteByTransactionId(transactionId, channel);
    const left = (await sdk.novu().messages.retrieve({ transactionId: [transactionId], limit: 100 })).result.data;
    expect(left.some((m) => m.channel === channel)).toBe(false);
    const again = await sdk.novu().messages.deleteByTransactionId(transactionId, channel).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, message: 'Invalid transactionId or channel' });
  });
});
