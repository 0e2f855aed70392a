import { Inbox } from '@novu/react';

/**
 * The official <Inbox /> pointed at the mock. Set BOTH backendUrl and socketUrl: with backendUrl alone
 * the client still opens its real-time socket to the vendor's cloud, and new notifications never arrive.
 */
export function App({ mockUrl, applicationIdentifier, subscriberId }) {
  return (
    <Inbox
      applicationIdentifier={applicationIdentifier}
      subscriber={subscriberId}
      backendUrl={mockUrl}
      socketUrl={mockUrl}
      // Optional: the default bell shows a dot; this one shows how many notifications are unread.
      renderBell={(unreadCount) => (
        <span className="bell">
          Notifications <b className="unread-count">{unreadCount.total}</b>
        </span>
      )}
    />
  );
}
