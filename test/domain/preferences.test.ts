/** How a subscriber's channel preference for a workflow is worked out from the three levels. */
import { describe, expect, it } from 'vitest';
import { resolvePreference, type PreferenceRecord } from '../../src/domain/preferences/index.js';
import type { Workflow } from '../../src/domain/workflows/index.js';

const workflow = (fields: Partial<Workflow> = {}): Workflow => ({
  _id: 'w1',
  _environmentId: 'e',
  _organizationId: 'o',
  name: 'W',
  active: true,
  triggers: [{ type: 'event', identifier: 'w', variables: [] }],
  steps: [{ template: { type: 'email' } }, { template: { type: 'in_app' } }, { template: { type: 'sms' }, active: false }, { template: { type: 'delay' } }],
  tags: [],
  ...fields,
});
const record = (channels: PreferenceRecord['channels'], templateId?: string): PreferenceRecord => ({
  _id: 'p',
  _environmentId: 'e',
  _organizationId: 'o',
  _subscriberId: 's',
  ...(templateId ? { _templateId: templateId } : {}),
  channels,
  createdAt: '',
  updatedAt: '',
});

describe('resolvePreference', () => {
  it('shows the channels of active channel steps only, on by default', () => {
    expect(resolvePreference(workflow(), undefined, undefined)).toEqual({ enabled: true, channels: { email: true, in_app: true }, decidedBy: { email: 'workflow', in_app: 'workflow' } });
  });

  it('workflow defaults, overridden by the global choice, overridden by the choice for the workflow', () => {
    const w = workflow({ preferenceSettings: { email: false, in_app: false } });
    const resolved = resolvePreference(w, record({ email: true }), record({ in_app: true, email: false }, 'w1'));
    expect(resolved.channels).toEqual({ email: false, in_app: true });
    expect(resolved.decidedBy).toEqual({ email: 'subscriber-workflow', in_app: 'subscriber-workflow' });
    expect(resolvePreference(w, record({ email: true }), undefined).decidedBy).toEqual({ email: 'subscriber-global', in_app: 'workflow' });
  });

  it("keeps a critical workflow's own settings whatever the subscriber chose", () => {
    const critical = workflow({ critical: true, preferenceSettings: { in_app: false } });
    expect(resolvePreference(critical, record({ email: false }), record({ in_app: true }, 'w1')).channels).toEqual({ email: true, in_app: false });
  });
});
