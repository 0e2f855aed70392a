import { useMemo, useRef, useState } from 'preact/hooks';
import { Empty, Failure } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { VirtualList } from '../components/virtual-list.js';
import { ALL_REQUESTS, brokeContract, journalMatcher, type JournalView } from '../journal-filter.js';
import { useJournalFeed } from '../live-journal.js';
import type { JournalEntry } from '../types.js';
import { JournalEntryDetail } from './journal-entry.js';

const ROW_HEIGHT = 34;
const STATUS_CHOICES = ['', '2xx', '4xx', '5xx'];

const statusClass = (status: number) => `status s${Math.floor(status / 100)}xx`;
const rowName = (e: JournalEntry) => `${e.method} ${e.path} ${e.status}${brokeContract(e) ? ', contract failure' : ''}`;

function Row({ entry }: { entry: JournalEntry }) {
  return (
    <>
      <span class="method">{entry.method}</span>
      <span class="path" title={entry.path}>
        {entry.path}
      </span>
      <span class={statusClass(entry.status)}>{entry.status}</span>
      <span class="duration">{entry.durationMs < 10 ? entry.durationMs.toFixed(1) : Math.round(entry.durationMs)} ms</span>
      <span class="badges">
        {brokeContract(entry) && <span class="badge contract">contract</span>}
        {entry.fault && <span class="badge fault">{entry.fault}</span>}
      </span>
    </>
  );
}

export function JournalPage() {
  const feed = useJournalFeed();
  const environment = useEnvironment();
  const [view, setView] = useState<JournalView>(ALL_REQUESTS);
  const [selectedId, setSelectedId] = useState<number>();
  const detail = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => feed.entries.filter(journalMatcher(view, environment.environmentId)), [feed.entries, view, environment.environmentId]);
  const selectedIndex = selectedId === undefined ? -1 : shown.findIndex((e) => e.id === selectedId);
  const selected = shown[selectedIndex];
  const set = (patch: Partial<JournalView>) => setView({ ...view, ...patch });

  return (
    <section aria-labelledby="journal-title" class="journal">
      <header class="view-header">
        <h2 id="journal-title">Requests</h2>
        <span class={`live ${feed.status}`} role="status">
          {feed.status === 'live' ? '● live' : feed.status === 'connecting' ? 'connecting…' : 'offline: retrying'}
        </span>
        <span class="muted">
          {shown.length} shown of {feed.entries.length}
        </span>
      </header>
      <div class="toolbar" role="group" aria-label="Request filters">
        <label>
          Status
          <input list="status-choices" size={5} value={view.status} onInput={(e) => set({ status: e.currentTarget.value })} placeholder="4xx" />
          <datalist id="status-choices">
            {STATUS_CHOICES.map((s) => (
              <option value={s} />
            ))}
          </datalist>
        </label>
        <label class="grow">
          Path
          <input type="search" data-search value={view.path} onInput={(e) => set({ path: e.currentTarget.value })} placeholder="/v2/subscribers/* (press / to focus)" />
        </label>
        <label class="check">
          <input type="checkbox" checked={view.contractFailuresOnly} onChange={(e) => set({ contractFailuresOnly: e.currentTarget.checked })} />
          Contract failures only
        </label>
        <label class="check">
          <input type="checkbox" checked={view.pickedEnvironmentOnly} onChange={(e) => set({ pickedEnvironmentOnly: e.currentTarget.checked })} />
          {environment.environment} only
        </label>
        <label class="check">
          <input type="checkbox" checked={view.showDashboard} onChange={(e) => set({ showDashboard: e.currentTarget.checked })} />
          Show dashboard requests
        </label>
      </div>
      {feed.status === 'offline' && feed.error && <Failure error={new Error(feed.error)} />}
      <div class="split journal-split">
        {shown.length === 0 ? (
          <Empty title={feed.entries.length === 0 ? 'No requests yet.' : 'No request matches the filters.'}>
            {feed.entries.length === 0 ? 'Point your app or tests at this mock: each API request appears here as it finishes.' : 'Clear the filters, or tick “Show dashboard requests”.'}
          </Empty>
        ) : (
          <VirtualList
            items={shown}
            rowHeight={ROW_HEIGHT}
            label="Requests, newest first"
            selectedIndex={selectedIndex}
            onSelect={(index) => setSelectedId(shown[index]?.id)}
            onOpen={() => detail.current?.focus()}
            idOf={(e) => `request-${e.id}`}
            nameOf={rowName}
            render={(e) => <Row entry={e} />}
          />
        )}
        <div ref={detail} tabIndex={-1} class="detail-pane">
          {selected ? <JournalEntryDetail entry={selected} pickedEnvironment={environment} /> : <Empty title="Pick a request to see its diagnostics, headers and bodies." />}
        </div>
      </div>
    </section>
  );
}
