import { describe, expect, it } from 'vitest';
import { stepFilterVerdict } from '../../src/domain/trigger/index.js';
import { evaluateStepFilters, refusedFilterPart, type FilterData, type StepFilter, type StepFilterPart } from '../../src/domain/workflows/index.js';

const variables = {
  subscriber: { subscriberId: 'u-1', firstName: 'Ada', email: 'ada@acme.dev', data: { plan: 'pro', seats: 12, roles: ['admin', 'billing'] } },
  payload: { amount: 250, count: '7', riskLevel: 'high', tags: ['urgent', 'billing'], city: 'London', flag: true, off: false, empty: null, nested: { deep: 'x' }, threshold: 100, name: 'A&B' },
  tenant: { identifier: 'acme', name: 'Acme', data: { tier: 'gold' } },
  actor: { firstName: 'Grace' },
};
const data: FilterData = { variables, subscriber: {}, nowMs: Date.parse('2026-01-01T12:00:00.000Z'), previousMessage: () => undefined };

type FieldOn = 'payload' | 'subscriber' | 'tenant';
const part = (on: FieldOn, field: string, operator: string, value: string): StepFilterPart => ({ on, field, operator, value });
const group = (children: StepFilterPart[], value = 'AND', isNegated = false): StepFilter => ({ isNegated, type: 'GROUP', value, children });
const passes = (p: StepFilterPart) => evaluateStepFilters([group([p])], data).passed;

// [operator, on, field, value, expected] — the real worker's comparisons (typed, case-sensitive, JavaScript's own)
const TABLE: [string, FieldOn, string, string, boolean][] = [
  ['EQUAL', 'payload', 'riskLevel', 'high', true],
  ['EQUAL', 'payload', 'riskLevel', 'High', false], // case-sensitive
  ['EQUAL', 'payload', 'amount', '250.0', true], // a number field reads the value as a number
  ['EQUAL', 'payload', 'count', '7.0', false], // a text field compares text
  ['EQUAL', 'payload', 'flag', 'true', true], // a boolean field: value === 'true'
  ['EQUAL', 'payload', 'off', 'false', true],
  ['EQUAL', 'payload', 'tags', 'urgent', false], // a list is never equal to text
  ['EQUAL', 'tenant', 'data.tier', 'gold', true],
  ['NOT_EQUAL', 'payload', 'riskLevel', 'low', true],
  ['NOT_EQUAL', 'subscriber', 'data.plan', 'pro', false],
  ['NOT_EQUAL', 'payload', 'missing', 'x', true],
  ['LARGER', 'payload', 'amount', '100', true],
  ['LARGER', 'payload', 'amount', '250', false],
  ['LARGER', 'payload', 'count', '10', true], // text against text: "7" > "10"
  ['LARGER', 'payload', 'missing', '0', false],
  ['SMALLER', 'subscriber', 'data.seats', '13', true],
  ['SMALLER', 'payload', 'count', '10', false], // "7" < "10" is false as text
  ['LARGER_EQUAL', 'payload', 'amount', '250', true],
  ['LARGER_EQUAL', 'payload', 'amount', '251', false],
  ['SMALLER_EQUAL', 'payload', 'amount', '250', true],
  ['SMALLER_EQUAL', 'payload', 'amount', '249', false],
  ['IN', 'payload', 'tags', 'urgent', true], // the field (a list) includes the value
  ['IN', 'payload', 'tags', 'urgent,billing', false], // the value is one item, not a list
  ['IN', 'payload', 'city', 'ond', true], // a text field: the value is part of it
  ['IN', 'subscriber', 'data.roles', 'guest', false],
  ['NOT_IN', 'payload', 'tags', 'sales', true],
  ['NOT_IN', 'payload', 'city', 'Lon', false],
  ['IS_DEFINED', 'payload', 'riskLevel', '', true],
  ['IS_DEFINED', 'payload', 'off', '', true],
  ['IS_DEFINED', 'payload', 'empty', '', true], // null is defined
  ['IS_DEFINED', 'subscriber', 'data.nestedKey', '', false],
  ['IS_DEFINED', 'payload', 'nested.deep.further', '', false],
  // In the real model, with no branch in its comparison: never passes
  ['BETWEEN', 'payload', 'amount', '100,300', false],
  ['NOT_BETWEEN', 'payload', 'amount', '1,10', false],
  ['LIKE', 'payload', 'city', 'London', false],
  ['NOT_LIKE', 'payload', 'city', 'Paris', false],
  ['ALL_IN', 'payload', 'tags', 'urgent', false],
  ['ANY_IN', 'payload', 'tags', 'urgent', false],
];

describe('step filter operators, as the real worker compares', () => {
  it.each(TABLE)('%s on %s.%s with %j → %s', (operator, on, field, value, expected) => {
    expect(passes(part(on, field, operator, value))).toBe(expected);
  });

  it('fails the evaluation where the real comparison throws (IN on a number or a missing field)', () => {
    expect(evaluateStepFilters([group([part('payload', 'amount', 'IN', '250')])], data)).toMatchObject({ passed: false, failure: 'actualValue.includes is not a function' });
    expect(evaluateStepFilters([group([part('payload', 'missing', 'NOT_IN', 'x')])], data)).toMatchObject({ failure: "Cannot read properties of undefined (reading 'includes')" });
  });

  it('fills {{…}} variables in the value from the trigger data, HTML-escaped as Handlebars does (except the apostrophe)', () => {
    expect(passes(part('payload', 'amount', 'LARGER', '{{payload.threshold}}'))).toBe(true);
    expect(passes(part('subscriber', 'firstName', 'EQUAL', '{{actor.firstName}}'))).toBe(false);
    expect(passes(part('payload', 'city', 'EQUAL', 'Lon{{payload.missing}}don'))).toBe(true);
    const escaped = evaluateStepFilters([group([part('payload', 'name', 'EQUAL', '{{payload.name}}')])], data);
    expect(escaped).toMatchObject({ passed: false, conditions: [{ expected: 'A&amp;B', actual: 'A&B' }] });
  });

  it('records each condition checked with the real labels and texts', () => {
    const outcome = evaluateStepFilters([group([part('payload', 'tags', 'EQUAL', 'x'), part('tenant', 'identifier', 'EQUAL', 'acme')])], data);
    expect(outcome.conditions).toEqual([
      { filter: 'Payload', field: 'tags', expected: 'x', actual: '["urgent","billing"]', operator: 'EQUAL', passed: false },
      { filter: 'Tenant', field: 'identifier', expected: 'acme', actual: 'acme', operator: 'EQUAL', passed: true },
    ]);
  });
});

describe('step filter groups, as the real worker joins them', () => {
  const yes = part('payload', 'riskLevel', 'EQUAL', 'high');
  const no = part('subscriber', 'data.plan', 'EQUAL', 'free');

  it.each([
    ['AND', [yes, yes], true],
    ['AND', [yes, no], false],
    ['OR', [no, yes], true],
    ['OR', [no, no], false],
    ['XOR', [yes, yes], false], // neither AND nor OR: the group fails
    ['XOR', [yes], true], // one condition alone ignores the join
  ] as const)('%s of %j → %s', (value, children, expected) => {
    expect(evaluateStepFilters([group([...children], value)], data).passed).toBe(expected);
  });

  it('ignores isNegated, as the real service does', () => {
    expect(evaluateStepFilters([group([yes], 'AND', true)], data).passed).toBe(true);
    expect(evaluateStepFilters([group([no], 'AND', true)], data).passed).toBe(false);
  });

  it('runs the step when any one of its filters passes (none, or an empty group, pass)', () => {
    expect(evaluateStepFilters(undefined, data).passed).toBe(true);
    expect(evaluateStepFilters([], data).passed).toBe(true);
    expect(evaluateStepFilters([group([])], data).passed).toBe(true);
    expect(evaluateStepFilters([group([no]), group([yes])], data).passed).toBe(true);
    expect(evaluateStepFilters([group([no]), group([no, yes], 'AND')], data).passed).toBe(false);
  });

  it('lists the conditions of the last filter checked first', () => {
    const outcome = evaluateStepFilters([group([no]), group([part('payload', 'city', 'EQUAL', 'Paris')])], data);
    expect(outcome.conditions.map((c) => c.field)).toEqual(['city', 'data.plan']);
  });
});

describe('webhook conditions', () => {
  it('names the first one, in a step or a variant', () => {
    const webhook = { on: 'webhook', field: 'ok', value: 'true', operator: 'EQUAL', webhookUrl: 'https://example.com' };
    expect(refusedFilterPart([{ filters: [] }, { filters: [group([yes(), webhook as StepFilterPart])] }])?.field).toBe('steps.1.filters.0.children.1.on');
    expect(refusedFilterPart([{ variants: [{ filters: [group([webhook as StepFilterPart])] }] }])?.field).toBe('steps.0.variants.0.filters.0.children.0.on');
    expect(refusedFilterPart([{ filters: [group([yes()])] }])).toBeUndefined();
  });
  const yes = () => part('payload', 'riskLevel', 'EQUAL', 'high');
});

describe("a filtered step's execution detail", () => {
  it('keeps the conditions checked, each long value cut as in any detail', () => {
    const long = 'x'.repeat(100_000);
    const verdict = stepFilterVerdict([group([part('payload', 'big', 'EQUAL', 'y')])], 'in_app', { ...data, variables: { payload: { big: long } } });
    expect(verdict.runs).toBe(false);
    const detail = verdict.details[0];
    expect(detail).toMatchObject({ detail: 'Step was skipped based on steps conditions', status: 'Failed', jobStatus: 'canceled' });
    const actual = JSON.parse(detail?.raw ?? '').filter.conditions[0].actual as string;
    expect(actual.length).toBeLessThan(20_000);
    expect(actual).toMatch(/^x+… \(\d+ more bytes\)$/);
  });
});

describe('a value whose variables cannot be filled', () => {
  it('adds the real "Processing step filter failed" detail and compares with no value', () => {
    const big = 'y'.repeat(600_000);
    const verdict = stepFilterVerdict([group([part('payload', 'big', 'EQUAL', '{{payload.big}}{{payload.big}}')])], 'email', { ...data, variables: { payload: { big } } });
    expect(verdict.runs).toBe(false);
    expect(verdict.details.map((d) => [d.detail, d.status, d.jobStatus])).toEqual([
      ['Processing step filter failed', 'Failed', 'pending'],
      ['Step was skipped based on steps conditions', 'Failed', 'canceled'],
    ]);
    expect(JSON.parse(verdict.details[0]?.raw ?? '').error).toMatch(/renders a message of more than/);
  });
});
