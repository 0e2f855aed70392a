import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FastPath } from '../../src/contract/fast-path.js';
import type { ApiInput } from '../../src/http/context.js';
import { sharedContract } from '../helpers/test-app.js';

/**
 * Handlers read their input through the contract's generated types (`ApiInput`), so the validated input
 * must really have them: parameters coerced to their types and keyed by their names in the contract,
 * whichever judge accepted the request.
 */
describe('a handler input has the types the contract gives it', () => {
  afterEach(() => vi.restoreAllMocks());

  const message = {
    path: '/v2/subscribers',
    pathParams: {},
    query: { LIMIT: '5', includeCursor: 'true', orderBy: 'createdAt' },
    headers: { authorization: 'ApiKey k' },
    body: undefined,
  };

  it('declares the query of searchSubscribers as the contract does', () => {
    expectTypeOf<ApiInput<'searchSubscribers'>['query']['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ApiInput<'searchSubscribers'>['query']['includeCursor']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<ApiInput<'retrieveSubscriber'>['params']>().toEqualTypeOf<{ subscriberId: string }>();
  });

  it('coerces and renames the parameters when the fast path accepts the request', async () => {
    const { validator } = await sharedContract();
    const verdict = validator.validateRequest(validator.operation('searchSubscribers')!, message);
    expect(verdict).toMatchObject({ ok: true, query: { limit: 5, includeCursor: true, orderBy: 'createdAt' } });
  });

  it('coerces and renames them too when Prism judges a request the fast path refused', async () => {
    const { validator } = await sharedContract();
    // As when Ajv is stricter than Prism on some part of a request (the judges agree on every request of
    // the agreement corpus, so the disagreement is made here).
    vi.spyOn(FastPath.prototype, 'request').mockReturnValue(undefined);
    const verdict = validator.validateRequest(validator.operation('searchSubscribers')!, message);
    expect(verdict).toMatchObject({ ok: true, query: { limit: 5, includeCursor: true, orderBy: 'createdAt' } });
  });
});
