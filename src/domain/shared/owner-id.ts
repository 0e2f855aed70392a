/**
 * Whether `id` can name a record's owner (a subscriber's internal `_id`). Messages, events and queries
 * compare owners by this id, so an absent one must match nothing: never "any owner", and never another
 * record whose owner is absent too (`undefined === undefined`).
 */
export const isOwnerId = (id: unknown): id is string => typeof id === 'string' && id !== '';
