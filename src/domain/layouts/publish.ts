/**
 * What a publish from one environment to another does with layouts (the real layout sync: an upsert in the
 * target by `layoutId`): for an environment publish or a workflow sync to call.
 */
import type { LayoutStore } from './layouts.js';
import type { Layout } from './types.js';

/** The layouts an environment would publish, oldest first. */
export function layoutsForPublish(stores: { layouts: LayoutStore }): readonly Layout[] {
  return stores.layouts.records();
}

/**
 * `layout` copied into `target`, matched by its `layoutId`: the target's layout of that id takes its name,
 * translation setting and body (keeping its own `_id`, creation time and default status); without one, a new
 * layout is made (the target's default when it has none). Returns the target's layout.
 */
export function copyLayout(target: LayoutStore, layout: Layout): Layout {
  const existing = target.records().find((l) => l.identifier === layout.identifier);
  if (existing) return target.update(existing._id, { name: layout.name, isTranslationEnabled: layout.isTranslationEnabled, controlValues: layout.controlValues ?? {} });
  return target.create({ layoutId: layout.identifier, name: layout.name, isTranslationEnabled: layout.isTranslationEnabled }, layout.controlValues ?? {});
}
