import { useRef, useState } from 'preact/hooks';
import { query } from '../api.js';
import { Empty, Failure, Loading } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import type { SubscriberPage } from '../types.js';
import { useLoad } from '../use-load.js';

/** The search fields of `GET /v2/subscribers`: the API's own search rules apply. */
const SEARCH_FIELDS = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'subscriberId', label: 'Subscriber ID' },
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
  const page = useLoad(
    () => api.get<SubscriberPage>(`/v2/subscribers${query({ limit: PAGE_SIZE, [search.field]: search.text.trim(), ...cursor })}`),
    [apiKey, search, cursor],
  );

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
          <select value={field} onChange={(e) => setField(e.currentTarget.value as SearchField)}>
            {SEARCH_FIELDS.map((f) => (
              <option value={f.value}>{f.label}</option>
            ))}
          </select>
        </label>
        <label class="grow">
          Search subscribers
          <input ref={input} type="search" data-search value={text} onInput={(e) => setText(e.currentTarget.value)} placeholder="e.g. Bernard (press / to focus)" />
        </label>
        <button type="submit">Search</button>
      </form>
      {page.error ? (
        <Failure error={page.error} retry={page.reload} />
      ) : !page.data ? (
        <Loading what="subscribers" />
      ) : page.data.data.length === 0 ? (
        <Empty title={search.text ? `No subscriber matches “${search.text}”.` : 'This environment has no subscribers yet.'}>
          {search.text ? 'Search by another field, or clear the search.' : 'Create one with POST /v2/subscribers, load fixtures, or reset the environment (Actions).'}
        </Empty>
      ) : (
        <>
          <p class="muted" aria-live="polite">
            {page.data.totalCount} subscriber{page.data.totalCount === 1 ? '' : 's'}
            {search.text ? ` matching “${search.text}”` : ''}
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
