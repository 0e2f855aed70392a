import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = { operationId?: string; tags?: string[] } & Record<string, unknown>;
export type OpenApiDocument = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> & Record<string, unknown>> } & Record<string, unknown>;

/** The sections the reference page shows for a document: each tag with its operations' ids. */
export function sectionsOf(document: OpenApiDocument): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of operation.tags?.length ? operation.tags : ['default']) {
        sections.set(tag, [...(sections.get(tag) ?? []), operation.operationId ?? '']);
      }
    }
  }
  return sections;
}

/** The document with `count` more GET operations under a tag of their own, each a copy of a real one's responses. */
export function withExtraOperations(document: OpenApiDocument, count: number): OpenApiDocument {
  const model = Object.values(document.paths).find((item) => item.get)?.get as Operation;
  const paths = { ...document.paths };
  for (let i = 0; i < count; i++) {
    paths[`/v1/extra/${i}`] = { get: { ...model, operationId: `extraOperation${i}`, tags: ['Extra'], parameters: [] } };
  }
  return { ...document, paths };
}

/**
 * Every tag of the document has its section in the page and every operation is in the page at once: nothing
 * is left for scrolling to mount, so find-in-page and the tests see the whole list.
 */
export async function expectEveryOperationIn(page: Page, document: OpenApiDocument): Promise<void> {
  const sections = sectionsOf(document);
  const operations = [...sections.values()].reduce((total, ids) => total + ids.length, 0);
  await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBe(operations);
  const tags = await page.locator('.opblock-tag').evaluateAll((found) => found.map((tag) => tag.getAttribute('data-tag')));
  expect(tags.sort()).toEqual([...sections.keys()].sort());
}
