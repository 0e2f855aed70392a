import { Novu } from '@novu/api';
import { ErrorDto, PayloadValidationExceptionDto, ValidationErrorDto } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(45);

/** The error a call rejects with (the real service's e2e helpers catch it the same way). */
const rejection = (call: () => Promise<unknown>) => call().then(
  () => {
    throw new Error('expected the call to fail');
  },
  (error: unknown) => error,
);

describe('the official SDK (@novu/api) parses the mock\'s errors into its typed errors, with ctx', () => {
  it('a field the contract refuses: ValidationErrorDto with ctx {} and the errors map', async () => {
    const error = await rejection(() => sdk.novu().subscribers.create({ subscriberId: 'sdk-bad-mail', email: 'not-an-email' }));
    expect(error).toBeInstanceOf(ValidationErrorDto);
    const dto = error as ValidationErrorDto;
    expect(dto.statusCode).toBe(422);
    expect(dto.message).toBe('Validation Error');
    // The real service's e2e helper requires `ctx` on every ValidationErrorDto.
    expect(dto.ctx).toEqual({});
    expect(dto.errors['body.email']).toMatchObject({ messages: [expect.any(String)], value: 'not-an-email' });
  });

  it('a use case command check: ValidationErrorDto keyed by the command field', async () => {
    const error = await rejection(() => sdk.novu().integrations.setAsPrimary('not-an-id'));
    expect(error).toBeInstanceOf(ValidationErrorDto);
    const dto = error as ValidationErrorDto;
    expect(dto.ctx).toEqual({});
    expect(dto.errors.integrationId?.messages).toEqual(['integrationId must be a mongodb id']);
  });

  it('an unknown workflow: ErrorDto whose ctx carries the workflowId', async () => {
    const error = await rejection(() => sdk.novu().workflows.get('123'));
    expect(error).toBeInstanceOf(ErrorDto);
    const dto = error as ErrorDto;
    expect(dto.statusCode).toBe(404);
    expect(dto.message).toBe('Workflow cannot be found');
    expect(dto.ctx).toEqual({ workflowId: '123' });
  });

  it('an unknown subscriber: ErrorDto whose ctx is {error: "Not Found", statusCode: 404}', async () => {
    const error = await rejection(() => sdk.novu().subscribers.retrieve('sdk-nobody'));
    expect(error).toBeInstanceOf(ErrorDto);
    expect((error as ErrorDto).ctx).toEqual({ error: 'Not Found', statusCode: 404 });
  });

  it('an unknown API key: ErrorDto whose ctx is {error: "Unauthorized", statusCode: 401}', async () => {
    const stranger = new Novu({ serverURL: sdk.server().url, secretKey: 'no-such-key', retryConfig: { strategy: 'none' }, timeoutMs: 10_000 });
    const error = await rejection(() => stranger.subscribers.retrieve('anyone'));
    expect(error).toBeInstanceOf(ErrorDto);
    expect(error).toMatchObject({ statusCode: 401, message: 'API Key not found', ctx: { error: 'Unauthorized', statusCode: 401 } });
  });

  it('a payload that breaks the workflow schema: PayloadValidationExceptionDto with its problems', async () => {
    const error = await rejection(() => sdk.novu().trigger({ workflowId: 'payment-failed', to: 'sdk-payer', payload: { invoiceId: 'in_1', amount: 49, attempt: 1, updatePaymentUrl: 'https://x.test' } }));
    expect(error).toBeInstanceOf(PayloadValidationExceptionDto);
    const dto = error as PayloadValidationExceptionDto;
    expect(dto.type).toBe('PAYLOAD_VALIDATION_ERROR');
    expect(dto.errors).toEqual([expect.objectContaining({ field: 'amount', message: 'must be string', value: 49 })]);
    expect(JSON.parse(dto.body).ctx).toMatchObject({ type: 'PAYLOAD_VALIDATION_ERROR', errors: dto.errors });
  });
});
