import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { unroutedOperationIds } from '../../src/app.js';
import { DEFAULT_SPEC_PATH } from '../../src/contract/load-spec.js';
import { sharedContract } from '../helpers/test-app.js';

/** Operations of the contract that no route serves yet: must stay empty. */
const NOT_YET_ROUTED: string[] = [];

const ERROR_STATUSES = ['400', '401', '404', '405', '409', '413', '415', '422', '429', '500', '503'];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3', async () => {
    const api = (await SwaggerParser.validate(DEFAULT_SPEC_PATH)) as { openapi: string };
    expect(api.openapi).toMatch(/^3\./);
  });

  it('routes every operation except the ones listed as not yet routed', async () => {
    expect(unroutedOperationIds({ contract: await sharedContract() }).sort()).toEqual([...NOT_YET_ROUTED].sort());
  });

  it('documents the idempotency-key header and the error bodies on every operation', async () => {
    for (const op of (await sharedContract()).validator.operations) {
      expect(op.request?.headers?.map((h) => h.name.toLowerCase()), op.iid).toContain('idempotency-key');
      const codes = op.responses.map((r) => r.code);
      for (const status of ERROR_STATUSES) expect(codes, `${op.iid} ${status}`).toContain(status);
      const validation = op.responses.find((r) => r.code === '422')?.contents?.[0]?.schema as { required?: string[] };
      expect(validation.required).toEqual(expect.arrayContaining(['statusCode', 'timestamp', 'path', 'errors']));
    }
  });

  it('requires the ApiKey scheme everywhere', async () => {
    const api = (await SwaggerParser.parse(DEFAULT_SPEC_PATH)) as {
      security: unknown[];
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(api.security).toEqual([{ ApiKey: [] }]);
    expect(api.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });
});
