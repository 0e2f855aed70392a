import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from '../../src/lib/closest-name.js';

const WORKFLOWS = ['comment-mention', 'order-shipped', 'password-reset', 'payment-failed', 'security-alert', 'team-invite', 'weekly-digest', 'welcome-onboarding'];

describe('closestName', () => {
  it.each([
    ['comment-mentoin', 'comment-mention'], // two neighbours swapped
    ['coment-mention', 'comment-mention'], // a letter left out
    ['payment-faild', 'payment-failed'],
    ['Order-Shipped', 'order-shipped'], // case is not a typo's distance
    ['weekly_digest', 'weekly-digest'],
  ])('takes %s for %s', (typo, meant) => {
    expect(closestName(typo, WORKFLOWS)).toBe(meant);
  });

  it.each(['no-such-flow', 'invoice-ready', 'x', 'comment', 'a'.repeat(5000)])('finds nothing near %s', (name) => {
    expect(closestName(name, WORKFLOWS)).toBeUndefined();
  });

  it('allows one edit in a short name, and takes the nearest, then the first alphabetically', () => {
    expect(closestName('apikey', ['apiKey', 'subscriberId'])).toBe('apiKey');
    expect(closestName('tO', ['to', 'at'])).toBe('to');
    expect(closestName('ab', ['xy'])).toBeUndefined();
    expect(closestName('team-invit', ['team-invite', 'team-invit3'])).toBe('team-invit3');
    expect(closestName('team-invitee', ['team-invite', 'team-invitees'])).toBe('team-invite');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swaps of neighbours as one each', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('gives up past the limit, answering limit + 1', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });
});
