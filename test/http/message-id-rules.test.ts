/**
 * The checks the real controllers of the mark routes make on `messageId`, with their status and words:
 * the widget's `markAs` and `mark-as` answer 400 `messageId is required`; the v1 `markAs` refuses an empty
 * or malformed id in its request DTO (422).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { expectErrorShape } from '../helpers/test-app.js';

let t: InboxTestApp;
let ids: string[];
beforeEach(async () => {
  t = await makeInboxApp('mark-rules');
  ids = await t.load([{}, {}]);
});

const expect400 = (res: { status: number; body: Record<string, unknown> }, message: string) => {
  expect(res.status).toBe(400);
  expect(expectErrorShape(res.body, 400).message).toBe(message);
};

describe('POST /v1/widgets/messages/mark-as', () => {
  it('answers 400 `messageId is required` without messageId or with an empty list, changing nothing', async () => {
    expect400(await t.inbox().post('/v1/widgets/messages/mark-as', { markAs: 'seen' }), 'messageId is required');
    expect400(await t.inbox().post('/v1/widgets/messages/mark-as', { messageId: [], markAs: 'seen' }), 'messageId is required');
    expect(await t.apiMessage(ids[0] as string)).toMatchObject({ seen: false });
    const marked = await t.inbox().post('/v1/widgets/messages/mark-as', { messageId: ids[0], markAs: 'seen' });
    expect(marked.status).toBe(201);
    expect(await t.apiMessage(ids[0] as string)).toMatchObject({ seen: true });
  });
});

describe('POST /v1/widgets/messages/markAs', () => {
  it('answers 400 `messageId is required` for none, and 400 `Invalid messageId format` naming the bad ids', async () => {
    for (const messageId of [undefined, null, '']) expect400(await t.inbox().post('/v1/widgets/messages/markAs', { messageId, mark: { seen: true } }), 'messageId is required');
    expect400(await t.inbox().post('/v1/widgets/messages/markAs', { messageId: `${ids[0]},nope,also-bad`, mark: { seen: true } }), 'Invalid messageId format: nope, also-bad');
    expect400(await t.inbox().post('/v1/widgets/messages/markAs', { messageId: [ids[0], 'x'], mark: { seen: true } }), 'Invalid messageId format: x');
    expect(await t.apiMessage(ids[0] as string)).toMatchObject({ seen: false });
    const marked = await t.inbox().post('/v1/widgets/messages/markAs', { messageId: ids.join(','), mark: { seen: true } });
    expect(marked.status).toBe(201);
    expect(marked.body.data).toHaveLength(2);
  });
});

describe('POST /v1/subscribers/{subscriberId}/messages/markAs', () => {
  it('refuses an empty messageId with 422, as the real request DTO does', async () => {
    const res = await t.api().post('/v1/subscribers/mark-rules/messages/markAs', { messageId: '', mark: { seen: true } });
    expect(res.status).toBe(422);
    expect(Object.keys(expectErrorShape(res.body, 422).errors as object)).toContain('body.messageId');
  });
});
