import { ConflictError, NotFoundError } from '../shared/index.js';
import type { Integration, IntegrationInput, IntegrationStore, IntegrationUpdate } from '../integrations/index.js';

/** What the organization's view needs of an environment: its id and its integrations. */
interface IntegrationsOf {
  readonly id: string;
  readonly integrations: IntegrationStore;
}

const byCreation = (a: Integration, b: Integration) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * The integrations of a caller's organization, as the real service's v1 routes see them: the lists span
 * every environment of the organization, and a create or update may name another of its environments in
 * `_environmentId`. An update, `set-primary` and a delete still find the integration in the caller's own
 * environment (the mock keeps environments apart by API key; the real service looks in the whole organization).
 */
export class OrganizationIntegrations {
  constructor(
    private readonly caller: IntegrationsOf,
    /** Every environment of the caller's organization, the caller's included. */
    private readonly environments: ReadonlyMap<string, IntegrationsOf>,
  ) {}

  /**
   * `GET /v1/integrations` (`active`: `GET /v1/integrations/active`): every environment's, in the order they
   * were created (their ObjectIds), credentials included.
   */
  list(active = false): Integration[] {
    const all: Integration[] = [];
    for (const environment of this.environments.values()) {
      for (const integration of environment.integrations.list()) if (!active || integration.active) all.push(integration);
    }
    return all.sort(byCreation);
  }

  /** `POST /v1/integrations`: in `_environmentId` (an environment of the organization) or else the caller's. */
  create(input: IntegrationInput): Integration {
    return this.#environment(input._environmentId).integrations.create(input);
  }

  /**
   * `PUT /v1/integrations/{integrationId}`: as the real use case, an identifier is the organization's (another
   * integration of any of its environments has it → 409); `_environmentId` moves the integration to that
   * environment of the organization after the update (its priorities are those of the environment it leaves).
   */
  update(id: string, changes: IntegrationUpdate): Integration {
    const current = this.caller.integrations.entity(id);
    const destination = changes._environmentId === undefined ? this.caller : this.#environment(changes._environmentId);
    if (changes.identifier && changes.identifier !== current.identifier) {
      for (const environment of this.environments.values()) {
        if (environment.integrations.hasIdentifier(changes.identifier)) throw new ConflictError('Integration with identifier already exists');
      }
    }
    // Within the destination's budget first: a move it refuses changes nothing.
    if (destination !== this.caller) destination.integrations.admit({ ...current, ...changes });
    const updated = this.caller.integrations.update(id, changes);
    if (destination === this.caller) return updated;
    this.caller.integrations.release(id);
    return destination.integrations.adopt(updated);
  }

  /**
   * An environment of the organization. The real service writes whatever environment id it is given; the
   * mock refuses one that is not its organization's, in the words the real service answers when it looks an
   * environment up in the caller's organization.
   */
  #environment(environmentId: string | undefined): IntegrationsOf {
    if (environmentId === undefined) return this.caller;
    const environment = this.environments.get(environmentId);
    if (!environment) throw new NotFoundError(`Environment ${environmentId} not found`);
    return environment;
  }
}
