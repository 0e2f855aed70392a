import type { Integration } from './types.js';

/** The integrations of one environment. */
export class IntegrationStore {
  #items: Integration[] = [];

  load(records: Iterable<Integration>): void {
    this.#items = [...records];
  }

  list(): Integration[] {
    return this.#items.filter((i) => !i.deleted);
  }

  listActive(): Integration[] {
    return this.list().filter((i) => i.active);
  }

  /**
   * The active integration of `providerId` (and `identifier`, when given) that delivery uses;
   * as in the real service the newest one wins.
   */
  findActive(providerId: string, identifier?: string): Integration | undefined {
    const candidates = this.listActive().filter(
      (i) => i.providerId === providerId && (identifier === undefined || i.identifier === identifier),
    );
    return candidates[candidates.length - 1];
  }
}
