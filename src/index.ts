/** Public entry point of the package. */
export { createApp, unroutedOperationIds } from './app.js';
export type { AppDeps, AppOptions, MockApp } from './app.js';
export { buildDeps, startMockServer } from './server.js';
export { adminOf } from './mock-admin.js';
export type { ApiKeyInfo, MockServer, StartOptions } from './server.js';
export type { MockAdmin } from './mock-admin.js';
export type { FaultRule, FaultRuleInput } from './control/faults.js';
export type { JournalEntry, JournalFilter } from './control/journal-entry.js';
export type { ClockReading, ClockReport, FixtureRecords } from './control/mock-control.js';
export type { StateSnapshot } from './domain/environments/index.js';
export type { OutboxDelivery, EmailDelivery, SmsDelivery, PushDelivery, ChatDelivery } from './domain/outbox/index.js';
export type { OutboxFilterInput } from './control/outbox-filter.js';
export type { DeliveryEventResult, DeliveryEventStatus } from './domain/delivery-events/index.js';
export { DEFAULT_CONFIG, type MockConfig, type LogLevel } from './config.js';
export { FixtureError, type FixtureProblem } from './seed/fixture-problems.js';
