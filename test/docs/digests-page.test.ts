/**
 * docs/digests-and-cancel.md walks through a delay, a digest and two cancels with curl. Its commands run here
 * as written, in order (through the in-process app), and the page's stated outcomes hold: the statuses it
 * names, and the one digest that goes out a week later with the events it names.
 */
import { describe, expect, it } from 'vitest';
import { fencedBlocks, readPage, shellCommands, words } from '../helpers/doc-commands.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

/** A curl command's method, path, headers and body. */
function parseCurl(command: string): { method: string; path: string; headers: Record<string, string>; body?: string } {
  const args = words(command).slice(1);
  let method = 'GET';
  let path = '';
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-X') method = args[++i] as string;
    else if (arg === '-H') {
      const [name = '', ...value] = (args[++i] as string).split(':');
      headers[name.trim()] = value.join(':').trim();
    } else if (arg === '-d') body = args[++i];
    else if (arg.startsWith('http')) path = arg.replace('http://127.0.0.1:3000', '');
  }
  return { method: body !== undefined && method === 'GET' ? 'POST' : method, path, headers, ...(body === undefined ? {} : { body }) };
}

describe('docs/digests-and-cancel.md', () => {
  it('runs as written, with the outcomes the page states', async () => {
    const t = await makeTestApp();
    const commands = fencedBlocks(readPage('docs/digests-and-cancel.md'))
      .filter((block) => block.language === 'bash')
      .flatMap((block) => shellCommands(block.text))
      .filter((command) => command.startsWith('curl'));
    expect(commands.length).toBeGreaterThan(8);
    const answers: Record<string, unknown>[] = [];
    for (const command of commands) {
      const { method, path, headers, body } = parseCurl(command);
      let req = t.request()[method.toLowerCase() as 'get' | 'post' | 'delete'](path);
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      const res = await (body === undefined ? req : req.send(body));
      expect(res.status, command).toBeLessThan(300);
      answers.push({ command, body: res.body });
    }
    const statuses = async (transactionId: string) =>
      ((await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0].jobs as { type: string; status: string }[]).map((j) => `${j.type}:${j.status}`);
    // The two cancels answered true.
    expect(answers.filter((a) => String(a.command).includes('-X DELETE')).map((a) => a.body)).toEqual([{ data: true }, { data: true }]);
    expect(await statuses('doc-welcome')).toEqual(['in_app:completed', 'email:completed', 'delay:canceled', 'email:canceled']);
    expect(await statuses('doc-digest-1')).toEqual(['digest:canceled', 'in_app:canceled', 'email:canceled']);
    expect(await statuses('doc-digest-2')).toEqual(['digest:completed', 'in_app:completed', 'email:completed']);
    expect(await statuses('doc-digest-3')).toEqual(['digest:merged', 'in_app:merged', 'email:merged']);
    const digestJob = (await t.api().get('/v1/notifications?transactionId=doc-digest-2')).body.data[0].jobs[0] as { digest: { events: { summary: string }[] } };
    expect(digestJob.digest.events.map((e) => e.summary)).toEqual(['second', 'third']);
    const inApp = (await t.api().get('/v1/messages?subscriberId=doc-ada&channel=in_app')).body.data as { transactionId: string }[];
    expect(inApp.map((m) => m.transactionId).sort()).toEqual(['doc-digest-2', 'doc-welcome']);
    expect(DEV_KEY).toBe('test-api-key');
  });
});
