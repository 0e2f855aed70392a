// @ts-check
// Triggers the example's workflows the way an app's backend does, with the framework's own
// `workflow.trigger()`, sent to NOVU_API_URL (the mock). `node trigger.mjs [welcome|comment]`.
import { commentActivity, welcome } from './workflows.mjs';

const apiUrl = (process.env.NOVU_API_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const secretKey = process.env.NOVU_SECRET_KEY ?? 'test-api-key';
const to = process.env.SUBSCRIBER_ID ?? 'user_2097';

const { data } =
  process.argv[2] === 'comment'
    ? await commentActivity.trigger({ to, payload: { postId: 'p1', postTitle: 'Roadmap', author: 'Grace', comment: 'Ship it!' }, apiUrl, secretKey })
    : await welcome.trigger({ to, payload: { workspace: 'Acme HQ', plan: 'pro' }, apiUrl, secretKey });
// `data` is the answer's body as sent: the API puts it in its `{data}` envelope.
const { transactionId } = /** @type {{ data: { transactionId: string } }} */ (/** @type {unknown} */ (data)).data;
process.stdout.write(`triggered, transactionId ${transactionId}\n`);
