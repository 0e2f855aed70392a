import { useRef, useState } from 'preact/hooks';
import { query } from '../api.js';
import { Table, ViewHeader, WhenLoaded } from '../components/data.js';
import { Empty } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import type { SubscriberPage } from '../types.js';
import { useLoad } from '../use-load.js';

/** The search fields of `GET /v2/subscribers`: the API's own search rules apply. */
const SEARCH_FIELDS = [
  { value: 'name', label: 'Name (contains)' },
  { value: 'email', label: 'Email (contains)' },
  { value: 'phone', label: 'Phone (contains)' },
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
      <ViewHeader id="subscribers-title" title="Subscribers" onRefresh={page.reload} />
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
      <WhenLoaded
        state={page}
        what="subscribers"
        isEmpty={(data) => data.data.length === 0}
        empty={
          <Empty title={searched ? `No subscriber matches “${searched}”.` : 'This environment has no subscribers yet.'}>
            {searched
              ? 'Name, email and phone match a part of the field, any case; the ID matches exactly. Search by another field, or clear the search.'
              : 'Create one with POST /v2/subscribers, load fixtures, or reset the environment (Actions).'}
          </Empty>
        }
      >
        {(data) => (
          <>
            <p class="muted" aria-live="polite">
              {data.totalCount} subscriber{data.totalCount === 1 ? '' : 's'}
              {searched ? ` matching “${searched}”` : ''}
            </p>
            <Table label="Subscribers" columns={['Subscriber ID', 'Name', 'Email', 'Phone', 'Channels']}>
              {data.data.map((s) => (
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
            </Table>
            <nav class="pager" aria-label="Subscriber pages">
              <button type="button" disabled={!data.previous} onClick={() => setCursor({ before: data.previous ?? undefined })}>
                Previous page
              </button>
              <button type="button" disabled={!data.next} onClick={() => setCursor({ after: data.next ?? undefined })}>
                Next page
              </button>
            </nav>
          </>
        )}
      </WhenLoaded>
    </section>
  );
}
