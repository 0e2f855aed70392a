import { useEffect, useState } from 'preact/hooks';
import { query } from '../api.js';
import { Failure, JsonView, Loading } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import type { WorkflowDetail, WorkflowSummary } from '../types.js';
import { useLoad } from '../use-load.js';

/** The payload variables a workflow's templates use (`{{payload.x}}`), from its step contents. */
function payloadVariables(workflow: WorkflowDetail): string[] {
  const names = new Set<string>();
  const text = JSON.stringify(workflow.steps.map((s) => s.controlValues ?? {}));
  for (const match of text.matchAll(/\{\{\s*payload\.([\w.]+)/g)) names.add(match[1]!);
  return [...names];
}

function WorkflowInfo({ workflow }: { workflow: WorkflowDetail }) {
  const variables = payloadVariables(workflow);
  return (
    <div class="workflow-info">
      {workflow.description && <p>{workflow.description}</p>}
      <p>
        Steps: {workflow.steps.map((s) => `${s.name} (${s.type})`).join(' → ') || '—'}
        {workflow.status !== 'ACTIVE' && <span class="chip">{workflow.status.toLowerCase()}</span>}
      </p>
      <p>Payload variables: {variables.length ? variables.map((v) => <code key={v}>{v} </code>) : <span class="muted">none</span>}</p>
      {workflow.payloadSchema && (
        <details>
          <summary>Payload schema</summary>
          <JsonView value={workflow.payloadSchema} label="Payload schema" />
        </details>
      )}
    </div>
  );
}

export function TriggerForm({ subscriber }: { subscriber: string }) {
  const { api, apiKey } = useEnvironment();
  // Active workflows first: an inactive one sends nothing when triggered.
  const workflows = useLoad(
    () =>
      api
        .get<{ workflows: WorkflowSummary[] }>(`/v2/workflows${query({ limit: 100 })}`)
        .then(({ workflows: list }) => ({ workflows: [...list].sort((a, b) => Number(b.status === 'ACTIVE') - Number(a.status === 'ACTIVE')) })),
    [apiKey],
  );
  const [workflowId, setWorkflowId] = useState('');
  const [subscriberId, setSubscriberId] = useState(subscriber);
  const [payload, setPayload] = useState('{}');
  const [result, setResult] = useState<{ transactionId?: string; status?: string; error?: Error }>();
  const detail = useLoad(
    () => (workflowId ? api.get<WorkflowDetail>(`/v2/workflows/${encodeURIComponent(workflowId)}`) : Promise.resolve(undefined)),
    [apiKey, workflowId],
  );
  useEffect(() => setSubscriberId(subscriber), [subscriber]);
  useEffect(() => {
    if (!workflowId && workflows.data?.workflows[0]) setWorkflowId(workflows.data.workflows[0].workflowId);
  }, [workflows.data, workflowId]);
  useEffect(() => {
    if (detail.data) setPayload(JSON.stringify(detail.data.payloadExample ?? {}, null, 2));
  }, [detail.data]);

  let payloadError: string | undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) payloadError = 'The payload must be a JSON object.';
  } catch (error) {
    payloadError = `The payload is not valid JSON: ${(error as Error).message}`;
  }

  const submit = (event: Event) => {
    event.preventDefault();
    if (payloadError || !workflowId || !subscriberId.trim()) return;
    setResult(undefined);
    const body = { name: workflowId, to: { subscriberId: subscriberId.trim() }, payload: JSON.parse(payload) as object };
    api
      .post<{ acknowledged: boolean; status: string; transactionId?: string }>('/v1/events/trigger', body)
      .then(
        (answer) => setResult({ transactionId: answer.transactionId ?? '', status: answer.status }),
        (error: Error) => setResult({ error }),
      );
  };

  if (workflows.error) return <Failure error={workflows.error} retry={workflows.reload} />;
  if (!workflows.data) return <Loading what="workflows" />;
  return (
    <form class="form" aria-labelledby="trigger-title" onSubmit={submit}>
      <h3 id="trigger-title">Trigger a workflow</h3>
      <label>
        Workflow
        <select aria-label="Workflow" value={workflowId} onChange={(e) => setWorkflowId(e.currentTarget.value)}>
          {workflows.data.workflows.map((w) => (
            <option value={w.workflowId}>
              {w.name} ({w.workflowId}){w.status === 'ACTIVE' ? '' : `, ${w.status.toLowerCase()}`}
            </option>
          ))}
        </select>
      </label>
      {detail.data && <WorkflowInfo workflow={detail.data} />}
      <label>
        Subscriber ID
        <input required value={subscriberId} onInput={(e) => setSubscriberId(e.currentTarget.value)} placeholder="e.g. thomas.bernard@initech.io" />
      </label>
      <label>
        Payload (JSON)
        <textarea rows={8} spellcheck={false} value={payload} onInput={(e) => setPayload(e.currentTarget.value)} aria-invalid={payloadError ? true : undefined} />
      </label>
      {payloadError && <p class="field-error">{payloadError}</p>}
      <button type="submit" disabled={Boolean(payloadError) || !subscriberId.trim()}>
        Trigger
      </button>
      {result?.error && <Failure error={result.error} />}
      {result?.transactionId !== undefined && (
        <p role="status" class="success">
          Triggered (transaction {result.transactionId}): {result.status}. See it in <a href={href('events')}>Events</a> and the subscriber's{' '}
          <a href={href('subscribers', subscriberId.trim())}>messages</a>.
        </p>
      )}
    </form>
  );
}
