/** Public entry point of the package. */
export { createApp, unroutedOperationIds } from './app.js';
export type { AppDeps, AppOptions } from './app.js';
export { buildDeps, startMockServer } from './server.js';
export type { ApiKeyInfo, MockServer, StartOptions } from './server.js';
export { DEFAULT_CONFIG, type MockConfig, type LogLevel } from './config.js';
