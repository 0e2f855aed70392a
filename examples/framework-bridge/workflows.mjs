// @ts-check
// The app's two workflows, written with @novu/framework. The notification API (the mock here) runs each
// step by calling the app's bridge; what a step returns is the message.
import { workflow } from '@novu/framework';

/** What the app knows about its plans: the `plan` step reads it, as a step might read a database. */
const PLANS = { starter: { name: 'Starter', seats: 3 }, pro: { name: 'Pro', seats: 25 } };

/** A new account: a custom step looks up the plan, then an in-app message with a button and an email. */
export const welcome = workflow(
  'welcome',
  async ({ step, payload, subscriber }) => {
    const plan = await step.custom('plan', async () => PLANS[payload.plan === 'pro' ? 'pro' : 'starter'], {
      outputSchema: /** @type {const} */ ({
        type: 'object',
        properties: { name: { type: 'string' }, seats: { type: 'number' } },
        required: ['name', 'seats'],
        additionalProperties: false,
      }),
    });
    await step.inApp('welcome-inbox', async () => ({
      subject: `Welcome to Acme ${plan.name}`,
      body: `Hi ${subscriber.firstName ?? 'there'}, your workspace ${payload.workspace} has ${plan.seats} seats.`,
      primaryAction: { label: 'Invite your team', redirect: { url: '/settings/team' } },
      data: { plan: plan.name },
    }));
    await step.email('welcome-email', async () => ({
      subject: `Welcome to Acme, ${subscriber.firstName ?? 'friend'}`,
      body: `<h1>Your workspace ${payload.workspace} is ready</h1><p>Plan: ${plan.name}, ${plan.seats} seats.</p><p><a href="https://app.acme.test/settings/team">Invite your team</a></p>`,
    }));
  },
  {
    name: 'Welcome',
    tags: ['onboarding'],
    payloadSchema: /** @type {const} */ ({
      type: 'object',
      properties: { workspace: { type: 'string' }, plan: { type: 'string', enum: ['starter', 'pro'], default: 'starter' } },
      required: ['workspace'],
      additionalProperties: false,
    }),
  },
);

/**
 * What a digest of comments says: how many, from whom, the latest.
 * @param {{ events: { payload: Record<string, unknown> }[] }} digest
 * @param {{ postTitle: string; author: string; comment: string }} first the payload of the digest's first comment
 */
function summarize(digest, first) {
  const authors = [...new Set(digest.events.map((event) => String(event.payload.author)))].join(', ');
  const latest = digest.events.at(-1)?.payload ?? first;
  const title = digest.events.length === 1 ? `${first.author} commented on ${first.postTitle}` : `${digest.events.length} new comments on ${first.postTitle}`;
  return { title, authors, latest: `${String(latest.author)}: “${String(latest.comment)}”` };
}

/** Comments on a post: a digest collects them for 10 minutes, then one in-app message and one email say how many. */
export const commentActivity = workflow(
  'comment-activity',
  async ({ step, payload }) => {
    const digest = await step.digest('collect', async () => ({ amount: 10, unit: 'minutes' }));
    // The digest's events are read inside the later steps' resolvers: discovery runs this function without them.
    await step.inApp('comment-inbox', async () => {
      const { title, latest } = summarize(digest, payload);
      return { subject: title, body: latest, primaryAction: { label: 'Read the comments', redirect: { url: `/posts/${payload.postId}` } } };
    });
    await step.email('comment-email', async () => {
      const { title, authors, latest } = summarize(digest, payload);
      return { subject: title, body: `<p>${title}, from ${authors}.</p><p>${latest}</p><p><a href="https://app.acme.test/posts/${payload.postId}">Read them</a></p>` };
    });
  },
  {
    name: 'Comment activity',
    payloadSchema: /** @type {const} */ ({
      type: 'object',
      properties: { postId: { type: 'string' }, postTitle: { type: 'string' }, author: { type: 'string' }, comment: { type: 'string' } },
      required: ['postId', 'postTitle', 'author', 'comment'],
      additionalProperties: false,
    }),
  },
);
