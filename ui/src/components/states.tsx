import type { ComponentChildren } from 'preact';
import { ApiError } from '../api.js';

export function Empty({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <div class="state empty" role="status">
      <p class="state-title">{title}</p>
      {children && <p>{children}</p>}
    </div>
  );
}

/** What went wrong, and what to do about it. */
export function Failure({ error, retry }: { error: Error; retry?: () => void }) {
  const status = error instanceof ApiError ? error.status : undefined;
  const hint =
    status === undefined
      ? 'Is the mock still running? Start it again, then retry.'
      : status === 401
        ? 'The API key or admin token was refused: pick another environment or enter the admin token.'
        : status === 429 || status === 503 || (error instanceof ApiError && status >= 500)
          ? 'A fault rule may be shaping this answer: see Actions → Fault rules.'
          : 'See the request in the Requests view for details.';
  return (
    <div class="state error" role="alert">
      <p class="state-title">
        {status ? `The mock answered ${status}: ` : 'Request failed: '}
        {error.message}
      </p>
      <p>{hint}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    </div>
  );
}

export const Loading = ({ what }: { what: string }) => (
  <p class="loading" role="status">
    Loading {what}…
  </p>
);

/** A value as indented JSON, or a dash when there is none. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  if (value === undefined || value === null) return <p class="muted">—</p>;
  return (
    <pre class="json" aria-label={label} tabIndex={0}>
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </pre>
  );
}

export const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
};
