/**
 * `POST /v2/environments/{targetEnvironmentId}/diff` and `…/publish`: what the source environment
 * (Development unless named) has that the target lacks or has otherwise, and copying it there, kind by kind
 * (`PUBLISHABLE_KINDS`), with the real service's checks, words and counts. `PUT /v2/workflows/{id}/sync`
 * copies one workflow.
 */
import type { Environment } from './environment.js';
import { DEVELOPMENT } from './profile.js';
import { PUBLISHABLE_KINDS } from './publish-kinds.js';
import type { PublishableKind, ResourceChange, ResourceInfo, ResourceType } from './publish-types.js';
import { BadRequestError, isMongoId } from '../shared/index.js';

interface DiffSummary {
  added: number;
  modified: number;
  deleted: number;
  unchanged: number;
}

export interface ResourceDiffResult {
  resourceType: ResourceType;
  sourceResource: ResourceInfo | null;
  targetResource: ResourceInfo | null;
  changes: ResourceChange[];
  summary: DiffSummary;
}

interface SyncResult {
  resourceType: ResourceType;
  successful: { resourceType: ResourceType; resourceId: string; resourceName: string; action: 'created' | 'updated' | 'deleted' }[];
  failed: { resourceType: ResourceType; resourceId: string; resourceName: string; error: string }[];
  skipped: { resourceType: ResourceType; resourceId: string; resourceName: string; reason: string }[];
  totalProcessed: number;
}

export interface PublishRequest {
  sourceEnvironmentId?: string;
  dryRun?: boolean;
  resources?: { resourceType: string; resourceId: string }[];
}

const DRY_RUN = 'Dry run mode';
const NO_CHANGES = 'No changes detected';

/** The source (Development unless named) and the target, checked as the real environment validation does. */
function environmentsOf(caller: Environment, targetId: string, sourceId: string | undefined): { source: Environment; target: Environment } {
  if (!isMongoId(targetId)) throw new BadRequestError('Invalid environment ID format');
  const development = caller.info.organization.environments.find((e) => e.name === DEVELOPMENT);
  const sourceEnvironmentId = sourceId || development?._id;
  if (sourceEnvironmentId === undefined) throw new BadRequestError('Development environment not found');
  if (sourceEnvironmentId === targetId) throw new BadRequestError('Source and target environments cannot be the same');
  if (!isMongoId(sourceEnvironmentId)) throw new BadRequestError('Invalid environment ID format');
  const source = caller.sibling(sourceEnvironmentId);
  if (!source) throw new BadRequestError('Source environment not found');
  const target = caller.sibling(targetId);
  if (!target) throw new BadRequestError('Target environment not found');
  return { source, target };
}

function summaryOf(changes: readonly ResourceChange[]): DiffSummary {
  const summary = { added: 0, modified: 0, deleted: 0, unchanged: 0 };
  for (const { action } of changes) {
    if (action === 'moved') summary.modified += 1;
    else summary[action] += 1;
  }
  return summary;
}

function infoOf<R>(kind: PublishableKind<R>, resource: R): ResourceInfo {
  return { id: kind.identityOf(resource), name: kind.nameOf(resource), updatedBy: null, updatedAt: kind.updatedAtOf(resource) };
}

/** One kind's results: the source's resources in order (added or changed), then the target's the source lacks. */
function diffKind<R>(kind: PublishableKind<R>, source: Environment, target: Environment): ResourceDiffResult[] {
  const results: ResourceDiffResult[] = [];
  const sources = kind.resources(source);
  const targets = new Map(kind.resources(target).map((r) => [kind.identityOf(r), r]));
  for (const resource of sources) {
    const info = infoOf(kind, resource);
    const there = targets.get(kind.identityOf(resource));
    if (there === undefined) {
      const changes: ResourceChange[] = [{ sourceResource: info, targetResource: null, resourceType: kind.resourceType, action: 'added' }, ...kind.addedParts(resource, source)];
      results.push({ resourceType: kind.resourceType, sourceResource: info, targetResource: null, changes, summary: summaryOf(changes) });
      continue;
    }
    const { resourceChanges, otherDiffs } = kind.compare(resource, there, source, target);
    const targetInfo = infoOf(kind, there);
    const changes: ResourceChange[] = [
      ...(resourceChanges ? [{ sourceResource: info, targetResource: targetInfo, resourceType: kind.resourceType, action: 'modified' as const, diffs: resourceChanges }] : []),
      ...otherDiffs,
    ];
    // A resource of both environments counts as one modified resource, whatever changed in it.
    if (changes.length > 0) results.push({ resourceType: kind.resourceType, sourceResource: info, targetResource: targetInfo, changes, summary: { added: 0, modified: 1, deleted: 0, unchanged: 0 } });
  }
  const sourceIds = new Set(sources.map((r) => kind.identityOf(r)));
  for (const [id, resource] of targets) {
    if (sourceIds.has(id)) continue;
    const info = infoOf(kind, resource);
    const changes: ResourceChange[] = [{ sourceResource: null, targetResource: info, resourceType: kind.resourceType, action: 'deleted' }];
    results.push({ resourceType: kind.resourceType, sourceResource: null, targetResource: info, changes, summary: summaryOf(changes) });
  }
  return results;
}

/** `POST /v2/environments/{targetEnvironmentId}/diff`. */
export function diffEnvironments(caller: Environment, targetEnvironmentId: string, sourceEnvironmentId?: string) {
  const { source, target } = environmentsOf(caller, targetEnvironmentId, sourceEnvironmentId);
  const resources = PUBLISHABLE_KINDS.flatMap((kind) => diffKind(kind, source, target));
  const totalChanges = resources.reduce((n, r) => n + r.summary.added + r.summary.modified + r.summary.deleted, 0);
  return {
    sourceEnvironmentId: source.id,
    targetEnvironmentId: target.id,
    resources,
    summary: { totalEntities: resources.length, totalChanges, hasChanges: totalChanges > 0 },
  };
}

/** One kind published: the selected resources (all without a selection) created, updated or skipped; the target's the source lacks deleted. */
function publishKind<R>(kind: PublishableKind<R>, source: Environment, target: Environment, request: PublishRequest): SyncResult {
  const selected = request.resources?.length ? new Set(request.resources.filter((r) => r.resourceType === kind.resourceType).map((r) => r.resourceId)) : undefined;
  const chosen = (resources: readonly R[]) => (selected ? resources.filter((r) => selected.has(kind.identityOf(r))) : resources);
  const result: SyncResult = { resourceType: kind.resourceType, successful: [], failed: [], skipped: [], totalProcessed: 0 };
  const entry = (r: R) => ({ resourceType: kind.resourceType, resourceId: kind.identityOf(r), resourceName: kind.nameOf(r) });
  const sources = chosen(kind.resources(source));
  if (request.dryRun) {
    result.skipped = sources.map((r) => ({ ...entry(r), reason: DRY_RUN }));
  } else {
    const targets = chosen(kind.resources(target));
    const byId = new Map(targets.map((r) => [kind.identityOf(r), r]));
    for (const resource of sources) {
      const there = byId.get(kind.identityOf(resource));
      const changed = there === undefined || (({ resourceChanges, otherDiffs }) => resourceChanges !== null || otherDiffs.length > 0)(kind.compare(resource, there, source, target));
      if (!changed) {
        result.skipped.push({ ...entry(resource), reason: NO_CHANGES });
        continue;
      }
      kind.copy(resource, source, target);
      result.successful.push({ ...entry(resource), action: there === undefined ? 'created' : 'updated' });
    }
    const sourceIds = new Set(sources.map((r) => kind.identityOf(r)));
    for (const resource of targets) {
      if (sourceIds.has(kind.identityOf(resource))) continue;
      kind.remove(resource, target);
      result.successful.push({ ...entry(resource), action: 'deleted' });
    }
  }
  result.totalProcessed = result.successful.length + result.failed.length + result.skipped.length;
  return result;
}

/** `POST /v2/environments/{targetEnvironmentId}/publish`. */
export function publishEnvironment(caller: Environment, targetEnvironmentId: string, request: PublishRequest) {
  const { source, target } = environmentsOf(caller, targetEnvironmentId, request.sourceEnvironmentId);
  const results = PUBLISHABLE_KINDS.map((kind) => publishKind(kind, source, target, request));
  const count = (pick: (r: SyncResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  return {
    results,
    summary: { resources: count((r) => r.totalProcessed), successful: count((r) => r.successful.length), failed: count((r) => r.failed.length), skipped: count((r) => r.skipped.length) },
  };
}
