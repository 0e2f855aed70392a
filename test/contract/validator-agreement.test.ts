import { describe, expect, it } from 'vitest';
import { requestCorpus, responseCorpus } from '../helpers/contract-corpus.js';
import { sharedContract } from '../helpers/test-app.js';

/**
 * The fast path (Ajv on Prism's derived schemas) must agree with Prism on every message: if it accepted
 * something Prism rejects, a contract break would slip through; if it rejected something Prism accepts,
 * Prism's verdict wins but the request pays for it. This corpus mixes valid and invalid messages of
 * every operation.
 */
describe('fast path and Prism agree', () => {
  it('on requests of every operation', async () => {
    const { validator } = await sharedContract();
    let total = 0;
    let rejected = 0;
    for (const op of validator.operations) {
      for (const message of requestCorpus(op)) {
        const prismAccepts = validator.diagnoseRequest(op, message).length === 0;
        expect(validator.acceptsRequest(op, message), `${op.iid} ${JSON.stringify(message)}`).toBe(prismAccepts);
        total++;
        if (!prismAccepts) rejected++;
      }
    }
    expect(total).toBeGreaterThan(350);
    expect(rejected).toBeGreaterThan(150);
    expect(total - rejected).toBeGreaterThan(100);
  });

  it('on responses of every operation', async () => {
    const { validator } = await sharedContract();
    let total = 0;
    let rejected = 0;
    for (const op of validator.operations) {
      for (const message of responseCorpus(op)) {
        const prismAccepts = validator.diagnoseResponse(op, message).length === 0;
        expect(validator.acceptsResponse(op, message), `${op.iid} ${message.status} ${JSON.stringify(message).slice(0, 300)}`).toBe(prismAccepts);
        total++;
        if (!prismAccepts) rejected++;
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(rejected).toBeGreaterThan(200);
    expect(total - rejected).toBeGreaterThan(100);
  });
});
