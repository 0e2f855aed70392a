import { useState } from 'preact/hooks';
import { admin, query } from '../api.js';
import { Failure, formatTime } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import type { ClockReport } from '../types.js';
import { useLoad } from '../use-load.js';
import { FaultRules } from './faults.js';
import { TriggerForm } from './trigger.js';

function Reset() {
  const { apiKey, environment } = useEnvironment();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<Error>();
  const reset = (scope: 'environment' | 'all') => {
    setDone(undefined);
    setError(undefined);
    admin.post(`/__admin/reset${scope === 'environment' ? query({ apiKey }) : ''}`).then(
      () => setDone(scope === 'environment' ? `${environment} is back to its fixtures.` : 'Every environment is back to its fixtures.'),
      (e: Error) => setError(e),
    );
  };
  return (
    <div class="form" role="group" aria-labelledby="reset-title">
      <h3 id="reset-title">Reset</h3>
      <p class="muted">Puts the fixtures back and the clock as the mock started; the request journal and fault rules stay.</p>
      <div class="row-actions">
        <button type="button" class="danger" onClick={() => reset('environment')}>
          Reset this environment
        </button>
        <button type="button" class="danger" onClick={() => reset('all')}>
          Reset all environments
        </button>
      </div>
      {done && (
        <p role="status" class="success">
          {done}
        </p>
      )}
      {error && <Failure error={error} />}
    </div>
  );
}

const ADVANCES = [
  { label: '+1 minute', ms: 60_000 },
  { label: '+1 hour', ms: 3_600_000 },
  { label: '+1 day', ms: 86_400_000 },
];

function Clock() {
  const { apiKey } = useEnvironment();
  const clock = useLoad(() => admin.get<ClockReport>(`/__admin/clock${query({ apiKey })}`), [apiKey]);
  const [error, setError] = useState<Error>();
  const [minutes, setMinutes] = useState('5');
  const act = (body: Record<string, unknown>) => {
    setError(undefined);
    admin.post<ClockReport>(`/__admin/clock${query({ apiKey })}`, body).then(clock.reload, (e: Error) => setError(e));
  };
  return (
    <div class="form" role="group" aria-labelledby="clock-title">
      <h3 id="clock-title">Clock</h3>
      <p role="status">
        {clock.data ? (
          <>
            Now: <time dateTime={clock.data.now}>{formatTime(clock.data.now)}</time> ({clock.data.frozen ? 'frozen' : 'running'})
          </>
        ) : (
          'Reading the clock…'
        )}
      </p>
      <p class="muted">Moving the clock forward runs what waits for it (delays, digests).</p>
      <div class="row-actions wrap">
        {ADVANCES.map((a) => (
          <button type="button" onClick={() => act({ action: 'advance', ms: a.ms })}>
            {a.label}
          </button>
        ))}
        <form
          class="inline"
          onSubmit={(e) => {
            e.preventDefault();
            act({ action: 'advance', ms: Math.round(Number(minutes) * 60_000) });
          }}
        >
          <label>
            Minutes
            <input type="number" min={0} step="any" size={5} value={minutes} onInput={(e) => setMinutes(e.currentTarget.value)} />
          </label>
          <button type="submit">Advance</button>
        </form>
        <button type="button" onClick={() => act({ action: 'freeze' })}>
          Freeze
        </button>
        <button type="button" onClick={() => act({ action: 'resume' })}>
          Resume
        </button>
        <button type="button" onClick={() => act({ action: 'realTime' })}>
          Real time
        </button>
      </div>
      {(error ?? clock.error) && <Failure error={(error ?? clock.error)!} />}
    </div>
  );
}

export function ActionsView({ subscriber }: { subscriber: string }) {
  return (
    <section aria-labelledby="actions-title">
      <header class="view-header">
        <h2 id="actions-title">Actions</h2>
      </header>
      <div class="cards">
        <TriggerForm subscriber={subscriber} />
        <FaultRules />
        <Reset />
        <Clock />
      </div>
    </section>
  );
}
