/**
 * `notification-api-mock/testcontainers`: the mock's image for Testcontainers (Node). Needs the
 * `testcontainers` package (an optional peer dependency); the package's main entry never loads it.
 */
export { DEFAULT_IMAGE, MOCK_PORT, NotificationApiMockContainer, StartedNotificationApiMockContainer } from './container.js';
export { AdminApiError, AdminClient } from './admin-client.js';
export { remoteAdmin, type RemoteMockAdmin } from './remote-admin.js';
