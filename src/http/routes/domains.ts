import type { ApiHandlers } from '../context.js';

/** `/v1/domains`: inbound-email domains and their routes; the rules are the domain's (`domain/domains/`). */
export const domainHandlers: ApiHandlers = {
  DomainsController_createDomain: ({ environment, body }) => ({ status: 201, body: environment.domains.create(body) }),

  DomainsController_listDomains: ({ environment, query }) => ({ status: 200, body: environment.domains.list(query) }),

  DomainsController_getDomain: ({ environment, params }) => ({ status: 200, body: environment.domains.get(params.domain) }),

  DomainsController_updateDomain: ({ environment, params, body }) => ({ status: 200, body: environment.domains.update(params.domain, body) }),

  DomainsController_deleteDomain: ({ environment, params }) => {
    environment.domainRoutes.removeDomain(environment.domains.delete(params.domain));
    return { status: 204 };
  },

  DomainsController_verifyDomain: ({ environment, params }) => ({ status: 200, body: environment.domains.verify(params.domain) }),

  DomainsController_diagnoseDomain: ({ environment, params }) => ({ status: 200, body: environment.domains.diagnose(params.domain) }),

  DomainsController_getDomainAutoConfigure: ({ environment, params }) => ({ status: 200, body: environment.domains.autoConfigureStatus(params.domain) }),

  DomainsController_startDomainAutoConfigure: ({ environment, params, body }) => ({
    status: 201,
    body: environment.domains.startAutoConfigure(params.domain, body?.redirectUri),
  }),

  DomainsController_createDomainRoute: ({ environment, params, body }) => ({ status: 201, body: environment.domainRoutes.create(params.domain, body) }),

  DomainsController_listDomainRoutes: ({ environment, params, query }) => ({ status: 200, body: environment.domainRoutes.list(params.domain, query) }),

  DomainsController_getDomainRoute: ({ environment, params }) => ({ status: 200, body: environment.domainRoutes.get(params.domain, params.address) }),

  DomainsController_updateDomainRoute: ({ environment, params, body }) => ({
    status: 200,
    body: environment.domainRoutes.update(params.domain, params.address, body),
  }),

  DomainsController_deleteDomainRoute: ({ environment, params }) => {
    environment.domainRoutes.delete(params.domain, params.address);
    return { status: 204 };
  },

  DomainsController_testDomainRoute: ({ environment, params, body }) => ({
    status: 200,
    body: environment.domainRoutes.test(params.domain, params.address, body),
  }),
};
