/** `novu.contexts` through the official SDK (@novu/api), as the real service's contexts e2e tests drive it. */
import { ErrorDto, SDKValidationError } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(46);

const errorOf = (call: Promise<unknown>) => call.then(() => undefined, (error: unknown) => error);

describe('the official SDK (@novu/api): contexts', () => {
  // The 3.19 SDK's retrieve and delete take the id first, then the type.
  it('creates, retrieves, lists, updates and deletes a context', async () => {
    const novu = sdk.novu();
    const created = await novu.contexts.create({ type: 'tenant', id: 'sdk-org-acme', data: { tenantName: 'Acme Corp', region: 'us-east-1' } });
    expect(created.result).toMatchObject({ type: 'tenant', id: 'sdk-org-acme', data: { tenantName: 'Acme Corp', region: 'us-east-1' } });
    expect((await novu.contexts.create({ type: 'workspace', id: 'sdk-ws-1' })).result.data).toEqual({});

    const read = await novu.contexts.retrieve('sdk-org-acme', 'tenant');
    expect(read.result).toEqual(created.result);
    const listed = await novu.contexts.list({ search: 'sdk-', limit: 1 });
    expect(listed.result.data.map((c) => c.id)).toEqual(['sdk-ws-1']);
    expect(listed.result.totalCount).toBe(2);
    const next = await novu.contexts.list({ search: 'sdk-', limit: 1, after: listed.result.next ?? undefined });
    expect(next.result.data.map((c) => c.id)).toEqual(['sdk-org-acme']);

    const updated = await novu.contexts.update({ type: 'tenant', id: 'sdk-org-acme', updateContextRequestDto: { data: { newField: 'newValue' } } });
    expect(updated.result.data).toEqual({ newField: 'newValue' });

    await novu.contexts.delete('sdk-org-acme', 'tenant');
    const gone = await errorOf(novu.contexts.retrieve('sdk-org-acme', 'tenant'));
    expect(gone).toBeInstanceOf(ErrorDto);
    expect((gone as ErrorDto).statusCode).toBe(404);
    expect((gone as ErrorDto).message).toContain(`Context with id 'sdk-org-acme' and type 'tenant' not found in environment ${DEV_ENV_ID}`);
  });

  it('throws the real errors: 409 for a taken type:id, 422 for a malformed one, a client-side error without data', async () => {
    const novu = sdk.novu();
    await novu.contexts.create({ type: 'tenant', id: 'sdk-duplicate' });
    const taken = await errorOf(novu.contexts.create({ type: 'tenant', id: 'sdk-duplicate', data: { tenantName: 'Updated' } }));
    expect(taken).toBeInstanceOf(ErrorDto);
    expect((taken as ErrorDto).statusCode).toBe(409);
    expect((taken as ErrorDto).message).toContain("Context with type 'tenant' and id 'sdk-duplicate' already exists");
    for (const body of [{ type: '', id: 'x' }, { type: 'Invalid_Type!', id: 'x' }, { type: 'tenant', id: 'Invalid ID!' }]) {
      const invalid = await errorOf(novu.contexts.create(body));
      expect((invalid as { statusCode?: number }).statusCode, JSON.stringify(body)).toBe(422);
    }
    const noData = await errorOf(novu.contexts.update({ type: 'tenant', id: 'sdk-duplicate', updateContextRequestDto: {} as never }));
    expect(noData).toBeInstanceOf(SDKValidationError);
  });

  it('a trigger with a context creates it, and its notification is found by its context keys', async () => {
    const novu = sdk.novu();
    const payload = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
    const triggered = await novu.trigger({ workflowId: 'password-reset', to: { subscriberId: 'sdk-ctx-user', email: 'ctx@sdk.test' }, payload, context: { project: { id: 'sdk-p-1', data: { tier: 'gold' } } } });
    expect(triggered.result.status).toBe('processed');
    expect((await novu.contexts.retrieve('sdk-p-1', 'project')).result.data).toEqual({ tier: 'gold' });
    const messages = await novu.messages.retrieve({ transactionId: [triggered.result.transactionId ?? ''], contextKeys: ['project:sdk-p-1'] });
    expect(messages.result.data.length).toBeGreaterThan(0);
    expect(messages.result.data.every((m) => m.transactionId === triggered.result.transactionId)).toBe(true);
  });
});
