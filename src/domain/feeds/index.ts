export { FeedStore } from './feeds.js';
export type { Feed } from './types.js';
