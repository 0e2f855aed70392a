import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_KINDS } from '../../src/seed/fixture-files.js';
import { DEFAULT_FIXTURES_DIR } from '../../src/seed/load-fixtures.js';
import { unpackModule } from '../../src/contract/module-pack.js';
import { loadPrecompiledValidators, writePrecompiledValidators, type PrecompiledStamp } from '../../src/contract/precompile.js';
import { ContractValidator, FORMATS, PRISM_DATE_TIME, type Operation, type PrecompiledValidators, type RequestMessage, type ResponseMessage } from '../../src/contract/validator.js';
import { mutations, requestCorpus, responseCorpus } from '../helpers/contract-corpus.js';
import { sharedContract } from '../helpers/test-app.js';

/**
 * The validators `npm run build` precompiles (Ajv standalone code, see src/contract/precompile.ts) must give
 * the very verdicts of the validators Ajv compiles at runtime, on valid and invalid messages of every
 * operation, and on every record of the default fixtures. (That the runtime ones agree with Prism is
 * validator-agreement.test.ts.)
 */
describe('precompiled validators', () => {
  let dir: string;
  let operations: readonly Operation[];
  let hash: string;
  let stamp: PrecompiledStamp;
  let precompiled: PrecompiledValidators;
  /** Precompiled (standalone modules loaded from a temp dir) vs compiled by Ajv at runtime. */
  let fast: ContractValidator;
  let runtime: ContractValidator;

  beforeAll(async () => {
    const contract = await sharedContract();
    operations = contract.validator.operations;
    hash = contract.hash;
    dir = mkdtempSync(join(tmpdir(), 'precompiled-validators-'));
    stamp = writePrecompiledValidators(dir, operations, hash);
    const loaded = loadPrecompiledValidators(dir, hash);
    if (!loaded) throw new Error('the precompiled validators were not loaded');
    precompiled = loaded;
    fast = new ContractValidator(operations, { precompiled });
    runtime = new ContractValidator(operations);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ids = () => Object.keys(stamp.pack.entries);
  const allCode = () => {
    const pack = readFileSync(join(dir, 'modules.pack'));
    return ids().map((id) => unpackModule(pack, stamp.pack, id) ?? '');
  };

  it('are packed, one module per validator, and cover every validator of the contract', () => {
    expect(readdirSync(dir).sort()).toEqual(['modules.pack', 'stamp.json']);
    expect(ids().length).toBeGreaterThan(50);
    fast.warmUp();
    runtime.warmUp();
    expect(fast.runtimeCompiles).toBe(0);
    expect(runtime.runtimeCompiles).toBe(ids().length);
  });

  it('weigh a fraction of their code packed, and each reads back whole', () => {
    const code = allCode();
    const textBytes = code.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(statSync(join(dir, 'modules.pack')).size).toBeLessThan(textBytes / 4);
    expect(code.filter((text) => !text.startsWith('"use strict";'))).toEqual([]);
  });

  it('use the formats of formats.ts, with Prism’s date-time', () => {
    expect(FORMATS['date-time']).toBe(PRISM_DATE_TIME);
    const code = allCode().join('\n');
    expect(code).toContain('__formats["date-time"]');
    expect(code).not.toContain('ajv-formats');
  });

  it('leave a damaged module to Ajv at runtime, with the same verdicts', () => {
    const damaged = mkdtempSync(join(tmpdir(), 'precompiled-damaged-'));
    try {
      const pack = readFileSync(join(dir, 'modules.pack'));
      const [offset, length] = Object.values(stamp.pack.entries)[0] as [number, number];
      pack.fill(0xff, offset, offset + length);
      writeFileSync(join(damaged, 'modules.pack'), pack);
      writeFileSync(join(damaged, 'stamp.json'), JSON.stringify(stamp));
      const validator = new ContractValidator(operations, { precompiled: loadPrecompiledValidators(damaged, hash) });
      validator.warmUp();
      expect(validator.runtimeCompiles).toBe(1);
    } finally {
      rmSync(damaged, { recursive: true, force: true });
    }
  });

  it('check date-time as Prism does', () => {
    const check = (PRISM_DATE_TIME as { validate: (s: string) => boolean }).validate;
    const samples = ['2026-11-23T04:03:16.123Z', '2026-11-23T04:03:16+01:00', '2026-02-30T00:00:00Z', '2026-11-23 04:03:16Z', 'yesterday', '2026-11-23T25:00:00Z', ''];
    const expected = [true, true, false, true, false, false, false];
    expect(samples.map(check)).toEqual(expected);
  });

  it('are used only for the contract they were made from', () => {
    expect(loadPrecompiledValidators(dir, 'another-contract')).toBeUndefined();
    expect(loadPrecompiledValidators(join(dir, 'missing'), hash)).toBeUndefined();
    const stale = mkdtempSync(join(tmpdir(), 'precompiled-stale-'));
    try {
      writeFileSync(join(stale, 'stamp.json'), JSON.stringify({ ...stamp, ajv: '0.0.0' }));
      expect(loadPrecompiledValidators(stale, hash)).toBeUndefined();
    } finally {
      rmSync(stale, { recursive: true, force: true });
    }
  });

  it('agree with runtime-compiled validators on requests of every operation', () => {
    let total = 0;
    let rejected = 0;
    for (const op of operations) {
      for (const message of requestCorpus(op)) {
        const label = `${op.iid} ${JSON.stringify(message).slice(0, 300)}`;
        const accepted = runtime.acceptsRequest(op, message);
        expect(fast.acceptsRequest(op, message), label).toBe(accepted);
        // The whole verdict: coerced parameters, or Prism's diagnostics.
        expect(fast.validateRequest(op, message), label).toEqual(runtime.validateRequest(op, message));
        total++;
        if (!accepted) rejected++;
      }
    }
    expect(total).toBeGreaterThan(400);
    expect(rejected).toBeGreaterThan(150);
    expect(total - rejected).toBeGreaterThan(150);
  });

  it('agree with runtime-compiled validators on responses of every operation', () => {
    let total = 0;
    let rejected = 0;
    for (const op of operations) {
      for (const message of responseCorpus(op)) {
        const accepted = runtime.acceptsResponse(op, message);
        expect(fast.acceptsResponse(op, message), `${op.iid} ${message.status} ${JSON.stringify(message).slice(0, 300)}`).toBe(accepted);
        total++;
        if (!accepted) rejected++;
      }
    }
    expect(total).toBeGreaterThan(2000);
    expect(rejected).toBeGreaterThan(1000);
    expect(total - rejected).toBeGreaterThan(300);
  });

  it('agree with runtime-compiled validators on every default fixture record, and on broken copies', () => {
    let total = 0;
    let rejected = 0;
    for (const kind of Object.values(FIXTURE_KINDS)) {
      const op = operations.find((o) => o.iid === kind.operationId);
      if (!op) throw new Error(`no operation ${kind.operationId}`);
      const records = JSON.parse(readFileSync(join(DEFAULT_FIXTURES_DIR, kind.file), 'utf8')) as Record<string, unknown>[];
      const check = (record: unknown) => {
        const message: ResponseMessage = { status: kind.status, headers: { 'content-type': 'application/json' }, body: kind.wrap(record) };
        const accepted = runtime.acceptsResponse(op, message);
        expect(fast.acceptsResponse(op, message), `${kind.file} ${JSON.stringify(record).slice(0, 300)}`).toBe(accepted);
        total++;
        if (!accepted) rejected++;
      };
      records.forEach(check);
      for (const record of records.slice(0, 3)) mutations(record).forEach(check);
    }
    expect(total - rejected).toBeGreaterThan(1000);
    expect(rejected).toBeGreaterThan(100);
  });
});
