import type { DomainRecord, DomainRouteRecord, DomainStatus, DomainRouteType } from './types.js';

export interface RouteTestInput {
  from: { address: string; name?: string };
  subject: string;
  text?: string;
  html?: string;
  dryRun?: boolean;
}

export interface RouteTestResult {
  matched: boolean;
  dryRun: boolean;
  domainStatus?: DomainStatus;
  mxRecordConfigured?: boolean;
  type?: DomainRouteType;
  wouldDeliverTo?: string;
  payload?: Record<string, unknown>;
  webhook?: { skipped?: boolean; latencyMs: number };
  agent?: { agentId: string; httpStatus: number; agentReply?: Record<string, unknown>; latencyMs: number };
}

/** The synthetic inbound mail of a route test, as the real `TestDomainRoute.buildMail` makes it. */
export interface TestMail {
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  date: string;
  cc: unknown[];
}

export function testMail(input: RouteTestInput, domainName: string, routeAddress: string, now: Date, uniquePart: string): TestMail {
  const to = `${routeAddress}@${domainName}`;
  const messageId = `novu-test-${uniquePart}`;
  return {
    from: [{ address: input.from.address, name: input.from.name ?? '' }],
    to: [{ address: to, name: '' }],
    subject: input.subject,
    text: input.text ?? '',
    html: input.html ?? '',
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      from: input.from.address,
      to,
      subject: input.subject,
      'message-id': messageId,
      date: now.toUTCString(),
      'mime-version': '1.0',
    },
    messageId,
    date: now.toISOString(),
    cc: [],
  };
}

/** The `email.received` webhook's object for a webhook route (the real `buildDomainRouteWebhookPayload`). */
export function webhookPayload(domain: DomainRecord, route: DomainRouteRecord, mail: TestMail): Record<string, unknown> {
  return {
    domain: { id: domain._id, name: domain.name, data: domain.data ?? {} },
    route: { address: route.address, data: route.data ?? {} },
    mail: {
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
      messageId: mail.messageId,
      date: mail.date,
      cc: mail.cc,
    },
  };
}

/** What an agent's webhook receives for an inbound mail (the real `previewAgentMailPayload`: empty text and html left out). */
export function agentPayload(mail: TestMail): Record<string, unknown> {
  const from = mail.from[0] ?? { address: '', name: '' };
  return {
    messageId: mail.messageId,
    from: { address: from.address, name: from.name },
    to: mail.to.map((t) => ({ address: t.address, name: t.name })),
    subject: mail.subject,
    ...(mail.text ? { text: mail.text } : {}),
    ...(mail.html ? { html: mail.html } : {}),
    headers: mail.headers,
    date: mail.date,
  };
}

/** The route a test of `address` reaches: its own, else the domain's catch-all `*` (the real lookup order). */
export function matchingRoute(routes: readonly DomainRouteRecord[], address: string): DomainRouteRecord | undefined {
  return routes.find((r) => r.address === address) ?? routes.find((r) => r.address === '*');
}

/** Where a dry run of an agent route says it would deliver (the real text when the API's root URL is not configured). */
export const AGENT_DRY_RUN_TARGET = 'agent webhook (configure API_ROOT_URL for full URL)';
export const WEBHOOK_DRY_RUN_TARGET = 'configured outbound webhooks for this environment';
