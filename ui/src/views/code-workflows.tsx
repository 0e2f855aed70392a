/**
 * Code workflows (synced from a `@novu/framework` bridge by `POST /v1/bridge/sync`) and the bridge calls of
 * their runs, read from each job's execution details. Everything a bridge answered is shown as text.
 */
import { Table } from '../components/data.js';
import type { ExecutionDetail, Job, Template } from '../types.js';

export const isCodeWorkflow = (template: Template): boolean => template.origin === 'external' && template.type === 'BRIDGE';

const identifierOf = (template: Template): string => template.triggers[0]?.identifier ?? '—';

/** The environment's code workflows: where they come from and the bridge their steps run on. */
export function CodeWorkflows({ templates }: { templates: readonly Template[] }) {
  const code = templates.filter(isCodeWorkflow);
  if (code.length === 0) return null;
  return (
    <details class="panel code-workflows" open>
      <summary>
        <strong>Code workflows</strong> <span class="muted">({code.length}, synced from a bridge)</span>
      </summary>
      <Table label="Code workflows" columns={['Workflow', 'Origin', 'Steps', 'Bridge URL']}>
        {code.map((t) => (
          <tr key={t._id}>
            <td>
              {t.name} <span class="muted">({identifierOf(t)})</span>
            </td>
            <td>
              <span class="chip">{t.origin}</span> <span class="chip">{t.type}</span>
            </td>
            <td>{t.steps.map((s) => s.stepId ?? s.name ?? '?').join(' → ')}</td>
            <td class="bridge-url">
              <code>{t.bridgeUrl ?? '—'}</code>
            </td>
          </tr>
        ))}
      </Table>
    </details>
  );
}

/** One line under an event's title for a code workflow. */
export function CodeWorkflowLine({ template }: { template: Template }) {
  return (
    <p class="code-workflow">
      Code workflow <span class="chip">{template.origin}</span> <span class="chip">{template.type}</span>, bridge <code>{template.bridgeUrl ?? '—'}</code>
    </p>
  );
}

interface BridgeCall {
  ok: boolean;
  durationMs?: number;
  skipped: boolean;
  statusCode?: number;
  message?: string;
  code?: string;
}

const SUCCESS = 'Successful Bridge response received';
const FAILURE = 'Bridge execution failed';

function rawOf(detail: ExecutionDetail): Record<string, unknown> {
  try {
    const raw: unknown = JSON.parse(detail.raw ?? '{}');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A bridge call recorded by an execution detail, or undefined for any other detail. */
function bridgeCallOf(detail: ExecutionDetail): BridgeCall | undefined {
  if (detail.detail !== SUCCESS && detail.detail !== FAILURE) return undefined;
  const raw = rawOf(detail);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    ok: detail.detail === SUCCESS,
    durationMs: num(raw.durationMs),
    skipped: raw.skip === true,
    statusCode: num(raw.statusCode),
    message: str(raw.message),
    code: str(raw.code),
  };
}

/** The bridge calls of a job: step id, duration, ok or failed, and a failure's message and code. */
export function BridgeCalls({ job }: { job: Job }) {
  const step = job.step?.name ?? job.type;
  const calls = job.executionDetails.flatMap((d) => {
    const call = bridgeCallOf(d);
    return call ? [{ id: d._id, call }] : [];
  });
  if (calls.length === 0) return null;
  return (
    <ul class="bridge-calls" aria-label={`Bridge calls of ${step}`}>
      {calls.map(({ id, call }) => (
        <li key={id} class={call.ok ? 'bridge-call ok' : 'bridge-call failed'}>
          Bridge call: step <code>{step}</code> · <span class="duration">{call.durationMs === undefined ? '? ms' : `${Math.round(call.durationMs)} ms`}</span> ·{' '}
          <span class={`chip ${call.ok ? 'status-completed' : 'status-failed'}`}>{call.ok ? (call.skipped ? 'ok, skipped' : 'ok') : 'failed'}</span>
          {!call.ok && (
            <span class="bridge-error">
              {' '}
              {call.message ?? 'no message'}
              {(call.code ?? call.statusCode) !== undefined && (
                <span class="muted">
                  {' '}
                  ({[call.code, call.statusCode === undefined ? undefined : `HTTP ${call.statusCode}`].filter(Boolean).join(', ')})
                </span>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
