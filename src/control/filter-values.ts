import { InvalidInputError } from '../domain/shared/index.js';

/**
 * Refuses a filter field given as an empty string, as the control plane's routes refuse `?to=`: a value
 * from an unset variable must not read as "no filter" and widen a list, a wait or a scope to everything.
 */
export function refuseEmptyFilterValues(filter: object): void {
  for (const [name, value] of Object.entries(filter)) {
    if (value === '') throw InvalidInputError.of(name, `${name} must not be empty: give it a value, or leave it out`, value);
  }
}
