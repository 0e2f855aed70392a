// Generated from openapi/admin.yaml by `npm run contract:types` (openapi-typescript). Do not edit.

/** A JSON value: every body is JSON, so a free-form object of the contract holds only these. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface paths {
    "/__admin/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and a few counters
         * @description Always **200** while the process serves requests. `operations` is the number of operations of the API
         *     contract the mock serves; `environments` counts every environment it holds, including the ones created
         *     for unknown API keys under `--isolate-keys`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness, for probes (no token)
         * @description For a Kubernetes `readinessProbe`/`livenessProbe` (`httpGet`), a compose `healthcheck`, a load balancer
         *     or the image's `HEALTHCHECK`: **200** `{"status":"ready"}` while the mock serves, **503**
         *     `{"status":"shutting down"}` once a shutdown began (SIGTERM, SIGINT or `close()`), for the rest of the
         *     grace period. It needs neither an API key nor the admin token, even with `--admin-token` set, and
         *     reveals nothing else (no version, no counts, no keys); like every admin route it sends no CORS headers
         *     and refuses a page of another origin. `GET /__admin/health` gives the counters, behind the token.
         */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the API keys and the environment each one opens
         * @description Every API key that opens an environment now: the fixtures' keys first (in the order of
         *     `organizations.json`), then, under `--isolate-keys`, each key seen so far with `isolated: true`, in the
         *     order they first came (a full reset or an eviction forgets them). A dashboard or a harness picks an
         *     environment here and then calls the API with that key. The keys are shown in full: the control plane
         *     is closed to other origins and guarded by `--admin-token` when set. Always **200**.
         */
        get: operations["listEnvironments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the data to the fixtures (everything, or one API key's environment)
         * @description Puts the data back to the fixtures the mock started with (including records added by
         *     `POST /__admin/fixtures`, which are dropped) and forgets stored idempotency keys and the Inbox
         *     and widget session tokens of the environments it resets; the Inbox sockets opened with those tokens are
         *     disconnected.
         *
         *     * **Without `apiKey`**: every organization and environment, organization-wide environment variables
         *       included, and every idempotency key. The environments `--isolate-keys` created are dropped (a key
         *       that comes back gets a fresh one, as on first use), and every environment's memory limits start
         *       over. Answers `{"reset": "all"}`.
         *     * **With `apiKey`**: only the records of the environment that key opens (subscribers, integrations,
         *       workflows, messages, notifications), that environment's idempotency keys, and that environment's
         *       part of the environment variables. Variables are organization-wide with one value per environment:
         *       every fixture variable gets back its key, type, secrecy and this environment's fixture value (it is
         *       recreated if it was deleted); any other variable loses this environment's value and is deleted when
         *       no other environment's value is left, so what a test created goes, while values of the other
         *       environments stay as they are (a variable that holds one stays, without this environment's value).
         *       In an organization that belongs to the key alone (created by `--isolate-keys`) every variable is
         *       reset whole. Answers `{"reset": "environment", "apiKey": "<key>"}`.
         *     * An unknown key → **404**. Under `--isolate-keys` no key is unknown: a new key gets its own fresh
         *       environment on first use, this call included.
         *
         *     The clock goes back to how the mock started: real time, or frozen at the `--freeze-clock` instant when
         *     the mock was started with one. Without `apiKey` every clock (the mock-wide one included); with it, that
         *     environment's clock alone. The journal and the fault rules are left as they are.
         *
         *     It takes no body (none, empty, or `{}`) and no query parameter but `apiKey`. Anything else → **422**
         *     naming it, and nothing is reset: a misspelt scope such as `?apikey=…`, or `{"apiKey": …}` in the body,
         *     would otherwise reset every environment.
         */
        post: operations["resetState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the current data (everything, or one API key's environment)
         * @description The current data as a `StateSnapshot` that `PUT /__admin/snapshot` takes back.
         *
         *     * **Without `apiKey`**: `scope: all`, every organization with all its environments (including the
         *       organizations created for unknown keys under `--isolate-keys`).
         *     * **With `apiKey`**: `scope: environment`, one organization holding only the key's environment. Its
         *       `environmentVariables` are every variable of the organization (each environment sees them all) with
         *       only the key's environment's value in `values`; for an organization created by `--isolate-keys`
         *       (the key's alone) they come whole, with every environment's value.
         *     * Secret variable values stay **sealed** (`aes256gcm:…`, never plaintext). They can be read back only by
         *       a mock using the same key material: the same process, or one started with the same `--secret-key`.
         *     * An unknown key → **404**.
         *
         *     The journal, fault rules, idempotency keys and the clock are not part of a snapshot. The answer is
         *     streamed record by record, so the largest state the memory limits allow (hundreds of MB of JSON) comes
         *     back whole. Restoring a whole-state snapshot after a full reset makes its `--isolate-keys`
         *     organizations again, under their ids.
         */
        get: operations["getSnapshot"];
        /**
         * Replace the data with a snapshot's
         * @description Takes a snapshot from `GET /__admin/snapshot` (usually of this same mock) and makes it the current data.
         *
         *     1. An unknown `apiKey` → **404**. The structure must be a snapshot's (`version` 1, organizations with
         *        `_id`, `environmentVariables` and `environments`, each environment with `_id` and `data` holding the
         *        five record arrays), else **422** naming the first wrong place; nothing changes.
         *     2. Every record in every environment's `data` is checked against the API contract
         *        (`notification-api.yaml`, the schema of the response that returns the record; a delivery against
         *        `OutboxDelivery`). A record must name its own environment and organization (`_environmentId`, a
         *        delivery's `environmentId`, `_organizationId`), have its own identity within its kind (`_id`; a
         *        subscriber's `subscriberId`, a topic's `key`, a tenant's or feed's `identifier`; a delivery's `id` in
         *        the whole snapshot), and nest at most 110 levels. Bad records → **422** at
         *        `body.organizations.<o>.environments.<e>.data.<kind>`, naming each record and field; nothing changes.
         *     3. Then the data is replaced:
         *        * **Without `apiKey`**: every organization and environment of the snapshot must exist in this mock
         *          (same `_id`s), else **422** at `body.organizations` and nothing changes. Each listed environment's
         *          records and each listed organization's environment variables are replaced; organizations and
         *          environments the snapshot does not list keep their data. Every idempotency key is forgotten.
         *        * **With `apiKey`**: the snapshot must hold exactly one organization with exactly one environment
         *          (as `GET ?apiKey=` produces) and that environment must be the one the key opens, else **422**.
         *          Its records replace the environment's, and its variables are restored like a reset of one key
         *          restores the fixture ones: each snapshot variable (matched by `_id`) gets back its key, type,
         *          secrecy and the environment's value (values for other environments in the snapshot are ignored);
         *          other variables lose the environment's value and go when no value is left; other environments'
         *          values are untouched. An isolated organization's variables are replaced whole. The environment's
         *          idempotency keys are forgotten.
         *
         *     Secret variable values must be sealed by this mock (as its snapshots hold them): a plaintext value,
         *     or one sealed under another `--secret-key`, is refused with **422**.
         *
         *     `scope` is ignored. The journal, the fault rules and the clock are left as they are.
         */
        put: operations["restoreSnapshot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add records to one API key's environment
         * @description Adds records to the environment of `apiKey` (required), replacing records with the same identity
         *     (e.g. the same `subscriberId`). The body maps record kinds to arrays of records, in the shape of the
         *     default fixture files (`fixtures/default/*.json`).
         *
         *     * The scope fields are filled in: `_environmentId` and `_organizationId` are set to the key's
         *       environment and organization (overriding what the record says). Environment variables get
         *       `_organizationId` only when they lack one, and their `values[]._environmentId` must be this environment.
         *     * Fields left out get the defaults of a fixture file (ids, scope, timestamps, flags); a
         *       missing `_id` is derived from the record's identity or content, so sending a record again replaces it.
         *     * Every record is checked against the API contract (the schema of the response that returns it):
         *       **422** listing every problem (record, field, what is wrong) under `body.<kind>`, and **nothing** is added.
         *     * References are checked as at startup, on the records the environment would hold after the load:
         *       a message's `_subscriberId` and `_notificationId`, an event's `_subscriberId` and `_templateId`, a
         *       subscriber channel's `_integrationId` must name records of this environment (loaded ones included).
         *       A loaded record pointing nowhere → **422** at `body.<kind>.<index>.<field>`; a load that would leave
         *       a record already there pointing nowhere (e.g. a subscriber with the same `subscriberId` and another
         *       `_id`) → **422** at `body.<kind of the replaced record>`. Nothing is added.
         *     * An unknown kind or a kind that is not an array → **422** at `body.<kind>`; a body that is not a JSON
         *       object → **422** at `body`; no `apiKey` → **422** at `query.apiKey`; an unknown key → **404**.
         *     * Secret environment-variable values are sealed at rest, as if created through the API. Environment
         *       variables are organization-wide: they are visible to every environment of the organization.
         *     * `POST /__admin/reset` drops these records again (they are not part of the fixtures the mock resets to).
         *
         *     Answers **201** with the number of records received per kind.
         */
        post: operations["loadFixtures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List journaled API requests, newest first
         * @description The request journal: every request the API answered (not `/__admin`, not CORS preflights), including
         *     401s, 404s of unknown routes, contract rejections and injected faults. It is a bounded ring buffer
         *     (`--journal-size`, default 1000 entries; `0` turns it off): the oldest entries are dropped first.
         *
         *     * Filters combine (AND); each is optional. See the parameters.
         *     * `total` counts every matching entry; `data` holds at most `limit` of them, newest first.
         *     * Entries never hold an API key or another credential: `Authorization` and `Proxy-Authorization` are
         *       recorded with their scheme only (`ApiKey [redacted]`), `Cookie`, `Set-Cookie`, `x-admin-token` and
         *       `x-api-key` as `[redacted]`, as is any header named with `--redact-headers`; `apiKey` shows only a
         *       short prefix (`test-a…`). Values of environment variables in request bodies are `[redacted]` unless
         *       the variable is known not to be secret.
         *     * A body longer than 64 KiB is kept as `{"truncated": true, "length": <chars>, "start": "<first 1 KiB>"}`;
         *       a body that is not JSON is kept as text.
         *     * All bodies together hold at most 8 MB: beyond that the oldest entries lose their bodies first, shown
         *       as `{"dropped": true, "length": <bytes>}`.
         *     * A malformed `status`, `limit` or `since`, or an empty value of any filter (`?apiKey=`) → **422** at `query.<name>`.
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        /**
         * Empty the journal
         * @description Removes every entry. Entry ids keep counting up (they are not reused). Always **204**.
         */
        delete: operations["clearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/requests/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count journaled API requests
         * @description The number of journal entries matching the same filters as `GET /__admin/requests`. `limit` is
         *     accepted (and checked) but does not cap the count.
         */
        get: operations["countRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/requests/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the journal live (server-sent events)
         * @description A `text/event-stream` that stays open: every API request journaled from now on that matches the
         *     filters (the same as `GET /__admin/requests`; `limit` is ignored), as soon as its response is out.
         *     Entries already kept are not replayed: read them with `GET /__admin/requests` first, then keep the
         *     streamed entries with a higher `id`.
         *
         *     * `event: request`, `id: <entry id>`, `data:` the entry as one line of JSON (a `JournalEntry`, redacted
         *       the same way).
         *     * `event: cleared` when the journal is emptied (`DELETE /__admin/requests`).
         *     * `event: closed` when the mock stops, `data:` `{"message": "the mock is shutting down"}`; then the
         *       stream ends. A stream asked for once the shutdown began gets **503** with that message instead.
         *     * A `: ping` comment every 15 s keeps idle connections open; `retry: 1000` asks browsers to reconnect
         *       after a second.
         *
         *     * `event: overflow` when the reader fell more than 2 MB behind (bytes written that it has not read):
         *       `data:` `{"message", "lastId"}` (the id of the last entry sent), then the stream ends. Reconnect, and
         *       read `GET /__admin/requests` for the entries after `lastId`.
         *
         *     Browsers: `EventSource` cannot send the admin token; with `--admin-token`, read the stream with
         *     `fetch()` and the `Authorization` header. A malformed filter → **422** (a JSON error, no stream).
         *     At most 32 streams are open at once: the next → **503** with `Retry-After`, until one closes.
         */
        get: operations["streamRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the fault rules
         * @description The current rules in the order they are tried, with their `hits`. A rule with `times` disappears once
         *     used up.
         */
        get: operations["listFaults"];
        put?: never;
        /**
         * Add a fault or latency rule
         * @description Adds a rule at the **end** of the rule list and answers **201** with it (its `id` and `hits: 0`).
         *
         *     **Where rules apply.** To API requests only (never `/__admin`), after authentication (a request with a
         *     missing or unknown API key still gets its 401) and after idempotency handling (a replay of a stored
         *     response is not faulted), before the request is checked against the contract.
         *
         *     **Matching.** A rule matches a request when every condition it sets holds: `method` (case-insensitive),
         *     `path` (a glob on the URL path without the query string; `*` matches any run of characters, including
         *     `/`), `apiKey` (the full key the request sends). A rule without conditions matches every API request.
         *
         *     **Which rule.** Rules are tried in the order they were added; the **first matching rule that fires
         *     wins** and no other rule is considered. A rule with `probability` p fires on a matching request with
         *     chance p (drawn from the mock's `--seed`, so runs are reproducible); when it does not fire, the next
         *     rules are tried.
         *
         *     **Effect.** The request first waits `delayMs` (a fixed number of ms, or a whole number drawn uniformly
         *     from `min` to `max` inclusive). Then, with `status`, it is answered with that status and an error body
         *     in the API's shape (`message` or a default: `API rate limit exceeded` for 429, `Service temporarily
         *     unavailable` for 503, the reason phrase otherwise); 429 and 503 carry `Retry-After: <retryAfter>`
         *     (default 1), 429 also `RateLimit-Limit/Remaining/Reset/Policy`, 500 an `errorId`, and 422 the `errors`
         *     map the contract's validation shape requires (`{"fault": {"messages": [<message>]}}`). Without `status`
         *     the request then runs normally (pure latency). A faulted response is not stored for idempotency: a retry
         *     with the same `idempotency-key` runs for real. Its journal entry carries `fault: <rule id>`.
         *
         *     **Counting.** `hits` counts the requests the rule fired on. With `times` N, the rule is removed right
         *     after its N-th hit.
         *
         *     **Checks (422 at `body.<field>`, naming the range; at `body` for the rule as a whole).** At least one
         *     of `status` and `delayMs`; `status` one of the error statuses the API contract documents (400, 401,
         *     404, 405, 409, 413, 415, 422, 429, 500, 503); `delayMs` from 0 to 120000 (`{min, max}`: 0 ≤ min ≤ max ≤
         *     120000); `probability` from 0 to 1; `times` a whole number from 1 to 1000000000; `retryAfter` a whole
         *     number of seconds from 0 to 86400 (sent as `Retry-After` delta-seconds); `method`, `path`, `apiKey` and
         *     `message` non-empty strings of at most 2048 characters.
         */
        post: operations["addFault"];
        /**
         * Remove every fault rule
         * @description Always **204**. Rule ids keep counting up (they are not reused).
         */
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/faults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The rule's `id` (as returned by `POST /__admin/faults`).
                 * @example fault-1
                 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one fault rule
         * @description **204** when the rule was removed; **404** `No fault rule <id>` when there is none with that id (never
         *     added, already removed, or used up by `times`).
         */
        delete: operations["removeFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The time of one API key's environment, or of every environment
         * @description Each environment has its own clock, so parallel workers with their own keys (`--isolate-keys`) never
         *     move each other's time. Every timestamp the mock writes for an environment comes from its clock:
         *     record `createdAt`/`updatedAt`, the time in ObjectIds, error `timestamp`s, journal `at`, idempotency
         *     expiry. Real durations (fault delays, `durationMs`, `uptimeMs`) do not.
         *
         *     * **With `apiKey`**: that environment's clock, `{"scope": "environment", "apiKey", "environmentId",
         *       "now", "frozen"}`. Under `--isolate-keys` a new key gets its environment here, as on first use.
         *     * **Without `apiKey`**: `scope: all`. `now`/`frozen` are the **mock-wide** clock's: environments
         *       created from now on (new keys under `--isolate-keys`) start from it, and requests without an
         *       environment (no or an unknown API key) read it. `environments` lists every environment's clock with
         *       the keys that open it.
         *     * An empty `apiKey=` → **422**; an unknown key → **404**.
         */
        get: operations["getClock"];
        put?: never;
        /**
         * Freeze, advance, resume or return to real time one API key's clock, or every clock
         * @description * `freeze`: stop the clock at `at` (an ISO date-time), or at the instant it shows without `at`.
         *     * `advance`: move it forward by `ms` (≥ 0): a frozen clock jumps and stays frozen; a running clock keeps
         *       running `ms` ahead.
         *     * `resume`: let a frozen clock run again **from the instant it shows** (it does not jump back to real
         *       time, so work waiting for the clock keeps its order). Resuming a running clock changes nothing.
         *     * `realTime`: back to real time: running, with no offset left by `advance` or `resume`.
         *
         *     **With `apiKey`** the action applies to that environment's clock alone (a new key under
         *     `--isolate-keys` gets its environment first). **Without `apiKey`** it applies to every clock: each
         *     environment's (`freeze` without `at` stops each at the instant it shows) and the mock-wide clock, which
         *     environments created later start from. `POST /__admin/reset` puts clocks back to how the mock
         *     started (real time, or the `--freeze-clock` instant).
         *
         *     Answers the clock's new state, as `GET /__admin/clock` does. A wrong input moves no clock: an unknown
         *     `action` → **422** at `body.action`; an `at` that is not a date, or outside the clock's range → **422**
         *     at `body.at`; a negative, non-numeric or too large `ms` (one that moves a clock out of its range) →
         *     **422** at `body.ms`; a field the action does not take → **422** at that field. The range is what a
         *     timestamp in the contract can show (RFC 3339, four-digit years): 0000-01-01T00:00:00.000Z to
         *     9999-12-31T23:59:59.999Z; a running clock that reaches the end stays there. An empty `apiKey=` → **422**; an unknown key →
         *     **404**.
         */
        post: operations["setClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/agents/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open an agent's conversation (an inbound chat message)
         * @description What a chat platform does when a user writes to an agent: a message arrives on a thread through one of
         *     the agent's linked integrations (Slack, Microsoft Teams or WhatsApp Business), and a conversation opens.
         *     The real service then calls the agent's bridge; the mock calls none, and the test answers as the bridge
         *     would, with `POST /v1/agents/{agentId}/reply` and this conversation's `_id`. The reply lands in the
         *     outbox as a chat delivery to `<platform>://<platformThreadId>`.
         *
         *     The agent and the integration are looked up as the reply looks them up: unknown agent → **404**, an
         *     integration the agent is not linked to → **422**, a provider agents do not run on → **422**. The link's
         *     `connectedAt` is set by the first conversation. `platformThreadId` is made from the environment's clock
         *     when absent.
         */
        post: operations["openAgentConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a domain's MX record and verify it now
         * @description The simulated DNS of one inbound-email domain (`/v1/domains`) of the API key's environment gets its MX
         *     record at the mail host, and the domain is checked at once: it answers `verified` to the API from now
         *     on, as after the real periodic check. `id` is the domain's name (any case). Unknown `apiKey` or domain
         *     → **404**.
         */
        post: operations["verifyDomainDns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/domains/{id}/dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set what a domain's DNS lookups find
         * @description Changes the simulated DNS of one domain of the API key's environment; the fields sent change, the
         *     others stay. The domain's status follows its MX at the next API read (`verified` while an MX points at
         *     the mail host, `pending` otherwise), and `POST /v1/domains/{domain}/diagnose` reports the rest.
         *
         *     * `mx`: `none`, `novu` (at the mail host) or `other` (only other hosts).
         *     * `mxAfterSeconds`: the MX at the mail host appears by itself that many seconds from now on the
         *       environment's clock (`mx` becomes `none` until then unless sent); null: never by itself. A new domain
         *       has it 300 seconds after its creation.
         *     * `lowerPriorityMx`, `apexCname`, `blocklisted`: what the diagnosis's other checks find.
         *     * `provider`: the DNS provider of the domain's name servers (`dnsProvider`; `Cloudflare` and `Vercel`
         *       make auto-configuration available); null: unknown.
         *
         *     Unknown `apiKey` or domain → **404**.
         */
        put: operations["setDomainDns"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/domains/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What route tests delivered for a domain
         * @description The mails `POST /v1/domains/{domain}/routes/{address}/test` delivered (not dry runs) for one domain of
         *     the API key's environment, oldest first: the `email.received` object a webhook route sends, or what an
         *     agent route's agent receives. The environment keeps its last 200; a reset or restore empties it.
         *     Unknown `apiKey` or domain → **404**.
         */
        get: operations["listDomainDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Inbox sockets open now, per environment and subscriber
         * @description The real-time channel of the Inbox (socket.io on the API's port, path `/socket.io/`) opens one socket
         *     per open `<Inbox />` (or `@novu/js` client, or legacy widget: `@novu/notification-center`, `@novu/headless`)
         *     with its session token. This lists the environments that
         *     have sockets open, with the API keys that open them, how many sockets each has, and which
         *     subscribers (`subscriberId`, external) they belong to. Environments without sockets are left out; with
         *     none open anywhere, `sockets` is 0 and `environments` is `[]`. Beside them: the handshakes waiting to
         *     become sockets, those refused and the sockets evicted since the channel opened, the live Inbox session
         *     tokens, and the caps on all of them (`limits`).
         */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        /**
         * Disconnect Inbox sockets (all, one API key's environment, or one subscriber's)
         * @description Disconnects sockets from the server side: the client sees `io server disconnect` and, as after any
         *     server-side disconnect, does not reconnect on its own (a page reload or a new session does). Use it
         *     to test how a frontend behaves when real time goes away (its REST calls keep working).
         *
         *     * **Without parameters**: every socket of the mock.
         *     * **`apiKey`**: the sockets of the environment that key opens. Empty → **422**; unknown → **404**.
         *     * **`subscriberId`** (external id): only that subscriber's sockets, in the key's environment or, without
         *       `apiKey`, in every environment.
         *
         *     Resetting an environment (`POST /__admin/reset`), restoring its snapshot, or stopping the mock also
         *     disconnects its sockets: their session tokens end with it.
         */
        delete: operations["dropConnections"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the providers would have received, newest first
         * @description The outbox: one delivery for every email, SMS, push and chat message a trigger (or a delayed step)
         *     delivered, holding what that provider would have received — an email's sender, recipient, subject,
         *     full HTML, its text and links; an SMS's sender, recipient and text; a push's device tokens, title,
         *     body and data; a chat's webhook URL and text. In-app messages have none: read them with the API.
         *
         *     * Kept per environment, at most `--outbox-size` deliveries each (default 1000; `0` keeps none): past
         *       it the oldest go first, and `dropped` counts them. Emptied by a reset of the environment and by
         *       `DELETE /__admin/outbox`; part of its snapshot.
         *     * Filters combine (AND); each is optional. `total` counts every match; `data` holds at most `limit`.
         *     * `view=summary` lists each delivery without its content (an email's HTML, text and links, an SMS's or
         *       chat's text, a push's body and data), with one `preview` line instead: what a list shows, a few hundred
         *       bytes a delivery however large its email. Open one with `GET /__admin/outbox/{id}`. The dashboard lists
         *       the outbox this way.
         *     * An unknown `apiKey` → **404**; a malformed or empty filter (`?to=`) → **422** at `query.<name>`.
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        /**
         * Empty the outbox (all, or one API key's environment)
         * @description Removes the deliveries, and sets `dropped` back to 0. Nothing else changes. Unknown `apiKey` → **404**.
         */
        delete: operations["clearOutbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/outbox/wait": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wait for the first delivery that matches
         * @description Answers with the **first** (oldest) matching delivery whose `createdAt` is at or after `since` (all
         *     kept ones without `since`) as soon as one exists: at once when one is already kept, else the moment a
         *     trigger or a delayed step delivers it. With none by `timeout` → **408** in the error shape. A shutdown
         *     (SIGTERM, `close()`) ends the wait at once with **503** `the mock is shutting down`.
         *
         *     The usual e2e step: note the time, act (click "forgot password"), then wait for the email to that
         *     address from that time on: `GET /__admin/outbox/wait?to=ada@example.com&since=<time>`. `createdAt`,
         *     and so `since`, is by the clock of the environment (`GET /__admin/clock`); while that clock is frozen
         *     or shifted, take `since` from it, or reset the outbox first and leave `since` out.
         *
         *     Filters as for `GET /__admin/outbox` (`limit` is not one). A client that goes away stops the wait.
         */
        get: operations["waitForDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery, by its id
         * @description A delivery of any environment by its `id` (as listed, waited for, or kept in a snapshot). Unknown or dropped → **404**.
         */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__admin/outbox/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a provider's event for a delivery (a bounce in one call)
         * @description What the provider behind a delivery would post to the delivery webhook
         *     (`POST /v2/inbound-webhooks/delivery-providers/…`): `status` reported for the delivery's message. The
         *     message and its job change as they do for a posted provider event: a failure (`bounced`, `dropped`,
         *     `blocked`, `rejected`, `spam`, `unsubscribed` for email; `failed`, `undelivered` for SMS; `failed` for
         *     push) marks the message `status: error` (`errorId` the status, `errorText` the `response`), `opened` and
         *     `clicked` mark it seen, and the job gets a `Webhook` execution detail `<response> - (<status>)`.
         *     `id` is a delivery's `id` or a message's `_id`, of any environment. Unknown → **404**.
         */
        post: operations["reportDeliveryEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @description Real milliseconds since the app was created (not the mock clock). */
            uptimeMs: number;
            /** @description Operations of the API contract. */
            operations: number;
            /** @description Environments the mock holds (all organizations). */
            environments: number;
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "shutting down";
        };
        ResetResult: {
            /** @enum {string} */
            reset: "all";
        } | {
            /** @enum {string} */
            reset: "environment";
            /** @description The key whose environment was reset (as sent). */
            apiKey: string;
        };
        RestoreResult: {
            /**
             * @description `environment` when `apiKey` was sent.
             * @enum {string}
             */
            restored: "all" | "environment";
        };
        /** @description The data of the whole mock (`scope: all`), or of one API key's environment (`scope: environment`). */
        StateSnapshot: {
            /** @enum {integer} */
            version: 1;
            /** @enum {string} */
            scope: "all" | "environment";
            organizations: components["schemas"]["OrganizationSnapshot"][];
        };
        /** @description A `StateSnapshot` as `GET /__admin/snapshot` returns it. `scope` may be left out (it is ignored). */
        StateSnapshotInput: {
            /** @enum {integer} */
            version: 1;
            /** @enum {string} */
            scope?: "all" | "environment";
            organizations: components["schemas"]["OrganizationSnapshot"][];
        };
        OrganizationSnapshot: {
            _id: string;
            name: string;
            /**
             * @description The organization's environment variables (organization-wide, one value per environment), as stored:
             *     each an `EnvironmentVariable` of `notification-api.yaml`, except that secret values are sealed
             *     (`aes256gcm:<base64>`) instead of masked.
             */
            environmentVariables: JsonObject[];
            environments: components["schemas"]["EnvironmentSnapshot"][];
        };
        EnvironmentSnapshot: {
            _id: string;
            name: string;
            /** @description The API keys that open this environment. */
            apiKeys: string[];
            data: components["schemas"]["EnvironmentData"];
        };
        /**
         * @description The records of one environment. Each record has the shape of the corresponding schema in
         *     `notification-api.yaml`; they are checked against it on restore.
         */
        EnvironmentData: {
            /** @description `Subscriber` records. */
            subscribers: JsonObject[];
            /** @description `Integration` records (stored form; may hold fields the API does not return). */
            integrations: JsonObject[];
            /** @description `Workflow` records. */
            workflows: JsonObject[];
            /** @description `Message` records. */
            messages: JsonObject[];
            /** @description `ActivityNotification` records (the activity feed). */
            notifications: JsonObject[];
            /**
             * @description Subscribers' channel preferences, one record per subscriber for its global choice and one per
             *     workflow it chose for: `{_id, _environmentId, _organizationId, _subscriberId (the subscriber's _id),
             *     _templateId? (the workflow's _id; absent = global), channels {email?, sms?, in_app?, chat?, push?:
             *     boolean}, schedule? {isEnabled, weeklySchedule?}, createdAt, updatedAt}`. Absent = none.
             */
            preferences?: JsonObject[];
            /** @description `{_id, _environmentId, _organizationId, key, name?, data?, createdAt, updatedAt}` records. Absent = none. */
            topics?: JsonObject[];
            /**
             * @description One record per subscription: `{_id, _environmentId, _organizationId, _topicId, topicKey, _subscriberId
             *     (the subscriber's _id), externalSubscriberId, identifier, name?, contextKeys?, preferences?, createdAt,
             *     updatedAt}`: `contextKeys` an array of `type:id` (absent or empty: the default context), `preferences`
             *     `[{_templateId, enabled, condition?}]`; one that is not of that shape is dropped. Absent = none.
             */
            topicSubscriptions?: JsonObject[];
            /** @description `{_id, _environmentId, _organizationId, identifier, name?, data?, createdAt, updatedAt}` records (the API's tenants). Absent = none. */
            tenants?: JsonObject[];
            /**
             * @description Workflow overrides (`/v1/workflow-overrides`): `{_id, _environmentId, _organizationId, _workflowId, _tenantId,
             *     active, preferenceSettings {email, sms, in_app, chat, push}, deleted, createdAt, updatedAt}`. Absent = none.
             */
            workflowOverrides?: JsonObject[];
            /** @description Contexts (`/v2/contexts`): `{_id, _environmentId, _organizationId, type, id, key (type:id), data, createdAt, updatedAt}`. Absent = none. */
            contexts?: JsonObject[];
            /**
             * @description Workflow groups: `{_id, _environmentId, _organizationId, name, createdAt, updatedAt}` records. Absent =
             *     the groups the workflows name (their embedded `notificationGroup`), and a "General" group if none.
             */
            notificationGroups?: JsonObject[];
            /** @description `Agent` records (`/v1/agents`) without `integrations`. Absent = none. */
            agents?: {
                identifier: string;
                behavior: JsonObject;
            }[];
            /**
             * @description The agents' links to integrations: `{_id, _agentId, _integrationId, _environmentId, _organizationId,
             *     connectedAt, createdAt, updatedAt}`. Absent = none.
             */
            agentIntegrations?: JsonObject[];
            /** @description `AgentConversation` records. Absent = none. */
            agentConversations?: components["schemas"]["AgentConversation"][];
            /** @description In-app feeds: `{_id, _environmentId, _organizationId, name, identifier, createdAt, updatedAt}` records. Absent = none. */
            feeds?: JsonObject[];
            /**
             * @description Email layouts (`/v2/layouts`): `{_id, _environmentId, _organizationId, identifier, name, isDefault,
             *     isTranslationEnabled, controlValues: {email?: {body, editorType}} | null, createdAt, updatedAt}` records. Absent = none.
             */
            layouts?: JsonObject[];
            /**
             * @description Changes to promote to the child environment (`GET /v1/changes`): `{_id, _creatorId, _environmentId,
             *     _organizationId, _entityId, enabled, type, change, createdAt, updatedAt, _parentId?}` records, oldest
             *     first. Absent = none.
             */
            changes?: JsonObject[];
            /**
             * @description Translations (`/v2/translations`): `{_id, _environmentId, _organizationId, resourceType (workflow |
             *     layout), resourceId, locale, content, createdAt, updatedAt}` records, one per resource and locale. Absent = none.
             */
            translations?: JsonObject[];
            /**
             * @description Channel connections (`/v1/channel-connections`): `{_id, _environmentId, _organizationId, identifier,
             *     integrationIdentifier, providerId, channel, subscriberId?, contextKeys, workspace {id, name?}, auth
             *     {accessToken}, createdAt, updatedAt}` records. Absent = none.
             */
            channelConnections?: JsonObject[];
            /**
             * @description Channel endpoints (`/v1/channel-endpoints`): `{_id, _environmentId, _organizationId, identifier,
             *     integrationIdentifier, connectionIdentifier?, providerId, channel, subscriberId, contextKeys, type,
             *     endpoint, createdAt, updatedAt}` records. Absent = none.
             */
            channelEndpoints?: JsonObject[];
            /** @description The environment's outbox (`GET /__admin/outbox`), oldest first. Absent = empty. */
            outbox?: components["schemas"]["OutboxDelivery"][];
            /**
             * @description Work still waiting when the snapshot was taken: a delay or a digest window on the environment's
             *     clock, or a code workflow's step waiting for its bridge. Each names its event, job, workflow and
             *     subscriber (which must be among this environment's records) and keeps what the steps after it
             *     render with. A restore takes them back: the clock runs them on as if nothing happened. Absent = none.
             */
            waiting?: components["schemas"]["WaitingRun"][];
            /**
             * @description Inbound-email domains (`/v1/domains`): `{_id, _environmentId, _organizationId, name (lowercase, one per
             *     environment), status, mxRecordConfigured, dnsProvider?, data?, createdAt, updatedAt, dns}`, `dns` their
             *     simulated DNS as `PUT /__admin/domains/{id}/dns` shows it. Absent = none.
             */
            domains?: JsonObject[];
            /**
             * @description Their routes: `{_id, _domainId, _environmentId, _organizationId, address, type (webhook or agent),
             *     destination? (the agent's _id), data?, createdAt, updatedAt}`. Absent = none.
             */
            domainRoutes?: JsonObject[];
        };
        WaitingRun: {
            _environmentId: string;
            /**
             * @description What it waits for: the clock (`delay`, `digest`), or its bridge (`bridge`).
             * @enum {string}
             */
            kind: "delay" | "digest" | "bridge";
            /** @description When it falls due, in ms since the epoch on the environment's clock (0 for a bridge step; null: never). */
            dueAt: number | null;
            /** @description The event (`notifications`) whose run waits. */
            _notificationId: string;
            /** @description The job of that event that waits. */
            _jobId: string;
            /** @description The workflow. */
            _templateId: string;
            /** @description The subscriber's `_id`. */
            _subscriberId: string;
            /** @description Where the run goes on, among the workflow's active steps. */
            nextStep: number;
            payload: JsonObject;
            overrides: JsonObject;
            /** @description What templates see: subscriber, payload, actor, tenant, step. */
            variables: JsonObject;
            literal?: boolean;
            triggerContext?: JsonObject;
            /** @description A code workflow's custom steps' outputs, by job `_id`. */
            stepOutputs?: {
                [key: string]: JsonObject;
            };
            digestKey?: string;
            /** @description Written by snapshots of older versions (a digest's payloads so far); read no more, as `merged` holds them. */
            events?: JsonObject[];
            /**
             * @description A digest collecting (`kind: digest`): the events merged into it so far, oldest first, each the run of
             *     its own event stopped at its `merged` digest job. Cancelling the digest's own event hands the digest
             *     to the first of them.
             */
            merged?: components["schemas"]["WaitingRun"][];
        };
        /**
         * @description Record arrays by kind, each in the shape of the corresponding `notification-api.yaml` schema. Any subset
         *     of kinds; `{}` adds nothing.
         */
        FixtureRecords: {
            subscribers?: JsonObject[];
            integrations?: JsonObject[];
            workflows?: JsonObject[];
            messages?: JsonObject[];
            notifications?: JsonObject[];
            topics?: JsonObject[];
            topicSubscriptions?: JsonObject[];
            tenants?: JsonObject[];
            /** @description Plaintext values; secret ones are sealed when stored. */
            environmentVariables?: JsonObject[];
        };
        FixturesLoaded: {
            /** @description Records received per kind sent (kinds not sent are absent). */
            loaded: {
                subscribers?: number;
                integrations?: number;
                workflows?: number;
                messages?: number;
                notifications?: number;
                topics?: number;
                topicSubscriptions?: number;
                tenants?: number;
                environmentVariables?: number;
            };
        };
        EnvironmentList: {
            data: components["schemas"]["KeyedEnvironment"][];
        };
        KeyedEnvironment: {
            /** @description The API key, in full (`Authorization: ApiKey <apiKey>`). */
            apiKey: string;
            /** @description What an Inbox sends to open a session in this environment. */
            applicationIdentifier: string;
            /** @description The environment's name. */
            environment: string;
            environmentId: string;
            /** @description The organization's name. */
            organization: string;
            /** @description Made for this key under `--isolate-keys` (a copy of the first fixture organization). */
            isolated: boolean;
        };
        JournalPage: {
            /** @description Matching entries (ignores `limit`). */
            total: number;
            /** @description Matching entries, newest first, at most `limit`. */
            data: components["schemas"]["JournalEntry"][];
        };
        JournalCount: {
            count: number;
        };
        JournalEntry: {
            /** @description Sequence number, from 1 upwards in arrival order; never reused. */
            id: number;
            /**
             * Format: date-time
             * @description When the request arrived, by the clock of its API key's environment (the mock-wide clock without one), in UTC.
             */
            at: string;
            /** @description Upper-case HTTP method. */
            method: string;
            /** @description URL path without the query string. */
            path: string;
            /** @description The query string as parsed (a repeated key gives an array). */
            query: {
                [key: string]: string | string[];
            };
            /** @description The status sent. */
            status: number;
            /** @description Real time from arrival to the end of the response (includes fault delays). */
            durationMs: number;
            /** @description The API contract operation the request was routed to; absent for unknown routes. */
            operationId?: string;
            /** @description The first characters of the API key followed by `…` (never the key); absent without an `ApiKey` header. */
            apiKey?: string;
            /**
             * @description The environment the request acted on (see `GET /__admin/environments`): the one its API key, Inbox
             *     session or application identifier opened. Absent when none did (e.g. a 401).
             */
            environmentId?: string;
            request: components["schemas"]["JournalMessage"];
            response: components["schemas"]["JournalMessage"];
            /**
             * @description Where the response broke the API contract (outside strict mode, the response went out anyway with
             *     `x-contract-violations`).
             */
            contractViolations?: components["schemas"]["ContractDiagnostic"][];
            /**
             * @description Where the request broke the API contract: it was refused (400, 415 or 422) before any handler ran;
             *     or, under `--strict`, the body fields the contract does not declare, which the request was served
             *     without (`droppedFields`).
             */
            requestViolations?: components["schemas"]["ContractDiagnostic"][];
            /**
             * @description Body fields the API contract does not declare (`body.<path>`, e.g. `body.subscriberId`): dropped
             *     before the handler, as the real service ignores them. Nothing of them is stored.
             */
            droppedFields?: string[];
            /** @description Id of the fault rule that fired on the request. */
            fault?: string;
            /**
             * @description Present when the response replayed a stored one (`Idempotency-Replay: true`).
             * @enum {boolean}
             */
            idempotencyReplay?: true;
        };
        JournalMessage: {
            /**
             * @description Header name → value (repeated request headers joined with `, `). Request header names are
             *     lower-case; response headers are the ones the mock set, as it spelled them. Credentials are redacted.
             */
            headers: {
                [key: string]: string;
            };
            /**
             * @description Any JSON value: the parsed body, its text when it is not JSON, or
             *     `{"truncated": true, "length": <chars>, "start": "<first 1 KiB>"}` when it exceeds 64 KiB, or
             *     `{"dropped": true, "length": <bytes>}` once the journal's body budget (8 MB) dropped it. Absent
             *     when there was no body.
             */
            body?: unknown;
        };
        ContractDiagnostic: {
            /** @enum {string} */
            location: "path" | "query" | "header" | "body" | "media-type" | "status";
            /** @description Path below `location` (property names and array indexes). */
            field: string[];
            message: string;
            code?: string | number;
        };
        /**
         * @description The error statuses the API contract documents on every operation.
         * @enum {integer}
         */
        FaultStatus: 400 | 401 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
        /** @description A fixed delay in ms, or a uniformly random whole number of ms from `min` to `max` (inclusive). */
        FaultDelay: number | {
            min: number;
            max: number;
        };
        /**
         * @description A rule needs `status`, `delayMs`, or both (**422** at `body` otherwise: checked by the mock, not by
         *     this schema, so that the refusal says it in one sentence). Conditions left out match anything.
         */
        FaultRuleInput: {
            /** @description Only requests with this method (case-insensitive). */
            method?: string;
            /** @description Only request paths matching this glob (`*` = any run of characters), e.g. `/v2/subscribers*`. */
            path?: string;
            /** @description Only requests sending this (full) API key. */
            apiKey?: string;
            delayMs?: components["schemas"]["FaultDelay"];
            status?: components["schemas"]["FaultStatus"];
            /** @description The error body's `message` (default depends on `status`). */
            message?: string;
            /** @description `Retry-After` seconds on 429 and 503 (default 1); also `RateLimit-Reset` on 429. */
            retryAfter?: number;
            /** @description Chance that the rule fires on a matching request (default 1). */
            probability?: number;
            /** @description Remove the rule after this many hits (default no limit). */
            times?: number;
        };
        /** @description A rule as stored: the input's fields, its `id` and its `hits`. */
        FaultRule: {
            /** @description `fault-<n>`, unique for the life of the process. */
            id: string;
            /** @description Requests the rule fired on so far. */
            hits: number;
            method?: string;
            path?: string;
            apiKey?: string;
            delayMs?: components["schemas"]["FaultDelay"];
            status?: components["schemas"]["FaultStatus"];
            message?: string;
            retryAfter?: number;
            probability?: number;
            times?: number;
        };
        ClockReport: {
            /** @enum {string} */
            scope: "environment";
            /** @description The key whose environment's clock this is (as sent). */
            apiKey: string;
            environmentId: string;
            /**
             * Format: date-time
             * @description The instant the clock shows.
             */
            now: string;
            frozen: boolean;
        } | {
            /** @enum {string} */
            scope: "all";
            /**
             * Format: date-time
             * @description The mock-wide clock's instant (new environments start from it).
             */
            now: string;
            /** @description Whether the mock-wide clock is frozen. */
            frozen: boolean;
            environments: components["schemas"]["EnvironmentClock"][];
        };
        EnvironmentClock: {
            environmentId: string;
            /** @description The environment's name (e.g. `Development`). */
            name: string;
            /** @description The API keys that open this environment (none for the other environments of an organization created by `--isolate-keys`). */
            apiKeys: string[];
            /** Format: date-time */
            now: string;
            frozen: boolean;
        };
        /**
         * @description One action and the fields it takes: `freeze` takes `at` (optional), `advance` takes `ms` (required),
         *     `resume` and `realTime` take nothing. A field the action does not take → **422** at that field.
         *     (One object rather than a `oneOf` of the four, so that a refusal names the one field that is wrong.)
         */
        ClockAction: {
            /**
             * @description `freeze`: stop the clock; `advance`: move it forward; `resume`: run again from the instant the
             *     clock shows; `realTime`: back to real time.
             * @enum {string}
             */
            action: "freeze" | "advance" | "resume" | "realTime";
            /**
             * Format: date-time
             * @description `freeze` only: the instant to freeze at (default the current instant).
             */
            at?: string;
            /** @description `advance` only (required there): milliseconds to move forward. */
            ms?: number;
        };
        /** @description `{...ctx, statusCode, timestamp, path, message, ctx}`, as the API's errors. */
        ErrorDto: {
            statusCode: number;
            /**
             * Format: date-time
             * @description By the mock's clock.
             */
            timestamp: string;
            /** @description Request URL including the query string. */
            path: string;
            message: string | string[];
            /** @description HTTP reason phrase, e.g. `Not Found`, copied from `ctx` where the context has it. */
            error?: string;
            /** @description Present on 500 responses (which have no `ctx`); also written to the log. */
            errorId?: string;
            /** @description What the error was thrown with beyond its message (`{error, statusCode}`; `{}` on a 422); its keys are also copied to the top level. */
            ctx?: JsonObject;
        };
        ValidationErrorDto: {
            statusCode: number;
            /** Format: date-time */
            timestamp: string;
            path: string;
            message: string | string[];
            error?: string;
            errorId?: string;
            ctx?: JsonObject;
            /** @description Keyed by `<where>.<field>` (e.g. `query.status`, `body.ms`, `body`). */
            errors: {
                [key: string]: {
                    messages: string[];
                    /** @description The value sent (any JSON value). */
                    value?: unknown;
                };
            };
        };
        ConnectionsReport: {
            /** @description Every open socket of the mock. */
            sockets: number;
            /**
             * @description Handshakes the channel accepted that are not a socket yet: they wait for socket.io's CONNECT
             *     packet (with `auth.token` when the query had none), at most `limits.connectTimeoutMs`.
             */
            handshakes: number;
            /**
             * @description Handshakes refused since the channel opened, before any session was made for them: a token in the
             *     query that opens no live session, another `Host`, `limits.sockets` reached, or
             *     `limits.handshakesWithoutToken` handshakes without a token already waiting.
             */
            refusedHandshakes: number;
            /** @description Sockets disconnected since the channel opened because their subscriber opened more than `limits.socketsPerSubscriber`. */
            evictedSockets: number;
            /** @description Live Inbox session tokens (`POST /v1/inbox/session`) of every environment. */
            sessions: number;
            limits: components["schemas"]["ConnectionLimits"];
            /** @description The environments with at least one open socket. */
            environments: components["schemas"]["EnvironmentConnections"][];
        };
        EnvironmentConnections: {
            environmentId: string;
            name: string;
            /** @description The keys that open this environment. */
            apiKeys: string[];
            sockets: number;
            subscribers: {
                subscriberId: string;
                sockets: number;
            }[];
        };
        /** @description The caps on sockets and Inbox sessions (docs/inbox.md, "Limits"). */
        ConnectionLimits: {
            /** @description Sockets and handshakes the mock holds at once; past it, new handshakes are refused. */
            sockets: number;
            /** @description Sockets per subscriber of one environment; one more disconnects the subscriber's oldest. */
            socketsPerSubscriber: number;
            /** @description Handshakes without a token in the query that may wait at once for the token in the CONNECT packet. */
            handshakesWithoutToken: number;
            /** @description How long a handshake may take to become a socket. */
            connectTimeoutMs: number;
            /** @description Live session tokens per environment; one more ends the environment's oldest. */
            sessionsPerEnvironment: number;
            /** @description Live session tokens per subscriber; one more ends the subscriber's oldest. */
            sessionsPerSubscriber: number;
            /** @description How long a session token lives, in real time (the real service's tokens expire in 15 days). */
            sessionLifetimeMs: number;
        };
        ConnectionsDropped: {
            disconnected: number;
        };
        OutboxPage: {
            /** @description Every kept delivery that matches. */
            total: number;
            /** @description Deliveries of the environments asked about that the outbox let go (oldest first, past `--outbox-size`) since their last reset or clear. */
            dropped: number;
            /** @description Whole deliveries, or their summaries with `view=summary`. */
            data: (components["schemas"]["OutboxDelivery"] | components["schemas"]["DeliverySummary"])[];
        };
        OutboxCleared: {
            removed: number;
        };
        /** @description An agent's conversation on a chat platform's thread, with its messages. */
        AgentConversation: {
            _id: string;
            _agentId: string;
            _integrationId: string;
            _environmentId: string;
            _organizationId: string;
            /** @enum {string} */
            platform: "slack" | "teams" | "whatsapp";
            platformThreadId: string;
            subscriberId?: string;
            /** @enum {string} */
            status: "active" | "resolved";
            metadata: JsonObject;
            activities: {
                identifier: string;
                /** @enum {string} */
                type: "message" | "edit" | "signal" | "resolved";
                /** @enum {string} */
                from: "user" | "agent";
                platformMessageId?: string;
                content: string;
                createdAt: string;
            }[];
            createdAt: string;
            updatedAt: string;
        };
        /** @description What one provider would have received for one message; `channel` says which of the four shapes. */
        OutboxDelivery: components["schemas"]["EmailDelivery"] | components["schemas"]["SmsDelivery"] | components["schemas"]["PushDelivery"] | components["schemas"]["ChatDelivery"];
        /**
         * @description A delivery without its content (`GET /__admin/outbox?view=summary`): who it went to, when, through
         *     which provider, and one line of what. The whole delivery is `GET /__admin/outbox/{id}`.
         */
        DeliverySummary: components["schemas"]["DeliveryCommon"] & {
            /** @enum {string} */
            channel: "email" | "sms" | "push" | "chat";
            /** @description The email address or phone number (email and SMS). */
            to?: string;
            /** @description The device tokens (push). */
            deviceTokens?: string[];
            /** @description The webhook URL (chat). */
            webhookUrl?: string;
            /**
             * @description The email's subject, the push's title (or its body's first line when it has none), or the first
             *     line of the SMS's or chat's text; at most 200 characters (a longer one is cut and ends with `…`).
             */
            preview: string;
        };
        DeliveryCommon: {
            /** @description The delivery's own id (`GET /__admin/outbox/{id}`). */
            id: string;
            environmentId: string;
            channel: string;
            /** @description The recipient's `subscriberId`. */
            subscriberId: string;
            transactionId: string;
            /** @description The workflow's trigger identifier. */
            workflowId: string;
            /** @description The step, as the v2 workflow API names it (`stepId`). */
            stepId: string;
            /** @description The message the API keeps for it (`GET /v1/messages`). */
            messageId: string;
            /** @example sendgrid */
            providerId: string;
            /** @description The `_id` of the integration that sent it. */
            integrationId?: string;
            /**
             * Format: date-time
             * @description When it was delivered, by the environment's clock.
             */
            createdAt: string;
        };
        EmailDelivery: components["schemas"]["DeliveryCommon"] & {
            /** @enum {string} */
            channel: "email";
            /** @description The integration's `from` address ("" when it has none). */
            from: string;
            /** @description The integration's sender name, when it has one. */
            senderName?: string;
            to: string;
            subject: string;
            /**
             * @description The whole HTML document. Email blocks (`[{type: text|button, content, url}]`) are rendered with the
             *     payload inside a plain default layout; a step whose content is HTML is sent as written, its
             *     placeholders filled. Placeholder values are HTML-escaped, as Handlebars does.
             */
            html: string;
            /** @description The HTML as plain text (links as `text [url]`). */
            text: string;
            /** @description Every `<a href>` of the HTML, in order. */
            links: {
                href: string;
                text: string;
            }[];
        };
        SmsDelivery: components["schemas"]["DeliveryCommon"] & {
            /** @enum {string} */
            channel: "sms";
            /** @description The integration's `from` number or name ("" when it has none). */
            from: string;
            to: string;
            text: string;
        };
        PushDelivery: components["schemas"]["DeliveryCommon"] & {
            /** @enum {string} */
            channel: "push";
            deviceTokens: string[];
            /** @description The FCM topic the message went to, from the trigger's `overrides.providers.fcm.topic` (then `deviceTokens` is empty). The outbox's `to` filter finds it. */
            topic?: string;
            title: string;
            body: string;
            /** @description The trigger's payload, which push providers receive as the message's data. */
            data: JsonObject;
            /** @description The trigger's overrides for this provider (`overrides.<providerId>`), when it sent some. */
            overrides?: JsonObject;
        };
        ChatDelivery: components["schemas"]["DeliveryCommon"] & {
            /** @enum {string} */
            channel: "chat";
            webhookUrl: string;
            text: string;
            /**
             * @description The subscriber's channel endpoints (`/v1/channel-endpoints`) of the integration this message went to,
             *     when it went to endpoints rather than to the subscriber's chat credentials (`webhookUrl` is then the
             *     first `webhook` endpoint's URL, else empty). `?to=` finds a delivery by an endpoint's identifier too.
             */
            endpoints?: {
                identifier: string;
                type: string;
                endpoint: JsonObject;
                connectionIdentifier?: string;
            }[];
        };
        SimulatedDns: {
            /** @enum {string} */
            mx: "none" | "novu" | "other";
            /**
             * Format: date-time
             * @description When an MX at the mail host appears by itself (null = never).
             */
            mxPropagatesAt: string | null;
            lowerPriorityMx: boolean;
            apexCname: boolean;
            blocklisted: boolean;
            provider: string | null;
        };
        DomainDnsChange: {
            /** @enum {string} */
            mx?: "none" | "novu" | "other";
            mxAfterSeconds?: number | null;
            lowerPriorityMx?: boolean;
            apexCname?: boolean;
            blocklisted?: boolean;
            provider?: string | null;
        };
        DomainDnsState: {
            name: string;
            /** @enum {string} */
            status: "pending" | "verified";
            mxRecordConfigured: boolean;
            dns: components["schemas"]["SimulatedDns"];
        };
        DomainDeliveries: {
            data: {
                id: string;
                domain: string;
                address: string;
                /** @enum {string} */
                type: "agent" | "webhook";
                agentId?: string;
                payload: JsonObject;
                /** Format: date-time */
                deliveredAt: string;
            }[];
        };
    };
    responses: {
        /** @description Malformed JSON body, or one that nests too deep (`Request body nests deeper than <n> levels`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 400,
                 *       "timestamp": "2026-01-01T00:00:00.000Z",
                 *       "path": "/__admin/clock",
                 *       "message": "Malformed JSON body: Expected property name or '}' in JSON at position 1",
                 *       "error": "Bad Request"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description The mock runs with `--admin-token` and the request does not send that token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 401,
                 *       "timestamp": "2026-01-01T00:00:00.000Z",
                 *       "path": "/__admin/health",
                 *       "message": "Admin token required: send \"Authorization: Bearer <token>\"",
                 *       "error": "Unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Unknown API key, unknown fault rule, or unknown admin route. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 404,
                 *       "timestamp": "2026-01-01T00:00:00.000Z",
                 *       "path": "/__admin/reset?apiKey=nope",
                 *       "message": "No environment for API key nope",
                 *       "error": "Not Found"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /**
         * @description Body over the operation's limit, counted after decompression (`Content-Encoding: gzip`, `deflate`,
         *     `br`): 500 MB for `PUT /__admin/snapshot` and `POST /__admin/fixtures`; the API's `--body-limit`
         *     (1 MB by default) for every other operation. The message names the limit.
         */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description An input is wrong; `errors` says which (`<where>.<field>`) and why. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 422,
                 *       "timestamp": "2026-01-01T00:00:00.000Z",
                 *       "path": "/__admin/faults",
                 *       "message": "Validation Error",
                 *       "error": "Unprocessable Entity",
                 *       "errors": {
                 *         "body": {
                 *           "messages": [
                 *             "status must be one of 400, 401, 404, 405, 409, 413, 415, 422, 429, 500, 503 (the error statuses the contract documents)"
                 *           ],
                 *           "value": {
                 *             "status": 418
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationErrorDto"];
            };
        };
        /**
         * @description A body sent with a `Content-Type` other than JSON to an operation that takes a JSON body. The message
         *     names the supported types.
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 415,
                 *       "timestamp": "2026-01-01T00:00:00.000Z",
                 *       "path": "/__admin/faults",
                 *       "message": "Supported content types: application/json",
                 *       "error": "Unsupported Media Type"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /**
         * @description A shutdown began (SIGTERM, SIGINT or `close()`) while the request waited, or before it started: the
         *     wait ends at once with this answer instead of running to its timeout.
         */
        ShuttingDown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 503,
                 *       "timestamp": "2026-01-01T00:00:00.700Z",
                 *       "path": "/__admin/outbox/wait?to=ada@example.com&timeout=30000",
                 *       "message": "the mock is shutting down",
                 *       "error": "Service Unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Unexpected error; `errorId` is also written to the log. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
    };
    parameters: {
        /** @description The domain's name (any case). */
        DomainId: string;
        /** @description An API key of the mock; the operation applies to the environment it opens. Unknown → 404. */
        RequiredApiKey: string;
        /**
         * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
         *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
         *     parameter the operation does not take (`apikey`, say) → 422 naming it.
         * @example test-api-key
         */
        ApiKeyScope: string;
        /**
         * @description The full API key whose environment receives the records. Missing → 422; unknown → 404. Any other
         *     query parameter (`apikey`, say) → 422 naming it.
         * @example test-api-key
         */
        ApiKeyTarget: string;
        /**
         * @description HTTP method, case-insensitive (`post` = `POST`).
         * @example POST
         */
        JournalMethod: string;
        /**
         * @description Glob on the URL path without the query string: `*` matches any run of characters (also `/`); the rest
         *     must match exactly. `/v2/subscribers/*` matches `/v2/subscribers/x` but not `/v2/subscribers`.
         * @example /v2/subscribers/*
         */
        JournalPath: string;
        /**
         * @description Exact response status. Not a whole number → 422.
         * @example 429
         */
        JournalStatus: number;
        /**
         * @description The **full** API key the requests sent (entries store only a hash of it and show a prefix, so the
         *     prefix shown in `apiKey` does not work here).
         * @example test-api-key
         */
        JournalApiKey: string;
        /**
         * @description The API contract's operationId the request was routed to (requests of unknown routes have none).
         * @example createSubscriber
         */
        JournalOperationId: string;
        /**
         * @description Entries whose `at` is at or after this instant. `at` is when the request arrived, by the clock of the
         *     environment its API key opens (the mock-wide clock for requests without one), in UTC (`…Z`). Compared
         *     as instants: any RFC 3339 date-time works, whatever its offset (`2026-01-01T02:00:00+02:00`). Anything
         *     else → 422.
         * @example 2026-01-01T00:00:00.000Z
         */
        JournalSince: string;
        /**
         * @description `failed`: only the exchanges that broke the API contract — the request (refused with 400, 415 or 422,
         *     or, under `--strict`, served without the body fields the contract does not declare; the entry has
         *     `requestViolations`) or the response (the entry has `contractViolations`). Any other value → 422.
         * @example failed
         */
        JournalContract: "failed";
        /**
         * @description At most this many entries in `data` (the newest ones); `total` still counts all. Not a whole number → 422.
         * @example 10
         */
        JournalLimit: number;
        /**
         * @description Only deliveries of this channel. Another value → 422.
         * @example email
         */
        OutboxChannel: "email" | "sms" | "push" | "chat";
        /**
         * @description Only deliveries to this recipient: an email address (compared without regard to case), a phone number,
         *     a push device token, or a chat webhook URL (compared as written).
         * @example ada@example.com
         */
        OutboxTo: string;
        /**
         * @description Only deliveries to this subscriber (its `subscriberId`).
         * @example subscriber-1
         */
        OutboxSubscriberId: string;
        /** @description Only deliveries of this trigger (the `transactionId` its answer gave). */
        OutboxTransactionId: string;
        /**
         * @description Only deliveries of this workflow (its trigger identifier, as in `POST /v1/events/trigger`'s `name`).
         * @example password-reset
         */
        OutboxWorkflowId: string;
        /**
         * @description Only deliveries whose `createdAt` is at or after this instant (by the environment's clock). Any RFC 3339
         *     date-time works, whatever its offset. Anything else → 422.
         * @example 2026-01-01T00:00:00.000Z
         */
        OutboxSince: string;
        /**
         * @description At most this many deliveries in `data` (the newest), from 0 to 1000 (default 50); `total` still counts all.
         * @example 10
         */
        OutboxLimit: number;
        /**
         * @description `full` (the default): each delivery whole, as its provider would have received it. `summary`: each
         *     delivery as a `DeliverySummary`, without its content, for a list that polls; open one by its `id`
         *     (`GET /__admin/outbox/{id}`). Another value → 422.
         * @example summary
         */
        OutboxView: "full" | "summary";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mock is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "uptimeMs": 5123,
                     *       "operations": 20,
                     *       "environments": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mock serves requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
            /** @description A shutdown began; the mock answers the requests in flight, then stops. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "shutting down"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    listEnvironments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keyed environments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "apiKey": "test-api-key",
                     *           "applicationIdentifier": "acmeDevInbox1",
                     *           "environment": "Development",
                     *           "environmentId": "665f1c2a9b1e4a0012a0e001",
                     *           "organization": "Acme Inc.",
                     *           "isolated": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EnvironmentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    resetState: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSnapshot: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateSnapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateSnapshotInput"];
            };
        };
        responses: {
            /** @description The data was replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestoreResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    loadFixtures: {
        parameters: {
            query: {
                /**
                 * @description The full API key whose environment receives the records. Missing → 422; unknown → 404. Any other
                 *     query parameter (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey: components["parameters"]["ApiKeyTarget"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscribers": [
                 *         {
                 *           "_id": "aaaaaaaaaaaaaaaaaaaaaaaa",
                 *           "subscriberId": "from-admin",
                 *           "firstName": "Loaded",
                 *           "deleted": false,
                 *           "createdAt": "2026-01-01T00:00:00.000Z",
                 *           "updatedAt": "2026-01-01T00:00:00.000Z"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FixtureRecords"];
            };
        };
        responses: {
            /** @description The records were added; counts per kind received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "loaded": {
                     *         "subscribers": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FixturesLoaded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /**
                 * @description HTTP method, case-insensitive (`post` = `POST`).
                 * @example POST
                 */
                method?: components["parameters"]["JournalMethod"];
                /**
                 * @description Glob on the URL path without the query string: `*` matches any run of characters (also `/`); the rest
                 *     must match exactly. `/v2/subscribers/*` matches `/v2/subscribers/x` but not `/v2/subscribers`.
                 * @example /v2/subscribers/*
                 */
                path?: components["parameters"]["JournalPath"];
                /**
                 * @description Exact response status. Not a whole number → 422.
                 * @example 429
                 */
                status?: components["parameters"]["JournalStatus"];
                /**
                 * @description The **full** API key the requests sent (entries store only a hash of it and show a prefix, so the
                 *     prefix shown in `apiKey` does not work here).
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["JournalApiKey"];
                /**
                 * @description The API contract's operationId the request was routed to (requests of unknown routes have none).
                 * @example createSubscriber
                 */
                operationId?: components["parameters"]["JournalOperationId"];
                /**
                 * @description Entries whose `at` is at or after this instant. `at` is when the request arrived, by the clock of the
                 *     environment its API key opens (the mock-wide clock for requests without one), in UTC (`…Z`). Compared
                 *     as instants: any RFC 3339 date-time works, whatever its offset (`2026-01-01T02:00:00+02:00`). Anything
                 *     else → 422.
                 * @example 2026-01-01T00:00:00.000Z
                 */
                since?: components["parameters"]["JournalSince"];
                /**
                 * @description `failed`: only the exchanges that broke the API contract — the request (refused with 400, 415 or 422,
                 *     or, under `--strict`, served without the body fields the contract does not declare; the entry has
                 *     `requestViolations`) or the response (the entry has `contractViolations`). Any other value → 422.
                 * @example failed
                 */
                contract?: components["parameters"]["JournalContract"];
                /**
                 * @description At most this many entries in `data` (the newest ones); `total` still counts all. Not a whole number → 422.
                 * @example 10
                 */
                limit?: components["parameters"]["JournalLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching entries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 2,
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "at": "2026-01-01T09:30:00.045Z",
                     *           "method": "POST",
                     *           "path": "/v2/subscribers",
                     *           "query": {},
                     *           "status": 201,
                     *           "durationMs": 3.42,
                     *           "operationId": "createSubscriber",
                     *           "apiKey": "test-a…",
                     *           "request": {
                     *             "headers": {
                     *               "authorization": "ApiKey [redacted]",
                     *               "content-type": "application/json",
                     *               "idempotency-key": "k1"
                     *             },
                     *             "body": {
                     *               "subscriberId": "journaled"
                     *             }
                     *           },
                     *           "response": {
                     *             "headers": {
                     *               "content-type": "application/json; charset=utf-8"
                     *             },
                     *             "body": {
                     *               "_id": "6b02784d9972daab2c86cec5",
                     *               "subscriberId": "journaled"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "id": 1,
                     *           "at": "2026-01-01T09:29:59.120Z",
                     *           "method": "GET",
                     *           "path": "/v2/subscribers/x",
                     *           "query": {},
                     *           "status": 503,
                     *           "durationMs": 1.07,
                     *           "operationId": "retrieveSubscriber",
                     *           "apiKey": "test-a…",
                     *           "fault": "fault-1",
                     *           "request": {
                     *             "headers": {
                     *               "authorization": "ApiKey [redacted]"
                     *             }
                     *           },
                     *           "response": {
                     *             "headers": {
                     *               "Retry-After": "1",
                     *               "content-type": "application/json; charset=utf-8"
                     *             },
                     *             "body": {
                     *               "statusCode": 503,
                     *               "timestamp": "2026-01-01T09:29:59.121Z",
                     *               "path": "/v2/subscribers/x",
                     *               "message": "Service temporarily unavailable",
                     *               "error": "Service Unavailable"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JournalPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    clearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal is empty. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    countRequests: {
        parameters: {
            query?: {
                /**
                 * @description HTTP method, case-insensitive (`post` = `POST`).
                 * @example POST
                 */
                method?: components["parameters"]["JournalMethod"];
                /**
                 * @description Glob on the URL path without the query string: `*` matches any run of characters (also `/`); the rest
                 *     must match exactly. `/v2/subscribers/*` matches `/v2/subscribers/x` but not `/v2/subscribers`.
                 * @example /v2/subscribers/*
                 */
                path?: components["parameters"]["JournalPath"];
                /**
                 * @description Exact response status. Not a whole number → 422.
                 * @example 429
                 */
                status?: components["parameters"]["JournalStatus"];
                /**
                 * @description The **full** API key the requests sent (entries store only a hash of it and show a prefix, so the
                 *     prefix shown in `apiKey` does not work here).
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["JournalApiKey"];
                /**
                 * @description The API contract's operationId the request was routed to (requests of unknown routes have none).
                 * @example createSubscriber
                 */
                operationId?: components["parameters"]["JournalOperationId"];
                /**
                 * @description Entries whose `at` is at or after this instant. `at` is when the request arrived, by the clock of the
                 *     environment its API key opens (the mock-wide clock for requests without one), in UTC (`…Z`). Compared
                 *     as instants: any RFC 3339 date-time works, whatever its offset (`2026-01-01T02:00:00+02:00`). Anything
                 *     else → 422.
                 * @example 2026-01-01T00:00:00.000Z
                 */
                since?: components["parameters"]["JournalSince"];
                /**
                 * @description `failed`: only the exchanges that broke the API contract — the request (refused with 400, 415 or 422,
                 *     or, under `--strict`, served without the body fields the contract does not declare; the entry has
                 *     `requestViolations`) or the response (the entry has `contractViolations`). Any other value → 422.
                 * @example failed
                 */
                contract?: components["parameters"]["JournalContract"];
                /**
                 * @description At most this many entries in `data` (the newest ones); `total` still counts all. Not a whole number → 422.
                 * @example 10
                 */
                limit?: components["parameters"]["JournalLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 2
                     *     }
                     */
                    "application/json": components["schemas"]["JournalCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    streamRequests: {
        parameters: {
            query?: {
                /**
                 * @description HTTP method, case-insensitive (`post` = `POST`).
                 * @example POST
                 */
                method?: components["parameters"]["JournalMethod"];
                /**
                 * @description Glob on the URL path without the query string: `*` matches any run of characters (also `/`); the rest
                 *     must match exactly. `/v2/subscribers/*` matches `/v2/subscribers/x` but not `/v2/subscribers`.
                 * @example /v2/subscribers/*
                 */
                path?: components["parameters"]["JournalPath"];
                /**
                 * @description Exact response status. Not a whole number → 422.
                 * @example 429
                 */
                status?: components["parameters"]["JournalStatus"];
                /**
                 * @description The **full** API key the requests sent (entries store only a hash of it and show a prefix, so the
                 *     prefix shown in `apiKey` does not work here).
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["JournalApiKey"];
                /**
                 * @description The API contract's operationId the request was routed to (requests of unknown routes have none).
                 * @example createSubscriber
                 */
                operationId?: components["parameters"]["JournalOperationId"];
                /**
                 * @description Entries whose `at` is at or after this instant. `at` is when the request arrived, by the clock of the
                 *     environment its API key opens (the mock-wide clock for requests without one), in UTC (`…Z`). Compared
                 *     as instants: any RFC 3339 date-time works, whatever its offset (`2026-01-01T02:00:00+02:00`). Anything
                 *     else → 422.
                 * @example 2026-01-01T00:00:00.000Z
                 */
                since?: components["parameters"]["JournalSince"];
                /**
                 * @description `failed`: only the exchanges that broke the API contract — the request (refused with 400, 415 or 422,
                 *     or, under `--strict`, served without the body fields the contract does not declare; the entry has
                 *     `requestViolations`) or the response (the entry has `contractViolations`). Any other value → 422.
                 * @example failed
                 */
                contract?: components["parameters"]["JournalContract"];
                /**
                 * @description At most this many entries in `data` (the newest ones); `total` still counts all. Not a whole number → 422.
                 * @example 10
                 */
                limit?: components["parameters"]["JournalLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of journal events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 1000
                     *     : journal stream
                     *
                     *     id: 7
                     *     event: request
                     *     data: {"id":7,"at":"2026-01-01T09:30:00.045Z","method":"GET","path":"/v2/subscribers","query":{},"status":200,"durationMs":1.2,"request":{"headers":{}},"response":{"headers":{}}}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
            /**
             * @description As many streams are open as the mock serves (32); `Retry-After` says when to try again. Or a
             *     shutdown began: `the mock is shutting down`, without `Retry-After`.
             */
            503: {
                headers: {
                    /** @description Seconds to wait before opening the stream again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "timestamp": "2026-01-01T00:00:00.000Z",
                     *       "path": "/__admin/requests/stream",
                     *       "message": "Too many journal streams: 32 are open; close one, or read GET /__admin/requests",
                     *       "error": "Service Unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "fault-1",
                     *         "hits": 2,
                     *         "method": "GET",
                     *         "path": "/v2/subscribers*",
                     *         "status": 429,
                     *         "retryAfter": 7
                     *       },
                     *       {
                     *         "id": "fault-2",
                     *         "hits": 0,
                     *         "delayMs": {
                     *           "min": 150,
                     *           "max": 200
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["FaultRule"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    addFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRuleInput"];
            };
        };
        responses: {
            /** @description The rule was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fault-1",
                     *       "hits": 0,
                     *       "method": "GET",
                     *       "path": "/v2/subscribers*",
                     *       "status": 429,
                     *       "retryAfter": 7
                     *     }
                     */
                    "application/json": components["schemas"]["FaultRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    clearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No rules are left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    removeFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The rule's `id` (as returned by `POST /__admin/faults`).
                 * @example fault-1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClock: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock(s). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    setClock: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockAction"];
            };
        };
        responses: {
            /** @description The clock(s) after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "scope": "environment",
                     *       "apiKey": "worker-1",
                     *       "environmentId": "6650a1b2c3d4e5f601234567",
                     *       "now": "2031-02-03T04:06:06.000Z",
                     *       "frozen": true
                     *     }
                     */
                    "application/json": components["schemas"]["ClockReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    openAgentConversation: {
        parameters: {
            query: {
                /**
                 * @description The full API key whose environment receives the records. Missing → 422; unknown → 404. Any other
                 *     query parameter (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey: components["parameters"]["ApiKeyTarget"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agentIdentifier": "support",
                 *       "integrationIdentifier": "slack-pn7jfg",
                 *       "platformThreadId": "C042/1700000000.000100",
                 *       "subscriberId": "ada",
                 *       "text": "Where is my order?"
                 *     }
                 */
                "application/json": {
                    agentIdentifier: string;
                    integrationIdentifier: string;
                    /** @description The platform's thread (default `T<epoch ms>`). */
                    platformThreadId?: string;
                    /** @description The subscriber the sender is (the outbox delivery's `subscriberId`). */
                    subscriberId?: string;
                    /** @description The inbound message. */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The conversation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    verifyDomainDns: {
        parameters: {
            query: {
                /** @description An API key of the mock; the operation applies to the environment it opens. Unknown → 404. */
                apiKey: components["parameters"]["RequiredApiKey"];
            };
            header?: never;
            path: {
                /** @description The domain's name (any case). */
                id: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain's status and simulated DNS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainDnsState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    setDomainDns: {
        parameters: {
            query: {
                /** @description An API key of the mock; the operation applies to the environment it opens. Unknown → 404. */
                apiKey: components["parameters"]["RequiredApiKey"];
            };
            header?: never;
            path: {
                /** @description The domain's name (any case). */
                id: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mx": "other",
                 *       "apexCname": true
                 *     }
                 */
                "application/json": components["schemas"]["DomainDnsChange"];
            };
        };
        responses: {
            /** @description The domain's status and simulated DNS after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainDnsState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listDomainDeliveries: {
        parameters: {
            query: {
                /** @description An API key of the mock; the operation applies to the environment it opens. Unknown → 404. */
                apiKey: components["parameters"]["RequiredApiKey"];
            };
            header?: never;
            path: {
                /** @description The domain's name (any case). */
                id: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainDeliveries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open sockets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    dropConnections: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
                /**
                 * @description Only this subscriber's sockets (its `subscriberId`). Empty → 422.
                 * @example subscriber-1
                 */
                subscriberId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sockets were disconnected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsDropped"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
                /**
                 * @description Only deliveries of this channel. Another value → 422.
                 * @example email
                 */
                channel?: components["parameters"]["OutboxChannel"];
                /**
                 * @description Only deliveries to this recipient: an email address (compared without regard to case), a phone number,
                 *     a push device token, or a chat webhook URL (compared as written).
                 * @example ada@example.com
                 */
                to?: components["parameters"]["OutboxTo"];
                /**
                 * @description Only deliveries to this subscriber (its `subscriberId`).
                 * @example subscriber-1
                 */
                subscriberId?: components["parameters"]["OutboxSubscriberId"];
                /** @description Only deliveries of this trigger (the `transactionId` its answer gave). */
                transactionId?: components["parameters"]["OutboxTransactionId"];
                /**
                 * @description Only deliveries of this workflow (its trigger identifier, as in `POST /v1/events/trigger`'s `name`).
                 * @example password-reset
                 */
                workflowId?: components["parameters"]["OutboxWorkflowId"];
                /**
                 * @description Only deliveries whose `createdAt` is at or after this instant (by the environment's clock). Any RFC 3339
                 *     date-time works, whatever its offset. Anything else → 422.
                 * @example 2026-01-01T00:00:00.000Z
                 */
                since?: components["parameters"]["OutboxSince"];
                /**
                 * @description At most this many deliveries in `data` (the newest), from 0 to 1000 (default 50); `total` still counts all.
                 * @example 10
                 */
                limit?: components["parameters"]["OutboxLimit"];
                /**
                 * @description `full` (the default): each delivery whole, as its provider would have received it. `summary`: each
                 *     delivery as a `DeliverySummary`, without its content, for a list that polls; open one by its `id`
                 *     (`GET /__admin/outbox/{id}`). Another value → 422.
                 * @example summary
                 */
                view?: components["parameters"]["OutboxView"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching deliveries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    clearOutbox: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many deliveries were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "removed": 3
                     *     }
                     */
                    "application/json": components["schemas"]["OutboxCleared"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    waitForDelivery: {
        parameters: {
            query?: {
                /**
                 * @description An API key of the mock (the full key, as sent in `Authorization: ApiKey <key>`): limits the operation
                 *     to the environment that key opens. Absent: the whole mock. Empty → 422. Unknown key → 404. A query
                 *     parameter the operation does not take (`apikey`, say) → 422 naming it.
                 * @example test-api-key
                 */
                apiKey?: components["parameters"]["ApiKeyScope"];
                /**
                 * @description Only deliveries of this channel. Another value → 422.
                 * @example email
                 */
                channel?: components["parameters"]["OutboxChannel"];
                /**
                 * @description Only deliveries to this recipient: an email address (compared without regard to case), a phone number,
                 *     a push device token, or a chat webhook URL (compared as written).
                 * @example ada@example.com
                 */
                to?: components["parameters"]["OutboxTo"];
                /**
                 * @description Only deliveries to this subscriber (its `subscriberId`).
                 * @example subscriber-1
                 */
                subscriberId?: components["parameters"]["OutboxSubscriberId"];
                /** @description Only deliveries of this trigger (the `transactionId` its answer gave). */
                transactionId?: components["parameters"]["OutboxTransactionId"];
                /**
                 * @description Only deliveries of this workflow (its trigger identifier, as in `POST /v1/events/trigger`'s `name`).
                 * @example password-reset
                 */
                workflowId?: components["parameters"]["OutboxWorkflowId"];
                /**
                 * @description Only deliveries whose `createdAt` is at or after this instant (by the environment's clock). Any RFC 3339
                 *     date-time works, whatever its offset. Anything else → 422.
                 * @example 2026-01-01T00:00:00.000Z
                 */
                since?: components["parameters"]["OutboxSince"];
                /**
                 * @description How long to wait, in milliseconds, from 0 to 30000 (default 10000). Out of range → 422.
                 * @example 5000
                 */
                timeout?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The first matching delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description No delivery matched within `timeout`. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 408,
                     *       "timestamp": "2026-01-01T00:00:10.000Z",
                     *       "path": "/__admin/outbox/wait?to=ada@example.com&timeout=10000",
                     *       "message": "No delivery matched {\"to\":\"ada@example.com\"} within 10000 ms",
                     *       "error": "Request Timeout"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ShuttingDown"];
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's `id`.
                 * @example dlv-665f1c2a9b1e4a00290000a1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
    reportDeliveryEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's `id` (or the message's `_id`).
                 * @example dlv-665f1c2a9b1e4a00290000a1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "bounced",
                 *       "response": "550 5.1.1 The email account does not exist"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "opened" | "rejected" | "sent" | "deferred" | "delivered" | "bounced" | "dropped" | "clicked" | "blocked" | "spam" | "unsubscribed" | "delayed" | "complaint" | "created" | "accepted" | "queued" | "sending" | "failed" | "undelivered" | "dismissed";
                    /** @description The provider's words (an SMTP answer, say); the message's `errorText` for a failure. */
                    response?: string;
                };
            };
        };
        responses: {
            /** @description The event as the delivery webhook answers it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The message's `_id`. */
                        id: string;
                        event: {
                            status: string;
                            /** Format: date-time */
                            date: string;
                            externalId?: string;
                            attempts: number;
                            response: string;
                            row: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
