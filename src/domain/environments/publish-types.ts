/** The shapes of a diff between two environments and of the kinds of resource it compares (see publish-kinds.ts). */
import type { Environment } from './environment.js';

/** The real service's resource types (`ResourceTypeEnum` of its sync types). */
export type ResourceType = 'workflow' | 'step' | 'localization_group' | 'layout';

export interface ResourceInfo {
  id: string | null;
  name: string | null;
  updatedBy?: null;
  updatedAt?: string | null;
}

export type DiffAction = 'added' | 'modified' | 'deleted' | 'unchanged' | 'moved';

/** One change of a resource (`changes[]` of a diff): the resource itself, or a part of it (a workflow's step). */
export interface ResourceChange {
  sourceResource: ResourceInfo | null;
  targetResource: ResourceInfo | null;
  resourceType: ResourceType;
  action: DiffAction;
  diffs?: { previous: object | null; new: object | null };
  stepType?: string;
  previousIndex?: number;
  newIndex?: number;
}

/** How a resource present in both environments differs: the resource's own fields, and its parts. */
export interface ResourceComparison {
  /** The resource's own fields, `previous` the target's and `new` the source's; null when equal. */
  resourceChanges: { previous: object; new: object } | null;
  /** Changes of its parts (a workflow's steps: added, modified, moved, deleted). */
  otherDiffs: ResourceChange[];
}

/** One kind of publishable resource. `R` is its record as an environment's store holds it. */
export interface PublishableKind<R = unknown> {
  resourceType: ResourceType;
  /** The resources of `environment` this kind publishes (the real service: the ones its dashboard made). */
  resources(environment: Environment): readonly R[];
  /** What names the same resource in two environments (a workflow: its trigger identifier). */
  identityOf(resource: R): string;
  nameOf(resource: R): string;
  updatedAtOf(resource: R): string | null;
  compare(source: R, target: R, sourceEnvironment: Environment, targetEnvironment: Environment): ResourceComparison;
  /** The parts of a resource new to the target, each one `added` (a workflow's steps). */
  addedParts(source: R, sourceEnvironment: Environment): ResourceChange[];
  /** Creates or replaces the resource in `to` (the one of the same identity, if any). */
  copy(source: R, from: Environment, to: Environment): void;
  /** Removes the target's resource the source no longer has. */
  remove(target: R, environment: Environment): void;
}
