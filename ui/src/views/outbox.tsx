import { useState } from 'preact/hooks';
import { admin, query } from '../api.js';
import { Table, ViewHeader, WhenLoaded } from '../components/data.js';
import { Empty, formatTime } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import { OUTBOX_CHANNELS, type DeliverySummary, type OutboxSummaryPage } from '../types.js';
import { usePolled } from '../use-load.js';
import { DeliveryDetail } from './delivery.js';

const LIMIT = 100;
const EVERY_MS = 1000;

/** The time of day for today's deliveries, the date for older ones; the whole of it on hover. */
function shortTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toDateString() === new Date().toDateString() ? date.toLocaleTimeString() : date.toLocaleDateString();
}

/** The address, number, device tokens or webhook URL a delivery went to. */
export const recipientOf = (delivery: Pick<DeliverySummary, 'to' | 'deviceTokens' | 'webhookUrl'>): string =>
  delivery.to ?? delivery.deviceTokens?.join(', ') ?? delivery.webhookUrl ?? '';

/**
 * One line per delivery: the channel and the time take the width they need; the recipient and the summary
 * share the rest, each cut short with an ellipsis (the whole of it in its title) rather than broken mid-word.
 */
function Rows({ page, selected }: { page: OutboxSummaryPage; selected?: string }) {
  return (
    <Table label="Deliveries" columns={['Channel', 'Recipient', 'Subject or first line', 'Time']}>
      {page.data.map((d) => (
        <tr key={d.id} class={d.id === selected ? 'selected' : ''}>
          <td class="channel">
            <span class={`chip channel-${d.channel}`}>{d.channel}</span>
          </td>
          <td class="recipient" title={recipientOf(d)}>
            {recipientOf(d)}
          </td>
          <td class="content" title={d.preview || undefined}>
            <a href={href('outbox', d.id)} aria-current={d.id === selected ? 'true' : undefined}>
              {d.preview || '(empty)'}
            </a>
          </td>
          <td class="time">
            <time dateTime={d.createdAt} title={formatTime(d.createdAt)}>
              {shortTime(d.createdAt)}
            </time>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Counts({ page }: { page: OutboxSummaryPage }) {
  return (
    <p class="muted" aria-live="polite">
      {page.total} deliver{page.total === 1 ? 'y' : 'ies'}
      {page.total > page.data.length ? ` (the newest ${page.data.length} shown)` : ''}
      {page.dropped > 0 && <span class="dropped"> · {page.dropped} dropped: the oldest go past --outbox-size</span>}
    </p>
  );
}

/**
 * The outbox of the picked environment, re-read every second as summaries (an email's HTML would make each
 * read megabytes); `deliveryId` opens one beside the list, whose content is read then, once.
 */
export function OutboxView({ deliveryId }: { deliveryId?: string }) {
  const { apiKey } = useEnvironment();
  const [to, setTo] = useState('');
  const [channel, setChannel] = useState('');
  const page = usePolled(() => admin.get<OutboxSummaryPage>(`/__admin/outbox${query({ apiKey, to: to.trim(), channel, limit: LIMIT, view: 'summary' })}`), [apiKey, to, channel], EVERY_MS);
  const filtered = to.trim() !== '' || channel !== '';

  return (
    <section aria-labelledby="outbox-title">
      <ViewHeader id="outbox-title" title="Outbox" onRefresh={page.reload} />
      <div class="toolbar" role="search" aria-label="Delivery filters">
        <label class="grow">
          Recipient
          <input type="search" data-search value={to} onInput={(e) => setTo(e.currentTarget.value)} placeholder="email, phone, device token or webhook URL (press / to focus)" />
        </label>
        <label>
          Channel
          <select aria-label="Channel" value={channel} onChange={(e) => setChannel(e.currentTarget.value)}>
            <option value="">All channels</option>
            {OUTBOX_CHANNELS.map((c) => (
              <option value={c}>{c}</option>
            ))}
          </select>
        </label>
      </div>
      <div class="split outbox-split">
        <div>
          <WhenLoaded
            state={page}
            what="the outbox"
            isEmpty={(data) => data.data.length === 0 && data.dropped === 0}
            empty={
              <Empty title={filtered ? 'No delivery matches the filters.' : 'Nothing sent yet.'}>
                {filtered
                  ? 'The recipient matches a whole address, number, token or URL (emails without regard to case).'
                  : 'Trigger a workflow with an email, SMS, push or chat step (Actions): what its provider would receive appears here within a second.'}
              </Empty>
            }
          >
            {(data) => (
              <>
                <Counts page={data} />
                <Rows page={data} selected={deliveryId} />
              </>
            )}
          </WhenLoaded>
        </div>
        {deliveryId ? <DeliveryDetail id={deliveryId} /> : <Empty title="Pick a delivery to see it as its recipient would." />}
      </div>
    </section>
  );
}
