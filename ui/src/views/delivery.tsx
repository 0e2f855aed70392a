import { useState } from 'preact/hooks';
import { admin } from '../api.js';
import { WhenLoaded } from '../components/data.js';
import { JsonView, formatTime } from '../components/states.js';
import { emailFrameDocument, isWebUrl } from '../email-frame.js';
import { href } from '../route.js';
import type { ChatDelivery, EmailDelivery, OutboxDelivery, PushDelivery, SmsDelivery } from '../types.js';
import { useLoad } from '../use-load.js';

// Everything below shows what a payload carried as text (Preact escapes it); the email's HTML is handed to a
// sandboxed frame only, never to this document.

const sender = (email: EmailDelivery): string => (email.senderName ? `${email.senderName} <${email.from}>` : email.from);

function Facts({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl class="facts">
      {rows.map(([term, value]) => (
        <>
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </>
      ))}
    </dl>
  );
}

function EmailLinks({ links }: { links: EmailDelivery['links'] }) {
  if (links.length === 0) return <p class="muted">No links.</p>;
  return (
    <ol class="links" aria-label="Links">
      {links.map((link) => (
        <li>
          {link.text && <span>{link.text}: </span>}
          {isWebUrl(link.href) ? (
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.href}
            </a>
          ) : (
            <code>{link.href}</code>
          )}
        </li>
      ))}
    </ol>
  );
}

function EmailPreview({ email }: { email: EmailDelivery }) {
  const [remoteImages, setRemoteImages] = useState(false);
  return (
    <>
      <Facts rows={[['From', sender(email)], ['To', email.to], ['Subject', email.subject]]} />
      <div class="view-header frame-bar">
        <h4>HTML</h4>
        <label class="check">
          <input type="checkbox" checked={remoteImages} onChange={(e) => setRemoteImages(e.currentTarget.checked)} />
          Load remote images
        </label>
      </div>
      <iframe class="email-frame" title={`Email: ${email.subject}`} sandbox="" srcdoc={emailFrameDocument(email.html, remoteImages)} />
      <h4>Text</h4>
      <pre class="json" aria-label="Email text">
        {email.text}
      </pre>
      <h4>Links</h4>
      <EmailLinks links={email.links} />
    </>
  );
}

const Bubble = ({ label, children }: { label: string; children: string }) => (
  <div class="phone" role="figure" aria-label={label}>
    <p class="bubble">{children}</p>
  </div>
);

function SmsPreview({ sms }: { sms: SmsDelivery }) {
  return (
    <>
      <Facts rows={[['From', sms.from], ['To', sms.to]]} />
      <Bubble label="SMS text">{sms.text}</Bubble>
    </>
  );
}

function PushPreview({ push }: { push: PushDelivery }) {
  return (
    <>
      <Facts rows={[['Device tokens', push.deviceTokens.join(', ')]]} />
      <div class="phone" role="figure" aria-label="Push notification">
        <div class="bubble">
          <strong>{push.title}</strong>
          <p>{push.body}</p>
        </div>
      </div>
      <h4>Data</h4>
      <JsonView value={push.data} label="Push data" />
      {push.overrides && (
        <>
          <h4>Overrides</h4>
          <JsonView value={push.overrides} label="Push overrides" />
        </>
      )}
    </>
  );
}

function ChatPreview({ chat }: { chat: ChatDelivery }) {
  return (
    <>
      <Facts rows={[['Webhook URL', chat.webhookUrl]]} />
      <pre class="json chat" aria-label="Chat text">
        {chat.text}
      </pre>
    </>
  );
}

function Preview({ delivery }: { delivery: OutboxDelivery }) {
  if (delivery.channel === 'email') return <EmailPreview email={delivery} />;
  if (delivery.channel === 'sms') return <SmsPreview sms={delivery} />;
  if (delivery.channel === 'push') return <PushPreview push={delivery} />;
  return <ChatPreview chat={delivery} />;
}

/** One delivery (`GET /__admin/outbox/{id}`): its preview, then where it came from. */
export function DeliveryDetail({ id }: { id: string }) {
  const delivery = useLoad(() => admin.get<OutboxDelivery>(`/__admin/outbox/${encodeURIComponent(id)}`), [id]);
  return (
    <article class="panel delivery" aria-label={`Delivery ${id}`}>
      <WhenLoaded state={delivery} what="the delivery">
        {(d) => (
          <>
            <h3>
              <span class={`chip channel-${d.channel}`}>{d.channel}</span> <span class="muted">· {formatTime(d.createdAt)}</span>
            </h3>
            <Preview delivery={d} />
            <h4>Sent for</h4>
            <p>
              Workflow <code>{d.workflowId}</code>, step <code>{d.stepId}</code>, to <a href={href('subscribers', d.subscriberId)}>{d.subscriberId}</a> via{' '}
              {d.providerId} <span class="muted">(transaction {d.transactionId}, message {d.messageId})</span>
            </p>
          </>
        )}
      </WhenLoaded>
    </article>
  );
}
