import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realOperationsDocument } from '../../scripts/list-sdk-operations.js';
import { REAL_OPERATIONS_PATH } from '../../src/contract/real-operations.js';

describe('openapi/real-operations.json', () => {
  it('is what scripts/list-sdk-operations.ts extracts from the installed @novu/api', () => {
    expect(readFileSync(REAL_OPERATIONS_PATH, 'utf8')).toBe(realOperationsDocument());
  });
});
