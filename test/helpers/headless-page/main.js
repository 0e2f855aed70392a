// The page of the @novu/headless browser test: one HeadlessService against the mock, each call wrapped in
// a promise (settled by the service's onSuccess/onError) so the test can await it from page.evaluate.
import { HeadlessService } from '@novu/headless';

const config = await (await fetch('./config.json')).json();
const service = new HeadlessService({
  backendUrl: config.mockUrl,
  socketUrl: config.mockUrl,
  applicationIdentifier: config.applicationIdentifier,
  subscriberId: config.subscriberId,
  // A failed call fails the test at once instead of after the client's retries.
  config: { retry: 0 },
});

/** Calls `method` with `args` plus onSuccess/onError and a listener, and resolves with what onSuccess got. */
const call = (method, args = {}) =>
  new Promise((resolve, reject) => {
    Promise.resolve(service[method]({ ...args, listener: () => undefined, onSuccess: resolve, onError: reject })).catch(reject);
  });

/** What the socket delivered, in order. */
const received = [];
const unseenCounts = [];

window.headless = {
  initializeSession: () => call('initializeSession'),
  // The service keeps its socket private; the test waits for it so that no event is missed.
  socketConnected: () => Boolean(service.socket?.connected),
  listen() {
    service.listenNotificationReceive({ listener: (message) => received.push(message) });
    service.listenUnseenCountChange({ listener: (count) => unseenCounts.push(count) });
  },
  received: () => received,
  unseenCounts: () => unseenCounts,
  fetchNotifications: (page = 0) => call('fetchNotifications', { page }),
  fetchUnseenCount: () => call('fetchUnseenCount'),
  markNotificationsAsRead: (messageId) => call('markNotificationsAsRead', { messageId }),
  fetchUserPreferences: () => call('fetchUserPreferences'),
  updateUserPreferences: (templateId, channelType, checked) => call('updateUserPreferences', { templateId, channelType, checked }),
  removeNotification: (messageId) => call('removeNotification', { messageId }),
};
document.body.dataset.ready = 'true';
