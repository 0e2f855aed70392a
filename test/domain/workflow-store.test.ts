import { describe, expect, it } from 'vitest';
import { WorkflowStore, type Workflow } from '../../src/domain/workflows/index.js';

const workflow = (_id: string, ...identifiers: string[]): Workflow => ({
  _id,
  _environmentId: 'env',
  _organizationId: 'org',
  name: _id,
  active: true,
  tags: [],
  steps: [],
  triggers: identifiers.map((identifier) => ({ type: 'event', identifier, variables: [] })),
});

const identifiersOf = (store: WorkflowStore) => [...store.triggerIdentifiers()].sort();

describe('WorkflowStore: a trigger identifier means the first workflow in store order that has it', () => {
  it('an update keeps its place; removing the first shows the next', () => {
    const store = new WorkflowStore();
    store.load([workflow('a', 'shared'), workflow('b', 'shared'), workflow('c', 'own')]);
    expect(store.findByTrigger('shared')?._id).toBe('a');
    store.put({ ...workflow('b', 'shared'), name: 'b, renamed' });
    store.put({ ...workflow('a', 'shared'), name: 'a, renamed' });
    expect(store.findByTrigger('shared')?.name).toBe('a, renamed');
    store.remove('a');
    expect(store.findByTrigger('shared')?.name).toBe('b, renamed');
    store.remove('b');
    expect(store.findByTrigger('shared')).toBeUndefined();
    expect(identifiersOf(store)).toEqual(['own']);
  });

  it('a workflow whose identifier changes is found by the new one only, still at its place in store order', () => {
    const store = new WorkflowStore();
    store.load([workflow('a', 'first'), workflow('b', 'second')]);
    store.put(workflow('a', 'second'));
    expect(store.findByTrigger('first')).toBeUndefined();
    expect(store.findByTrigger('second')?._id).toBe('a');
    expect(identifiersOf(store)).toEqual(['second']);
    store.put(workflow('a', 'first', 'second', 'first'));
    expect(store.findByTrigger('first')?._id).toBe('a');
    store.remove('a');
    expect(identifiersOf(store)).toEqual(['second']);
    expect(store.findByTrigger('second')?._id).toBe('b');
  });

  it('a new workflow comes last in store order, after those loaded', () => {
    const store = new WorkflowStore();
    store.load([workflow('a', 'shared')]);
    store.put(workflow('z', 'shared'));
    store.remove('a');
    store.put(workflow('a', 'shared'));
    expect(store.findByTrigger('shared')?._id).toBe('z');
    expect(store.list().map((w) => w._id)).toEqual(['z', 'a']);
  });
});

describe('WorkflowStore.replace: removals and writes as one change', () => {
  it('removes, updates and adds', () => {
    const store = new WorkflowStore();
    store.load([workflow('a', 'a'), workflow('b', 'b'), workflow('c', 'c')]);
    store.replace(['b'], [{ ...workflow('a', 'a'), name: 'a2' }, workflow('d', 'd')]);
    expect(store.list().map((w) => `${w._id}:${w.name}`)).toEqual(['a:a2', 'c:c', 'd:d']);
    expect(store.findByTrigger('b')).toBeUndefined();
    expect(Object.isFrozen(store.find('d'))).toBe(true);
  });

  it('leaves the store as it was when one of the records cannot be stored', () => {
    const store = new WorkflowStore();
    store.load([workflow('a', 'a'), workflow('b', 'b')]);
    const before = store.list();
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i++) deep = { deep };
    expect(() => store.replace(['b'], [workflow('c', 'c'), { ...workflow('d', 'd'), deep }])).toThrow(RangeError);
    expect(store.list()).toEqual(before);
    expect(store.findByTrigger('b')?._id).toBe('b');
    expect(store.findByTrigger('c')).toBeUndefined();
  });

  it('counts every write in its version, so that a reader knows whether what it checked still holds', () => {
    const store = new WorkflowStore();
    store.load([workflow('a', 'a')]);
    const loaded = store.version;
    store.remove('nothing');
    expect(store.version).toBe(loaded);
    store.put(workflow('b', 'b'));
    expect(store.version).toBeGreaterThan(loaded);
  });
});
