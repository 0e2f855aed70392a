import { Table, WhenLoaded } from '../components/data.js';
import { JsonView, formatTime } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import type { ChannelSettings, Subscriber } from '../types.js';
import { useLoad } from '../use-load.js';
import { MessagesPanel } from './messages.js';
import { fullName } from './subscribers.js';

/** A credential as the dashboard shows it: enough to tell two apart, never the secret itself. */
export function mask(value: string): string {
  return value.length <= 6 ? '••••••' : `${value.slice(0, 4)}••••••${value.slice(-2)}`;
}

function maskedCredentials(credentials: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(credentials)) {
    if (typeof value === 'string') masked[key] = mask(value);
    else if (Array.isArray(value)) masked[key] = value.map((item) => (typeof item === 'string' ? mask(item) : item));
    else masked[key] = value;
  }
  return masked;
}

function ChannelsTable({ channels }: { channels: ChannelSettings[] }) {
  if (channels.length === 0) return <p class="muted">No channel credentials (push and chat need them: PUT /v1/subscribers/{'{id}'}/credentials).</p>;
  return (
    <Table label="Channels" columns={['Provider', 'Integration', 'Credentials (masked)']}>
      {channels.map((c) => (
        <tr key={`${c.providerId}:${c.integrationIdentifier ?? ''}`}>
          <td>{c.providerId}</td>
          <td>{c.integrationIdentifier ?? '—'}</td>
          <td>
            <code>{JSON.stringify(maskedCredentials({ ...c.credentials }))}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function SubscriberDetail({ subscriberId }: { subscriberId: string }) {
  const { api, apiKey } = useEnvironment();
  const subscriber = useLoad(() => api.get<Subscriber>(`/v2/subscribers/${encodeURIComponent(subscriberId)}`), [apiKey, subscriberId]);
  return (
    <section aria-labelledby="subscriber-title">
      <header class="view-header">
        <a href={href('subscribers')}>← Subscribers</a>
        <h2 id="subscriber-title">Subscriber {subscriberId}</h2>
        <a class="button" href={`${href('actions')}?subscriber=${encodeURIComponent(subscriberId)}`}>
          Trigger a workflow…
        </a>
      </header>
      <WhenLoaded state={subscriber} what="the subscriber">
        {(data) => (
          <div class="detail-grid">
            <dl class="facts">
              <dt>Name</dt>
              <dd>{fullName(data) || '—'}</dd>
              <dt>Email</dt>
              <dd>{data.email ?? '—'}</dd>
              <dt>Phone</dt>
              <dd>{data.phone ?? '—'}</dd>
              <dt>Locale / time zone</dt>
              <dd>
                {data.locale ?? '—'} / {data.timezone ?? '—'}
              </dd>
              <dt>Online</dt>
              <dd>{data.isOnline === null || data.isOnline === undefined ? '—' : data.isOnline ? 'yes' : 'no'}</dd>
              <dt>Created</dt>
              <dd>{formatTime(data.createdAt)}</dd>
            </dl>
            <div>
              <h3>Channels</h3>
              <ChannelsTable channels={data.channels ?? []} />
              <h3>Data</h3>
              <JsonView value={data.data} label="Subscriber data" />
            </div>
          </div>
        )}
      </WhenLoaded>
      <MessagesPanel subscriberId={subscriberId} />
    </section>
  );
}
