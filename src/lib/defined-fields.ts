/** Copies the fields that have a value: `undefined` and `null` ones are left out (as the real service leaves them out of a response). */
export function definedFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null));
}
