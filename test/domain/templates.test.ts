import { describe, expect, it } from 'vitest';
import { renderDeep, renderText } from '../../src/domain/templates.js';

const variables = {
  subscriber: { firstName: 'Ada', address: { city: 'London' } },
  payload: { count: 3, items: ['a', 'b'], nothing: null, toString: 1 },
};

describe('step templates', () => {
  it('fills every placeholder, with spaces, nested paths and values that are not strings', () => {
    expect(renderText('Hi {{subscriber.firstName}} from {{ subscriber.address.city }}: {{payload.count}} new', variables)).toBe(
      'Hi Ada from London: 3 new',
    );
    expect(renderText('{{payload.items}}|{{payload.nothing}}|{{payload.missing.deeper}}|{{actor.name}}', variables)).toBe('["a","b"]|||');
  });

  it('renders the same template the same way for each context, however often it is used', () => {
    const template = '{{payload.count}} for {{subscriber.firstName}}.';
    for (let i = 0; i < 3; i++) {
      expect(renderText(template, variables)).toBe('3 for Ada.');
      expect(renderText(template, { subscriber: { firstName: `S${i}` }, payload: { count: i } })).toBe(`${i} for S${i}.`);
    }
  });

  it('leaves text without placeholders and block helpers as written', () => {
    expect(renderText('plain text', variables)).toBe('plain text');
    expect(renderText('{{#each payload.items}}x{{/each}} {{payload.count}}', variables)).toBe('{{#each payload.items}}x{{/each}} 3');
  });

  it('renders every string inside objects and arrays, and keeps a __proto__ key as data', () => {
    const template = JSON.parse('{"label":"Open {{payload.count}}","blocks":[{"text":"{{subscriber.firstName}}"},7],"__proto__":{"x":"{{payload.count}}"}}') as object;
    const rendered = renderDeep(template, variables) as Record<string, unknown>;
    expect(JSON.stringify(rendered)).toBe('{"label":"Open 3","blocks":[{"text":"Ada"},7],"__proto__":{"x":"3"}}');
    expect(Object.getPrototypeOf(rendered)).toBe(Object.prototype);
    expect(JSON.stringify(template)).toContain('{{payload.count}}');
  });

  it('shares what holds no placeholder instead of copying it, and never changes the template', () => {
    const cta = Object.freeze({ type: 'redirect', data: Object.freeze({ url: '/inbox' }) });
    expect(renderDeep(cta, variables)).toBe(cta);
    const template = { data: { url: '/u/{{subscriber.firstName}}' }, action: { label: 'Open' } };
    const rendered = renderDeep(template, variables);
    expect(rendered).toEqual({ data: { url: '/u/Ada' }, action: { label: 'Open' } });
    expect(rendered.action).toBe(template.action);
    expect(template.data.url).toBe('/u/{{subscriber.firstName}}');
  });
});
