import { describe, expect, it } from 'vitest';
import { staticSegmentsFirst } from '../../src/http/route-order.js';
import { sharedContract } from '../helpers/test-app.js';

const paths = (list: { path: string }[]) => list.map((op) => op.path);

describe('the order routes are registered in', () => {
  it('puts a fixed segment before a parameter at the first segment where two paths differ, whatever the given order', () => {
    const given = ['/v1/notifications/{notificationId}', '/v1/notifications', '/v1/notifications/graph/stats', '/v1/notifications/stats', '/v1/{x}/stats'];
    expect(paths(staticSegmentsFirst(given.map((path) => ({ path }))))).toEqual([
      '/v1/notifications',
      '/v1/notifications/graph/stats',
      '/v1/notifications/stats',
      '/v1/notifications/{notificationId}',
      '/v1/{x}/stats',
    ]);
  });

  it('keeps the given order of operations on one path (one per method)', () => {
    const given = [{ path: '/v1/a/{id}', method: 'get' }, { path: '/v1/a/{id}', method: 'put' }, { path: '/v1/a/b', method: 'get' }];
    expect(staticSegmentsFirst(given).map((op) => `${op.method} ${op.path}`)).toEqual(['get /v1/a/b', 'get /v1/a/{id}', 'put /v1/a/{id}']);
  });

  it('never lets a route of the contract be taken for an earlier one with a parameter where it has a fixed segment', async () => {
    const ordered = staticSegmentsFirst((await sharedContract()).validator.operations);
    const shadowed: string[] = [];
    ordered.forEach((later, i) => {
      const segments = later.path.split('/');
      for (const earlier of ordered.slice(0, i)) {
        const theirs = earlier.path.split('/');
        const matches = theirs.length === segments.length && theirs.every((s, k) => s.startsWith('{') || s === segments[k]);
        if (earlier.method === later.method && matches && earlier.path !== later.path) shadowed.push(`${later.method} ${later.path} behind ${earlier.path}`);
      }
    });
    expect(shadowed).toEqual([]);
  });
});
