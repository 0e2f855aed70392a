import { useRef, useState } from 'preact/hooks';
import { query } from '../api.js';
import { Empty, Failure, Loading } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import type { SubscriberPage } from '../types.js';
import { useLoad } from '../use-load.js';

/** The search fields of `GET /v2/subscribers`: the API's own search rules apply. */
const SEARCH_FIELDS = [
  { value: 'name', label: 'Name (starts with)' },
  { value: 'email', label: 'Email (exact)' },
  { value: 'phone', label: 'Phone (exact)' },
  { value: 'subscriberId', label: 'Subscriber ID (exact)' },
] as const;
type SearchField = (typeof SEARCH_FIELDS)[number]['value'];
const PAGE_SIZE = 20;

export const fullName = (s: { firstName?: string | null; lastName?: string | null }): string => [s.firstName, s.lastName].filter(Boolean).join(' ');

export function SubscribersView() {
  const { api, apiKey } = useEnvironment();
  const [field, setField] = useState<SearchField>('name');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ field: SearchField; text: string }>({ field: 'name', text: '' });
  const [cursor, setCursor] = useState<{ after?: string; before?: string }>({});
  const input = useRef<HTMLInputElement>(null);
  // The search travels with its answer, so that what the page says it searched is what it shows.
  const page = useLoad(
    () => api.get<SubscriberPage>(`/v2/subscribers${query({ limit: PAGE_SIZE, [search.field]: search.text.trim(), ...cursor })}`).then((answer) => ({ ...answer, search })),
    [apiKey, search, cursor],
  );
  const searched = page.data?.search.text.trim() ?? '';

  const submit = (event: Event) => {
    event.preventDefault();
    setCursor({});
    setSearch({ field, text });
  };

  return (
    <section aria-labelledby="subscribers-title">
      <header class="view-header">
        <h2 id="subscribers-title">Subscribers</h2>
        <button type="button" onClick={page.reload}>
          Refresh
        </button>
      </header>
      <form class="toolbar" role="search" onSubmit={submit}>
        <label>
          Search by
          <select aria-label="Search by" value={field} onChange={(e) => setField(e.currentTarget.value as SearchField)}>
            {SEARCH_FIELDS.map((f) => (
              <option value={f.value}>{f.label}</option>
            ))}
          </select>
        </label>
        <label class="grow">
          Search subscribers
          <input ref={input} type="search" data-search value={text} onInput={(e) => setText(e.currentTarget.value)} placeholder="e.g. Thomas (press / to focus)" />
        </label>
        <button type="submit">Search</button>
      </form>
      {page.error ? (
        <Failure error={page.error} retry={page.reload} />
      ) : !page.data ? (
        <Loading what="subscribers" />
      ) : page.data.data.length === 0 ? (
        <Empty title={searched ? `No subscriber matches “${searched}”.` : 'This environment has no subscribers yet.'}>
          {searched ? 'Names match from their start and are case-sensitive; email, phone and ID match exactly. Search by another field, or clear the search.' : 'Create one with POST /v2/subscribers, load fixtures, or reset the environment (Actions).'}
        </Empty>
      ) : (
        <>
          <p class="muted" aria-live="polite">
            {page.data.totalCount} subscriber{page.data.totalCount === 1 ? '' : 's'}
            {searched ? ` matching “${searched}”` : ''}
          </p>
          <div class="table-wrap">
            <table aria-label="Subscribers">
              <thead>
                <tr>
                  <th scope="col">Subscriber ID</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Channels</th>
                </tr>
              </thead>
              <tbody>
                {page.data.data.map((s) => (
                  <tr key={s._id}>
                    <td>
                      <a href={href('subscribers', s.subscriberId)}>{s.subscriberId}</a>
                    </td>
                    <td>{fullName(s) || <span class="muted">—</span>}</td>
                    <td>{s.email ?? <span class="muted">—</span>}</td>
                    <td>{s.phone ?? <span class="muted">—</span>}</td>
                    <td>{(s.channels ?? []).map((c) => c.providerId).join(', ') || <span class="muted">—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav class="pager" aria-label="Subscriber pages">
            <button type="button" disabled={!page.data.previous} onClick={() => setCursor({ before: page.data?.previous ?? undefined })}>
              Previous page
            </button>
            <button type="button" disabled={!page.data.next} onClick={() => setCursor({ after: page.data?.next ?? undefined })}>
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
