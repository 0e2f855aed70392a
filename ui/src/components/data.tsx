import type { ComponentChildren } from 'preact';
import type { Loaded } from '../use-load.js';
import { Failure, Loading } from './states.js';

interface WhenLoadedProps<T> {
  state: Loaded<T>;
  /** What is loading, for the loading line ("subscribers"). */
  what: string;
  /** Shown instead of `children` when `isEmpty` says the data holds nothing. */
  empty?: ComponentChildren;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ComponentChildren;
}

/** The failure (with a retry), the loading line, the empty state, or the data: one of the four. */
export function WhenLoaded<T>({ state, what, empty, isEmpty, children }: WhenLoadedProps<T>) {
  if (state.error) return <Failure error={state.error} retry={state.reload} />;
  if (state.data === undefined) return <Loading what={what} />;
  if (isEmpty?.(state.data)) return <>{empty}</>;
  return <>{children(state.data)}</>;
}

/** A labelled table with its column headers, scrolling sideways by itself in a narrow window. */
export function Table({ label, columns, children }: { label: string; columns: readonly string[]; children: ComponentChildren }) {
  return (
    <div class="table-wrap">
      <table aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A view's title with its Refresh button; the section names itself by the title's id. */
export function ViewHeader({ id, title, onRefresh, refreshLabel = 'Refresh' }: { id: string; title: string; onRefresh: () => void; refreshLabel?: string }) {
  return (
    <header class="view-header">
      <h2 id={id}>{title}</h2>
      <button type="button" onClick={onRefresh}>
        {refreshLabel}
      </button>
    </header>
  );
}
