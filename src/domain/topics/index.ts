export { presentTopic } from './records.js';
export { TopicSubscriptions } from './subscriptions.js';
export { TopicStore } from './topics.js';
export type { Topic, TopicSubscription } from './types.js';
export { TopicsV1 } from './v1-topics.js';
