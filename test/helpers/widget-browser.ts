/**
 * What the browser tests of the legacy in-app clients (@novu/notification-center, @novu/headless) share:
 * the mock's state as the API key sees it, triggers, and the page's errors.
 */
import type { Page } from 'playwright-core';
import { DEV_KEY } from './test-app.js';

export interface StoredMessage {
  _id: string;
  content: string;
  seen: boolean;
  read: boolean;
  templateIdentifier?: string;
}

export interface MockState {
  /** The subscriber's in-app messages, newest first. */
  messages(): Promise<StoredMessage[]>;
  /** The subscriber's preference for one workflow, from `GET /v1/subscribers/{id}/preferences`. */
  preferenceOf(workflowId: string): Promise<{ enabled: boolean; channels: Record<string, boolean> } | undefined>;
  /** `POST /v1/events/trigger` with the API key; returns the HTTP status. */
  trigger(name: string, payload: Record<string, unknown>): Promise<number>;
}

export function mockState(mockUrl: string, subscriberId: string): MockState {
  const headers = { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' };
  return {
    async messages() {
      const res = await fetch(`${mockUrl}/v1/messages?subscriberId=${subscriberId}&channel=in_app&limit=1000`, { headers });
      return ((await res.json()) as { data: StoredMessage[] }).data;
    },
    async preferenceOf(workflowId) {
      const res = await fetch(`${mockUrl}/v1/subscribers/${subscriberId}/preferences`, { headers });
      const list = (await res.json()) as { data: { template: { _id: string }; preference: { enabled: boolean; channels: Record<string, boolean> } }[] };
      return list.data.find((p) => p.template._id === workflowId)?.preference;
    },
    async trigger(name, payload) {
      const res = await fetch(`${mockUrl}/v1/events/trigger`, { method: 'POST', headers, body: JSON.stringify({ name, to: subscriberId, payload }) });
      return res.status;
    },
  };
}

/** A fixture workflow whose first step is in-app, and the payload its content reads. */
export const COMMENT_MENTION = { id: '665f1c2a9b1e4a0022000003', name: 'comment-mention', title: 'Comment mention' } as const;
export const commentPayload = (preview: string) => ({ commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: preview, commentId: 'cmt_1' });
/** Another active fixture workflow that starts in-app: its message says `Welcome to <workspaceName>`. */
export const WELCOME = { name: 'welcome-onboarding' } as const;
export const welcomePayload = (workspaceName: string) => ({ workspaceName, plan: 'team' });

/**
 * Console errors, uncaught exceptions, and the mock's answers of 400 and above (under `strict`, a reply
 * that breaks the contract is a 500): each is a failure unless the test proves it harmless.
 */
export function collectPageErrors(tab: Page, mockUrl: string): string[] {
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  tab.on('requestfailed', (request) => {
    if (request.url().startsWith(mockUrl)) errors.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  tab.on('response', (response) => {
    if (response.url().startsWith(mockUrl) && response.status() >= 400) errors.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return errors;
}
