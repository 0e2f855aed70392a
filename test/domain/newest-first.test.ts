import { describe, expect, it } from 'vitest';
import { NewestFirst } from '../../src/lib/newest-first.js';

const record = (id: string, createdAt: string) => ({ _id: id, createdAt });

describe('NewestFirst', () => {
  for (const findById of [true, false]) {
    it(`pages newest first, keeps order for late and replaced records (findById: ${findById})`, () => {
      const list = new NewestFirst<{ _id: string; createdAt: string; v?: number }>({ findById });
      list.load([record('b', '2026-01-02'), record('a', '2026-01-01')]);
      list.add(record('d', '2026-01-04'));
      list.add(record('c', '2026-01-03')); // older than the newest: goes in its place
      const c2 = { ...record('c', '2026-01-03'), v: 2 };
      list.replace(list.page(() => true, 0, 10, true).data[1]!, c2);
      const page = list.page(() => true, 0, 3, true);
      expect(page.data.map((r) => r._id)).toEqual(['d', 'c', 'b']);
      expect(page.data[1]).toBe(c2);
      expect(page).toMatchObject({ hasMore: true, totalCount: 4 });
      expect(list.size).toBe(4);
    });
  }

  it('removes the very record stored, and nothing for a record it does not hold', () => {
    const list = new NewestFirst<{ _id: string; createdAt: string }>();
    const [a, b, c] = [record('a', '2026-01-01'), record('b', '2026-01-02'), record('c', '2026-01-02')];
    list.load([a, b, c]);
    list.remove(record('b', '2026-01-02')); // an equal copy is not the stored record
    expect(list.size).toBe(3);
    list.remove(b);
    expect(list.newestFirst()).toEqual([c, a]);
    expect(list.find('b')).toBeUndefined();
    list.remove(b);
    expect(list.size).toBe(2);
  });

  it('finds by id unless made without the id map', () => {
    const indexed = new NewestFirst();
    indexed.add(record('a', '2026-01-01'));
    expect(indexed.find('a')?._id).toBe('a');
    const view = new NewestFirst({ findById: false });
    view.add(record('a', '2026-01-01'));
    expect(() => view.find('a')).toThrow(/does not find by id/);
  });
});
