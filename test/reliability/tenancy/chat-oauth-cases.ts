/**
 * Tenancy cases of a subscriber's chat OAuth routes: a browser names its environment in the query, so the
 * aim is an integration of the other environment, named by its identifier: 404, nothing stored anywhere.
 */
import { expect } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, type TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

const slackOf = (t: TestApp, key: string): string => {
  const slack = dataOf(t.deps.control.snapshot(key)).integrations.find((i) => i.providerId === 'slack');
  if (!slack) throw new Error('fixture Slack integration missing');
  return slack.identifier;
};

export const chatOauthCases: TenancyCase[] = [
  {
    op: 'chatAccessOauth',
    what: "Development's environmentId with Production's Slack integration → 404",
    keep: 'all',
    run: async ({ t }) => {
      const res = await t.request().get(`/v1/subscribers/ada/credentials/slack/oauth?environmentId=${DEV_ENV_ID}&integrationIdentifier=${slackOf(t, PROD_KEY)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Integration in environment ${DEV_ENV_ID} was not found, channel: chat, providerId: slack`);
    },
  },
  {
    op: 'chatAccessOauthCallback',
    what: "Production's environmentId with Development's Slack integration → 404, no subscriber or channel stored",
    keep: 'all',
    run: async ({ t }) => {
      const res = await t.request().get(`/v1/subscribers/ada/credentials/slack/oauth/callback?environmentId=${PROD_ENV_ID}&code=c&integrationIdentifier=${slackOf(t, DEV_KEY)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Integration in environment ${PROD_ENV_ID} was not found, channel: chat, providerId: slack`);
    },
  },
];
