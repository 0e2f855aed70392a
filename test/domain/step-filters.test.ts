import { describe, expect, it } from 'vitest';
import { stepFiltersPass, type FieldFilterPart, type StepFilter } from '../../src/domain/workflows/index.js';

const context = {
  subscriber: { subscriberId: 'u-1', firstName: 'Ada', email: 'ada@acme.dev', isOnline: false, data: { plan: 'pro', seats: 12, roles: ['admin', 'billing'] } },
  payload: { amount: 250, count: '7', riskLevel: 'high', tags: ['urgent', 'billing'], city: 'London', nested: { flag: true } },
};

const part = (on: FieldFilterPart['on'], field: string, operator: string, value: string): FieldFilterPart => ({ on, field, operator, value });
const group = (children: FieldFilterPart[], value: 'AND' | 'OR' = 'AND', isNegated = false): StepFilter => ({ isNegated, type: 'GROUP', value, children });
const passes = (p: FieldFilterPart, isNegated = false) => stepFiltersPass([group([p], 'AND', isNegated)], context);

// [operator, on, field, value, expected]
const TABLE: [string, FieldFilterPart['on'], string, string, boolean][] = [
  ['LARGER', 'payload', 'amount', '100', true],
  ['LARGER', 'payload', 'amount', '250', false],
  ['LARGER', 'subscriber', 'data.seats', '10', true],
  ['LARGER', 'payload', 'count', '6', true], // numeric text compares as a number
  ['LARGER', 'payload', 'missing', '0', false],
  ['SMALLER', 'payload', 'amount', '300', true],
  ['SMALLER', 'payload', 'amount', '250', false],
  ['SMALLER', 'subscriber', 'data.seats', '12', false],
  ['LARGER_EQUAL', 'payload', 'amount', '250', true],
  ['LARGER_EQUAL', 'payload', 'amount', '251', false],
  ['LARGER_EQUAL', 'subscriber', 'data.seats', '12', true],
  ['SMALLER_EQUAL', 'payload', 'amount', '250', true],
  ['SMALLER_EQUAL', 'payload', 'amount', '249', false],
  ['SMALLER_EQUAL', 'subscriber', 'data.seats', '11', false],
  ['EQUAL', 'payload', 'riskLevel', 'high', true],
  ['EQUAL', 'payload', 'riskLevel', 'High', false], // case-sensitive
  ['EQUAL', 'payload', 'amount', '250', true],
  ['EQUAL', 'payload', 'amount', '250.0', true], // a number compares as a number
  ['EQUAL', 'subscriber', 'isOnline', 'false', true],
  ['EQUAL', 'subscriber', 'firstName', 'Ada', true],
  ['EQUAL', 'payload', 'nested.flag', 'true', true],
  ['EQUAL', 'payload', 'missing', 'x', false],
  ['NOT_EQUAL', 'payload', 'riskLevel', 'low', true],
  ['NOT_EQUAL', 'payload', 'riskLevel', 'high', false],
  ['NOT_EQUAL', 'subscriber', 'data.plan', 'free', true],
  ['ALL_IN', 'payload', 'tags', 'urgent,billing', true],
  ['ALL_IN', 'payload', 'tags', 'urgent, billing, sales', false],
  ['ALL_IN', 'subscriber', 'data.roles', 'admin', true],
  ['ANY_IN', 'payload', 'tags', 'sales,urgent', true],
  ['ANY_IN', 'payload', 'tags', 'sales,support', false],
  ['ANY_IN', 'subscriber', 'data.roles', 'billing', true],
  ['NOT_IN', 'payload', 'riskLevel', 'low,medium', true],
  ['NOT_IN', 'payload', 'riskLevel', 'low,high', false],
  ['NOT_IN', 'subscriber', 'data.roles', 'guest', true],
  ['BETWEEN', 'payload', 'amount', '100,300', true],
  ['BETWEEN', 'payload', 'amount', '250,300', true], // inclusive
  ['BETWEEN', 'payload', 'amount', '251,300', false],
  ['BETWEEN', 'subscriber', 'data.seats', '1, 12', true],
  ['NOT_BETWEEN', 'payload', 'amount', '1,10', true],
  ['NOT_BETWEEN', 'payload', 'amount', '200,300', false],
  ['NOT_BETWEEN', 'subscriber', 'data.seats', '20,30', true],
  ['LIKE', 'payload', 'city', 'lond', true], // case-insensitive substring
  ['LIKE', 'payload', 'city', 'paris', false],
  ['LIKE', 'subscriber', 'email', '@acme.', true],
  ['NOT_LIKE', 'payload', 'city', 'paris', true],
  ['NOT_LIKE', 'subscriber', 'email', 'ACME', false],
  ['IN', 'payload', 'riskLevel', 'medium,high', true],
  ['IN', 'payload', 'riskLevel', 'low,medium', false],
  ['IN', 'subscriber', 'data.plan', 'pro,enterprise', true],
  ['IN', 'subscriber', 'subscriberId', 'u-2', false],
];

describe('step filter operators', () => {
  it('covers every operator of the contract on both subscriber and payload', () => {
    const operators = new Set(TABLE.map(([op]) => op));
    expect([...operators].sort()).toEqual(
      ['LARGER', 'SMALLER', 'LARGER_EQUAL', 'SMALLER_EQUAL', 'EQUAL', 'NOT_EQUAL', 'ALL_IN', 'ANY_IN', 'NOT_IN', 'BETWEEN', 'NOT_BETWEEN', 'LIKE', 'NOT_LIKE', 'IN'].sort(),
    );
    for (const op of operators) {
      expect(TABLE.some(([o, on]) => o === op && on === 'subscriber'), `${op} on subscriber`).toBe(true);
      expect(TABLE.some(([o, on]) => o === op && on === 'payload'), `${op} on payload`).toBe(true);
      expect(TABLE.some(([o, , , , r]) => o === op && r), `${op} true`).toBe(true);
      expect(TABLE.some(([o, , , , r]) => o === op && !r), `${op} false`).toBe(true);
    }
  });

  it.each(TABLE)('%s on %s.%s with %j → %s', (operator, on, field, value, expected) => {
    expect(passes(part(on, field, operator, value))).toBe(expected);
    // isNegated turns the result around
    expect(passes(part(on, field, operator, value), true)).toBe(!expected);
  });

  it('refuses an operator it does not know', () => {
    expect(passes(part('payload', 'riskLevel', 'MATCHES', 'high'))).toBe(false);
  });
});

describe('step filter groups', () => {
  const yes = part('payload', 'riskLevel', 'EQUAL', 'high');
  const no = part('subscriber', 'data.plan', 'EQUAL', 'free');

  it.each([
    ['AND', [yes, yes], false, true],
    ['AND', [yes, no], false, false],
    ['AND', [no, no], false, false],
    ['OR', [yes, no], false, true],
    ['OR', [no, yes], false, true],
    ['OR', [no, no], false, false],
    ['AND', [yes, no], true, true],
    ['OR', [yes, no], true, false],
    ['OR', [no, no], true, true],
  ] as const)('%s of %j (negated: %s) → %s', (value, children, isNegated, expected) => {
    expect(stepFiltersPass([group([...children], value, isNegated)], context)).toBe(expected);
  });

  it('passes a step with no filters, and one whose group has no conditions', () => {
    expect(stepFiltersPass(undefined, context)).toBe(true);
    expect(stepFiltersPass([], context)).toBe(true);
    expect(stepFiltersPass([group([])], context)).toBe(true);
  });

  it('needs every filter of a step to pass', () => {
    expect(stepFiltersPass([group([yes]), group([yes, no], 'OR')], context)).toBe(true);
    expect(stepFiltersPass([group([yes]), group([no])], context)).toBe(false);
  });
});
