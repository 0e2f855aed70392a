/**
 * The limits of a v2 workflow write (`POST` and `PUT /v2/workflows`), checked as the real service checks
 * them: not by the request's DTO but by the commands its use cases build, so a failure is the command
 * validation's 422 (`Validation failed for <command>: <field>: <problems>`, `errors` keyed by the
 * command's field). First the upsert command (names, at most 16 tags), then the create or update command
 * (description and tag lengths, unique tags).
 */
import { InvalidInputError, type FieldProblem } from '../shared/index.js';

/** The real service's shared limits (`upsert-validation-constants`). */
export const MAX_NAME_LENGTH = 128;
export const MAX_DESCRIPTION_LENGTH = 256;
export const MAX_TAG_LENGTH = 64;
export const MAX_TAGS = 16;

export type WorkflowCommand = 'CreateWorkflowCommandV0' | 'UpdateWorkflowCommandV0';

interface UpsertFields {
  name: string;
  description?: string | null;
  tags?: string[] | null;
  steps: readonly { name: string }[];
}

/** class-validator's `@IsNotEmpty() @Length(1, 128)` on a name, in the order the real command reports them. */
function nameProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.length < 1) problems.push('name must be longer than or equal to 1 characters');
  if (name.length > MAX_NAME_LENGTH) problems.push(`name must be shorter than or equal to ${MAX_NAME_LENGTH} characters`);
  if (name === '') problems.push('name should not be empty');
  return problems;
}

function refuse(command: string, fields: Record<string, FieldProblem>): never {
  const details = Object.entries(fields)
    .map(([field, problem]) => `${field}: ${problem.messages.join(', ')}`)
    .join('; ');
  throw new InvalidInputError(fields, `Validation failed for ${command}: ${details}`);
}

/** The upsert command's checks: the workflow's and each step's name, and the number of tags. */
function checkUpsertCommand(input: UpsertFields): void {
  const fields: Record<string, FieldProblem> = {};
  const name = nameProblems(input.name);
  if (name.length > 0) fields['workflowDto.name'] = { messages: name, value: input.name };
  if (Array.isArray(input.tags) && input.tags.length > MAX_TAGS) {
    fields['workflowDto.tags'] = { messages: [`tags must contain no more than ${MAX_TAGS} elements`], value: input.tags };
  }
  input.steps.forEach((step, i) => {
    const problems = nameProblems(step.name);
    if (problems.length > 0) fields[`workflowDto.steps.${i}.name`] = { messages: problems, value: step.name };
  });
  if (Object.keys(fields).length > 0) refuse('UpsertWorkflowCommand', fields);
}

/** The create or update command's checks: the description's length, each tag's length, no tag twice. */
function checkWorkflowCommand(input: UpsertFields, command: WorkflowCommand): void {
  const fields: Record<string, FieldProblem> = {};
  const description = command === 'CreateWorkflowCommandV0' ? input.description || '' : input.description;
  if (typeof description === 'string' && description.length > MAX_DESCRIPTION_LENGTH) {
    fields.description = { messages: [`description must be shorter than or equal to ${MAX_DESCRIPTION_LENGTH} characters`], value: description };
  }
  const tags = command === 'CreateWorkflowCommandV0' ? (input.tags ?? []) : input.tags;
  if (Array.isArray(tags)) {
    const problems: string[] = [];
    if (tags.some((tag) => tag.length < 1 || tag.length > MAX_TAG_LENGTH)) {
      problems.push(`each value in tags must be longer than or equal to 1 and shorter than or equal to ${MAX_TAG_LENGTH} characters`);
    }
    if (new Set(tags).size !== tags.length) problems.push("All tags's elements must be unique");
    if (problems.length > 0) fields.tags = { messages: problems, value: tags };
  }
  if (Object.keys(fields).length > 0) refuse(command, fields);
}

/** Every limit of a workflow write, before anything is charged or stored. */
export function checkWorkflowWrite(input: UpsertFields, command: WorkflowCommand): void {
  checkUpsertCommand(input);
  checkWorkflowCommand(input, command);
}
