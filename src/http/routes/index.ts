import type { OperationHandlers } from '../context.js';
import { subscriberHandlers } from './subscribers.js';

/** Every routed operation of the contract, by operationId. */
export const operationHandlers: OperationHandlers = {
  ...subscriberHandlers,
};
