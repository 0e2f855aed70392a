import { useState } from 'preact/hooks';
import { admin } from '../api.js';
import { WhenLoaded } from '../components/data.js';
import { Empty, Failure } from '../components/states.js';
import type { FaultRule } from '../types.js';
import { useLoad } from '../use-load.js';

/** The error statuses a fault rule may answer with (the admin contract's FaultStatus). */
const FAULT_STATUSES = [400, 401, 404, 405, 409, 413, 415, 422, 429, 500, 503];

const describe = (rule: FaultRule): string => {
  const delay = rule.delayMs === undefined ? '' : typeof rule.delayMs === 'number' ? `wait ${rule.delayMs} ms` : `wait ${rule.delayMs.min}–${rule.delayMs.max} ms`;
  const effect = [delay, rule.status ? `answer ${rule.status}` : ''].filter(Boolean).join(', then ');
  return `${rule.method ?? 'any method'} ${rule.path ?? '*'}: ${effect}${rule.times ? `, ${rule.times} time(s)` : ''}`;
};

/**
 * Fault rules apply to every API request, the dashboard's own included: after adding one, nothing here
 * reloads API data by itself (a rule with a count would be used up by the dashboard).
 */
export function FaultRules() {
  const rules = useLoad(() => admin.get<FaultRule[]>('/__admin/faults'), []);
  const [method, setMethod] = useState('');
  const [path, setPath] = useState('');
  const [status, setStatus] = useState('503');
  const [delay, setDelay] = useState('');
  const [times, setTimes] = useState('1');
  const [error, setError] = useState<Error>();

  const submit = (event: Event) => {
    event.preventDefault();
    setError(undefined);
    const rule: Record<string, unknown> = {};
    if (method) rule.method = method;
    if (path.trim()) rule.path = path.trim();
    if (status) rule.status = Number(status);
    if (delay.trim()) rule.delayMs = Number(delay);
    if (times.trim()) rule.times = Number(times);
    admin.post<FaultRule>('/__admin/faults', rule).then(rules.reload, (e: Error) => setError(e));
  };
  const remove = (id: string) => admin.delete(`/__admin/faults/${encodeURIComponent(id)}`).then(rules.reload, (e: Error) => setError(e));

  return (
    <div class="form" aria-labelledby="faults-title" role="group">
      <h3 id="faults-title">Fault rules</h3>
      <form class="toolbar wrap" onSubmit={submit} aria-label="New fault rule">
        <label>
          Method
          <select aria-label="Method" value={method} onChange={(e) => setMethod(e.currentTarget.value)}>
            <option value="">Any</option>
            {['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => (
              <option value={m}>{m}</option>
            ))}
          </select>
        </label>
        <label class="grow">
          Path (glob)
          <input value={path} onInput={(e) => setPath(e.currentTarget.value)} placeholder="/v2/subscribers*" />
        </label>
        <label>
          Status
          <select aria-label="Status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
            <option value="">None (latency only)</option>
            {FAULT_STATUSES.map((s) => (
              <option value={String(s)}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Latency (ms)
          <input type="number" min={0} max={120000} size={6} value={delay} onInput={(e) => setDelay(e.currentTarget.value)} />
        </label>
        <label>
          Count
          <input type="number" min={1} size={4} value={times} onInput={(e) => setTimes(e.currentTarget.value)} placeholder="∞" />
        </label>
        <button type="submit">Add fault rule</button>
      </form>
      {error && <Failure error={error} />}
      <WhenLoaded state={rules} what="fault rules" isEmpty={(list) => list.length === 0} empty={<Empty title="No fault rules: every request is answered normally." />}>
        {(list) => (
          <ul class="rules" aria-label="Fault rules">
            {list.map((rule) => (
              <li key={rule.id}>
                <code>{rule.id}</code> {describe(rule)} <span class="muted">({rule.hits} hit{rule.hits === 1 ? '' : 's'})</span>{' '}
                <button type="button" onClick={() => void remove(rule.id)} aria-label={`Remove ${rule.id}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </WhenLoaded>
    </div>
  );
}
