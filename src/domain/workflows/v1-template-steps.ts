/**
 * The steps of a v1 notification template as the real service stores them: each step's message template
 * gets an id, which is also the step's `_id` and `_templateId`; the trigger lists what the steps' content
 * reads (payload variables, the `tenant`/`actor` context, the subscriber's email or phone).
 */
import { BadRequestError, InvalidInputError, NotFoundError, type IdGenerator, type JsonObject } from '../shared/index.js';
import { refusedFilterPart } from './step-filters.js';
import { placeholderPaths } from './templates.js';
import type { NotificationTrigger } from './types.js';
import type { WorkflowStore } from './workflows.js';

export interface MessageTemplateInput {
  type?: string;
  content?: string | JsonObject[];
  contentType?: string;
  cta?: JsonObject;
  feedId?: string;
  layoutId?: string | null;
  name?: string;
  subject?: string;
  title?: string;
  preheader?: string;
  senderName?: string;
  actor?: JsonObject;
  variables?: JsonObject[];
}

export interface StepInput {
  _id?: string;
  _templateId?: string;
  uuid?: string;
  name?: string;
  stepId?: string;
  active?: boolean;
  shouldStopOnFail?: boolean;
  template?: MessageTemplateInput;
  filters?: JsonObject[];
  metadata?: JsonObject;
  replyCallback?: JsonObject;
  variants?: StepInput[];
}

/** What a stored message template keeps of the input (layouts are not simulated). */
const TEMPLATE_FIELDS = ['type', 'content', 'contentType', 'cta', 'name', 'variables', 'subject', 'title', 'preheader', 'senderName', 'actor'] as const;
const STEP_FIELDS = ['uuid', 'name', 'stepId', 'metadata', 'replyCallback'] as const;

const copy = <T>(value: T): T => structuredClone(value);

function newTemplate(id: string, input: MessageTemplateInput): JsonObject {
  const template: JsonObject = { _id: id };
  for (const field of TEMPLATE_FIELDS) if (input[field] !== undefined) template[field] = copy(input[field]) as JsonObject[string];
  template._feedId = input.feedId ? input.feedId : null;
  return template;
}

/** An existing message template updated as the real service does: a type sent replaces its own; empty name, subject, title keep theirs. */
function updatedTemplate(existing: JsonObject, input: MessageTemplateInput): JsonObject {
  const template: JsonObject = { ...copy(existing), _feedId: input.feedId ? input.feedId : null };
  if (input.type !== undefined) template.type = input.type;
  for (const field of ['name', 'subject', 'title', 'contentType', 'actor', 'variables'] as const) {
    if (input[field]) template[field] = copy(input[field]) as JsonObject[string];
  }
  for (const field of ['content', 'cta', 'preheader', 'senderName'] as const) {
    if (input[field] === undefined) delete template[field];
    else template[field] = copy(input[field]) as JsonObject[string];
  }
  return template;
}

function stepRecord(id: string, parentId: string | undefined, input: StepInput, template: JsonObject, variants: JsonObject[]): JsonObject {
  const step: JsonObject = {
    _id: id,
    _templateId: id,
    active: input.active ?? true,
    shouldStopOnFail: input.shouldStopOnFail ?? false,
    filters: copy(input.filters ?? []),
    template,
  };
  if (parentId !== undefined) step._parentId = parentId;
  for (const field of STEP_FIELDS) if (input[field] !== undefined) step[field] = copy(input[field]) as JsonObject[string];
  if (variants.length > 0) step.variants = variants;
  return step;
}

/**
 * The stored steps for `inputs`, in order, each step the `_parentId` of the next. When `existing` (the
 * workflow's current steps) is given, a step sent with the `_templateId` of one of them keeps that id and
 * updates its template; a `_templateId` of no step of the workflow → 404, as for an unknown message template.
 */
export function buildSteps(inputs: readonly StepInput[], ids: IdGenerator, existing?: readonly JsonObject[]): JsonObject[] {
  const refused = refusedFilterPart(inputs);
  if (refused) throw InvalidInputError.of(`body.${refused.field}`, refused.message, 'webhook');
  const known = new Map<string, JsonObject>();
  for (const step of existing ?? []) {
    for (const s of [step, ...((step.variants as JsonObject[] | undefined) ?? [])]) known.set(String(s._templateId ?? s._id), s);
  }
  const build = (list: readonly StepInput[], isVariant: boolean): JsonObject[] => {
    let parentId: string | undefined;
    return list.map((input) => {
      if (!input.template) {
        throw new BadRequestError(
          existing ? "Something un-expected happened, template couldn't be found" : `Unexpected error: ${isVariant ? 'variants ' : ''}message template is missing`,
        );
      }
      let template: JsonObject;
      if (existing && input._templateId) {
        const previous = known.get(input._templateId);
        if (!previous) throw new NotFoundError(`Message template with id ${input._templateId} not found`);
        template = updatedTemplate(previous.template as JsonObject, input.template);
      } else {
        template = newTemplate(ids.objectId(), input.template);
      }
      const id = String(template._id);
      const step = stepRecord(id, parentId, input, template, isVariant ? [] : build(input.variants ?? [], true));
      parentId = id;
      return step;
    });
  };
  for (const variant of inputs.flatMap((s) => s.variants ?? [])) {
    if (!(variant.filters ?? []).some((f) => Array.isArray(f.children) && f.children.length > 0)) {
      const what = existing ? 'filters' : 'conditions';
      throw new BadRequestError(`Variant ${what} are required, variant name ${variant.name} id ${variant._id}`);
    }
  }
  // The real message template write refuses an empty action (its fields are not checked before it).
  if (inputs.some((s) => [s, ...(s.variants ?? [])].some((v) => v.template?.cta?.action === ''))) throw new BadRequestError('Please provide a valid CTA action');
  return build(inputs, false);
}

/** Roots the real service reads from the trigger itself, not from the payload. */
const SYSTEM_ROOTS = new Set(['subscriber', 'step', 'branding', 'tenant', 'preheader', 'actor']);
const RESERVED: Record<string, { name: string; type: string }[]> = {
  tenant: [{ name: 'identifier', type: 'String' }],
  actor: [{ name: 'subscriberId', type: 'String' }],
};

/** The texts of a step whose placeholders the real service lists (as its content service walks them). */
function textsOf(step: JsonObject): string[] {
  const template = (step.template ?? {}) as { type?: string; content?: unknown; subject?: unknown; title?: unknown; cta?: { data?: { url?: unknown } } };
  const texts: unknown[] = [];
  if (template.type === 'in_app') texts.push(template.content, template.cta?.data?.url);
  else if (template.type === 'sms') texts.push(template.content);
  else if (template.type === 'push') texts.push(template.content, template.title);
  else if (Array.isArray(template.content)) {
    texts.push(template.subject);
    for (const block of template.content as { url?: unknown; content?: unknown }[]) texts.push(block?.url, block?.content);
  } else texts.push(template.content);
  return texts.filter((t): t is string => typeof t === 'string');
}

/** Payload fields the steps read outside their content: filters on the payload, a digest key, a delay path. */
function stepVariables(step: JsonObject): string[] {
  const names: string[] = [];
  for (const filter of (step.filters ?? []) as { children?: { on?: unknown; field?: unknown }[] }[]) {
    for (const child of filter.children ?? []) if (child.on === 'payload' && typeof child.field === 'string') names.push(child.field);
  }
  const metadata = (step.metadata ?? {}) as { type?: unknown; delayPath?: unknown; digestKey?: unknown };
  if (metadata.type === 'scheduled' && typeof metadata.delayPath === 'string') names.push(metadata.delayPath);
  if ((step.template as { type?: unknown } | undefined)?.type === 'digest' && typeof metadata.digestKey === 'string' && metadata.digestKey) names.push(metadata.digestKey);
  return names;
}

/**
 * The trigger of a workflow with these steps. A payload variable is listed by its payload key
 * (`plan` for `{{payload.plan}}`), as the fixtures' workflows list theirs.
 */
export function triggerOf(identifier: string, steps: readonly JsonObject[]): NotificationTrigger {
  const paths = steps.flatMap((s) => textsOf(s).flatMap(placeholderPaths));
  const roots = new Set(paths.map((p) => p.split('.')[0] as string));
  const names = [...paths.filter((p) => !SYSTEM_ROOTS.has(p.split('.')[0] as string)), ...steps.flatMap(stepVariables)].map((p) => p.replace(/^payload\./, ''));
  const types = new Set(steps.map((s) => (s.template as { type?: unknown } | undefined)?.type));
  return {
    type: 'event',
    identifier,
    variables: [...new Set(names)].filter((n) => n !== '' && n !== 'payload').map((name) => ({ name })),
    reservedVariables: (['tenant', 'actor'] as const).filter((r) => roots.has(r)).map((type) => ({ type, variables: copy(RESERVED[type] as { name: string }[]) })),
    subscriberVariables: [...(types.has('sms') ? ['phone'] : []), ...(types.has('email') ? ['email'] : [])].map((name) => ({ name })),
  };
}

/** The real service's trigger identifier for a name (slugify, strict, lower case): "Order shipped!" → "order-shipped". */
export function slugifyName(name: string): string {
  const words: Record<string, string> = { '&': 'and', $: 'dollar', '%': 'percent', '<': 'less', '>': 'greater', '|': 'or', '-': ' ' };
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[&$%<>|-]/g, (c) => words[c] as string)
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}

/** `identifier`, or, when a workflow of the environment already has it, `identifier-<short id>` (the real service's way). */
export function uniqueIdentifier(workflows: WorkflowStore, identifier: string, ids: IdGenerator): string {
  let candidate = identifier;
  while (workflows.findByTrigger(candidate)) candidate = `${identifier}-${ids.uuid().replace(/-/g, '').slice(0, 8)}`;
  return candidate;
}
