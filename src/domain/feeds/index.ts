/**
 * In-app feeds (`/v1/feeds`).
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { FeedStore } from './feeds.js';
export type { Feed } from './types.js';
