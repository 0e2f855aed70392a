import { useState } from 'preact/hooks';
import { query } from '../api.js';
import { Table, ViewHeader, WhenLoaded } from '../components/data.js';
import { Empty, Failure, formatTime } from '../components/states.js';
import { useEnvironment, type PickedEnvironment } from '../environment.js';
import { CHANNELS, type Message, type MessagePage } from '../types.js';
import { useLoad } from '../use-load.js';

const STATES = ['unread', 'read', 'unseen', 'seen', 'archived'] as const;
type MessageState = (typeof STATES)[number];
const MESSAGES_LIMIT = 100;

const inState = (m: Message, state: MessageState | ''): boolean =>
  state === '' || (state === 'unread' ? !m.read : state === 'read' ? m.read : state === 'unseen' ? !m.seen : state === 'seen' ? m.seen : m.archived === true);

const textOf = (m: Message): string => (typeof m.content === 'string' ? m.content : m.subject ?? JSON.stringify(m.content ?? ''));

type MarkAction = 'read' | 'unread' | 'seen' | 'archive' | 'unarchive';

/** In-app messages only: the other channels have no read, seen or archived state to change. */
function mark({ api }: PickedEnvironment, subscriberId: string, message: Message, action: MarkAction): Promise<unknown> {
  const subscriber = encodeURIComponent(subscriberId);
  if (action === 'seen') return api.post(`/v1/subscribers/${subscriber}/messages/mark-as`, { messageId: message._id, markAs: 'seen' });
  return api.patch(`/v2/subscribers/${subscriber}/notifications/${message._id}/${action}`);
}

function MessageActions({ message, onMark }: { message: Message; onMark: (action: MarkAction) => void }) {
  if (message.channel !== 'in_app') return <span class="muted">—</span>;
  return (
    <div class="row-actions">
      <button type="button" onClick={() => onMark(message.read ? 'unread' : 'read')}>
        {message.read ? 'Mark unread' : 'Mark read'}
      </button>
      {!message.seen && (
        <button type="button" onClick={() => onMark('seen')}>
          Mark seen
        </button>
      )}
      <button type="button" onClick={() => onMark(message.archived ? 'unarchive' : 'archive')}>
        {message.archived ? 'Unarchive' : 'Archive'}
      </button>
    </div>
  );
}

export function MessagesPanel({ subscriberId }: { subscriberId: string }) {
  const environment = useEnvironment();
  const [channel, setChannel] = useState('');
  const [state, setState] = useState<MessageState | ''>('');
  const [markError, setMarkError] = useState<Error>();
  const messages = useLoad(
    () => environment.api.get<MessagePage>(`/v1/messages${query({ subscriberId, channel, limit: MESSAGES_LIMIT })}`),
    [environment.apiKey, subscriberId, channel],
  );
  const onMark = (message: Message) => (action: MarkAction) => {
    setMarkError(undefined);
    mark(environment, subscriberId, message, action).then(messages.reload, (error: Error) => setMarkError(error));
  };

  return (
    <section aria-labelledby="messages-title" class="panel">
      <ViewHeader id="messages-title" title="Messages" onRefresh={messages.reload} refreshLabel="Refresh messages" />
      <div class="toolbar">
        <label>
          Channel
          <select aria-label="Channel" value={channel} onChange={(e) => setChannel(e.currentTarget.value)}>
            <option value="">All channels</option>
            {CHANNELS.map((c) => (
              <option value={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          State
          <select aria-label="State" value={state} onChange={(e) => setState(e.currentTarget.value as MessageState | '')}>
            <option value="">Any state</option>
            {STATES.map((s) => (
              <option value={s}>{s}</option>
            ))}
          </select>
        </label>
      </div>
      {markError && <Failure error={markError} />}
      <WhenLoaded
        state={messages}
        what="messages"
        isEmpty={(data) => !data.data.some((m) => inState(m, state))}
        empty={<Empty title="No messages match.">Trigger a workflow for this subscriber (button above), or change the filters.</Empty>}
      >
        {(data) => (
          <Table label="Messages" columns={['Created', 'Channel', 'Workflow', 'Content', 'State', 'Actions']}>
            {data.data
              .filter((m) => inState(m, state))
              .map((m) => (
                <tr key={m._id}>
                  <td>{formatTime(m.createdAt)}</td>
                  <td>{m.channel}</td>
                  <td>{m.templateIdentifier ?? '—'}</td>
                  <td class="content">{textOf(m)}</td>
                  <td>{m.channel === 'in_app' ? [m.read ? 'read' : 'unread', m.seen ? 'seen' : 'unseen', ...(m.archived ? ['archived'] : [])].join(', ') : m.status ?? '—'}</td>
                  <td>
                    <MessageActions message={m} onMark={onMark(m)} />
                  </td>
                </tr>
              ))}
          </Table>
        )}
      </WhenLoaded>
    </section>
  );
}
