/**
 * Layouts as a publishable kind, as the real layout sync strategy: every layout of the environment, the same in
 * two environments when their `layoutId`s are, compared as `GET /v2/layouts/{id}` shows them without what the
 * service generates (the real layout normalizer), copied by an upsert on `layoutId`.
 */
import { isDeepStrictEqual } from 'node:util';
import type { PublishableKind } from './publish-types.js';
import { copyTranslationGroup } from './publish-workflows.js';
import { copyLayout, deleteLayout, layoutsForPublish, presentLayout, type Layout } from '../layouts/index.js';

/** The layout without the fields the real normalizer leaves out of a comparison. */
function normalizedLayout(layout: Layout): object {
  const { _id: _i, updatedAt: _u, createdAt: _c, slug: _s, isDefault: _d, origin: _o, type: _t, variables: _v, ...normalized } = presentLayout(layout);
  return normalized;
}

export const layoutKind: PublishableKind<Layout> = {
  resourceType: 'layout',

  resources: (environment) => layoutsForPublish(environment),

  identityOf: (layout) => layout.identifier,

  nameOf: (layout) => layout.name,

  updatedAtOf: (layout) => layout.updatedAt,

  compare(source, target) {
    const from = normalizedLayout(source);
    const to = normalizedLayout(target);
    return { resourceChanges: isDeepStrictEqual(from, to) ? null : { previous: to, new: from }, otherDiffs: [] };
  },

  addedParts: () => [],

  copy(source, from, to) {
    copyLayout(to.layouts, source);
    copyTranslationGroup('layout', source.identifier, from, to);
  },

  // The real delete use case, which refuses the target's default layout (409): a publish then leaves it.
  remove(target, environment) {
    if (!target.isDefault) deleteLayout(environment, target._id);
  },
};
