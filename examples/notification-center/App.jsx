import { NovuProvider, PopoverNotificationCenter } from '@novu/notification-center';

/**
 * The legacy <PopoverNotificationCenter /> pointed at the mock. Set BOTH backendUrl and socketUrl: with
 * backendUrl alone the client still opens its real-time socket to the vendor's cloud, and new
 * notifications never arrive.
 */
export function App({ mockUrl, applicationIdentifier, subscriberId }) {
  return (
    <NovuProvider backendUrl={mockUrl} socketUrl={mockUrl} subscriberId={subscriberId} applicationIdentifier={applicationIdentifier}>
      <PopoverNotificationCenter colorScheme="light">
        {({ unseenCount }) => (
          // Optional: the default bell shows a dot; this one shows how many notifications are unseen.
          <span className="bell">
            Notifications <b className="unseen-count">{unseenCount ?? 0}</b>
          </span>
        )}
      </PopoverNotificationCenter>
    </NovuProvider>
  );
}
