import { JsonView, formatTime } from '../components/states.js';
import type { ContractDiagnostic, Environment, JournalEntry } from '../types.js';

function Diagnostics({ title, diagnostics }: { title: string; diagnostics: ContractDiagnostic[] }) {
  return (
    <div class="diagnostics" role="group" aria-label={title}>
      <h4>{title}</h4>
      <ul>
        {diagnostics.map((d, i) => (
          <li key={i}>
            <code>
              {d.location}
              {d.field.length > 0 ? `.${d.field.join('.')}` : ''}
            </code>
            : {d.message}
            {d.code !== undefined && <span class="muted"> ({d.code})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** One journal entry as the admin API returns it: credentials and secrets already redacted by the journal. */
export function JournalEntryDetail({ entry, pickedEnvironment }: { entry: JournalEntry; pickedEnvironment: Environment }) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entry.query)) for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  const queryText = search.toString();
  return (
    <article aria-label={`Request ${entry.id}`}>
      <h3>
        {entry.method} {entry.path}
        {queryText && <span class="muted">?{queryText}</span>} → {entry.status}
      </h3>
      <p class="muted">
        #{entry.id} · {formatTime(entry.at)} · {entry.durationMs} ms{entry.operationId ? ` · ${entry.operationId}` : ''}
        {entry.apiKey ? ` · key ${entry.apiKey}` : ''}
        {entry.environmentId ? ` · ${entry.environmentId === pickedEnvironment.environmentId ? pickedEnvironment.environment : `environment ${entry.environmentId}`}` : ''}
        {entry.fault ? ` · fault rule ${entry.fault}` : ''}
        {entry.idempotencyReplay ? ' · idempotent replay' : ''}
      </p>
      {entry.droppedFields?.length ? <p class="muted">Dropped fields the contract does not declare: {entry.droppedFields.join(', ')}</p> : null}
      {entry.requestViolations?.length ? <Diagnostics title="The request broke the contract" diagnostics={entry.requestViolations} /> : null}
      {entry.contractViolations?.length ? <Diagnostics title="The response broke the contract" diagnostics={entry.contractViolations} /> : null}
      <h4>Request</h4>
      <pre class="json" aria-label="Request headers">
        {headerLines(entry.request.headers)}
      </pre>
      <JsonView value={entry.request.body} label="Request body" />
      <h4>Response</h4>
      <pre class="json" aria-label="Response headers">
        {headerLines(entry.response.headers)}
      </pre>
      <JsonView value={entry.response.body} label="Response body" />
    </article>
  );
}
