import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSdkOperationsDocument } from '../../scripts/list-node-sdk-operations.js';
import { NODE_SDK_OPERATIONS_PATH } from '../../src/contract/real-operations.js';

describe('openapi/real-operations-node.json', () => {
  it('is what scripts/list-node-sdk-operations.ts extracts from the installed @novu/node', async () => {
    expect(readFileSync(NODE_SDK_OPERATIONS_PATH, 'utf8')).toBe(await nodeSdkOperationsDocument());
  });
});
