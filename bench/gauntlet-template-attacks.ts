/**
 * The gauntlet's template attacks (T1–T2): templates built to explode, nested loops over a 10,000-item
 * payload (10⁸ turns), with Handlebars (a v1 workflow loaded as a fixture) and with Liquid (a dashboard
 * workflow loaded as a fixture). Each trigger must be refused (413) within 200 ms; the gauntlet's
 * memory columns show the heap came back.
 */
import { type Attack, call, KEY, type Outcome, tally, type Target } from './gauntlet-client.js';

const BUDGET_MS = 200;
const TRIGGERS = 5;
const ITEMS = Array.from({ length: 10_000 }, (_, i) => i);

/** Triggers `name` TRIGGERS times with the 10,000 items; slow when one answer takes longer than the budget. */
async function explode(t: Target, name: string, written: number): Promise<Outcome> {
  const statuses: number[] = [];
  let slowest = 0;
  for (let i = 0; i < TRIGGERS; i++) {
    const started = performance.now();
    statuses.push((await call(t, 'POST', '/v1/events/trigger', { name, to: { subscriberId: `explode-${i}`, email: `explode-${i}@example.com` }, payload: { items: ITEMS, word: 'boom' } })).status);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return { outcome: `workflow ${written}; triggers ${tally(statuses)}, slowest ${Math.round(slowest)} ms (budget ${BUDGET_MS} ms)`, slow: slowest > BUDGET_MS || statuses.some((s) => s !== 413) };
}

export const TEMPLATE_ATTACKS: Attack[] = [
  {
    name: 'T1. Handlebars: {{#each}} inside {{#each}} over 10,000 items, writing and silent, 5 triggers each',
    async run(t) {
      const outcomes: string[] = [];
      let slow = false;
      for (const [name, body] of [
        ['g-explode-hb', '{{#each payload.items}}{{#each ../payload.items}}{{../../payload.word}}{{/each}}{{/each}}'],
        ['g-explode-hb-silent', '{{#each payload.items}}{{#each ../payload.items}}{{/each}}{{/each}}'],
      ] as const) {
        // A v1 workflow (what `/v2/workflows` writes renders with Liquid), loaded as a fixture.
        const write = await call(t, 'POST', `/__admin/fixtures?apiKey=${KEY}`, { workflows: [{ name, steps: [{ template: { type: 'email', subject: 'Boom', content: body } }] }] });
        const result = await explode(t, name, write.status);
        if (typeof result !== 'string') slow ||= result.slow;
        outcomes.push(`${name}: ${typeof result === 'string' ? result : result.outcome}`);
      }
      return { outcome: outcomes.join('; '), slow };
    },
  },
  {
    name: 'T2. Liquid: {% for %} inside {% for %} over 10,000 items, 5 triggers',
    async run(t) {
      const name = 'g-explode-liquid';
      const workflow = {
        name,
        type: 'BRIDGE',
        origin: 'novu-cloud',
        steps: [{ template: { type: 'email', subject: 'Boom', content: '{% for a in payload.items %}{% for b in payload.items %}{{ payload.word }}{% endfor %}{% endfor %}' } }],
      };
      const loaded = await call(t, 'POST', `/__admin/fixtures?apiKey=${KEY}`, { workflows: [workflow] });
      return explode(t, name, loaded.status);
    },
  },
];
