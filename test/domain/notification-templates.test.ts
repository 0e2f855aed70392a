import { describe, expect, it } from 'vitest';
import { NotificationGroupStore } from '../../src/domain/notification-groups/index.js';
import { buildSteps, slugifyName, triggerOf, type Workflow } from '../../src/domain/workflows/index.js';

const scope = { _organizationId: '665f1c2a9b1e4a0012a00001', _environmentId: '665f1c2a9b1e4a0012a0e001' };
let counter = 0;
const ids = { objectId: () => (0x6a000000 + ++counter).toString(16).padEnd(24, '0'), uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}` };
const clock = { now: () => new Date('2030-01-01T00:00:00.000Z'), nowMs: () => Date.parse('2030-01-01T00:00:00.000Z') };
const workflow = (groupId?: string, group?: object) => ({ _id: '665f1c2a9b1e4a0022000001', steps: [], triggers: [], _notificationGroupId: groupId, notificationGroup: group }) as unknown as Workflow;

describe('workflow groups seeded from the workflows', () => {
  it('takes the groups the workflows embed, names a group without its record General, and gives an environment without any a fixed General', () => {
    const store = new NotificationGroupStore(scope, clock, ids);
    store.load(undefined, [workflow('665f1c2a9b1e4a0025000002', { _id: '665f1c2a9b1e4a0025000002', name: 'Security' }), workflow('665f1c2a9b1e4a0025000009')]);
    expect(store.list().map((g) => [g._id, g.name, g.createdAt])).toEqual([
      ['665f1c2a9b1e4a0025000002', 'Security', '2024-06-04T13:52:42.000Z'],
      ['665f1c2a9b1e4a0025000009', 'General', '2024-06-04T13:52:42.000Z'],
    ]);

    store.load(undefined, []);
    const [general] = store.list();
    expect(general).toMatchObject({ name: 'General', ...scope });
    expect(store.list()).toHaveLength(1);
    store.load(undefined, []);
    expect(store.list()).toEqual([general]);
    const other = new NotificationGroupStore({ ...scope, _environmentId: '665f1c2a9b1e4a0012a0e002' }, clock, ids);
    other.load(undefined, []);
    expect(other.general()?._id).not.toBe(general?._id);

    store.load([], []);
    expect(store.list()).toEqual([]);
  });
});

describe('v1 template steps and triggers', () => {
  it('slugs a name as the real service does', () => {
    expect(slugifyName('Order shipped')).toBe('order-shipped');
    expect(slugifyName('  Tom & Jerry:  café_2 -- now! ')).toBe('tom-and-jerry-cafe2-now');
    expect(slugifyName('already-a-slug')).toBe('already-a-slug');
  });

  it('lists payload variables by key, the tenant/actor context, and the subscriber fields the channels need', () => {
    const steps = buildSteps(
      [
        { template: { type: 'in_app', content: 'Hi {{subscriber.firstName}}, {{payload.count}} new from {{actor.name}}', cta: { type: 'redirect', data: { url: '{{payload.url}}' } } } },
        { template: { type: 'email', subject: '{{tenant.name}}', content: [{ type: 'text', content: '{{payload.count}} {{legacy}}', url: '{{payload.link}}' }] } },
        { template: { type: 'digest', content: '' }, metadata: { type: 'regular', amount: 1, unit: 'hours', digestKey: 'projectId' } },
        { template: { type: 'sms', content: 'x' }, filters: [{ isNegated: false, type: 'TEXT', value: 'AND', children: [{ field: 'plan', value: 'pro', operator: 'EQUAL', on: 'payload' }, { field: 'email', value: 'x', operator: 'EQUAL', on: 'subscriber' }] }] },
      ],
      ids,
    );
    expect(triggerOf('t', steps)).toEqual({
      type: 'event',
      identifier: 't',
      variables: ['count', 'url', 'link', 'legacy', 'projectId', 'plan'].map((name) => ({ name })),
      reservedVariables: [
        { type: 'tenant', variables: [{ name: 'identifier', type: 'String' }] },
        { type: 'actor', variables: [{ name: 'subscriberId', type: 'String' }] },
      ],
      subscriberVariables: [{ name: 'phone' }, { name: 'email' }],
    });
    expect(steps.map((s) => s._parentId)).toEqual([undefined, steps[0]?._id, steps[1]?._id, steps[2]?._id]);
  });
});
