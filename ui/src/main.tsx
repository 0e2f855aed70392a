import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import './app.css';
import { admin } from './api.js';
import { Empty, Failure, Loading } from './components/states.js';
import { TokenDialog } from './components/token-dialog.js';
import { EnvironmentContext, withApi } from './environment.js';
import { href, useRoute, type Route } from './route.js';
import type { Environment } from './types.js';
import { useLoad } from './use-load.js';
import { ActionsView } from './views/actions.js';
import { EventsView } from './views/events.js';
import { JournalPage } from './views/journal.js';
import { OutboxView } from './views/outbox.js';
import { SettingsView } from './views/settings.js';
import { SubscriberDetail } from './views/subscriber-detail.js';
import { SubscribersView } from './views/subscribers.js';

const VIEWS = [
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'events', label: 'Events' },
  { id: 'requests', label: 'Requests' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'environment', label: 'Environment' },
  { id: 'actions', label: 'Actions' },
] as const;
const PICKED_KEY = 'notification-api-mock:environment';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `1`–`6` open the views, `/` focuses the current view's search field. */
function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const view = VIEWS[Number(event.key) - 1];
      if (view && /^[1-9]$/.test(event.key)) {
        location.hash = href(view.id);
        event.preventDefault();
      } else if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('main [data-search]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
}

function CurrentView({ route }: { route: Route }) {
  if (route.view === 'subscribers' && route.rest[0]) return <SubscriberDetail subscriberId={route.rest[0]} />;
  if (route.view === 'events') return <EventsView />;
  if (route.view === 'requests') return <JournalPage />;
  if (route.view === 'outbox') return <OutboxView deliveryId={route.rest[0]} />;
  if (route.view === 'environment') return <SettingsView />;
  if (route.view === 'actions') return <ActionsView subscriber={route.params.get('subscriber') ?? ''} />;
  return <SubscribersView />;
}

function App() {
  const route = useRoute();
  useShortcuts();
  const environments = useLoad(() => admin.get<{ data: Environment[] }>('/__admin/environments'), []);
  const [picked, setPicked] = useState(() => sessionStorage.getItem(PICKED_KEY) ?? '');
  const list = environments.data?.data ?? [];
  const environment = list.find((e) => e.apiKey === picked) ?? list[0];
  const pick = (apiKey: string) => {
    sessionStorage.setItem(PICKED_KEY, apiKey);
    setPicked(apiKey);
  };
  const current = route.view || 'subscribers';

  return (
    <>
      <header class="top">
        <h1>
          <a href={href('subscribers')}>notification-api-mock</a>
        </h1>
        <label class="env-picker">
          Environment
          <select aria-label="Environment" value={environment?.apiKey ?? ''} onChange={(e) => pick(e.currentTarget.value)} disabled={list.length === 0}>
            {list.map((e) => (
              <option value={e.apiKey}>
                {e.organization} / {e.environment} — {e.apiKey}
                {e.isolated ? ' (isolated)' : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={environments.reload} aria-label="Reload the environments">
          ↻
        </button>
        <a href="/docs" class="docs-link">
          API reference
        </a>
      </header>
      <nav class="views" aria-label="Views">
        {VIEWS.map((view, index) => (
          <a href={href(view.id)} aria-current={current === view.id ? 'page' : undefined} aria-keyshortcuts={String(index + 1)}>
            {view.label}
          </a>
        ))}
      </nav>
      <main>
        {environments.error ? (
          <Failure error={environments.error} retry={environments.reload} />
        ) : !environments.data ? (
          <Loading what="environments" />
        ) : !environment ? (
          <Empty title="No environment yet.">With --isolate-keys, an environment appears once an API key has been used: send a request with any key, then reload.</Empty>
        ) : (
          <EnvironmentContext.Provider value={withApi(environment)} key={environment.apiKey}>
            <CurrentView route={route} />
          </EnvironmentContext.Provider>
        )}
      </main>
      <TokenDialog />
    </>
  );
}

const root = document.getElementById('app')!;
root.textContent = ''; // the boot message
render(<App />, root);
