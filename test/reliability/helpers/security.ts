/** Small helpers shared by the security test files (`security-*.test.ts`). */
import type { StateSnapshot } from '../../../src/domain/environments/index.js';
import type { makeTestApp } from '../../helpers/test-app.js';

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
export const enc = encodeURIComponent;
export const dataOf = (snapshot: StateSnapshot) => {
  const environment = snapshot.organizations[0]?.environments[0];
  if (!environment) throw new Error('snapshot without an environment');
  return environment.data;
};

export const payloadFor = (t: TestApp, key: string, trigger: string) => {
  const workflow = dataOf(t.deps.control.snapshot(key)).workflows.find((w) => w.triggers[0]?.identifier === trigger);
  return Object.fromEntries((workflow?.triggers[0]?.variables ?? []).map((v) => [v.name, `v-${v.name}`]));
};
