import { describe, expect, it } from 'vitest';
import { LimitExceededError } from '../../src/domain/shared/index.js';
import { MAX_RENDERED_MESSAGE_BYTES, RenderMeter, renderDeep, renderText, valueAt } from '../../src/domain/workflows/index.js';

const variables = {
  subscriber: { firstName: 'Ada', address: { city: 'London' } },
  payload: { count: 3, items: ['a', 'b'], nothing: null, toString: 1 },
};

describe('step templates', () => {
  it('fills every placeholder, with spaces, nested paths and values that are not strings', () => {
    expect(renderText('Hi {{subscriber.firstName}} from {{ subscriber.address.city }}: {{payload.count}} new', variables)).toBe(
      'Hi Ada from London: 3 new',
    );
    // Handlebars prints an array as its items joined by commas.
    expect(renderText('{{payload.items}}|{{payload.nothing}}|{{payload.missing.deeper}}|{{actor.name}}', variables)).toBe('a,b|||');
  });

  it('renders the same template the same way for each context, however often it is used', () => {
    const template = '{{payload.count}} for {{subscriber.firstName}}.';
    for (let i = 0; i < 3; i++) {
      expect(renderText(template, variables)).toBe('3 for Ada.');
      expect(renderText(template, { subscriber: { firstName: `S${i}` }, payload: { count: i } })).toBe(`${i} for S${i}.`);
    }
  });

  it('leaves text without placeholders as written, and runs block helpers', () => {
    expect(renderText('plain text', variables)).toBe('plain text');
    expect(renderText('{{#each payload.items}}<{{this}}>{{/each}} {{payload.count}}', variables)).toBe('<a><b> 3');
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

describe('step templates read own properties only (as the real service\'s Handlebars)', () => {
  it('renders what the prototype lends as "", and own properties whatever their name', () => {
    expect(renderText('[{{payload.constructor}}|{{payload.__proto__}}|{{subscriber.toString}}|{{payload.hasOwnProperty}}|{{subscriber.firstName.constructor}}]', variables)).toBe('[||||]');
    // A payload's own `toString`, array items and an array's length are its own.
    expect(renderText('{{payload.toString}}|{{payload.items.[1]}}|{{payload.items.length}}', variables)).toBe('1|b|2');
    // JSON.parse makes a `__proto__` key an own property: it is data, and renders.
    expect(renderText('{{payload.__proto__.x}}', { payload: JSON.parse('{"__proto__":{"x":"own"}}') as unknown })).toBe('own');
    expect(valueAt({ payload: {} }, 'payload.constructor.name')).toBeUndefined();
  });
});

describe('the render limit', () => {
  it('stops a repeated placeholder at the limit before the text exists, and leaves the meter as it was', () => {
    const meter = new RenderMeter(1000);
    const template = '{{payload.a}}'.repeat(100_000);
    expect(() => renderText(template, { payload: { a: 'x'.repeat(200) } }, meter)).toThrow(LimitExceededError);
    expect(meter.bytes).toBe(0);
    // Far past the longest string V8 holds (200 KB × 3000 = 600 MB): the same clean error, no RangeError.
    const value = 'y'.repeat(200 * 1024);
    let reads = 0;
    const payload = Object.defineProperty({}, 'a', { enumerable: true, get: () => (reads++, value) });
    expect(() => renderText('{{payload.a}}'.repeat(3000), { payload })).toThrow(new RegExp(`renders a message of more than ${MAX_RENDERED_MESSAGE_BYTES} bytes`));
    // The work done is bounded by the limit, not the template: the value is filled in until the text would pass
    // 1 MB (the 6th time), never 3,000 times; once more when the payload's keys are copied to the top of the
    // data (the real worker's shape, `{{a}}`).
    expect(reads).toBe(Math.floor(MAX_RENDERED_MESSAGE_BYTES / value.length) + 2);
  });

  it('counts every field of a message against one limit, and as created only the text rendering made', () => {
    const meter = new RenderMeter(100);
    renderText('static text', variables, meter);
    expect(meter).toMatchObject({ bytes: 11, created: 0 });
    renderDeep({ label: 'Hi {{subscriber.firstName}}', url: '/x' }, variables, meter);
    expect(meter).toMatchObject({ bytes: 11 + 6 + 2, created: 6 });
    expect(() => renderText('{{payload.count}}'.repeat(100), variables, meter)).toThrow(LimitExceededError);
    expect(renderText('é{{subscriber.firstName}}', variables, meter)).toBe('éAda');
    expect(meter.bytes).toBe(19 + 5);
  });
});
