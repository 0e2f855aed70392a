// Generated from openapi/notification-api.yaml by `npm run contract:types` (openapi-typescript). Do not edit.

/** A JSON value: every body is JSON, so a free-form object of the contract holds only these. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface paths {
    "/v1/subscribers/{subscriberId}/credentials": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace provider credentials of a subscriber
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Same body, rules and errors as `appendSubscriberCredentials` (PATCH), except that `deviceTokens`
         *     **replace** the stored list (de-duplicated, order kept) instead of being appended to it.
         *     Other credential fields are merged. Returns the whole subscriber.
         */
        put: operations["updateSubscriberCredentials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Upsert provider credentials of a subscriber (append device tokens)
         * @description Creates or updates the subscriber's channel settings for a chat or push provider.
         *
         *     * Requires an active integration of `providerId` in the caller's environment (and with identifier
         *       `integrationIdentifier` when that is sent); otherwise **400**
         *       `Subscribers environment (<envId>) do not have active <providerId> integration.`
         *     * Unknown subscriber → **404**.
         *     * The channel entry is keyed by `providerId` + integration. A missing entry is created.
         *     * `deviceTokens` are **appended** to the stored ones: duplicates removed, order kept (stored first).
         *       Sending `deviceTokens: []` clears the list; an update without `deviceTokens` keeps the stored tokens.
         *     * Other credential fields are merged into the stored credentials.
         *     * Returns the whole subscriber.
         */
        patch: operations["appendSubscriberCredentials"];
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/credentials/{providerId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description The chat or push provider whose credentials go (e.g. `fcm`, `slack`). */
                providerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subscriber's credentials of one provider
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Removes every channel setting of this provider from the subscriber (all its integrations).
         *     Answers **204** with no body, also when the subscriber had none. Unknown subscriber → **404**
         *     `Subscriber not found for id <subscriberId>`.
         */
        delete: operations["deleteSubscriberCredentials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/credentials/{providerId}/oauth": {
        parameters: {
            query?: {
                /** @description The environment whose integration grants the access (required; checked by the route, as the real one does). */
                environmentId?: components["parameters"]["ChatOauthEnvironmentId"];
                /** @description The hex HMAC-SHA256 of the subscriber id keyed by the environment's API key, when the integration has `hmac` on. */
                hmacHash?: components["parameters"]["ChatOauthHmacHash"];
                /** @description The integration to use, when the environment has several of the provider. */
                integrationIdentifier?: components["parameters"]["ChatOauthIntegrationIdentifier"];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description A chat provider (`slack`; the service's own Slack as `novu-slack` or `svc-slack`). */
                providerId: components["parameters"]["ChatOauthProviderId"];
            };
            cookie?: never;
        };
        /**
         * Start a subscriber's chat OAuth (redirect to the provider's authorize page)
         * @description **Extension**: the real service has this operation (deprecated there), the specification does not list it.
         *
         *     Opened in the subscriber's browser, without credentials: the environment is the one `environmentId`
         *     names. Takes the environment's newest chat integration of `providerId` (and `integrationIdentifier`,
         *     when sent), and answers **302** to Slack's authorize page with the integration's `clientId`, scope
         *     `incoming-webhook`, and a `redirect_uri` back to this mock's `…/credentials/slack/oauth/callback`.
         *     The mock never calls the provider.
         *
         *     * `environmentId` not a MongoDB id, `providerId` not a chat provider → **422** `Validation failed
         *       for ChatOauthCommand: …` with the `errors` map.
         *     * No such integration (or no such environment) → **404** `Integration in environment <id> was not
         *       found, channel: chat, providerId: <providerId>`; one without `clientId` in its credentials →
         *       **404** `Integration in environment <id> missing clientId, channel: chat, providerId: <providerId>`.
         *     * The integration has `hmac` on: no `hmacHash` → **400** `Hmac is enabled on the integration, please
         *       provide a HMAC hash on the request params`; a wrong one (not the hex HMAC-SHA256 of the subscriber
         *       id keyed by the environment's API key) → **400** `Hmac is enabled on the integration, please
         *       provide a valid HMAC hash`.
         */
        get: operations["chatAccessOauth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/credentials/{providerId}/oauth/callback": {
        parameters: {
            query?: {
                /** @description The environment whose integration grants the access (required; checked by the route, as the real one does). */
                environmentId?: components["parameters"]["ChatOauthEnvironmentId"];
                /** @description The hex HMAC-SHA256 of the subscriber id keyed by the environment's API key, when the integration has `hmac` on. */
                hmacHash?: components["parameters"]["ChatOauthHmacHash"];
                /** @description The integration to use, when the environment has several of the provider. */
                integrationIdentifier?: components["parameters"]["ChatOauthIntegrationIdentifier"];
                /** @description The authorization code the provider sent back. */
                code?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description A chat provider (`slack`; the service's own Slack as `novu-slack` or `svc-slack`). */
                providerId: components["parameters"]["ChatOauthProviderId"];
            };
            cookie?: never;
        };
        /**
         * Finish a subscriber's chat OAuth (the provider's redirect back)
         * @description **Extension**: the real service has this operation (deprecated, hidden from its reference), the
         *     specification does not list it.
         *
         *     Where the provider sends the subscriber back. The real service trades `code` for an incoming
         *     webhook with the provider; the mock has no network and never calls it: it takes the code as a grant
         *     of the stand-in webhook `https://hooks.slack.com/services/mock/<subscriberId>/<code>` (a code
         *     `error:<reason>` stands for the provider refusing it: **400** `Provider <providerId> returned error
         *     <reason>`). Then, as the real service does: the subscriber is created when it does not exist, and
         *     its channel of `providerId` (on the newest active integration, or `integrationIdentifier`'s) gets
         *     `credentials: {webhookUrl, channel: <providerId>}`. The answer is **302** to the integration's
         *     `redirectUrl` credential when it has one, else **200** `text/html` `<script>window.close();</script>`.
         *
         *     Checks and errors as the start route's (the command is `ChatOauthCallbackCommand`; a missing `code`
         *     → **422**), and no active integration of the provider → **400** `Subscribers environment (<id>) do
         *     not have active <providerId> integration.`
         */
        get: operations["chatAccessOauthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/online-status": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a subscriber's online flag
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Sets `isOnline`; going offline also sets `lastOnlineAt` to now. Returns the subscriber.
         *     Unknown subscriber → **404** `Subscriber not found`.
         */
        patch: operations["updateSubscriberOnlineStatus"];
        trace?: never;
    };
    "/v1/subscribers/bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update up to 500 subscribers
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Upserts each subscriber in order, as `POST /v2/subscribers` does one (fields sent are set, others
         *     kept), and says what happened to each by its `subscriberId`: `created`, `updated` (a subscriberId
         *     sent twice is created, then updated), or `failed` with a `message` (the mock fails an item when the
         *     environment has no room left for it: its store limits). 1 to 500 subscribers; more → **422**
         *     `subscribers must contain no more than 500 elements`; none → **422** `subscribers should not be empty`. A profile the service refuses (e.g. an
         *     unknown time zone) → **422** for the whole request, keyed `body.subscribers.<index>.<field>`,
         *     nothing written.
         */
        post: operations["bulkCreateSubscribers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search subscribers (cursor pagination)
         * @description Lists the subscribers of the caller's environment that match every filter given.
         *
         *     * Defaults: `limit` 10 (1–100), `orderBy` `_id`, `orderDirection` `DESC`.
         *     * `email`, `phone`, `name`: the text appears anywhere in the field, whatever the case (`name` is the
         *       trimmed `"<firstName> <lastName>"`); an empty filter is none. `subscriberId`: exact, case-sensitive.
         *     * `next` / `previous` are opaque cursors (the `_id` of the boundary item): pass `next` as `after`
         *       to get the following page and `previous` as `before` to get the preceding one. `previous` is
         *       null on the first page, `next` null on the last. Pages never overlap or skip items.
         *     * `includeCursor=true` includes the cursor item itself in the page. `after` and `before` together are a
         *       400; a cursor that names no subscriber gives an empty page with `totalCount` 0.
         *     * `totalCount` counts all matches up to 50,000; `totalCountCapped` is true when more exist.
         */
        get: operations["searchSubscribers"];
        put?: never;
        /**
         * Create a subscriber (or update it when it exists)
         * @description Creates the subscriber identified by `subscriberId` in the caller's environment.
         *
         *     * `subscriberId` is trimmed and must not be empty.
         *     * Fields are kept as sent: `null` and `""` are stored (`email`, `locale` and `timezone` must be valid when
         *       not `null`, so `""` is a 422 for them; `locale` takes `-` or `_`, e.g. `en_US`). A new subscriber sent no
         *       `data`, `data: null` or `data: {}` has no `data`.
         *     * When a subscriber with that `subscriberId` exists and `failIfExists` is not `true`, it is updated: the
         *       fields sent change (`null` and `""` too), omitted fields keep their values, except `data`, which becomes
         *       `{}` when not sent or `null` (the real service passes `body.data || {}` on).
         *     * When it exists and `failIfExists=true` → **409** `Subscriber with id "<subscriberId>" already exists`.
         *     * Answers **201** both when the subscriber is created and when it is updated.
         */
        post: operations["createSubscriber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a subscriber
         * @description Returns the subscriber with this `subscriberId` in the caller's environment.
         *     Unknown subscriber → **404** `Subscriber: <subscriberId> was not found`.
         */
        get: operations["retrieveSubscriber"];
        put?: never;
        post?: never;
        /**
         * Delete a subscriber
         * @description Deletes the subscriber with this `subscriberId` and what the real service deletes with it: its
         *     preferences, its messages of every channel (they leave its Inbox) and its topic subscriptions.
         *     Steps still waiting for it (delays, digests) are cancelled; its activity stays. Creating the same
         *     `subscriberId` again makes a new subscriber. Unknown subscriber → **404** `Subscriber was not found`
         *     (with `externalSubscriberId`).
         */
        delete: operations["deleteSubscriber"];
        options?: never;
        head?: never;
        /**
         * Update a subscriber's profile
         * @description Sets every field sent, `null` included (it clears the field); `data` is replaced whole; fields left out
         *     keep their value, and an empty body changes nothing. `email`, `locale` and `timezone` are checked as at
         *     creation. Unknown subscriber → **404** `Subscriber: <subscriberId> was not found`.
         */
        patch: operations["patchSubscriber"];
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/messages/mark-as": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the read/seen state of in-app messages
         * @description Changes the state of in-app messages of this subscriber and returns the updated messages.
         *
         *     | `markAs` | changes |
         *     |---|---|
         *     | `read` | `read`=true, `seen`=true, `lastReadDate`=`lastSeenDate`=now |
         *     | `seen` | `seen`=true, `lastSeenDate`=now |
         *     | `unread` | `read`=false, `seen`=true |
         *     | `unseen` | `seen`=false |
         *
         *     * Only in-app messages of *this* subscriber in the caller's environment are changed and returned;
         *       unknown ids (or ids of other subscribers / channels) are absent from the result, not an error.
         *     * A string `messageId` may hold several comma-separated ids.
         *     * A malformed id → **422**. Unknown subscriber → **404**.
         */
        post: operations["markMessagesAs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/preferences": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a subscriber's preferences
         * @description The subscriber's global preference (the channels the active steps of the workflows read use, and its
         *     delivery schedule) and one preference per active workflow: each channel of the workflow's steps on or off, as
         *     the trigger applies it (the workflow's defaults, overridden by the subscriber's global choice, overridden by
         *     its choice for the workflow). `overrides` names the subscriber for every channel shown and `enabled` is always
         *     true, as today's real service answers. `criticality`: `nonCritical` (default), `critical` (critical workflows,
         *     whose channels the subscriber cannot turn off; the global channels are then theirs) or `all`. The workflows
         *     read are the first 200 active ones (critical ones only for `critical`), in the order they were made. The same
         *     preferences the Inbox reads and changes. Unknown subscriber → **404** `Subscriber with id: <subscriberId> not found`.
         *     `contextKeys` reads the preferences of that context (see `PATCH`'s `context`); without it (or with only empty
         *     values) the default context's.
         */
        get: operations["getSubscriberPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subscriber's preferences
         * @description With `workflowId` (the workflow's `_id` or trigger identifier), that workflow's channels; without it, the
         *     global channels and `schedule` (a global change of a channel also drops the subscriber's per-workflow choice
         *     of that channel, as the real service does). Channels left out keep their value; `tool` is accepted and
         *     ignored. Answers with the whole list, as `GET` shows it. Unknown workflow → **404** `Workflow cannot be
         *     found` (a workflow is its `_id`, trigger identifier or the slug the lists show); a critical workflow → **400** `Critical workflow with id: <its _id> can not be updated`; a `schedule` with
         *     `weeklySchedule` while `isEnabled` is false, or an enabled one with an empty `weeklySchedule` → **422**.
         *     Triggers honour the change at once. Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not
         *     found` (an unknown `workflowId` is found first, as in the real use case). With `context`, the change belongs
         *     to that context alone (its keys `type:id`; at most 5 entries), and the answer lists that context's
         *     preferences; without it, the default context.
         */
        patch: operations["updateSubscriberPreferences"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/preferences/global": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a subscriber's global preference
         * @description **Extension**: today's real controller serves it; its API reference does not list it. The global preference
         *     as `GET /v2/subscribers/{subscriberId}/preferences` shows it: the channels the active steps of the first 100
         *     active workflows use (critical ones included), `enabled` true, and the delivery `schedule` once set. Unknown
         *     subscriber → **404** `Subscriber <subscriberId> not found`.
         */
        get: operations["getSubscriberGlobalPreference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/preferences/bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update several workflow preferences of a subscriber
         * @description 1 to 100 workflow preferences at once, all or nothing: an empty list → **400** `No preferences provided for
         *     bulk update`, more than 100 → **422** `Validation Error` (a field validation); an item without `channels`
         *     changes no channel; unknown workflows → **404** `Workflows with ids: <ids> not found`;
         *     critical ones → **400** `Critical workflows with ids: <ids> cannot be updated`. Answers with each changed
         *     workflow's preference in the Inbox's shape (one per workflow: the last change sent for it wins). Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         *     With `context`, the changes belong to that context alone (as `PATCH .../preferences`).
         */
        patch: operations["bulkUpdateSubscriberPreferences"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * List a subscriber's in-app notifications
         * @description What the subscriber's Inbox lists, with an API key: the same records and filters as
         *     `GET /v1/inbox/notifications` (newest first; `limit` 1–100, default 10; `after` = the last id of the
         *     previous page, unknown → **422**; `offset` skips; `read=false` with `archived=true` → **400**). Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        get: operations["listSubscriberNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/count": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * Count a subscriber's in-app notifications per filter
         * @description `filters` is a JSON array of 1–30 filters, as `GET /v1/inbox/notifications/count` takes it; each comes back
         *     as sent with its count. Not JSON → **400** `Invalid filters, the JSON object should be provided.`; not an
         *     array of filters → **422**. Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        get: operations["countSubscriberNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a subscriber's notification read
         * @description Puts the notification read (and seen), as the Inbox does: the same in-app message `GET /v1/messages` shows. A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["readSubscriberNotification"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/unread": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a subscriber's notification unread
         * @description Puts the notification unread (and out of the archive), as the Inbox does: the same in-app message `GET /v1/messages` shows. A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["unreadSubscriberNotification"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Archive a subscriber's notification
         * @description Puts the notification archived (and read), as the Inbox does: the same in-app message `GET /v1/messages` shows. A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["archiveSubscriberNotification"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/unarchive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Unarchive a subscriber's notification
         * @description Puts the notification out of the archive, as the Inbox does: the same in-app message `GET /v1/messages` shows. A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["unarchiveSubscriberNotification"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/snooze": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Snooze a subscriber's notification
         * @description Hides the notification until `snoozeUntil` (at least a minute ahead, else **422**; at most 24 hours ahead,
         *     the free plan's limit, else **402**), as the Inbox does; it comes back unread when the time has passed. A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["snoozeSubscriberNotification"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/unsnooze": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Unsnooze a subscriber's notification
         * @description Ends the snooze now. A notification that is not snoozed → **404** `Could not find a snoozed notification with
         *     id '<id>'. The notification may not exist or may not be in a snoozed state.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["unsnoozeSubscriberNotification"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/actions/{actionType}/complete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
                actionType: "primary" | "secondary";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Complete a notification's action
         * @description Completes the notification's primary or secondary action button, as the Inbox does (an unread notification is
         *     read by completing it). No such button → **400** `Could not perform action on the <type> button because it
         *     does not exist.` A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["completeSubscriberNotificationAction"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}/actions/{actionType}/revert": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
                actionType: "primary" | "secondary";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Revert a notification's action
         * @description Reverts the notification's primary or secondary action button, as the Inbox does (an unread notification is
         *     read by completing it). No such button → **400** `Could not perform action on the <type> button because it
         *     does not exist.` A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["revertSubscriberNotificationAction"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/{notificationId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subscriber's notification
         * @description Deletes the in-app message for good (`GET /v1/messages` no longer shows it). A notification that is not this subscriber's in-app message → **404** `Notification with id: <id> is not found.` Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        delete: operations["deleteSubscriberNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/seen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a subscriber's notifications seen
         * @description Marks seen the listed `notificationIds` (others' ids are ignored), or, without ids, every unseen
         *     notification; `tags` and `data` narrow it as in the Inbox. Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        post: operations["seenSubscriberNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/read": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all a subscriber's notifications read
         * @description Reads every unread notification, as the Inbox does; `tags` and `data` narrow it (malformed `data` → **400**). Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        post: operations["readAllSubscriberNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive all a subscriber's notifications
         * @description Archives (and reads) every notification not archived yet, as the Inbox does; `tags` and `data` narrow it (malformed `data` → **400**). Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        post: operations["archiveAllSubscriberNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/read-archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a subscriber's read notifications
         * @description Archives every read notification not archived yet, as the Inbox does; `tags` and `data` narrow it (malformed `data` → **400**). Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        post: operations["archiveReadSubscriberNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/notifications/delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete all a subscriber's notifications
         * @description Deletes every in-app notification for good, as the Inbox does; `tags` and `data` narrow it (malformed `data` → **400**). Unknown subscriber → **404** `Subscriber with id: <subscriberId> is not found`.
         */
        post: operations["deleteAllSubscriberNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/notifications/feed": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * The subscriber's in-app feed (v1)
         * @description The subscriber's in-app messages, newest first, as the legacy feed shows them (the records the Inbox
         *     shows). `page` from 0, `limit` 1–100 (default 10); `read`, `seen`; `payload` = a JSON object encoded in
         *     base64, each key equal to the trigger payload's (not base64 JSON → **400** `Invalid payload, the JSON object
         *     should be encoded to base64 string.`). As in the real service, `totalCount` counts the matches from this page
         *     on, at most `limit`, and `hasMore` says whether more follow. Unknown subscriber → **400** `Subscriber not
         *     found for this environment with the id: <id>. Make sure to create a subscriber before fetching the feed.`
         *     `feedIdentifier` (repeatable) keeps the messages of the feeds (`/v1/feeds`) with those identifiers: a trigger
         *     stores an in-app message with the feed its step names.
         */
        get: operations["getSubscriberFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/notifications/unseen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * Count the subscriber's unseen in-app messages (v1)
         * @description In-app messages with `seen` as asked (default `false`: unseen), counted up to `limit` (default 100).
         *     Unknown subscriber → **400** `Subscriber <id> is not exist in environment <environmentId>, please provide a
         *     valid subscriber identifier`.
         */
        get: operations["getSubscriberUnseenCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/messages/mark-all": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all the subscriber's in-app messages (v1)
         * @description Changes every in-app message of the subscriber that is not yet `read` / `seen` / `unread` / `unseen` as
         *     `mark-as` changes one, and answers how many changed. `feedIdentifier` (one or a list) keeps only the
         *     messages of the feeds with those identifiers (a trigger stores an in-app message with its step's feed). Unknown
         *     subscriber → **404** `Subscriber <id> does not exist in environment <environmentId>, please provide a valid
         *     subscriber identifier`.
         */
        post: operations["markAllSubscriberMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/messages/{messageId}/actions/{type}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                messageId: string;
                type: "primary" | "secondary";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a message action's result (v1)
         * @description Sets the in-app message's action `status` (`pending` / `done`) and its result: the button `type` and the
         *     `payload` sent. Returns the message. A message that is not this subscriber's in-app message → **404**
         *     `Message <id> not found`; unknown subscriber → **400** `Subscriber with the id: <id> was not found for this
         *     environment. Make sure to create a subscriber before trying to modify it.`
         */
        post: operations["markSubscriberMessageAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/session": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open an Inbox session for a subscriber
         * @description Needs no credentials: the environment is the one whose application identifier is sent (unknown →
         *     **400** `Please provide a valid application identifier`). The subscriber (`subscriber` as an object
         *     with `subscriberId` and profile fields, or as the id alone; `subscriberId` is the deprecated form) is
         *     created with the profile sent; an existing subscriber's sent profile fields are written only when
         *     `subscriberHash` is valid (whether or not HMAC is on), so that a frontend cannot rewrite a profile. When
         *     the environment's active in-app integration has `hmac` on, `subscriberHash` must be the hex HMAC-SHA256
         *     of the subscriber id keyed by the environment's API key, else **400** `Please provide a valid HMAC hash`,
         *     and a `context` needs `contextHash`, the hex HMAC-SHA256 of the context in canonical JSON (keys sorted,
         *     no spaces) with the same key, else **400** `Please provide a valid context HMAC hash`; no active
         *     in-app integration → **404**.
         *
         *     `context` (at most 5 entries, `{type: id}` or `{type: {id, data}}`, ids of letters, digits, `_`, `-`)
         *     opens the Inbox in those contexts: `contextKeys` (`type:id`, sorted) are returned, and the token lists,
         *     counts and changes only the notifications whose context keys are exactly these (without a context,
         *     those sent without one). `defaultSchedule` becomes the subscriber's delivery schedule when it has none;
         *     `schedule` is the one it has. A bad `context` or `defaultSchedule` → **422** `Validation Error` with
         *     the messages under `errors.general`. The token opens only this subscriber's notifications in this
         *     environment, until a reset of the environment. `totalUnreadCount` counts unread, unarchived, not
         *     snoozed in-app messages.
         */
        post: operations["openInboxSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the session subscriber's notifications
         * @description The subscriber's in-app messages, newest first, as notifications. `limit` 1–100 (default 10);
         *     `after` = the id of the last notification of the previous page (unknown → **422**); `offset` skips.
         *     Filters: `read`, `seen`, `archived`, `snoozed`, `tags`, `severity` (any of them), `data`,
         *     `createdGte` / `createdLte`. `read=false` with `archived=true` → **400** `Filtering for unread and
         *     archived notifications is not supported.` The body is not wrapped in `data` (the client reads it
         *     whole); `filter` repeats the filters applied, `tags` in the form of `InboxTagsFilter`.
         */
        get: operations["listInboxNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/count": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the session subscriber's notifications per filter
         * @description `filters` is a JSON array of 1–30 filters (`read`, `seen`, `archived`, `snoozed`, `tags`, `severity`,
         *     `data` as an object, `createdGte`, `createdLte`: the list's filters); each comes back as sent with its
         *     count, in the same order. Not JSON → **400** `Invalid filters, the JSON object should be provided.`;
         *     not an array of such filters → **422**; `read: false` with `archived: true` → **400**. Not wrapped in
         *     another `data` (the client reads the body whole).
         */
        get: operations["countInboxNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/read": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all the session subscriber's notifications read
         * @description Marks every unread notification read (and seen). `tags` and `data` narrow it as in the list (malformed `data` → **400**).
         */
        post: operations["readAllInboxNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a notification read
         * @description Mark a notification read: the same in-app message `GET /v1/messages` shows. A notification that is not the
         *     session subscriber's → **404** `Notification with id: <id> is not found.`
         */
        patch: operations["readInboxNotification"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/unread": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a notification unread
         * @description Mark a notification unread: the same in-app message `GET /v1/messages` shows. A notification that is not the
         *     session subscriber's → **404** `Notification with id: <id> is not found.`
         */
        patch: operations["unreadInboxNotification"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Archive a notification
         * @description Archive a notification (it is also read): the same in-app message `GET /v1/messages` shows. A notification that is not the
         *     session subscriber's → **404** `Notification with id: <id> is not found.`
         */
        patch: operations["archiveInboxNotification"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/unarchive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Unarchive a notification
         * @description Unarchive a notification: the same in-app message `GET /v1/messages` shows. A notification that is not the
         *     session subscriber's → **404** `Notification with id: <id> is not found.`
         */
        patch: operations["unarchiveInboxNotification"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/snooze": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Snooze a notification
         * @description Hides the notification until `snoozeUntil` (it is then `isSnoozed`, seen, and out of the archive; read
         *     stays as it was). `snoozeUntil` must be a date at least 60 seconds ahead (else **422** `Snooze time must
         *     be at least 60 seconds in the future`) and at most the session's `maxSnoozeDurationHours` ahead (else
         *     **402** `Snooze Duration Limit Exceeded`, with a `reason`). "Now" is the environment's clock. When the
         *     time has come the notification comes back as new: unread, not snoozed, `createdAt` then and that time
         *     added to `deliveredAt`. A notification that is not the session subscriber's → **404** `Notification id:
         *     '<id>' not found`.
         */
        patch: operations["snoozeInboxNotification"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/unsnooze": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Unsnooze a notification
         * @description Shows a snoozed notification again now (it is seen, and out of the archive). Not the session
         *     subscriber's, or never snoozed → **404** `Could not find a snoozed notification with id '<id>'. The
         *     notification may not exist or may not be in a snoozed state.`
         */
        patch: operations["unsnoozeInboxNotification"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/complete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Complete a notification's action
         * @description Marks the primary or secondary action button done (`cta.action.status` `done`, `cta.action.result.type`
         *     the button; the notification's `primaryAction`/`secondaryAction` is then `isCompleted`); an unread
         *     notification is read by it. No such button → **400** `Could not perform action on the <type> button
         *     because it does not exist.` A notification that is not the session subscriber's → **404**
         *     `Notification with id: <id> is not found.`
         */
        patch: operations["completeInboxNotificationAction"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/revert": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Revert a notification's action
         * @description Sets the action back to `pending` (`cta.action.status`; `isCompleted` false), the result naming the
         *     button; an unread notification is read by it. No such button → **400**; not the session subscriber's →
         *     **404**, as for complete.
         */
        patch: operations["revertInboxNotificationAction"];
        trace?: never;
    };
    "/v1/inbox/notifications/{notificationId}/delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a notification
         * @description Deletes the in-app message for good: `GET /v1/messages` no longer shows it. A notification that is not
         *     the session subscriber's → **404** `Notification with id: <id> is not found.`
         */
        delete: operations["deleteInboxNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/seen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications seen
         * @description Marks seen the listed `notificationIds` (ids that are not the session subscriber's in-app messages are
         *     ignored; an empty list does nothing), or, without ids, every unseen notification. `tags` and `data` narrow it as in the list (malformed `data` → **400**).
         */
        post: operations["seenInboxNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive all the session subscriber's notifications
         * @description Archives (and reads) every notification that is not archived yet. `tags` and `data` narrow it as in the list (malformed `data` → **400**).
         */
        post: operations["archiveAllInboxNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/read-archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive the session subscriber's read notifications
         * @description Archives every read notification that is not archived yet. `tags` and `data` narrow it as in the list (malformed `data` → **400**).
         */
        post: operations["archiveReadInboxNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/notifications/delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete all the session subscriber's notifications
         * @description Deletes every in-app notification of the subscriber for good (`GET /v1/messages` no longer shows them).
         *     `tags` and `data` narrow it as in the list (malformed `data` → **400**).
         */
        post: operations["deleteAllInboxNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/preferences": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the session subscriber's channel preferences
         * @description The global preference first (`level: global`: channels on unless the subscriber turned them off, shown
         *     for the channels the active steps of the first 100 active workflows use, critical ones included, and the
         *     delivery `schedule` once set), then one per active workflow (`level: template`), oldest workflow first,
         *     with that workflow's channels resolved: the workflow's own preference settings, overridden by the
         *     subscriber's global choice, overridden by the subscriber's choice for the workflow. A critical workflow's
         *     channels are its own settings whatever the subscriber chose. Each workflow's item has `overrides` (every
         *     channel shown, naming the subscriber) and, once the subscriber changed it, `updatedAt`; `enabled` is
         *     always true. Filters: `criticality` (`nonCritical` by default, `critical`, `all`), `tags` (any),
         *     `severity` (any); the workflows read are the first 200 active ones that match `tags` and `severity`.
         */
        get: operations["listInboxPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the session subscriber's global channel preferences and delivery schedule
         * @description Sets the channels sent (the others keep their value) for every non-critical workflow: the subscriber's
         *     own choices for those channels on single workflows are dropped. `schedule` replaces the stored one; a
         *     bad one → **422** `Validation Error` with the messages under `errors.general` (e.g. `schedule.weeklySchedule
         *     must contain at least one day configuration when isEnabled is true`, `schedule.weeklySchedule contains
         *     invalid day names: …`, `schedule.weeklySchedule.monday.hours.0.start must be in 12-hour format (e.g.,
         *     09:00 AM or 9:00 AM)`); the mock stores and returns the schedule but does not hold deliveries back
         *     outside it. Triggers skip a channel step
         *     that is off: its job is `canceled` with the execution detail `Step filtered by subscriber global
         *     preferences` (or `… subscriber workflow preferences` for a per-workflow choice), and no message is made.
         */
        patch: operations["updateInboxGlobalPreference"];
        trace?: never;
    };
    "/v1/inbox/preferences/global": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The session subscriber's global channel preferences
         * @description The global preference, as the first item of `GET /v1/inbox/preferences`.
         */
        get: operations["getInboxGlobalPreference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/preferences/bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the session subscriber's channel preferences of several workflows
         * @description All or nothing: an empty list → **400** `No preferences provided for bulk update`; over 100 → **422**
         *     `preferences must contain no more than 100 elements`; unknown workflows → **404**
         *     `Workflows with ids: <ids> not found`; critical ones → **400** `Critical workflows with ids: <_ids>
         *     cannot be updated`. `workflowId` is a workflow's `_id` or trigger identifier; one result per workflow.
         */
        patch: operations["bulkUpdateInboxPreferences"];
        trace?: never;
    };
    "/v1/inbox/preferences/{workflowIdOrIdentifier}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id` or its trigger identifier. */
                workflowIdOrIdentifier: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the session subscriber's channel preferences of one workflow
         * @description Sets the channels sent (the others keep their value) for this workflow only. Unknown workflow → **404**
         *     `Workflow cannot be found` (with `workflowId`); a critical workflow → **400**
         *     `Critical workflow with id: <id> can not be updated`.
         */
        patch: operations["updateInboxWorkflowPreference"];
        trace?: never;
    };
    "/v1/inbox/topics/{topicKey}/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        /**
         * The session subscriber's subscriptions to a topic
         * @description The session subscriber's subscriptions to the topic in the session's context (a session without one:
         *     the default context's), each with its stored `preferences` and `contextKeys`. An unknown topic → an
         *     empty list.
         */
        get: operations["listInboxTopicSubscriptions"];
        put?: never;
        /**
         * Subscribe the session subscriber to a topic
         * @description As `POST /v2/topics/{topicKey}/subscriptions` for the session subscriber alone, in the session's
         *     context: creates the topic when new (named `topic.name`), keeps `preferences` (a workflow rule's
         *     `enabled` is kept here). A subscription that exists is answered again. Any failure → **400** with
         *     its words (e.g. `Subscriber <id> has reached the maximum allowed of 10 subscriptions for topic
         *     "<key>"`).
         */
        post: operations["createInboxTopicSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inbox/topics/{topicKey}/subscriptions/{identifier}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        /**
         * One subscription to a topic, with the preferences of the workflows asked for
         * @description The subscription with that identifier (in the session's context when the session has one): its stored
         *     `preferences`, then one for each workflow named in `workflowIds` (ids or identifiers) or carrying one
         *     of `tags` that has none stored (on, the workflow's own). No such subscription → **204** with no body.
         */
        get: operations["getInboxTopicSubscription"];
        put?: never;
        post?: never;
        /**
         * Unsubscribe the session subscriber
         * @description Deletes one of the session subscriber's subscriptions, in the session's context. Unknown topic →
         *     **404** `Topic with key <key> not found`; no such subscription of the subscriber → **404**
         *     `Subscription with identifier <id> not found`.
         */
        delete: operations["deleteInboxTopicSubscription"];
        options?: never;
        head?: never;
        /**
         * Rename a subscription or replace its preferences
         * @description As `PATCH /v2/topics/{topicKey}/subscriptions/{identifier}`, in the session's context. Unknown topic →
         *     **404** `Topic with key <key> not found`; unknown identifier → **404** `Subscription with identifier
         *     <id> not found for topic <key>`.
         */
        patch: operations["updateInboxTopicSubscription"];
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List messages (page pagination)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *     It lets callers find message ids (e.g. for mark-as).
         *
         *     Lists the messages of the caller's environment, newest first, filtered by `subscriberId`
         *     (external id), `channel`, `transactionId` (any of the values) and `contextKeys` (exactly these
         *     keys, order aside, as on `GET /v1/notifications`). `page` ≥ 0 (default 0),
         *     `limit` 1–1000 (default 10). `hasMore` is true when more matches exist after this page;
         *     `pageSize` is the limit; `totalCount` counts all matches.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the message (ObjectId). */
                messageId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Deletes one message of the caller's environment, of any channel. An in-app message leaves its
         *     subscriber's Inbox at once (the Inbox's counts are announced anew). The notification event it
         *     came from stays in the activity feed. Unknown id → **404** `Message with id <messageId> not found`;
         *     a malformed id → **422**.
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/transaction/{transactionId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The transaction id of a trigger. */
                transactionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the messages of a transaction
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Deletes every message of the caller's environment that the trigger with this `transactionId`
         *     created, or only those of one `channel`. Answers **204** with no body. No such message (unknown
         *     transaction, or none on that channel) → **404** `Invalid transactionId or channel`.
         */
        delete: operations["deleteMessagesByTransactionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/workflow-runs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow runs
         * @description The environment's workflow runs (one per triggered event and subscriber: the events of
         *     `/v1/notifications`), newest first (by `createdAt`, then `id`), each with its steps: a `trigger` step,
         *     then one per job.
         *
         *     * `limit` 1–100 (default 10). Pages by cursor: pass `next` (or `previous`) back as `cursor`; both are
         *       null where there is no such page. A cursor that is not base64 JSON answers **400** `Invalid cursor format`.
         *     * Array filters (repeat the key, or one value): `workflowIds` (workflow `_id`s), `subscriberIds`,
         *       `transactionIds`, `statuses`, `channels` (a run whose channels include any), `severity` (`none`
         *       also matches runs without one). `contextKeys`: runs that have all of them; sent empty
         *       (`contextKeys=`), runs without context.
         *     * `topicKey`: runs sent to a topic whose key contains it. `subscriptionId`: runs of the subscription's
         *       topic and subscriber; an unknown one does not filter.
         *     * `createdGte` / `createdLte`: ISO 8601 instants, inclusive.
         */
        get: operations["listWorkflowRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/workflow-runs/{workflowRunId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a workflow run
         * @description One workflow run (its `id` is the event's `_id` in `/v1/notifications`) with its trigger payload, the
         *     trigger's overrides, and each step's execution details. Any other id answers **404** `Workflow run not found`.
         */
        get: operations["retrieveWorkflowRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List triggered notification events
         * @description Lists triggered notification events (not the per-channel messages) of the caller's environment,
         *     newest first.
         *
         *     * `page` ≥ 0 (default 0), `limit` 1–50 (default 10); outside → **422**.
         *     * Array filters: repeat the key (`channels=in_app&channels=email`) or send a single value;
         *       a comma is not a separator. An array filter matches an event that has *any* of the values.
         *     * `hasMore` is true only if more matches exist; `pageSize` is the limit.
         *     * Every event embeds its `subscriber` and `template`.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/stats": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the events of the last week and month (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     `monthlySent` counts the environment's events (`/v1/notifications`) created since the same instant one
         *     calendar month ago (UTC), `weeklySent` those since seven days ago, on the environment's clock (what
         *     `POST /__admin/clock` sets). Events dated later than the clock count too, as in the real service.
         */
        get: operations["getNotificationStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/graph/stats": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Events per day, for the legacy dashboard's graph (extension; the real service has it)
         * @description **Extension**: the real service has this operation (deprecated there), the specification does not
         *     list it.
         *
         *     The environment's events created in the last `days` days (since `days` × 24 hours before the
         *     environment's clock), grouped by UTC day, newest day first: `count` counts each event once per channel
         *     it has (an event without channels is left out), `templates` and `channels` list the day's workflows
         *     (`_templateId`) and channels once each. `days` absent, empty or `0` → 32; a fraction counts its whole
         *     days; a value that is no number → **422** `Validation failed for GetActivityGraphStatsCommand: days:
         *     days must be a number conforming to the specified constraints`, as the real command check words it.
         */
        get: operations["getNotificationGraphStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{notificationId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the notification event (ObjectId). */
                notificationId: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a triggered notification event
         * @description Returns one event of the caller's environment with its jobs, execution logs, status and the
         *     messages produced by each workflow step. Unknown id → **404**; malformed id → **422**.
         */
        get: operations["retrieveNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environment-variables": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List environment variables
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Lists the variables of the caller's organization, newest first. `search` filters by a
         *     case-insensitive substring of `key`. Secret values are masked.
         */
        get: operations["listEnvironmentVariables"];
        put?: never;
        /**
         * Create an environment variable
         * @description Creates an organization-wide variable with at most one value per environment.
         *
         *     * `key` is unique per organization; a duplicate → **409**
         *       `Environment variable with key "<key>" already exists`.
         *     * `type` defaults to `string`, `isSecret` to false, `values` to `[]`.
         *     * Two `values` entries with the same `_environmentId` → **422**.
         *     * Secret values are stored encrypted and returned as `••••••••` (8 × U+2022) everywhere.
         *     * Answers **200** (the specification says OK; the official SDK rejects 201).
         */
        post: operations["createEnvironmentVariable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environment-variables/{variableKey}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Key of the environment variable. */
                variableKey: components["parameters"]["VariableKey"];
            };
            cookie?: never;
        };
        /**
         * Retrieve an environment variable
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Returns the variable with this key in the caller's organization (secret values masked).
         *     Unknown key → **404**.
         */
        get: operations["retrieveEnvironmentVariable"];
        put?: never;
        post?: never;
        /**
         * Delete an environment variable
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Deletes the variable with this key (all its per-environment values). Unknown key → **404**.
         *     Answers **204** with no body.
         */
        delete: operations["deleteEnvironmentVariable"];
        options?: never;
        head?: never;
        /**
         * Update an environment variable
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Changes the fields sent (at least one). A new `key` follows the creation rules and must stay
         *     unique in the organization (duplicate → **409**). `values`, when sent, **replaces all** values
         *     (duplicate `_environmentId` → **422**). Unknown key → **404**. Secret values are masked in the
         *     response.
         */
        patch: operations["updateEnvironmentVariable"];
        trace?: never;
    };
    "/v1/environments": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's environments
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Lists every environment of the caller's organization. `identifier` is the environment's application
         *     identifier: what a frontend's Inbox sends (`applicationIdentifier`) to open a subscriber session.
         *     The caller's environment lists its API keys, masked (`••••••••` and the key's last 4 characters, or
         *     `••••••••` alone for a key shorter than 12 characters); the other environments list none.
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
    "/v1/environments/me": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the caller's environment
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The environment of the caller's API key, without its API keys. `identifier` is its application
         *     identifier (see `GET /v1/environments`).
         */
        get: operations["retrieveCurrentEnvironment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationId}/set-primary": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the integration (ObjectId). */
                integrationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an integration as primary for its channel
         * @description The specification does not show the method and path; they are the real service's.
         *     No request body (and no `Content-Type`).
         *
         *     * Only `email` and `sms` channels support primary; others → **400**
         *       `Channel <channel> does not support primary`.
         *     * Activates the integration, sets `primary` true, clears its `conditions` and clears `primary` on
         *       every other active integration of that channel in its environment; then renumbers the channel's
         *       active integrations, this one on top (`priority` = their count), the others by their priority.
         *       Already primary → returned unchanged.
         *     * Unknown id (or one of another environment) → **404** `Integration with id <id> not found`;
         *       malformed id → **422**.
         *     * Answers the integration with its `credentials`, as the real service answers an API key.
         *     * Answers **200** (the specification says OK; the official SDK rejects 201).
         */
        post: operations["setIntegrationAsPrimary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the integration (ObjectId). */
                integrationId: components["parameters"]["IntegrationId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update an integration
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Sets the fields sent: `name`, `identifier`, `active`, `credentials` (replaced whole), `conditions`,
         *     `configurations`; `check` (a test of the credentials with the provider) is accepted and not simulated.
         *     As the real update-integration use case:
         *
         *     * Activating an email or sms integration gives it a `priority`: just below the channel's primary when
         *       the highest is the primary (which moves one up), else on top; it does not become primary.
         *       Deactivating one sets its `priority` to 0 and `primary` to false, and renumbers the channel's other
         *       active integrations. Conditions on the primary make it no longer primary (the channel then has
         *       none until `set-primary`).
         *     * `_environmentId`: another environment of the caller's organization moves the integration there
         *       (another organization's → **404** `Environment <id> not found`).
         *     * `conditions` the real service's database cannot store → **400** with its cast error
         *       (`Integration validation failed: conditions.0.children: Cast to embedded failed …`).
         *     * Nothing to change → **400** `No properties found for update`; an `identifier` another integration of
         *       the organization has → **409** `Integration with identifier already exists`; unknown id (or one of
         *       another environment) → **404** `Entity with id <id> not found`.
         *     * Answers the integration with its `credentials`.
         */
        put: operations["updateIntegration"];
        post?: never;
        /**
         * Delete an integration
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Deletes the integration (delivery no longer uses it; a deleted primary leaves its channel without
         *     one until `set-primary`), renumbers its channel's active integrations (email, sms), and returns the
         *     environment's remaining integrations. Unknown id → **404** `Entity with id <id> not found`. The
         *     real service lists them with their stored, encrypted credentials; the mock leaves `credentials` out.
         */
        delete: operations["deleteIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List integrations
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Lists every integration (active or not) of every environment of the caller's organization, as the
         *     real service does, in the order they were created, with their `credentials`.
         */
        get: operations["listIntegrations"];
        put?: never;
        /**
         * Create an integration
         * @description Creates an integration, as the real service's create-integration use case:
         *
         *     * `providerId` (one of the providers this contract knows) and `channel` are required; `name` defaults
         *       to the provider's display name, `identifier` to `<slug of the name>-<random>`.
         *     * `active` defaults to false. An active `email` or `sms` integration gets a `priority`: when the
         *       channel's highest-priority active integration is its primary, the new one takes that priority and
         *       the primary moves one up (the new one is not primary); otherwise the new one goes on top (highest + 1,
         *       or 1) and becomes primary. Inactive ones and other channels: `priority` 0, not primary.
         *     * `credentials` are stored and returned (as the real service answers an API key); `check` (a test of
         *       the credentials with the provider) is accepted and not simulated.
         *     * `conditions` the real service's database cannot store (e.g. `children: "test"`) → **400**
         *       `Integration validation failed: conditions.0.children: Cast to embedded failed …`.
         *     * An `identifier` another integration of the environment has → **409** `Integration with identifier
         *       already exists`; a second `svc` in-app integration → **400** `One environment can only have one In
         *       app provider`; a second `svc-email` / `svc-sms` → **409** `Integration with novu provider for <channel>
         *       channel already exists`.
         *     * `_environmentId`: any environment of the caller's organization (the integration is created there);
         *       another organization's → **404** `Environment <id> not found`.
         */
        post: operations["createIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/active": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List active integrations
         * @description The specification names this operation (method GET) but does not show its path or response; both
         *     are the real service's. Lists the active integrations of every environment of the caller's
         *     organization, in the order they were created, with their `credentials`.
         */
        get: operations["listActiveIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/webhook/provider/{providerOrIntegrationId}/status": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description An integration's id (ObjectId), or else a provider id (`sendgrid`, `twilio`…). */
                providerOrIntegrationId: string;
            };
            cookie?: never;
        };
        /**
         * Whether an integration's provider reports delivery events by webhook
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     As the real use case, in the caller's environment: an integration id names that integration; anything
         *     else names a provider (the first of its integrations that has credentials). Answers whether that
         *     provider's events can be read from its webhooks: `true` for the email providers `emailjs`, `mailgun`,
         *     `mailjet`, `mandrill`, `netcore`, `postmark`, `resend`, `sendgrid`, `sendinblue`, `ses` and the
         *     service's own, and for the sms providers `imedia`, `plivo`, `ring-central`, `telnyx`, `termii`,
         *     `twilio` and the service's own; `false` for the other email and sms providers.
         *
         *     * No such integration → **404** `Integration for <providerOrIntegrationId> was not found`.
         *     * No credentials → **400** `Integration <id> doesn't have credentials set up`.
         *     * A channel other than email and sms → **400** `Webhook for <providerId>-<channel> is not supported yet`.
         *     * An email provider the real service cannot send with (`clickatell`) → **404** `Handler for integration
         *       of clickatell was not found`.
         */
        get: operations["getWebhookSupportStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bridge/sync": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the code workflows of a bridge (what `npx novu sync` sends)
         * @description Registers an app built with `@novu/framework`: the mock calls `GET <bridgeUrl>?action=discover`, signed
         *     with the environment's secret key (its API key) in `novu-signature`, and stores the workflows it
         *     declares as code workflows (origin `external`, type `BRIDGE`): upserted by `workflowId` (a workflow
         *     synced before keeps its `_id`, a step its ids), and the code workflows synced before that the bridge
         *     no longer declares are deleted. A trigger of one runs each step by calling the bridge
         *     (`POST <bridgeUrl>?action=execute&workflowId&stepId&jobId`). Localhost bridges are fine.
         *
         *     * **201** `{data: [workflow, …]}`, the synced workflows in the v1 shape.
         *     * **400** when the bridge cannot be reached (`Unable to reach Bridge Endpoint at …`), refuses the
         *       signature (the framework's message), answers something that is not a discover answer
         *       (`Invalid Bridge URL Response: …`), or declares a workflowId that a workflow made another way has.
         */
        post: operations["syncBridge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bridge/status": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the synced bridge
         * @description Calls `GET <bridgeUrl>?action=health-check` on the bridge the environment's code workflows were synced
         *     from and answers what it says (`{status, sdkVersion, frameworkVersion, discovered: {workflows, steps}}`).
         *     No code workflow synced → **400** `Bridge URL not found`; a bridge that cannot be reached → **400**. An
         *     answer that is not a health check, or nests deeper than 100 levels, → **400** naming the bridge (the
         *     real service passes on whatever the bridge answers).
         */
        get: operations["getBridgeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/trigger": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger a workflow (extension; the real service has it)
         * @description Runs the workflow whose trigger identifier is `name` for every recipient in `to` (a subscriberId,
         *     a subscriber object, or an array of either; recipients are created or updated as subscribers).
         *     Each recipient gets one activity event (`GET /v1/notifications`) with one job per step, and the
         *     messages of its channel steps: in-app content and CTA rendered from the step template with
         *     `{{payload.x}}` / `{{subscriber.firstName}}` variables; email and sms through the environment's
         *     primary integration; chat and push only to channels with credentials for an active integration
         *     (otherwise the job fails, saying so). Step filters skip steps whose conditions fail; a channel step the
         *     recipient turned off (Inbox preferences) is skipped unless the workflow is critical. Delay and
         *     digest steps wait for the admin clock when it is frozen, and complete at once otherwise.
         *
         *     * Unknown workflow → **422** `workflow_not_found`; inactive workflow → 201 `status: trigger_not_active`.
         *     * `payload` may leave out any variable: a missing one renders as an empty string. Only the context
         *       the step templates use is required: a template with `{{tenant.…}}` needs `tenant`, one with
         *       `{{actor.…}}` needs `actor` (**400** `Trigger is missing: tenant object`).
         *     * A workflow with a `payloadSchema` and `validatePayload: true` (`GET /v2/workflows/{workflowId}`
         *       shows both, and a `payloadExample`) checks the payload against the schema: **400**
         *       `PAYLOAD_VALIDATION_ERROR` with one entry per problem in `errors` (`field` is `root.<name>` for
         *       a missing top-level property); the schema's defaults are filled in before the steps render.
         *     * `transactionId` is generated when absent; one already used → **409**.
         *     * Templates read only the own properties of the payload, subscriber and step data
         *       (`{{payload.constructor}}` renders ""). One message renders at most 1 MB of text: a template
         *       that renders more (a placeholder repeating a large value) → **413**, and nothing of the trigger
         *       is stored. A later step (after a delay or digest) that renders too much fails its job instead.
         */
        post: operations["triggerEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/trigger/bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger up to 100 events at once (extension; the real service has it)
         * @description Runs each event like `POST /v1/events/trigger` and answers one result per event, in order. An event
         *     that cannot run (unknown workflow, invalid payload, missing context, reused transactionId) answers
         *     `status: error` with the reason in `error`; the others still run.
         */
        post: operations["triggerEventBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/trigger/{transactionId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel the delayed and digesting work of a triggered event (extension; the real service has it)
         * @description Cancels the jobs of `transactionId` that are `delayed` (a delay or a digest waiting on a frozen clock)
         *     or `merged` (an event merged into another's digest), then its `pending` ones (steps not reached): they
         *     end `canceled`, with no execution detail, as the real cancel-delayed use case does. A cancelled digest
         *     that was collecting hands its window to the first event merged into it. Answers `true` when something
         *     was cancelled, `false` when nothing was delayed or merged, an unknown transactionId included.
         */
        delete: operations["cancelTriggerEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the workflows of the environment (extension; the real service has it)
         * @description The workflows that `POST /v1/events/trigger` can run (`workflowId` is the trigger identifier),
         *     filtered by `query` (a case-insensitive part of the name or identifier), `tags` (any of) and
         *     `status`; ordered by `orderBy` (default `createdAt`) and `orderDirection` (default `DESC`);
         *     `offset`/`limit` pagination (limit 1–100, default 10).
         */
        get: operations["listWorkflows"];
        put?: never;
        /**
         * Create a workflow (extension; the real service has it)
         * @description Creates a workflow from the v2 shape (the SDK's `workflows.create`): `name`, `workflowId` (its
         *     trigger identifier, a slug) and `steps` (each with its `type`, `name` and `controlValues` as
         *     `GET /v2/workflows/{workflowId}` shows them) are required. It is active unless `active: false` is
         *     sent, and goes into the environment's `General` group. A `workflowId` that another workflow of the
         *     environment has is not refused: as in the real service, the new one gets it with a short suffix
         *     (`order-shipped-1a2b3c4d`); read the answer's `workflowId`. Without `payloadSchema`, the workflow gets
         *     one that takes any payload, and `validatePayload` on. `preferences.workflow` sets the channels a
         *     subscriber gets by default and, with `all.readOnly`, makes the workflow critical. It is at once
         *     triggerable and in `GET /v1/notification-templates`. Answers **201** with the workflow as `GET` shows it.
         */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier (`POST /v1/events/trigger`'s `name`), the workflow's `_id`, or its `slug` (`<slugified name>_wf_<base62 _id>`, as the list shows it; the name part may be anything). */
                workflowId: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a workflow, with its steps and what its trigger payload holds (extension; the real service has it)
         * @description The workflow as the real v2 API shows it (the SDK's `workflows.get(workflowId)`): its steps with
         *     their content as control values, `payloadSchema` and `validatePayload` (triggers are checked
         *     against the schema only when it is on), and `payloadExample`: a payload to start from, made from
         *     the schema (its examples and defaults) or, for a workflow without one, from the variables its
         *     steps use. A 24-hex-digit `workflowId` is looked up as `_id` only, anything else as a trigger
         *     identifier (then as a slug).
         *     Unknown workflow → **404** `Workflow cannot be found` (with the `workflowId` asked for).
         */
        get: operations["getWorkflow"];
        /**
         * Replace a workflow (extension; the real service has it)
         * @description Replaces the workflow with the one sent (the SDK's `workflows.update`): `name`, `steps` (each with
         *     its `type`, `name` and `controlValues` as `GET` shows them) and `preferences` are required. A step
         *     sent with the `_id` (the SDK's `id`) of an existing step keeps its id, `stepId` and filters (a new
         *     step's `stepId` is its name's slug); its content is the `controlValues` sent, and none (left out or
         *     `null`) empties it, as in the real service. Other steps are new. The real limits apply (see
         *     `POST /v2/workflows`), and an unknown email `layoutId` is 404. `preferences.workflow` sets the
         *     channels a subscriber gets by default and, with `all.readOnly`, makes the workflow critical. The
         *     next trigger runs the new steps and renders the new content. The trigger identifier stays.
         *     Unknown workflow → **404** `Workflow cannot be found`.
         */
        put: operations["updateWorkflow"];
        post?: never;
        /**
         * Delete a workflow (extension; the real service has it)
         * @description Deletes the workflow; a trigger of it then answers **422** `workflow_not_found`, as for a
         *     workflow that never existed. Its activity and messages stay. Answers **204** with no body.
         *     Unknown workflow → **404** `Workflow cannot be found`.
         */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a workflow (extension; the real service has it)
         * @description Changes the fields sent (`active`, `name`, `description`, `tags`, `payloadSchema`,
         *     `validatePayload`); the others stay. The next trigger uses the changed workflow: an inactive one
         *     answers `trigger_not_active`, a new `payloadSchema` with `validatePayload` checks the next payload.
         *     `isTranslationEnabled` is accepted and not simulated (it stays false). Returns the workflow as
         *     `GET` shows it. Unknown workflow → **404** `Workflow cannot be found`.
         */
        patch: operations["patchWorkflow"];
        trace?: never;
    };
    "/v2/workflows/{workflowId}/step/{stepId}/preview": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier, the workflow's `_id`, or the `slug` the list shows. */
                workflowId: string;
                /** @description The step's `stepId` (as `GET /v2/workflows/{workflowId}` shows it) or its `_id`. */
                stepId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview one step with a payload
         * @description A code workflow's step is rendered by its bridge (`POST <bridgeUrl>?action=preview&workflowId&stepId`,
         *     signed): `result.preview` is what the step's code returns (`{}` when the bridge fails, as the real
         *     service answers). Any other step's control values (`controlValues` when sent, else the step's own)
         *     are rendered by Liquid with `previewPayloadExample`: the example payload (from the payload schema,
         *     else from the variables the controls use), the example subscriber, the contexts sent and the
         *     results of the steps before this one, each with what `previewPayload` sent over it. An email step
         *     answers `{subject, body}`, an email editor document (Maily JSON) rendered to HTML. A step that
         *     cannot render answers `preview: {}`. Unknown workflow or step → **201** with `result.preview: {}`,
         *     `previewPayloadExample: {}` and `schema: null`, as the real service answers.
         */
        post: operations["generateWorkflowStepPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}/steps/{stepId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier, the workflow's `_id`, or the `slug` the list shows. */
                workflowId: string;
                /** @description The step's `stepId` (as `GET /v2/workflows/{workflowId}` shows it), its `_id`, or its `slug` (`<name>_st_<encoded _id>`). */
                stepId: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve one step of a workflow (extension; the real service has it)
         * @description One step exactly as `GET /v2/workflows/{workflowId}` shows it in `steps`: type, control values
         *     and the variables its content can use (`variables.properties.payload` lists the payload's properties:
         *     the workflow's `payloadSchema`, or what the steps' `{{payload.…}}` placeholders use; `steps` what the
         *     steps before it hand on), and its `issues`. Unknown workflow → **404** `Workflow cannot be found`;
         *     unknown step → **400** `No step found`, as the real step-data use case answers.
         */
        get: operations["getWorkflowStep"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contexts": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List contexts (cursor pagination)
         * @description The contexts of the caller's environment. `type` and `id` keep the exact matches; `search` keeps the
         *     contexts whose key `type:id` holds it, in any case. Newest `createdAt` first (`orderBy`
         *     `createdAt` or `updatedAt`, `orderDirection`); `limit` defaults to 10. Pass `next` as `after`,
         *     `previous` as `before`; both together → **400** `Cannot specify both "before" and "after" cursors at
         *     the same time.` A cursor that names no context gives an empty page.
         */
        get: operations["ContextsController_listContexts"];
        put?: never;
        /**
         * Create a context
         * @description Creates the context `type:id` in the caller's environment (**201**). `type` and `id`: 1–100
         *     letters, digits, `_` or `-`; `data` (optional, an object of at most 64 KB as JSON) defaults to `{}`.
         *     An existing `type:id` → **409** `Context with type '<type>' and id '<id>' already exists`.
         *     Triggers, Inbox sessions, preference writes and topic subscriptions that name a context create it too.
         */
        post: operations["ContextsController_createContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contexts/{type}/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The context's type. */
                type: string;
                /** @description The context's id. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a context
         * @description Unknown `type:id` → **404** `Context with id '<id>' and type '<type>' not found in environment <environmentId>`.
         */
        get: operations["ContextsController_getContext"];
        put?: never;
        post?: never;
        /**
         * Delete a context
         * @description Answers **204** with no body; unknown `type:id` → **404** as retrieve. Messages, events and
         *     subscriptions that name its key keep it.
         */
        delete: operations["ContextsController_deleteContext"];
        options?: never;
        head?: never;
        /**
         * Update a context's data
         * @description Replaces the context's `data` whole (not merged); `type`, `id` and `createdAt` stay. Unknown
         *     `type:id` → **404** `Context with type '<type>' and id '<id>' not found`. Later triggers naming the
         *     context give their bridge steps the new data.
         */
        patch: operations["ContextsController_updateContext"];
        trace?: never;
    };
    "/v2/inbound-webhooks/delivery-providers/{environmentId}/{integrationId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The environment the integration belongs to (the caller's). */
                environmentId: string;
                /** @description The integration (`_id`) of the delivery provider. */
                integrationId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Track a delivery provider's events (opened, clicked, bounced…)
         * @description A delivery provider's webhook, in the provider's own body format: each event that names a message
         *     of the environment (SendGrid's `id`, Mailgun's `event-data.user-variables.id`, Expo's `eventId`, or any
         *     provider's `messageId`) adds a `Webhook` execution detail to the message's job, and an event of
         *     failure (bounced, dropped, blocked…) marks the message `status: error`; opened and clicked mark it
         *     seen. Answers the events it understood (`[]` when none). Unknown integration (or an environment other
         *     than the caller's) → **404** `Integration for <integrationId> was not found`; an integration without
         *     credentials → **400** `Integration <id> doesn't have credentials set up`.
         */
        post: operations["InboundWebhooksController_handleWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/topics": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List topics (cursor pagination; extension, the real service has it)
         * @description The topics of the caller's environment: `key` and `name` keep the topics whose key or name holds
         *     them, in any case (as the real service's escaped regular expressions). Cursor pages as
         *     `GET /v2/subscribers`: `limit` 1–100 (default 10), newest `_id` first, or sorted by `orderBy`; pass
         *     `next` as `after`, `previous` as `before`. `after` and `before` together → **400** `Cannot specify
         *     both "before" and "after" cursors at the same time.`
         */
        get: operations["listTopics"];
        put?: never;
        /**
         * Create a topic, or update the one with this key (extension; the real service has it)
         * @description Creates the topic `key` in the caller's environment (**201**), or updates the `name` and `data`
         *     sent of the existing one (**200**; an omitted name keeps the stored one).
         *
         *     * `key`: 1–100 characters, only letters, digits, `-`, `_`, `:` — or an email address; anything
         *       else → **400** `Invalid topic key: "<key>". Topic keys must contain only alphanumeric characters …`.
         *     * `failIfExists=true` and the key exists → **409** `Topic with key "<key>" already exists`.
         */
        post: operations["upsertTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/topics/{topicKey}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a topic (extension; the real service has it)
         * @description Unknown key → **404** `Topic with key <key> not found`.
         */
        get: operations["getTopic"];
        put?: never;
        post?: never;
        /**
         * Delete a topic and its subscriptions (extension; the real service has it)
         * @description Unknown key → **404**.
         */
        delete: operations["deleteTopic"];
        options?: never;
        head?: never;
        /**
         * Update a topic's name or data (extension; the real service has it)
         * @description The fields sent change (`data` null removes it). Unknown key → **404**.
         */
        patch: operations["updateTopic"];
        trace?: never;
    };
    "/v2/topics/{topicKey}/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        /**
         * List a topic's subscriptions (cursor pagination; extension, the real service has it)
         * @description Unknown topic → **404** `Topic with key <key> not found`. `subscriberId` keeps one subscriber's
         *     subscriptions, `contextKeys` the subscriptions of exactly that context (an empty value: the default
         *     context's). Ordered by `_id`.
         */
        get: operations["listTopicSubscriptions"];
        put?: never;
        /**
         * Subscribe up to 100 subscribers to a topic (extension; the real service has it)
         * @description Creates the topic when the key is new, then subscribes each subscriber named in `subscriptions`
         *     (ids, or `{identifier, subscriberId, name}`; the older `subscriberIds` works too), once each (its first
         *     entry). Results are per subscriber: `data` holds the subscriptions (one that existed, same identifier and
         *     context, is reported again, unchanged), `errors` the failures, `meta` the counts:
         *     `SUBSCRIBER_NOT_FOUND` (`Subscriber with ID '<id>' could not be found.`), `SUBSCRIPTION_LIMIT_EXCEEDED`
         *     (a subscriber holds at most 10 subscriptions to one topic: `Subscriber <id> has reached the maximum
         *     allowed of 10 subscriptions for topic "<key>"`), `SUBSCRIPTION_CREATE_FAILED` (the identifier belongs
         *     to another subscription). When every entry fails → **400** `Api Exception Raised with status 400`, the
         *     result in `ctx` (and flat). `context` (at most 5 entries `type: id`) makes the subscriptions in that
         *     context: their `contextKeys` are `type:id`, and one subscriber may hold one subscription per context.
         *     A subscription without `identifier` gets `tk_<topicKey>:si_<subscriberId>`, then
         *     `:ctx_<sorted context keys>` when there is a context. `preferences` (workflow ids or identifiers,
         *     `{workflowId, condition}`, or `{filter: {workflowIds, tags}, enabled, condition}`) are stored per
         *     workflow they name and returned as `preferences`. More than 100 entries, or none → **422**.
         */
        post: operations["createTopicSubscriptions"];
        /**
         * Unsubscribe subscribers from a topic (extension; the real service has it)
         * @description Each entry names a subscriber (all its subscriptions to the topic) or one subscription by
         *     `identifier`. Per-subscriber results: `errors` holds `SUBSCRIBER_NOT_FOUND` and
         *     `SUBSCRIPTION_NOT_FOUND`. Unknown topic → **404**.
         */
        delete: operations["deleteTopicSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/topics/{topicKey}/subscriptions/{identifier}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve one subscription (extension; the real service has it)
         * @description The subscription with that identifier, whatever its context, with its stored `preferences` and its
         *     `contextKeys`. Unknown topic or identifier → **204** with no body, as the real service answers.
         */
        get: operations["getTopicSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename one subscription or replace its preferences (extension; the real service has it)
         * @description `name` renames it; `preferences` (as on create) replace its stored ones. The answer carries
         *     `preferences` for the workflows the call named. Only a subscription of the default context is found
         *     (the API's calls carry no context, as the real service's). Unknown topic → **404** `Topic with key
         *     <key> not found`; unknown identifier → **404** `Subscription with identifier <id> not found for topic <key>`.
         */
        patch: operations["updateTopicSubscription"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * List a subscriber's topic subscriptions (extension; the real service has it)
         * @description Unknown subscriber → **404** `Subscriber not found`. `key` keeps the subscriptions of one topic,
         *     `contextKeys` those of exactly that context. Ordered by `_id`.
         */
        get: operations["listSubscriberSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/topics/{topicKey}/subscribers/{externalSubscriberId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscriberId. */
                externalSubscriberId: string;
            };
            cookie?: never;
        };
        /**
         * Check that a subscriber is subscribed to a topic (v1; extension, the real service has it)
         * @description Not subscribed (or unknown topic) → **404** `Subscriber <id> not found for topic <key> in the environment <environmentId>`.
         */
        get: operations["getTopicSubscriber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/trigger/broadcast": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger a workflow for every subscriber of the environment (extension; the real service has it)
         * @description `POST /v1/events/trigger` with every subscriber of the caller's environment as the recipients
         *     (same rules, same answer). The environment's limits apply: one activity event per subscriber.
         */
        post: operations["triggerEventBroadcast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List subscribers (v1, page and limit)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.list(page, limit)` calls it).
         *
         *     The subscribers of the caller's environment, oldest first, `limit` (1–100, default 10) from page `page`
         *     (from 0). The page has no total count, as in the real service. `hasMore` is true only when the next page
         *     has subscribers (the real service also says true when the last page is exactly full).
         */
        get: operations["listSubscribersV1"];
        put?: never;
        /**
         * Create a subscriber, or update it when it exists (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.identify(subscriberId, data)` calls it).
         *
         *     The same upsert as `POST /v2/subscribers` without `failIfExists`: a new `subscriberId` (trimmed, not
         *     blank) is created, an existing one gets the fields sent. Each `channels` entry then sets that provider's
         *     credentials as `PATCH /v1/subscribers/{subscriberId}/credentials` does (device tokens appended); every
         *     entry's integration must be active in the environment, else **400**
         *     `Subscribers environment (<envId>) do not have active <providerId> integration.` and nothing is written.
         *     Answers **201**, created or updated.
         */
        post: operations["createSubscriberV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a subscriber (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.get(subscriberId)` calls it).
         *
         *     The subscriber; with `includeTopics=true`, `topics` lists the keys of the topics it is subscribed to.
         *     Unknown subscriber → **404** `Subscriber not found for id <subscriberId>`.
         */
        get: operations["getSubscriberV1"];
        /**
         * Update a subscriber (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.update(subscriberId, data)` calls it).
         *
         *     The fields sent change, as the real v1 update writes them: `email` sent as `""` or `null` is cleared; any
         *     other field sent as `null` is left as it is; `data` is replaced whole. When nothing changes the record
         *     (and its `updatedAt`) stays. `channels` entries append credentials as in `POST /v1/subscribers`.
         *     Unknown subscriber → **400** `SubscriberId: <subscriberId> not found`.
         */
        put: operations["updateSubscriberV1"];
        post?: never;
        /**
         * Delete a subscriber (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.delete(subscriberId)` calls it).
         *
         *     Deletes the subscriber and what belongs to it, as `DELETE /v2/subscribers/{subscriberId}` does (its
         *     preferences, messages and topic subscriptions; its waiting steps are cancelled). Unknown subscriber →
         *     **404** `Subscriber not found for id <subscriberId>`.
         */
        delete: operations["deleteSubscriberV1"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/preferences": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        /**
         * A subscriber's preference for each workflow (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.getPreference(subscriberId, {includeInactiveChannels})` calls it).
         *
         *     One preference per active, non-critical workflow (of the first 200 active ones, in the order they were
         *     made): the same preferences as `GET /v2/subscribers/{subscriberId}/preferences` and the Inbox, resolved the
         *     same way (the workflow's defaults, overridden by the subscriber's global choice, overridden by its choice for
         *     the workflow). `enabled` is always true, and `overrides` names the subscriber for every channel shown, as
         *     today's real service answers. Only the channels the workflow's active steps use are shown;
         *     `includeInactiveChannels=true` shows all five (today's real controller defaults it to `false` on this route,
         *     to `true` on `GET .../preferences/{parameter}`). Unknown subscriber → **404** `Subscriber with id: <subscriberId> not found`.
         */
        get: operations["listSubscriberPreferencesV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subscriber's global channels (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.updateGlobalPreference(subscriberId, data)` calls it).
         *
         *     Each `preferences` entry turns a channel on or off for every workflow (the subscriber's own choice of that
         *     channel for a workflow goes, as with `PATCH /v2/subscribers/{subscriberId}/preferences`); channels not
         *     listed keep their value. `enabled` is accepted and ignored, as by today's real controller. Answers with the
         *     global channels the active workflows use (critical ones included), `enabled` true. Triggers honour the change at once. Unknown subscriber → **404**
         *     `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["updateSubscriberGlobalPreferencesV1"];
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/preferences/{parameter}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscriber's preferences of one level (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.getGlobalPreference` and `getPreferenceByLevel` call it).
         *
         *     `global`: a list of one item, the global preference (all five channels by default; with
         *     `includeInactiveChannels=false`, those the active steps of the first 100 active workflows use, critical
         *     ones included) and its delivery schedule when it has one; its `enabled` is always true. `template`: the same list as `GET /v1/subscribers/{subscriberId}/preferences`. Unknown
         *     subscriber → **404** `Subscriber <subscriberId> not found` (`global`) or
         *     `Subscriber with id: <subscriberId> not found` (`template`).
         */
        get: operations["getSubscriberPreferencesByLevelV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subscriber's channel of one workflow (v1)
         * @description **Extension**: the real service has this operation, the specification does not list it (`@novu/node`
         *     `subscribers.updatePreference(subscriberId, templateId, data)` calls it).
         *
         *     `parameter` is the workflow's `_id` (or its trigger identifier). `channel` turns one channel of it on or
         *     off for the subscriber, as `PATCH /v2/subscribers/{subscriberId}/preferences` with `workflowId` does;
         *     `enabled` is accepted and ignored, as by today's real controller (a body without `channel` still records
         *     that the subscriber set this workflow's preference). Answers with the channels the workflow's active steps
         *     use, `enabled` true, and the workflow's `tags` (and `data`, when it has some). Unknown workflow → **404** `Workflow cannot be found`; a critical one → **400**
         *     `Critical workflow with id: <id> can not be updated`; unknown subscriber → **404**
         *     `Subscriber with id: <subscriberId> is not found`.
         */
        patch: operations["updateSubscriberPreferenceV1"];
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/messages/markAs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the seen/read flags of in-app messages (legacy form)
         * @description **Extension**: the real service has this operation (deprecated, hidden from its documentation), the
         *     specification does not list it (`@novu/node` `markMessageSeen`, `markMessageRead` and `markMessageAs` call it).
         *
         *     Each flag of `mark` that is sent is set to the value sent, and its date (`lastSeenDate`, `lastReadDate`)
         *     to now; unlike `mark-as`, `{read: true}` does not mark the message seen. Only in-app messages of this
         *     subscriber are changed and returned; other ids are absent from the result. A string `messageId` may hold
         *     several comma-separated ids; an empty or malformed one → **422** (the real request DTO's check).
         *     Unknown subscriber → **404** `Subscriber <subscriberId> not found`.
         */
        post: operations["markSubscriberMessagesLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-templates": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List notification templates (the v1 view of the workflows; extension, the real service has it)
         * @description The workflows of the caller's environment in the v1 shape (the same records as `GET /v2/workflows`),
         *     newest first, as the legacy SDK's `notificationTemplates.getAll(page, limit)` reads them. `page`
         *     (from 0) and `limit` (1–100, default 10) select `limit` templates from `page × limit`; `query`
         *     keeps those whose name or trigger identifier holds it (case-insensitive). Each template embeds its
         *     `notificationGroup` and a `workflowIntegrationStatus`: per channel, whether the environment has an
         *     active integration (and for email and SMS an active primary one), and whether every channel the
         *     workflow's steps use has one.
         */
        get: operations["listNotificationTemplates"];
        put?: never;
        /**
         * Create a notification template (a workflow; extension, the real service has it)
         * @description Creates a workflow from the v1 shape (the legacy SDK's `notificationTemplates.create`). It is
         *     inactive, and a draft, unless `active: true` is sent. Its trigger identifier is the slug of its name
         *     (`Order shipped` → `order-shipped`); when another workflow of the environment has that identifier, a
         *     short suffix is added (`order-shipped-1a2b3c4d`). Each step's message template gets an id, which is
         *     also the step's `_id` and `_templateId`; the trigger lists the payload variables the steps use. The
         *     workflow is at once in `GET /v2/workflows` and triggerable by its identifier.
         *
         *     * `notificationGroupId` must be a group of the environment (`GET /v1/notification-groups`) → else
         *       **404** `Notification group with id <id> not found, under environment <environmentId>`.
         *     * A step without `template` → **400** `Unexpected error: message template is missing`; a variant
         *       without filter conditions → **400** `Variant conditions are required, variant name <name> id <id>`.
         *     * Only in the Development environment: another environment's key → **401** `This action is only
         *       allowed in Development environment`.
         *     * `draft` is accepted and follows `active`; `notificationGroup` and `blueprintId` are accepted and not
         *       simulated (no blueprints); `__source` is accepted.
         */
        post: operations["createNotificationTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-templates/{templateId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a notification template (extension; the real service has it)
         * @description One workflow in the v1 shape. A 24-hex-digit `templateId` is looked up as `_id` only, anything else
         *     as a trigger identifier. Unknown → **404** `Workflow cannot be found` (with `workflowId`).
         */
        get: operations["getNotificationTemplate"];
        /**
         * Update a notification template (extension; the real service has it)
         * @description Changes the fields sent (the legacy SDK's `notificationTemplates.update`): an empty `name` keeps the
         *     stored one; `steps` replaces every step and recomputes the trigger's variables (a step sent with the
         *     `_templateId` of one of the workflow's steps keeps that id and updates its message template, type
         *     included); `identifier` renames the trigger; `notificationGroupId` moves it to another group of the
         *     environment. The next trigger runs the new steps. `active` and `draft` are accepted and not changed
         *     here (`PUT …/status` does).
         *
         *     * Unknown `templateId` → **404** `Workflow cannot be found` (with `workflowId`).
         *     * `{}` changes nothing but `updatedAt`, and answers the workflow (as the real service does).
         *     * `identifier` of another workflow → **400** `Workflow with identifier <identifier> already exists`.
         *     * A group that is not the environment's → **404** `Notification group with id <id> not found, under
         *       environment <environmentId>`; a `_templateId` of none of the workflow's steps → **404** `Message
         *       template with id <id> not found`; a step without `template` → **400** `Something un-expected
         *       happened, template couldn't be found`.
         */
        put: operations["updateNotificationTemplate"];
        post?: never;
        /**
         * Delete a notification template (extension; the real service has it)
         * @description Deletes the workflow: it leaves `GET /v2/workflows`, and a trigger of it answers `workflow_not_found`.
         *     Its activity and messages stay. Answers `true`. Unknown `templateId` → **404** `Workflow cannot be
         *     found` (with `workflowId`). Only in the Development environment: another environment's key → **401**
         *     `This action is only allowed in Development environment`.
         */
        delete: operations["deleteNotificationTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-templates/{templateId}/status": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                templateId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a notification template (extension; the real service has it)
         * @description Sets `active` (an inactive workflow is a draft, and its triggers answer `trigger_not_active`). The
         *     status it already has → **400** `You must provide a different status from the current status`.
         *     Unknown `templateId` → **404** `Template with id <templateId> not found`. Only in the Development
         *     environment: another environment's key → **401** `This action is only allowed in Development environment`.
         */
        put: operations["updateNotificationTemplateStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List workflows in the v1 shape (extension; the real service has it)
         * @description The same page as `GET /v1/notification-templates` (the real service serves its v1 workflows under
         *     both names, from the same code): the caller's environment's workflows, newest first, `page` (from 0)
         *     and `limit` (1–100, default 10) selecting `limit` workflows from `page × limit`, `query` keeping those
         *     whose name or trigger identifier holds it (case-insensitive). Each embeds its `notificationGroup` and
         *     a `workflowIntegrationStatus`. The page object is sent as it is (no `{data}` envelope).
         */
        get: operations["listWorkflowsV1"];
        put?: never;
        /**
         * Create a workflow from the v1 shape (extension; the real service has it)
         * @description The same create as `POST /v1/notification-templates`, with the same body, rules and errors: inactive
         *     and a draft unless `active: true`; the trigger identifier is the slug of the name (a short suffix when
         *     another workflow has it); `notificationGroupId` must be a group of the environment (**404** otherwise);
         *     only the Development environment may create (**401** `This action is only allowed in Development
         *     environment`). The one difference, as in the real service: the workflow's `origin` is
         *     `novu-cloud-v1` here and `novu-cloud` there.
         */
        post: operations["createWorkflowV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/variables": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The variables a workflow's templates can use (extension; the real service has it)
         * @description What a step's content may read besides the payload: `system` lists the `subscriber`, `actor`, `step`,
         *     `branding` and `tenant` fields with their types, as the real service lists them. `translations` is
         *     empty (translations are an enterprise feature the mock does not simulate).
         */
        get: operations["getWorkflowVariablesV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflowId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a workflow in the v1 shape (extension; the real service has it)
         * @description As `GET /v1/notification-templates/{templateId}`: a 24-hex-digit `workflowId` is looked up as `_id`
         *     only, anything else as a trigger identifier. Unknown → **404** `Workflow cannot be found` (with
         *     `workflowId`).
         */
        get: operations["getWorkflowV1"];
        /**
         * Update a workflow from the v1 shape (extension; the real service has it)
         * @description The same update as `PUT /v1/notification-templates/{templateId}`, with the same body, rules and
         *     errors (unknown `workflowId` → **404** `Workflow cannot be found`; `identifier` of another workflow →
         *     **400** `Workflow with identifier <identifier> already exists`).
         */
        put: operations["updateWorkflowV1"];
        post?: never;
        /**
         * Delete a workflow (v1; extension, the real service has it)
         * @description As `DELETE /v1/notification-templates/{templateId}`: the workflow goes (a trigger of it answers
         *     `workflow_not_found`), and the answer is `true`. Unknown → **404** `Workflow cannot be found` (with
         *     `workflowId`). Only in the Development environment (**401** otherwise).
         */
        delete: operations["deleteWorkflowV1"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflowId}/status": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a workflow (v1; extension, the real service has it)
         * @description As `PUT /v1/notification-templates/{templateId}/status`: sets `active` (inactive is a draft). The
         *     status it already has → **400** `You must provide a different status from the current status`;
         *     unknown → **404** `Template with id <workflowId> not found`; only in the Development environment
         *     (**401** otherwise).
         */
        put: operations["updateWorkflowStatusV1"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-groups": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow groups (extension; the real service has it)
         * @description The workflow groups (notification groups) of the caller's environment, in creation order. Every
         *     environment has a `General` group; every workflow names one in `_notificationGroupId`.
         */
        get: operations["listNotificationGroups"];
        put?: never;
        /**
         * Create a workflow group (extension; the real service has it)
         * @description Creates a group named `name` (names need not be unique).
         */
        post: operations["createNotificationGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-groups/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The group's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a workflow group (extension; the real service has it)
         * @description One group of the caller's environment. Unknown → **404** `Not Found`.
         */
        get: operations["getNotificationGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a workflow group (extension; the real service has it)
         * @description Deletes the group. As in the real service, workflows that name it keep its id. Unknown → **404**
         *     `Not Found`.
         */
        delete: operations["deleteNotificationGroup"];
        options?: never;
        head?: never;
        /**
         * Rename a workflow group (extension; the real service has it)
         * @description Renames the group. Unknown → **404** `Not Found`.
         */
        patch: operations["updateNotificationGroup"];
        trace?: never;
    };
    "/v1/feeds": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List in-app feeds (extension; the real service has it)
         * @description The in-app feeds of the caller's environment, in creation order (none until one is created).
         */
        get: operations["listFeeds"];
        put?: never;
        /**
         * Create an in-app feed (extension; the real service has it)
         * @description Creates a feed; its `name` is also its `identifier`, unique in the environment: a name in use →
         *     **409** `Feed with identifier: <name> already exists`. A step's message template names its feed with
         *     `feedId` (`POST /v1/notification-templates`).
         */
        post: operations["createFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feeds/{feedId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The feed's `_id`. */
                feedId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an in-app feed (extension; the real service has it)
         * @description Deletes the feed and answers the feeds left. The real service's refusals are **400**s: unknown
         *     `feedId` → `Could not find feed with id <feedId>`; a feed that a step's message template names →
         *     `Can not delete feed that has existing message`.
         */
        delete: operations["deleteFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the changes to promote, or those promoted (extension; the real service has it)
         * @description What the v1 writes of the caller's environment would promote to its child environment (Development →
         *     Production), as `@novu/node`'s `changes.get({page, limit, promoted})` reads them. A change is recorded
         *     by a v1 workflow write (`POST`, `PUT`, `PUT …/status`, `DELETE /v1/notification-templates…`), a new
         *     workflow group (`POST /v1/notification-groups`) and a feed's creation or delete (`/v1/feeds`); writes to
         *     one record merge into its pending change. `promoted=true` lists the promoted ones, anything else the
         *     pending ones (the parameter is required), newest first, `limit` (1–100, default 10) from `page × limit`.
         *     A workflow's message templates are changes under the workflow's (`_parentId`), not listed. Each change
         *     holds `change`, the diff from the record as last promoted to the record as written
         *     (`[{op: add | update | delete, path, val?, oldVal?}]`), and the list adds `templateName` (and for a
         *     workflow `templateId`). Layouts are not simulated.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changes/count": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the changes to promote (extension; the real service has it)
         * @description How many changes `GET /v1/changes?promoted=false` lists (`@novu/node`'s `changes.getCount()`).
         */
        get: operations["countChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changes/bulk/apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote several changes (extension; the real service has it)
         * @description Promotes each change of `changeIds` that the caller's environment has, oldest first, as
         *     `POST /v1/changes/{changeId}/apply` does (ids it does not have are skipped), and answers one list per
         *     change (`@novu/node`'s `changes.applyMany(changeIds)`).
         */
        post: operations["bulkApplyChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changes/{changeId}/apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The change's `_id`. */
                changeId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote a change to the child environment (extension; the real service has it)
         * @description Promotes the change, after the changes under it (a workflow's message templates, a feed its steps
         *     name), to the caller's environment's child (Development → Production; `@novu/node`'s
         *     `changes.applyOne(changeId)`), and answers them as they were before (`enabled` as it was). The child
         *     gets the record as the promoted changes make it, with an `_id` of its own and the parent
         *     environment's record's id in `_parentId`: a workflow with its steps (each message template with a new
         *     id naming the parent's in `_parentId`, its feed the child's of the same identifier) in the child's
         *     group promoted from its group (that group's changes are promoted first; a group the child had from the
         *     start is found by name); a group; a feed (created; a feed of that name there already, or a deleted
         *     one, goes, as in the real service). A deleted workflow is deleted there. A change promoted already is
         *     promoted again.
         *
         *     * Not an id → **400** `Validation failed for ApplyChangeCommand: changeId: changeId must be a mongodb id`.
         *     * Not a change of this environment → **404** `Parent Change not found`.
         *     * An environment without a child (Production's key) → **404** `Environment <environmentId> not found`.
         *     * The workflow's group has no counterpart → **404** `Notification Group Id <id> not found, Notification Template: <name>`.
         */
        post: operations["applyChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execution-details": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the execution details of one notification for one subscriber (extension; the real service has it)
         * @description What happened to each step of a triggered event (`GET /v1/notifications`' `_id`) for one subscriber,
         *     in the order it happened: one record per execution detail, with its job, event, workflow and
         *     subscriber ids. Unknown `subscriberId` → **404** `Subscriber not found for id <subscriberId>`; an
         *     event that is not this subscriber's, or none → an empty list (as the real service answers).
         */
        get: operations["listExecutionDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/topics": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List topics by page (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.list`. The topics of the caller's environment in creation order, each with its
         *     subscribers' ids; `key` keeps the topic with exactly that key. `page` counts from 0; `pageSize` is 10
         *     by default and at most 10: a larger one → **400** `Page size can not be larger then 10` (the real
         *     service's words).
         */
        get: operations["listTopicsV1"];
        put?: never;
        /**
         * Create a topic (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.create`. Creates the topic `key` named `name` in the caller's environment, the
         *     same topics as `/v2/topics`. Answers **201** with only `_id` and `key`. The v1 API takes any key
         *     (`/v2/topics` checks its characters). A key that exists → **409** `Topic exists with key <key> in the
         *     environment <environmentId> of the organization <organizationId>`.
         */
        post: operations["createTopicV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/topics/{topicKey}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        /**
         * Get a topic (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.get`: the topic and its subscribers' ids. Unknown key → **404** `Topic not found
         *     for id <key> in the environment <environmentId>`.
         */
        get: operations["getTopicV1"];
        put?: never;
        post?: never;
        /**
         * Delete a topic that has no subscribers (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.delete`. Answers **204** with no body. Unknown key → **404** as `getTopicV1`; a
         *     topic that still has subscribers → **409** `Topic with key <key> in the environment <environmentId>
         *     can't be deleted as it still has subscribers assigned` (remove them first; `DELETE /v2/topics/{topicKey}`
         *     deletes a topic with its subscriptions).
         */
        delete: operations["deleteTopicV1"];
        options?: never;
        head?: never;
        /**
         * Rename a topic (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.rename`: sets the topic's `name`. Unknown key → **404** as `getTopicV1`.
         */
        patch: operations["renameTopicV1"];
        trace?: never;
    };
    "/v1/topics/{topicKey}/subscribers": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add subscribers to a topic (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.addSubscribers`. Creates the topic when the key is new (named
         *     `Autogenerated-<key>`), then subscribes each subscriber of the list that exists and is not subscribed
         *     yet. Answers **200** with the ids that exist in `succeeded` (each once, subscribed before or now)
         *     and, only when some do not exist, those in `failed.notFound`.
         */
        post: operations["addTopicSubscribersV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/topics/{topicKey}/subscribers/removal": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove subscribers from a topic (v1; extension, the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The old SDK's `topics.removeSubscribers`: removes every subscription of these subscribers to the
         *     topic. Answers **204** with no body, also for an unknown topic or subscriber.
         */
        post: operations["removeTopicSubscribersV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants by page (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The tenants of the caller's environment, newest first. `page` counts from 0, `limit` is 1–100
         *     (default 10). As in the real service the page has no total count, and `hasMore` is true whenever
         *     the page is full (the page after a full last page is empty).
         */
        get: operations["listTenants"];
        put?: never;
        /**
         * Create a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Creates a tenant of the caller's environment: `identifier` (what triggers name it by), `name`, and
         *     free-form `data`. An identifier the environment has → **409** `Tenant with identifier: <identifier>
         *     already exists under environment <environmentId>`.
         */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{identifier}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        /**
         * Get a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Unknown identifier → **404** `Tenant with identifier: <identifier> does not exist under environment
         *     <environmentId>`.
         */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        /**
         * Delete a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Answers **204** with no body. Unknown identifier → **404** as `getTenant`. A trigger that names a
         *     deleted tenant then runs nothing (`status: no_tenant_found`).
         */
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        /**
         * Update a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     A non-empty `name` replaces the name; a `data` object replaces the data whole (it is not merged);
         *     `identifier` renames the tenant, and must be free (**409** as `createTenant`). Fields not sent stay.
         *     Unknown identifier → **404** as `getTenant`.
         */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/v1/workflow-overrides": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow overrides by page (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     The environment's overrides, newest first. `page` counts from 0, `limit` is 1–100 (default 10). As in
         *     the real service the page has no total count, and `hasMore` is true whenever the page is full.
         *     Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        get: operations["listWorkflowOverrides"];
        put?: never;
        /**
         * Override a workflow for a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     `workflowId` and `tenantId` are the `_id`s of a workflow and a tenant of the environment. The override
         *     is inactive unless `active` is sent, and every channel of `preferenceSettings` is on unless sent off.
         *     A trigger that names the tenant runs the workflow only when the override is active (an active override
         *     runs even a workflow that is off). An id that is no Mongo id → **422** `Validation failed for
         *     CreateWorkflowOverrideCommand: _tenantId: _tenantId must be a mongodb id` (with `errors._tenantId`); an
         *     unknown tenant → **404** `Tenant with id <id> is not found`, then an unknown workflow → **404** `Workflow
         *     with id <id> is not found`; a second override of the same workflow and tenant → **409** (the real
         *     service answers a 500 there). Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        post: operations["createWorkflowOverride"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflow-overrides/{overrideId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The override's `_id`. */
                overrideId: string;
            };
            cookie?: never;
        };
        /**
         * Get a workflow override (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     No Mongo id → **422** `Validation failed for GetWorkflowOverrideByIdCommand: overrideId: overrideId must
         *     be a mongodb id`; unknown → **404** `Workflow Override with id <id> not found`. Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        get: operations["getWorkflowOverrideById"];
        /**
         * Update a workflow override (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     `active` replaces the flag; the channels sent in `preferenceSettings` replace theirs, the others stay.
         *     The answer is the override as the real use case answers it: with the changes and its previous
         *     `updatedAt` (a read shows the new one). No Mongo id → **422** (as for the get); unknown → **404**
         *     `Workflow override with id <id> not found`. Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        put: operations["updateWorkflowOverrideById"];
        post?: never;
        /**
         * Delete a workflow override (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Answers `true`. No Mongo id → **422** `Validation failed for DeleteWorkflowOverrideCommand: _id: _id must
         *     be a mongodb id`; unknown → **404** `Workflow Override with id <id> not found`. Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        delete: operations["deleteWorkflowOverride"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflow-overrides/workflows/{workflowId}/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
                /** @description The tenant's `_id` (not its identifier). */
                tenantId: string;
            };
            cookie?: never;
        };
        /**
         * Get the override of a workflow for a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     Only the override is looked for (the workflow and the tenant may be gone). No Mongo id → **422**
         *     `Validation failed for GetWorkflowOverrideCommand: …`; none → **404** `Workflow Override with workflow
         *     id <workflowId>, tenant id <tenantId> not found`. Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        get: operations["getWorkflowOverride"];
        /**
         * Update the override of a workflow for a tenant (extension; the real service has it)
         * @description **Extension**: the real service has this operation, the specification does not list it.
         *
         *     As `updateWorkflowOverrideById`, after the tenant and the workflow are found: no Mongo id → **422**
         *     `Validation failed for UpdateWorkflowOverrideCommand: …`; unknown tenant → **404** `Tenant with id <id>
         *     is not found`; unknown workflow → **404** `Workflow with id <id> is not found`; no override → **404**
         *     `Workflow override with workflow id <workflowId> and tenant id <tenantId> was not found`. Development only, as every override route: another environment → **401** `This action is only allowed in
         *     Development environment`.
         */
        put: operations["updateWorkflowOverride"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/session/initialize": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a widget session for a subscriber
         * @description What `@novu/notification-center`, `@novu/headless` and `@novu/client` call first. Needs no credentials: the
         *     environment is the one whose application identifier is sent (unknown → **400** `Please provide a valid app identifier`).
         *     The subscriber is created, or its sent profile fields updated. When the environment's active in-app integration has
         *     `hmac` on, `hmacHash` must be the hex HMAC-SHA256 of the subscriber id keyed by the environment's API key, else
         *     **400** `Please provide a valid HMAC hash`; no active in-app integration → **404** `In app integration could not be found`.
         *     The token is an Inbox session token too: it opens this subscriber's widget and Inbox routes and its socket, in
         *     this environment only, until a reset.
         */
        post: operations["initializeWidgetSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/organization": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The session environment's organization
         * @description The organization's `_id` and `name`, and its `branding` when its fixture has one (the widget reads its colours, logo and font from it).
         */
        get: operations["getWidgetOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/notifications/feed": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The session subscriber's in-app feed
         * @description The subscriber's in-app messages, newest first: the records the Inbox and `GET /v1/subscribers/{subscriberId}/notifications/feed`
         *     show, with the same rules. `page` from 0, `limit` 1–100 (default 10); `read`, `seen`; `feedIdentifier` (one or the key
         *     repeated) keeps the messages of the feeds with those identifiers; `payload` = a JSON object encoded in base64, each key equal to
         *     the trigger payload's (not base64 JSON → **400** `Invalid payload, the JSON object should be encoded to base64 string.`).
         *     As in the real service, `totalCount` counts the matches from this page on, at most `limit`, and `hasMore` says whether
         *     more follow. The page goes as it is (it has `data`), not inside another `data`.
         */
        get: operations["getWidgetFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/notifications/unseen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the session subscriber's unseen messages
         * @description In-app messages with `seen` as asked (default `false`: unseen), of the listed feeds when sent, counted up to `limit`.
         */
        get: operations["getWidgetUnseenCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/notifications/unread": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the session subscriber's unread messages
         * @description In-app messages with `read` as asked (default `false`: unread), of the listed feeds when sent, counted up to `limit`.
         */
        get: operations["getWidgetUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/notifications/count": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the session subscriber's messages in a state
         * @description In-app messages with `seen` and/or `read` as asked (neither sent: unseen), of the listed feeds when sent, counted up to `limit`. What a feed tab shows.
         */
        get: operations["getWidgetCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/markAs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the seen/read flags of messages (legacy form)
         * @description Each flag of `mark` that is sent is set to the value sent, and its date (`lastSeenDate`, `lastReadDate`) to
         *     now; unlike `mark-as`, `{read: true}` does not mark the message seen. Only the subscriber's in-app messages are changed and
         *     returned; other ids are absent from the result. A string `messageId` may hold several comma-separated ids. As the real
         *     controller checks them: no `messageId` (absent, `null`, `""`) → **400** `messageId is required`; ids that are no
         *     ObjectId → **400** `Invalid messageId format: <ids>`.
         */
        post: operations["markWidgetMessagesLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/mark-as": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark messages read, seen, unread or unseen
         * @description As `POST /v1/subscribers/{subscriberId}/messages/mark-as` for the session subscriber: `read` also makes the
         *     message seen; returns the subscriber's in-app messages among the ids, as they are now (other ids are left out).
         *     No `messageId`, or an empty list → **400** `messageId is required` (the real service's own tests expect it).
         */
        post: operations["markWidgetMessagesAs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/read": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all the session subscriber's unread messages read (and seen)
         * @description Every in-app message of the subscriber not yet read (of the feeds whose identifiers `feedId` lists, when sent: one, several comma-separated, or a list) becomes read. Answers how many changed.
         */
        post: operations["markAllWidgetMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/seen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all the session subscriber's unseen messages seen
         * @description Every in-app message of the subscriber not yet seen (of the feeds whose identifiers `feedId` lists, when sent: one, several comma-separated, or a list) becomes seen. Answers how many changed.
         */
        post: operations["markAllWidgetMessagesSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/{messageId}/actions/{type}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                messageId: string;
                type: "primary" | "secondary";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a message button's result
         * @description Sets the in-app message's action `status` (`pending` / `done`) and its result: the button `type` and the
         *     `payload` sent. Returns the message. A message that is not this subscriber's in-app message → **404** `Message <id> not found`.
         */
        post: operations["updateWidgetMessageAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the session subscriber's messages
         * @description Deletes the in-app message (it leaves every feed, the Inbox and the counts) and answers it as it was. Not this subscriber's in-app message → **404** `Message <id> not found`.
         */
        delete: operations["removeWidgetMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete all the session subscriber's messages
         * @description Deletes every in-app message of the subscriber, or those of one feed (`feedId`: not an ObjectId → **422** `FeedId must be a valid MongoDB ObjectId`; unknown → **404** `Feed with <feedId> not found`). Answers **204**.
         */
        delete: operations["removeAllWidgetMessages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/messages/bulk/delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several of the session subscriber's messages
         * @description Deletes the subscriber's in-app messages among `messageIds` (1–100 ObjectIds); other ids are ignored. Answers **200** with `{}`, as the real service (its result is empty).
         */
        post: operations["removeWidgetMessagesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widgets/preferences": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The session subscriber's preference for each workflow
         * @description As `GET /v1/subscribers/{subscriberId}/preferences` (its default, `includeInactiveChannels=false`): one preference per active, non-critical workflow, with the channels its active steps use (the switches the widget shows). The widget keeps them by `template._id`.
         */
        get: operations["listWidgetPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the session subscriber's global channels
         * @description As `PATCH /v1/subscribers/{subscriberId}/preferences`: each `preferences` entry turns a channel on or off for every workflow; `enabled` is accepted and ignored. Answers with the global channels the active workflows use (critical ones included).
         */
        patch: operations["updateWidgetGlobalPreferences"];
        trace?: never;
    };
    "/v1/widgets/preferences/{level}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The session subscriber's preferences of one level
         * @description `global`: a list of one item, the global preference (the channels the active workflows use, critical ones included). `template`: the same list as `GET /v1/widgets/preferences`. Another level → **422**.
         */
        get: operations["getWidgetPreferencesByLevel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the session subscriber's channel of one workflow
         * @description `level` is the workflow's `_id` (or its trigger identifier), as the widget sends `template._id`. As
         *     `PATCH /v1/subscribers/{subscriberId}/preferences/{parameter}`: `channel` turns one channel of it on or off (`enabled` is
         *     accepted and ignored); the next trigger honours it. Answers with the channels its active steps use. Unknown workflow → **404** `Workflow cannot be found`; a critical one → **400**.
         *     The answer's `template._id` is the one the widget's cache is keyed by.
         */
        patch: operations["updateWidgetPreference"];
        trace?: never;
    };
    "/v1/widgets/usage/log": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a usage event of the widget
         * @description The widget reports clicks and tab changes here (`[Widget] - <event>`). The mock keeps nothing (the request journal has it) and answers `{success: true}`.
         */
        post: operations["logWidgetUsage"];
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
        InboxFilter: {
            read?: boolean;
            seen?: boolean;
            archived?: boolean;
            snoozed?: boolean;
            tags?: components["schemas"]["InboxTagsFilter"];
            severity?: string | string[];
            data?: JsonObject;
            createdGte?: number;
            createdLte?: number;
        };
        /** @description Tags a notification must have: any of a list (`["a", "b"]` or `{"or": ["a", "b"]}`), or one of each OR-group (`{"and": [{"or": ["a", "b"]}, {"or": ["c"]}]}`; at most 30 groups, 100 tags a group, 200 in all). */
        InboxTagsFilter: string[] | {
            or: string[];
        } | {
            and: {
                or: string[];
            }[];
        };
        /** @description Which notifications a bulk operation takes (all of the session subscriber's when empty). */
        InboxBulkFilter: {
            tags?: components["schemas"]["InboxTagsFilter"];
            /** @description A JSON object, as in the list's `data` filter. */
            data?: string;
        };
        InboxSeenRequest: {
            notificationIds?: string[];
            tags?: components["schemas"]["InboxTagsFilter"];
            /** @description A JSON object, as in the list's `data` filter. */
            data?: string;
        };
        InboxAction: {
            label: string;
            isCompleted: boolean;
            redirect?: {
                url: string;
                target?: string;
            };
        };
        /** @description A stored in-app message as the Inbox client reads it. */
        InboxNotification: {
            id: string;
            transactionId: string;
            subject?: string;
            body: string;
            to: {
                id?: string;
                subscriberId: string;
            };
            isRead: boolean;
            isSeen: boolean;
            isArchived: boolean;
            isSnoozed: boolean;
            /** Format: date-time */
            snoozedUntil?: string;
            deliveredAt?: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readAt?: string;
            /** Format: date-time */
            firstSeenAt?: string;
            /** Format: date-time */
            archivedAt?: string;
            avatar?: string;
            primaryAction?: components["schemas"]["InboxAction"];
            secondaryAction?: components["schemas"]["InboxAction"];
            /** @enum {string} */
            channelType: "in_app";
            tags?: string[];
            data?: JsonObject;
            redirect?: {
                url: string;
                target?: string;
            };
            workflow?: {
                id: string;
                identifier?: string;
                name: string;
                critical: boolean;
                tags?: string[];
                /** @enum {string} */
                severity: "high" | "medium" | "low" | "none";
            };
            /** @enum {string} */
            severity: "high" | "medium" | "low" | "none";
        };
        InboxSessionRequest: {
            applicationIdentifier: string;
            subscriber?: string | components["schemas"]["InboxSubscriber"];
            /** @deprecated */
            subscriberId?: string;
            subscriberHash?: string;
            /** @description The contexts the Inbox opens in: `{type: id}` or `{type: {id, data}}`, at most 5. Checked by the session itself (a bad one is a 422 under `errors.general`). */
            context?: unknown;
            contextHash?: string;
            defaultSchedule?: components["schemas"]["InboxScheduleInput"];
        };
        InboxSubscriber: {
            id?: string;
            subscriberId: string;
            firstName?: string | null;
            lastName?: string | null;
            email?: string | null;
            phone?: string | null;
            avatar?: string | null;
            locale?: string | null;
            timezone?: string | null;
            data?: JsonObject | null;
        };
        InboxUnreadCount: {
            total: number;
            severity: {
                high: number;
                medium: number;
                low: number;
                none: number;
            };
        };
        InboxSession: {
            /** @description Opaque: send it as `Authorization: Bearer <token>` to the other Inbox operations. */
            token: string;
            totalUnreadCount: number;
            unreadCount: components["schemas"]["InboxUnreadCount"];
            removeNovuBranding: boolean;
            isDevelopmentMode: boolean;
            maxSnoozeDurationHours: number;
            applicationIdentifier?: string;
            schedule?: components["schemas"]["InboxDeliverySchedule"];
            /** @description The session's contexts (`type:id`, sorted); empty without a context. */
            contextKeys?: string[];
        };
        /** @description A channel on (`true`) or off (`false`); channels left out keep their value. */
        InboxChannelPreferences: {
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
        };
        /** @description Channels on (`true`) or off (`false`), and the delivery schedule; what is left out keeps its value. */
        InboxGlobalPreferenceChange: {
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
            schedule?: components["schemas"]["InboxScheduleInput"];
        };
        /** @description A delivery schedule as the Inbox sends it (`isEnabled`, and `weeklySchedule` of days with `isEnabled` and `hours` of `{start, end}` in 12-hour format, e.g. `09:00 AM` or `9:00 AM`), checked by the operation itself as the real service's schedule: a bad one is a 422 with its messages under `errors.general`. */
        InboxScheduleInput: unknown;
        /** @description One workflow's channels on (`true`) or off (`false`); channels left out keep their value. */
        InboxWorkflowPreferenceChange: {
            /** @description The workflow's `_id` or trigger identifier. */
            workflowId: string;
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
        };
        InboxDeliverySchedule: {
            isEnabled: boolean;
            weeklySchedule?: {
                monday?: components["schemas"]["InboxDaySchedule"];
                tuesday?: components["schemas"]["InboxDaySchedule"];
                wednesday?: components["schemas"]["InboxDaySchedule"];
                thursday?: components["schemas"]["InboxDaySchedule"];
                friday?: components["schemas"]["InboxDaySchedule"];
                saturday?: components["schemas"]["InboxDaySchedule"];
                sunday?: components["schemas"]["InboxDaySchedule"];
            };
        };
        InboxDaySchedule: {
            isEnabled: boolean;
            hours?: {
                /** @description In 12-hour format, e.g. `09:00 AM` or `9:00 AM`. */
                start: string;
                end: string;
            }[];
        };
        InboxPreference: {
            /** @enum {string} */
            level: "global" | "template";
            enabled: boolean;
            channels: {
                email?: boolean;
                sms?: boolean;
                in_app?: boolean;
                chat?: boolean;
                push?: boolean;
            };
            schedule?: components["schemas"]["InboxDeliverySchedule"];
            /** @description Listed workflows only (not the answer of a change), one per channel shown, naming the subscriber. */
            overrides?: {
                /** @enum {string} */
                channel: "in_app" | "email" | "sms" | "chat" | "push";
                /** @enum {string} */
                source: "subscriber";
            }[];
            /**
             * Format: date-time
             * @description Listed workflows only, when the subscriber last changed this workflow's preference.
             */
            updatedAt?: string;
            /** @description Present on `template` preferences (`data` only in the answer of a change, when the workflow has it). */
            workflow?: {
                id: string;
                identifier?: string;
                name: string;
                critical: boolean;
                tags?: string[];
                data?: JsonObject;
                /** @enum {string} */
                severity: "high" | "medium" | "low" | "none";
            };
        };
        WorkflowList: {
            totalCount: number;
            workflows: {
                _id: string;
                name: string;
                tags?: string[];
                /** @description The trigger identifier. */
                workflowId: string;
                slug: string;
                /** @enum {string} */
                status: "ACTIVE" | "INACTIVE" | "ERROR";
                /** @description `novu-cloud` for a workflow written through /v2/workflows, `novu-cloud-v1` through the v1 API, `external` for a code workflow (and the seeded ones). */
                origin: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** Format: date-time */
                lastTriggeredAt?: string | null;
                stepTypeOverviews: string[];
                steps: {
                    slug: string;
                    type: string;
                }[];
            }[];
        };
        WorkflowDetail: {
            _id: string;
            name: string;
            description?: string;
            tags?: string[];
            /** @description The trigger identifier. */
            workflowId: string;
            slug: string;
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE" | "ERROR";
            /** @description `novu-cloud`, `novu-cloud-v1` or `external` (see the workflow list). */
            origin: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            lastTriggeredAt?: string | null;
            active: boolean;
            isTranslationEnabled: boolean;
            /** @description Triggers are checked against `payloadSchema` (400 `PAYLOAD_VALIDATION_ERROR`). */
            validatePayload: boolean;
            /** @description JSON Schema of the trigger payload; null when the workflow has none. */
            payloadSchema: JsonObject | null;
            /** @description A payload to start from, made from `payloadSchema` (examples, defaults) or from the variables the steps use. */
            payloadExample: JsonObject;
            /** @enum {string} */
            severity: "high" | "medium" | "low" | "none";
            preferences: {
                user: JsonObject | null;
                default: {
                    all: {
                        enabled: boolean;
                        /** @description True for a critical workflow: subscribers cannot turn it off. */
                        readOnly: boolean;
                    };
                    channels: {
                        [key: string]: {
                            enabled: boolean;
                        };
                    };
                };
            };
            steps: components["schemas"]["WorkflowStepDetail"][];
        };
        WorkflowStepDetail: {
            _id: string;
            stepId: string;
            name: string;
            slug: string;
            /**
             * @description The step's channel or action; a kind of step the v2 API does not name is shown as `custom`.
             * @enum {string}
             */
            type: "in_app" | "email" | "sms" | "push" | "chat" | "delay" | "digest" | "custom";
            /** @description `novu-cloud`, `novu-cloud-v1` or `external` (see the workflow list). */
            origin: string;
            workflowId: string;
            workflowDatabaseId: string;
            controls: {
                values: components["schemas"]["StepControlValues"];
            };
            controlValues?: components["schemas"]["StepControlValues"];
            /** @description JSON Schema of what the step's templates can read (`workflow`, `subscriber`, `steps`, `payload`, `context`, `env`). */
            variables: JsonObject;
            issues?: components["schemas"]["WorkflowStepIssues"];
        };
        /**
         * @description What the write found wrong with the step's control values, keyed by control (absent when there are none):
         *     a required control missing (`MISSING_VALUE`, e.g. an in-app step with neither subject nor body:
         *     `Subject or body is required`), or a delay or digest longer than the plan allows
         *     (`TIER_LIMIT_EXCEEDED` on `amount` and `unit`; the mock's organization is on the free plan: 24 hours);
         *     an active workflow with any is `ERROR`. `integration` (checked at each read): a channel step without an
         *     active integration of its channel (email and sms: an active primary one), `MISSING_INTEGRATION`.
         */
        WorkflowStepIssues: {
            controls?: {
                [key: string]: components["schemas"]["WorkflowStepIssue"][];
            };
            integration?: {
                [key: string]: components["schemas"]["WorkflowStepIssue"][];
            };
        };
        WorkflowStepIssue: {
            /** @enum {string} */
            issueType: "MISSING_VALUE" | "TIER_LIMIT_EXCEEDED" | "ILLEGAL_VARIABLE_IN_CONTROL_VALUE" | "INVALID_URL" | "MISSING_INTEGRATION";
            message: string;
            variableName?: string;
        };
        /**
         * @description The step's content. in_app: `subject`, `body`, `redirect`, `primaryAction`, `secondaryAction`;
         *     email: `subject` (always), `body`, `editorType`; push: `subject`, `body`; sms and chat: `body`;
         *     delay and digest: `type`, `amount`, `unit` (digest also `digestKey`).
         */
        StepControlValues: {
            subject?: string;
            body?: string;
            /** @enum {string} */
            editorType?: "block" | "html";
            redirect?: components["schemas"]["StepRedirect"];
            primaryAction?: components["schemas"]["StepAction"];
            secondaryAction?: components["schemas"]["StepAction"];
            /** @enum {string} */
            type?: "regular" | "timed";
            amount?: number;
            /** @enum {string} */
            unit?: "seconds" | "minutes" | "hours" | "days" | "weeks" | "months";
            digestKey?: string;
            /** @description The step's skip condition (JSON Logic), kept as sent. */
            skip?: JsonObject;
            /** @description An email's layout, kept as sent (null for none). */
            layoutId?: string | null;
            disableOutputSanitization?: boolean;
        };
        StepRedirect: {
            url: string;
        };
        StepAction: {
            label?: string;
            redirect?: components["schemas"]["StepRedirect"];
        };
        /** @description A subscriberId, or a subscriber to create or update (profile fields, and chat/push channels). */
        TriggerRecipient: string | components["schemas"]["TriggerSubscriber"];
        TriggerSubscriber: {
            subscriberId: string;
            firstName?: string | null;
            lastName?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            avatar?: string | null;
            locale?: string | null;
            timezone?: string | null;
            data?: JsonObject | null;
            /** @description Credentials to upsert (appended like `PATCH /v1/subscribers/{subscriberId}/credentials`). */
            channels?: components["schemas"]["UpdateSubscriberCredentialsRequest"][];
        };
        TriggerEventRequest: {
            /** @description Trigger identifier of the workflow. */
            name: string;
            to: components["schemas"]["TriggerTo"] | components["schemas"]["TriggerTo"][];
            /** @description Variables for the workflow's templates (`{{payload.x}}`). */
            payload?: JsonObject;
            /** @description Provider-specific overrides, kept on jobs and messages. */
            overrides?: JsonObject;
            /** @description Generated (UUID v4) when absent; must not have been used before. */
            transactionId?: string;
            actor?: components["schemas"]["TriggerRecipient"];
            /** @description Context of the event: each entry `type: id` (or `type: {id, data}`) becomes the context key `type:id` of the activity event and its messages. */
            context?: {
                [key: string]: string | {
                    id: string;
                    data?: JsonObject;
                };
            };
            tenant?: string | {
                identifier?: string;
                name?: string;
                data?: JsonObject;
            };
            /**
             * @description A bridge to run the workflow on (what `@novu/framework` adds in development): the mock discovers the
             *     workflow there and runs it, localhost included, without keeping what it discovered.
             */
            bridgeUrl?: string;
        };
        BulkTriggerEventRequest: {
            events: components["schemas"]["TriggerEventRequest"][];
        };
        TriggerEventResponse: {
            acknowledged: boolean;
            /** @enum {string} */
            status: "processed" | "trigger_not_active" | "no_workflow_steps_defined" | "no_workflow_active_steps_defined" | "no_tenant_found" | "error";
            transactionId?: string;
            /** @description A processed trigger's link to its request in the dashboard's activity, in the real service's form `<dashboard>/env/<environmentId>/activity/requests?selectedLogId=req_<id>` (see docs/events-and-activity.md). */
            activityFeedLink?: string;
            error?: string[];
        };
        PayloadValidationExceptionDto: {
            statusCode: number;
            /** Format: date-time */
            timestamp: string;
            path: string;
            message: string;
            error?: string;
            /** @description `{type, errors, schema}`: the same values as at the top level. */
            ctx?: JsonObject;
            /** @enum {string} */
            type: "PAYLOAD_VALIDATION_ERROR";
            errors: {
                field: string;
                message: string;
                value?: unknown;
                schemaPath?: string;
            }[];
            /** @description The workflow's payload schema, when the payload was checked against one. */
            schema?: JsonObject;
        };
        /**
         * @description Chat and push providers (subscriber channel settings and the credentials upsert). The service's own Slack is `novu-slack` on the real wire and `svc-slack` in this document: either is accepted, and answers spell it `novu-slack` (`svc-slack` under `--no-envelope`).
         * @enum {string}
         */
        ChatOrPushProviderEnum: "slack" | "discord" | "msteams" | "mattermost" | "ryver" | "zulip" | "grafana-on-call" | "getstream" | "rocket-chat" | "whatsapp-business" | "chat-webhook" | "svc-slack" | "novu-slack" | "telegram" | "fcm" | "apns" | "expo" | "one-signal" | "pushpad" | "push-webhook" | "pusher-beams" | "appio";
        /**
         * @description Providers of activity jobs and execution details. The service's own providers are `novu`, `novu-email`, `novu-sms`, `novu-slack`, `novu-email-agent` and `novu-anthropic` on the real wire and `svc…` in this document: either spelling is accepted, and answers use the real one (the document's under `--no-envelope`).
         * @enum {string}
         */
        ProvidersIdEnum: "emailjs" | "mailgun" | "mailjet" | "mandrill" | "nodemailer" | "postmark" | "sendgrid" | "sendinblue" | "ses" | "netcore" | "infobip-email" | "resend" | "plunk" | "mailersend" | "mailtrap" | "clickatell" | "outlook365" | "svc-email" | "sparkpost" | "email-webhook" | "braze" | "svc-email-agent" | "nexmo" | "plivo" | "sms77" | "sms-central" | "sns" | "telnyx" | "twilio" | "gupshup" | "firetext" | "infobip-sms" | "burst-sms" | "bulk-sms" | "isend-sms" | "forty-six-elks" | "kannel" | "maqsam" | "termii" | "africas-talking" | "svc-sms" | "sendchamp" | "generic-sms" | "clicksend" | "bandwidth" | "messagebird" | "simpletexting" | "azure-sms" | "ring-central" | "brevo-sms" | "eazy-sms" | "mobishastra" | "afro-message" | "unifonic" | "smsmode" | "imedia" | "sinch" | "isendpro-sms" | "cm-telecom" | "fcm" | "apns" | "expo" | "one-signal" | "pushpad" | "push-webhook" | "pusher-beams" | "appio" | "svc" | "slack" | "discord" | "msteams" | "mattermost" | "ryver" | "zulip" | "grafana-on-call" | "getstream" | "rocket-chat" | "whatsapp-business" | "chat-webhook" | "svc-slack" | "telegram" | "anthropic" | "svc-anthropic" | "anthropic-aws" | "novu" | "novu-email" | "novu-sms" | "novu-slack" | "novu-email-agent" | "novu-anthropic";
        /**
         * @description Channel / step type of an activity event or job.
         * @enum {string}
         */
        ActivityChannel: "in_app" | "email" | "sms" | "chat" | "push" | "digest" | "trigger" | "delay" | "throttle" | "custom" | "http_request";
        /** @enum {string} */
        TimeUnit: "seconds" | "minutes" | "hours" | "days" | "weeks" | "months";
        /**
         * @example {
         *       "_id": "6650b0000000000000000042",
         *       "subscriberId": "user-1042",
         *       "firstName": "Ada",
         *       "lastName": "Lovelace",
         *       "email": "ada@example.com",
         *       "phone": "+15555550142",
         *       "avatar": "https://example.com/avatars/ada.png",
         *       "locale": "en-US",
         *       "timezone": "Europe/London",
         *       "data": {
         *         "plan": "pro"
         *       },
         *       "channels": [
         *         {
         *           "providerId": "fcm",
         *           "integrationIdentifier": "fcm-main",
         *           "_integrationId": "6650c0000000000000000007",
         *           "credentials": {
         *             "deviceTokens": [
         *               "fcm-token-3f9a1c"
         *             ]
         *           }
         *         }
         *       ],
         *       "isOnline": false,
         *       "lastOnlineAt": null,
         *       "_organizationId": "6650a00000000000000000aa",
         *       "_environmentId": "6650a0000000000000000001",
         *       "deleted": false,
         *       "createdAt": "2024-05-24T10:15:00.000Z",
         *       "updatedAt": "2024-05-24T10:20:00.000Z",
         *       "__v": 0
         *     }
         */
        Subscriber: {
            /** @description Internal id generated by the service. */
            _id?: string;
            firstName?: string | null;
            lastName?: string | null;
            /**
             * Format: email
             * @description Always an email address (creation and trigger accept nothing else).
             */
            email?: string | null;
            phone?: string | null;
            /** @description URL of the avatar image. */
            avatar?: string | null;
            /** @description Preferred language or region. */
            locale?: string | null;
            channels?: components["schemas"]["ChannelSettings"][];
            /**
             * @deprecated
             * @description Deprecated; topics the subscriber is subscribed to.
             */
            topics?: string[];
            isOnline?: boolean | null;
            /** Format: date-time */
            lastOnlineAt?: string | null;
            /** @description Version of the subscriber document. */
            __v?: number;
            /** @description Free-form custom data. */
            data?: JsonObject | null;
            timezone?: string | null;
            /** @description Identifier used at creation. */
            subscriberId: string;
            _organizationId: string;
            _environmentId: string;
            deleted: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ChannelSettings: {
            providerId: components["schemas"]["ChatOrPushProviderEnum"];
            integrationIdentifier?: string;
            credentials: components["schemas"]["ChannelCredentials"];
            /** @description Id of the integration of this channel. */
            _integrationId: string;
        };
        ChannelCredentials: {
            /** @description Webhook URL used by chat integrations; obtained from the chat provider. */
            webhookUrl?: string;
            /** @description Channel specification for the `mattermost` provider. */
            channel?: string;
            /** @description Subscriber device tokens for a provider; used by push integrations. */
            deviceTokens?: string[];
            /** @description Alert UID for the `grafana-on-call` webhook payload. */
            alertUid?: string;
            /** @description Title for the `grafana-on-call` webhook. */
            title?: string;
            /** @description Image URL for the `grafana-on-call` webhook. */
            imageUrl?: string;
            /** @description State property for the `grafana-on-call` webhook. */
            state?: string;
            /** @description Link to upstream details for the `grafana-on-call` webhook. */
            externalUrl?: string;
        };
        CreateSubscriberRequest: {
            /** @description Identifier chosen by the caller; trimmed, must not be blank. */
            subscriberId: string;
            firstName?: string | null;
            lastName?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            /** @description URL or identifier of the avatar image. */
            avatar?: string | null;
            locale?: string | null;
            timezone?: string | null;
            /** @description Free-form custom data. */
            data?: JsonObject | null;
        };
        UpdateSubscriberCredentialsRequest: {
            providerId: components["schemas"]["ChatOrPushProviderEnum"];
            /** @description Identifier of the integration to use when several exist for the provider. */
            integrationIdentifier?: string;
            credentials: components["schemas"]["ChannelCredentials"];
        };
        ListSubscribersResponse: {
            data: components["schemas"]["Subscriber"][];
            /** @description Cursor of the next page; null when there are no more. */
            next: string | null;
            /** @description Cursor of the previous page; null on the first page. */
            previous: string | null;
            /** @description Number of matches, counted up to 50,000. */
            totalCount: number;
            /** @description True when more than 50,000 matches exist. */
            totalCountCapped: boolean;
        };
        MarkMessagesAsRequest: {
            /** @description One id, several comma-separated ids (no whitespace, as the real service splits on commas alone), or an array of ids of in-app messages. */
            messageId: string | string[];
            /** @enum {string} */
            markAs: "read" | "seen" | "unread" | "unseen";
        };
        /**
         * @example {
         *       "_id": "6650a1f2c3d4e5f6a7b8c9d0",
         *       "_templateId": "6650d0000000000000000003",
         *       "_environmentId": "6650a0000000000000000001",
         *       "_messageTemplateId": "6650d0000000000000000004",
         *       "_organizationId": "6650a00000000000000000aa",
         *       "_notificationId": "6650e0000000000000000010",
         *       "_subscriberId": "6650b0000000000000000042",
         *       "templateIdentifier": "welcome",
         *       "createdAt": "2024-05-24T10:30:00.000Z",
         *       "deliveredAt": [
         *         "2024-05-24T10:30:01.000Z"
         *       ],
         *       "lastSeenDate": "2024-05-24T11:00:00.000Z",
         *       "lastReadDate": "2024-05-24T11:00:00.000Z",
         *       "content": "Welcome aboard, Ada!",
         *       "transactionId": "0f8fad5b-d9cb-469f-a165-70867728950e",
         *       "channel": "in_app",
         *       "read": true,
         *       "seen": true,
         *       "cta": {
         *         "type": "redirect",
         *         "data": {
         *           "url": "/welcome"
         *         }
         *       },
         *       "_feedId": null,
         *       "status": "sent",
         *       "payload": {
         *         "firstName": "Ada"
         *       },
         *       "contextKeys": []
         *     }
         */
        Message: {
            _id?: string;
            _templateId?: string | null;
            _environmentId: string;
            _messageTemplateId?: string | null;
            _organizationId: string;
            _notificationId: string;
            _subscriberId: string;
            /** @description The job of the trigger that created the message (shown by the v1 feed). */
            _jobId?: string;
            /** @description The recipient: its whole record on the message routes; on the v1 and widget feeds only the fields the real feed populates (`_id`, `subscriberId`, `firstName`, `lastName`, `avatar`). */
            subscriber?: components["schemas"]["Subscriber"] | components["schemas"]["FeedSubscriber"];
            actor?: components["schemas"]["MessageActor"];
            /** @description The internal id of the trigger's `actor`, on an in-app message whose step has an actor. */
            _actorId?: string;
            actorSubscriber?: components["schemas"]["FeedSubscriber"];
            template?: components["schemas"]["Workflow"];
            templateIdentifier?: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Several dates when delivered more than once, for example after a snooze. */
            deliveredAt?: string[];
            /** Format: date-time */
            lastSeenDate?: string;
            /** Format: date-time */
            lastReadDate?: string;
            content?: components["schemas"]["EmailBlock"][] | string;
            transactionId: string;
            subject?: string;
            /** @enum {string} */
            channel: "in_app" | "email" | "sms" | "chat" | "push";
            read: boolean;
            seen: boolean;
            /**
             * Format: date-time
             * @description Date when the message is unsnoozed.
             */
            snoozedUntil?: string;
            /**
             * Format: date-time
             * @description When the subscriber first saw the message (an Inbox action or mark-as-seen of the Inbox).
             */
            firstSeenDate?: string;
            /** @description Archived through the Inbox. */
            archived?: boolean;
            /**
             * Format: date-time
             * @description When it was archived; null once unarchived.
             */
            archivedAt?: string | null;
            /** @description The tags of the message's workflow when it was sent, on every message (the Inbox filters by them). */
            tags?: string[];
            /** @description An in-app message's custom data (the Inbox shows it and filters by it). */
            data?: JsonObject;
            /**
             * @description An in-app message's severity (`none` when absent).
             * @enum {string}
             */
            severity?: "high" | "medium" | "low" | "none";
            /** @description An in-app message's avatar URL. */
            avatar?: string;
            email?: string;
            phone?: string;
            directWebhookUrl?: string;
            providerId?: string;
            deviceTokens?: string[];
            title?: string;
            cta: components["schemas"]["MessageCTA"];
            _feedId?: string | null;
            /** @enum {string} */
            status: "sent" | "error" | "warning";
            /** @description Present when the message has an error. */
            errorId?: string;
            /** @description Present when the message has an error. */
            errorText?: string;
            /** @description Payload of the trigger that produced the message. */
            payload?: JsonObject;
            /** @description Provider-specific overrides used at trigger time. */
            overrides?: JsonObject;
            /** @description Contexts in which the message was sent. */
            contextKeys?: string[];
        };
        /** @description Who an in-app message shows as its sender, from its step: a system icon (`data`: warning, info, error, success, up, question), a custom avatar URL, or the trigger's actor (`user`: `data` null on the message; the v1 and widget feeds put the actor's avatar there). */
        MessageActor: {
            /** @enum {string} */
            type: "user" | "system_icon" | "system_custom";
            data?: string | null;
        };
        /** @description A subscriber as the v1 and widget feeds populate it on each message (the recipient, the actor). A profile field that is null is left out: the official SDK's feed model refuses null there. */
        FeedSubscriber: {
            _id: string;
            subscriberId: string;
            firstName?: string;
            lastName?: string;
            avatar?: string;
        };
        EmailBlock: {
            /** @enum {string} */
            type: "button" | "text";
            content: string;
            url?: string;
            styles?: {
                /** @enum {string} */
                textAlign: "center" | "left" | "right";
            };
        };
        MessageCTA: {
            /** @enum {string} */
            type?: "redirect";
            data?: {
                url?: string;
                /**
                 * @description Where the redirect opens (a code workflow's `redirect.target`).
                 * @enum {string}
                 */
                target?: "_self" | "_blank" | "_parent" | "_top" | "_unfencedTop";
            };
            action?: components["schemas"]["MessageAction"];
        };
        MessageAction: {
            /** @enum {string} */
            status?: "pending" | "done";
            buttons?: components["schemas"]["MessageButton"][];
            result?: {
                payload?: JsonObject;
                /** @enum {string} */
                type?: "primary" | "secondary";
            };
        };
        MessageButton: {
            /** @enum {string} */
            type: "primary" | "secondary";
            content: string;
            resultContent?: string;
            /** @description Where the button leads (a code workflow's `primaryAction.redirect.url`). */
            url?: string;
            /** @enum {string} */
            target?: "_self" | "_blank" | "_parent" | "_top" | "_unfencedTop";
        };
        MessagesResponse: {
            page: number;
            totalCount: number;
            hasMore: boolean;
            pageSize: number;
            data: components["schemas"]["Message"][];
        };
        Workflow: {
            _id?: string;
            name: string;
            description: string;
            active: boolean;
            draft: boolean;
            preferenceSettings: {
                email?: boolean;
                sms?: boolean;
                in_app?: boolean;
                chat?: boolean;
                push?: boolean;
            };
            critical: boolean;
            tags: string[];
            steps: components["schemas"]["NotificationStep"][];
            _organizationId: string;
            _creatorId: string;
            _environmentId: string;
            triggers: components["schemas"]["NotificationTrigger"][];
            _notificationGroupId: string;
            _parentId?: string;
            deleted: boolean;
            deletedAt: string;
            deletedBy: string;
            notificationGroup?: {
                _id?: string;
                name: string;
                _environmentId: string;
                _organizationId: string;
                _parentId?: string;
            };
            data?: JsonObject;
            workflowIntegrationStatus?: JsonObject;
            /** @description JSON Schema of the trigger payload. Triggers are checked against it only when `validatePayload` is true. */
            payloadSchema?: JsonObject | null;
            /** @description Check trigger payloads against `payloadSchema` (400 `PAYLOAD_VALIDATION_ERROR` when one breaks it; the schema's defaults are filled in). */
            validatePayload?: boolean;
            /**
             * @description `external` for a code workflow synced from a bridge (`POST /v1/bridge/sync`).
             * @enum {string}
             */
            origin?: "novu-cloud" | "novu-cloud-v1" | "svc-cloud" | "svc-cloud-v1" | "external";
            /**
             * @description `BRIDGE` for a code workflow: its steps run on the bridge.
             * @enum {string}
             */
            type?: "REGULAR" | "ECHO" | "BRIDGE";
            /** @description A code workflow's bridge: the URL its steps are run on, as given to `POST /v1/bridge/sync` (an extension: the mock shows it so that its dashboard can; absent from other workflows). */
            bridgeUrl?: string;
            /** @enum {string} */
            severity?: "high" | "medium" | "low" | "none";
            /** @description The `_id` again (a single template carries it, as the real service's do). */
            id?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        NotificationStep: {
            _id?: string;
            /** @description A code workflow's step id (as its bridge names it), or a v2 step's (kept across updates). */
            stepId?: string;
            uuid?: string;
            name?: string;
            issues?: components["schemas"]["WorkflowStepIssues"];
            /** @description A step written through /v2/workflows: the control values kept as sent beside its template (`skip`, `layoutId`, `disableOutputSanitization`). The v1 views do not show it. */
            controlExtras?: JsonObject;
            _templateId?: string;
            active?: boolean;
            shouldStopOnFail?: boolean;
            /** @description MessageTemplate (fields not shown by the specification). */
            template?: JsonObject;
            filters?: components["schemas"]["StepFilter"][];
            _parentId?: string;
            metadata?: components["schemas"]["DigestRegularMetadata"] | components["schemas"]["DigestTimedMetadata"] | components["schemas"]["DelayRegularMetadata"] | components["schemas"]["DelayScheduledMetadata"];
            replyCallback?: {
                active?: boolean;
                url?: string;
            };
            variants?: components["schemas"]["NotificationStepVariant"][];
        };
        /** @description A workflow step shape without `variants`. */
        NotificationStepVariant: {
            _id?: string;
            uuid?: string;
            name?: string;
            _templateId?: string;
            active?: boolean;
            shouldStopOnFail?: boolean;
            /** @description MessageTemplate (fields not shown by the specification). */
            template?: JsonObject;
            filters?: components["schemas"]["StepFilter"][];
            _parentId?: string;
            metadata?: components["schemas"]["DigestRegularMetadata"] | components["schemas"]["DigestTimedMetadata"] | components["schemas"]["DelayRegularMetadata"] | components["schemas"]["DelayScheduledMetadata"];
            replyCallback?: {
                active?: boolean;
                url?: string;
            };
        };
        StepFilter: {
            isNegated: boolean;
            /** @enum {string} */
            type: "BOOLEAN" | "TEXT" | "DATE" | "NUMBER" | "STATEMENT" | "LIST" | "MULTI_LIST" | "GROUP";
            /** @enum {string} */
            value: "AND" | "OR";
            children: components["schemas"]["StepFilterPart"][];
        };
        /** @description One condition of a step filter, by what it reads (`on`). Webhook conditions are part of the model but refused when a workflow is written or loaded: the mock does not call out to their URL. */
        StepFilterPart: components["schemas"]["FieldFilterPart"] | components["schemas"]["RealtimeOnlineFilterPart"] | components["schemas"]["OnlineInLastFilterPart"] | components["schemas"]["PreviousStepFilterPart"] | components["schemas"]["WebhookFilterPart"];
        /** @description Compares a field of the trigger's payload, its subscriber or its tenant with `value` (whose `{{…}}` variables are filled from the trigger's data first). */
        FieldFilterPart: {
            /** @enum {string} */
            on: "subscriber" | "payload" | "tenant";
            field: string;
            value: string;
            operator: components["schemas"]["StepFilterOperator"];
        };
        /** @enum {string} */
        StepFilterOperator: "LARGER" | "SMALLER" | "LARGER_EQUAL" | "SMALLER_EQUAL" | "EQUAL" | "NOT_EQUAL" | "ALL_IN" | "ANY_IN" | "NOT_IN" | "BETWEEN" | "NOT_BETWEEN" | "LIKE" | "NOT_LIKE" | "IN" | "IS_DEFINED";
        /** @description Passes when the subscriber's `isOnline` is `value`. */
        RealtimeOnlineFilterPart: {
            /** @enum {string} */
            on: "isOnline";
            value: boolean;
        };
        /** @description Passes when the subscriber is online, or was last online at most `value` minutes, hours or days ago. */
        OnlineInLastFilterPart: {
            /** @enum {string} */
            on: "isOnlineInLast";
            /** @enum {string} */
            timeOperator: "minutes" | "hours" | "days";
            value: number;
        };
        /** @description Reads the message an earlier step of the same run created (`step`: that step's `uuid`): passes when it is read, unread, seen or unseen as `stepType` says (and when there is no such step or message). */
        PreviousStepFilterPart: {
            /** @enum {string} */
            on: "previousStep";
            step: string;
            /** @enum {string} */
            stepType: "read" | "unread" | "seen" | "unseen";
        };
        /** @description Refused on write and on load (the mock does not call out to a filter's URL); described so the refusal can name it. */
        WebhookFilterPart: {
            /** @enum {string} */
            on: "webhook";
            field: string;
            value: string;
            operator: components["schemas"]["StepFilterOperator"];
            webhookUrl?: string;
        };
        DigestRegularMetadata: {
            /** @enum {string} */
            type: "regular" | "backoff";
            amount?: number;
            unit?: components["schemas"]["TimeUnit"];
            digestKey?: string;
            backoff?: boolean;
            backoffAmount?: number;
            backoffUnit?: components["schemas"]["TimeUnit"];
            updateMode?: boolean;
        };
        DigestTimedMetadata: {
            /** @enum {string} */
            type: "timed";
            amount?: number;
            unit?: components["schemas"]["TimeUnit"];
            digestKey?: string;
            timed?: components["schemas"]["TimedConfig"];
        };
        TimedConfig: {
            atTime?: string;
            weekDays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            monthDays?: string[];
            /** @enum {string} */
            ordinal?: "1" | "2" | "3" | "4" | "5" | "last";
            /** @enum {string} */
            ordinalValue?: "day" | "weekday" | "weekend" | "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
            /** @enum {string} */
            monthlyType?: "each" | "on";
        };
        DelayRegularMetadata: {
            /** @enum {string} */
            type: "regular";
            amount?: number;
            unit?: components["schemas"]["TimeUnit"];
        };
        DelayScheduledMetadata: {
            /** @enum {string} */
            type: "scheduled";
            delayPath: string;
        };
        NotificationTrigger: {
            /** @enum {string} */
            type: "event";
            identifier: string;
            variables: {
                name: string;
            }[];
            subscriberVariables?: {
                name: string;
            }[];
            /** @description The trigger context the step templates use (`tenant`, `actor`); a trigger must send it. */
            reservedVariables?: {
                /** @enum {string} */
                type: "tenant" | "actor";
                variables: {
                    name: string;
                    type?: string;
                }[];
            }[];
        };
        /**
         * @example {
         *       "_id": "6650e0000000000000000010",
         *       "_environmentId": "6650a0000000000000000001",
         *       "_organizationId": "6650a00000000000000000aa",
         *       "_subscriberId": "6650b0000000000000000042",
         *       "transactionId": "0f8fad5b-d9cb-469f-a165-70867728950e",
         *       "_templateId": "6650d0000000000000000003",
         *       "createdAt": "2024-05-24T10:30:00.000Z",
         *       "updatedAt": "2024-05-24T10:30:02.000Z",
         *       "channels": [
         *         "in_app",
         *         "email"
         *       ],
         *       "subscriber": {
         *         "_id": "6650b0000000000000000042",
         *         "subscriberId": "user-1042",
         *         "firstName": "Ada",
         *         "lastName": "Lovelace",
         *         "email": "ada@example.com"
         *       },
         *       "template": {
         *         "_id": "6650d0000000000000000003",
         *         "name": "Welcome",
         *         "origin": "external",
         *         "triggers": [
         *           {
         *             "type": "event",
         *             "identifier": "welcome",
         *             "variables": [
         *               {
         *                 "name": "firstName"
         *               }
         *             ]
         *           }
         *         ]
         *       },
         *       "jobs": [
         *         {
         *           "_id": "6650f0000000000000000101",
         *           "type": "email",
         *           "providerId": "sendgrid",
         *           "status": "completed",
         *           "updatedAt": "2024-05-24T10:30:02.000Z",
         *           "payload": {
         *             "firstName": "Ada"
         *           },
         *           "step": {
         *             "_id": "6650d0000000000000000005",
         *             "active": true,
         *             "filters": [],
         *             "_templateId": "6650d0000000000000000006",
         *             "name": "Welcome email",
         *             "_parentId": null
         *           },
         *           "executionDetails": [
         *             {
         *               "_id": "6651000000000000000000a1",
         *               "createdAt": "2024-05-24T10:30:01.000Z",
         *               "status": "Success",
         *               "detail": "Message sent",
         *               "isRetry": false,
         *               "isTest": false,
         *               "providerId": "sendgrid",
         *               "raw": null,
         *               "source": "Internal"
         *             }
         *           ]
         *         }
         *       ],
         *       "payload": {
         *         "firstName": "Ada"
         *       },
         *       "tags": [
         *         "onboarding"
         *       ],
         *       "severity": "none",
         *       "critical": false,
         *       "contextKeys": []
         *     }
         */
        ActivityNotification: {
            _id?: string;
            _environmentId: string;
            _organizationId: string;
            _subscriberId: string;
            transactionId: string;
            _templateId?: string;
            _digestedNotificationId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            channels?: components["schemas"]["ActivityChannel"][];
            subscriber?: components["schemas"]["ActivitySubscriber"];
            template?: components["schemas"]["ActivityTemplate"];
            jobs?: components["schemas"]["ActivityJob"][];
            payload?: JsonObject;
            tags?: string[];
            controls?: JsonObject;
            /** @description Subscriber definition used at trigger time. */
            to?: JsonObject;
            topics?: {
                _topicId: string;
                topicKey: string;
            }[];
            /** @enum {string} */
            severity?: "high" | "medium" | "low" | "none";
            critical?: boolean;
            contextKeys?: string[];
        };
        ActivitySubscriber: {
            /** @description External id. */
            subscriberId: string;
            /** @description Internal id. */
            _id: string;
            firstName?: string;
            lastName?: string;
            email?: string;
            phone?: string;
        };
        ActivityTemplate: {
            _id?: string;
            name: string;
            triggers: components["schemas"]["NotificationTrigger"][];
            /** @enum {string} */
            origin?: "svc-cloud" | "svc-cloud-v1" | "novu-cloud" | "novu-cloud-v1" | "external";
        };
        ActivityJob: {
            _id: string;
            type: components["schemas"]["ActivityChannel"];
            digest?: components["schemas"]["DigestMetadata"];
            executionDetails: components["schemas"]["ExecutionDetail"][];
            step: components["schemas"]["ActivityStep"];
            overrides?: JsonObject;
            payload?: JsonObject;
            providerId: components["schemas"]["ProvidersIdEnum"];
            /** @description Free string (allowed values not shown by the specification). */
            status: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description Times a digest/delay job was extended to align with the subscriber's schedule. */
            scheduleExtensionsCount?: number;
        };
        DigestMetadata: {
            /** @enum {string} */
            type: "regular" | "backoff" | "timed";
            digestKey?: string;
            amount?: number;
            unit?: components["schemas"]["TimeUnit"];
            events?: JsonObject[];
            backoff?: boolean;
            backoffAmount?: number;
            backoffUnit?: components["schemas"]["TimeUnit"];
            updateMode?: boolean;
            timed?: {
                atTime?: string;
                weekDays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                monthDays?: number[];
                /** @enum {string} */
                ordinal?: "1" | "2" | "3" | "4" | "5" | "last";
                /** @enum {string} */
                ordinalValue?: "day" | "weekday" | "weekend" | "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                /** @enum {string} */
                monthlyType?: "each" | "on";
                cronExpression?: string;
                untilDate?: string;
            };
        };
        ExecutionDetail: {
            _id: string;
            /** Format: date-time */
            createdAt?: string;
            /** @enum {string} */
            status: "Success" | "Warning" | "Failed" | "Pending" | "Queued" | "ReadConfirmation";
            detail: string;
            isRetry: boolean;
            isTest: boolean;
            providerId?: components["schemas"]["ProvidersIdEnum"];
            /** @description Raw execution data. */
            raw?: string | null;
            /** @enum {string} */
            source: "Credentials" | "Internal" | "Payload" | "Webhook";
        };
        ActivityStep: {
            _id: string;
            active: boolean;
            filters: components["schemas"]["StepFilter"][];
            _templateId: string;
            replyCallback?: JsonObject;
            controlVariables?: JsonObject;
            metadata?: JsonObject;
            issues?: JsonObject;
            template?: JsonObject;
            variants?: components["schemas"]["ActivityStep"][];
            name?: string;
            _parentId?: string | null;
        };
        WorkflowRunBase: {
            /** @description The run's id: its event's `_id`. */
            id: string;
            /** @description The workflow's `_id`. */
            workflowId: string;
            workflowName: string;
            organizationId: string;
            environmentId: string;
            internalSubscriberId: string;
            subscriberId?: string;
            /** @enum {string} */
            status: "processing" | "completed" | "error";
            /** @enum {string} */
            deliveryLifecycleStatus: "pending" | "sent" | "errored" | "skipped" | "canceled" | "merged" | "delivered" | "interacted";
            triggerIdentifier: string;
            transactionId: string;
            createdAt: string;
            updatedAt: string;
            /** @enum {string} */
            severity: "high" | "medium" | "low" | "none";
            critical: boolean;
            contextKeys?: string[];
            topics?: {
                _topicId: string;
                topicKey: string;
            }[];
        };
        /** @enum {string} */
        WorkflowRunStepStatus: "pending" | "queued" | "running" | "completed" | "failed" | "delayed" | "canceled" | "merged" | "skipped";
        WorkflowRunList: {
            data: (components["schemas"]["WorkflowRunBase"] & {
                steps: {
                    /** @description The step run row's id (`sr_…`). */
                    id: string;
                    /** @description The job's `_id`. */
                    stepRunId: string;
                    stepId: string;
                    stepType: string;
                    providerId?: string;
                    status: components["schemas"]["WorkflowRunStepStatus"];
                }[];
            })[];
            /** @description The cursor of the next (older) page. */
            next: string | null;
            /** @description The cursor of the previous (newer) page. */
            previous: string | null;
        };
        WorkflowRunDetail: components["schemas"]["WorkflowRunBase"] & {
            /** @description The trigger payload. */
            payload: JsonObject;
            /** @description The overrides the trigger sent. */
            overrides?: JsonObject;
            steps: {
                stepRunId: string;
                stepId: string;
                stepType: string;
                providerId?: string;
                status: components["schemas"]["WorkflowRunStepStatus"];
                createdAt: string;
                updatedAt: string;
                /** @description A digest step's metadata and the events it holds. */
                digest?: JsonObject;
                scheduleExtensionsCount?: number;
                executionDetails: {
                    _id: string;
                    createdAt?: string;
                    /** @enum {string} */
                    status: "Success" | "Warning" | "Failed" | "Pending";
                    detail: string;
                    providerId?: string;
                    raw?: string | null;
                }[];
            }[];
        };
        ActivitiesResponse: {
            /** @description More results exist. */
            hasMore: boolean;
            data: components["schemas"]["ActivityNotification"][];
            pageSize: number;
            page: number;
        };
        Environment: {
            _id: string;
            name: string;
            _organizationId: string;
            /** @description The application identifier a frontend's Inbox opens its session with. */
            identifier: string;
            /** @enum {string} */
            type: "dev" | "prod";
            /** @description Production's parent is Development. */
            _parentId?: string;
            /** @description Only in the list, only for the caller's environment; keys are masked. */
            apiKeys?: {
                /** @description The key masked, e.g. `••••••••-key`. */
                key: string;
                _userId: string;
            }[];
        };
        /**
         * @example {
         *       "_id": "6651100000000000000000c1",
         *       "_organizationId": "6650a00000000000000000aa",
         *       "key": "SLACK_SIGNING_SECRET",
         *       "type": "string",
         *       "isSecret": true,
         *       "values": [
         *         {
         *           "_environmentId": "6650a0000000000000000001",
         *           "value": "••••••••"
         *         },
         *         {
         *           "_environmentId": "6650a0000000000000000002",
         *           "value": "••••••••"
         *         }
         *       ],
         *       "createdAt": "2024-05-24T09:00:00.000Z",
         *       "updatedAt": "2024-05-24T09:00:00.000Z"
         *     }
         */
        EnvironmentVariable: {
            _id: string;
            _organizationId: string;
            key: string;
            /** @enum {string} */
            type: "string";
            isSecret: boolean;
            values: components["schemas"]["VariableValue"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        VariableValue: {
            _environmentId: string;
            /** @description For a secret variable, a mask of eight bullet characters (U+2022). */
            value: string;
        };
        CreateEnvironmentVariableRequest: {
            /** @description Starts with a letter, then letters, digits, underscores. */
            key: string;
            /** @enum {string} */
            type?: "string";
            isSecret?: boolean;
            /** @description At most one entry per environment. */
            values?: {
                _environmentId: string;
                value: string;
            }[];
        };
        UpdateEnvironmentVariableRequest: {
            /** @description New key; same rules as at creation. */
            key?: string;
            /** @enum {string} */
            type?: "string";
            isSecret?: boolean;
            /** @description Replaces all values; at most one entry per environment. */
            values?: {
                _environmentId: string;
                value: string;
            }[];
        };
        /**
         * @example {
         *       "_id": "6650c0000000000000000011",
         *       "_environmentId": "6650a0000000000000000001",
         *       "_organizationId": "6650a00000000000000000aa",
         *       "name": "SendGrid",
         *       "identifier": "sendgrid-main",
         *       "providerId": "sendgrid",
         *       "channel": "email",
         *       "kind": "delivery",
         *       "active": true,
         *       "deleted": false,
         *       "primary": true,
         *       "priority": 2,
         *       "conditions": []
         *     }
         */
        Integration: {
            _id?: string;
            _environmentId: string;
            _organizationId: string;
            /** @description Name shown in the user interface. */
            name: string;
            /** @description Unique identifier of the integration. */
            identifier: string;
            providerId: string;
            /**
             * @description Absent for agent-kind integrations.
             * @enum {string}
             */
            channel?: "in_app" | "email" | "sms" | "chat" | "push";
            /**
             * @description `delivery` (default) or `agent`; agent integrations have no channel.
             * @enum {string}
             */
            kind?: "delivery" | "agent";
            /** @description The provider credentials, as sent (the real v1 routes return them to the API key holder). */
            credentials?: JsonObject;
            /** @description Additional configurations of the integration. */
            configurations?: JsonObject;
            /** @description An active integration processes events and messages. */
            active: boolean;
            /** @description Soft delete flag. */
            deleted: boolean;
            deletedAt?: string;
            /** @description Id of the user who deleted it. */
            deletedBy?: string;
            primary: boolean;
            /** @description Order of a channel's active email and sms integrations, highest first (the primary, normally), down to 1; 0 for inactive ones and other channels. Create, activation, deactivation, set-primary and delete renumber them. */
            priority?: number;
            conditions?: JsonObject[];
        };
        /** @description The real service's error shape: `{...ctx, statusCode, timestamp, path, message, ctx}`. Every key of `ctx` is also copied to the top level (for clients that read it there), so an error thrown with a message only has `error` and `statusCode` at both places, and a workflow's 404 has `workflowId`. */
        ErrorDto: {
            statusCode: number;
            /** Format: date-time */
            timestamp: string;
            /** @description Request URL including the query string. */
            path: string;
            message: string | string[];
            /** @description HTTP reason phrase, e.g. `Not Found`, copied from `ctx` where the context has it. */
            error?: string;
            /** @description Present on 500 responses (which have no `ctx`); also written to the log. */
            errorId?: string;
            ctx?: components["schemas"]["ErrorContext"];
            /** @description Present on 501 responses, the operation of the real API that the mock does not simulate. */
            operation?: {
                method: string;
                /** @description Path template, e.g. `/v2/topics/{topicKey}`. */
                path: string;
                operationId: string;
                /** @description The call of the official SDK, e.g. `novu.topics.get`. */
                sdkMethod: string;
            };
        };
        /**
         * @description What the error was thrown with beyond its message: `{error, statusCode}` for an error thrown with a message only (`{error: "Not Found", statusCode: 404}`); the context it names otherwise (`{workflowId}` for a workflow that cannot be found, `{reason}` for a plan limit, `{type, errors, schema}` for a payload check); `{}` for a validation error and for the rate limit.
         * @example {
         *       "workflowId": "some_wf_id"
         *     }
         */
        ErrorContext: JsonObject;
        /** @description A 422: `ctx` is `{}`, `errors` maps each field to its problems. A rule of the whole body (the real service's validation pipe) sits under `errors.general`, with the value `No Value Recorded`. */
        ValidationErrorDto: {
            statusCode: number;
            /** Format: date-time */
            timestamp: string;
            path: string;
            message: string | string[];
            error?: string;
            errorId?: string;
            ctx?: components["schemas"]["ErrorContext"];
            /** @description Keyed by `<where>.<field>` for the contract's field checks (e.g. `body.email`, `query.limit`), by the field for a use case's command check (`notificationId`), and `general` for a rule of the whole body. */
            errors: {
                [key: string]: {
                    messages: string[];
                    /** @description The value sent (any JSON value). */
                    value?: unknown;
                };
            };
        };
        /** @description A trigger recipient that names a topic: every subscriber of the topic but those in `exclude` (and the actor). */
        TopicRecipient: {
            /** @enum {string} */
            type: "Topic";
            topicKey: string;
            /** @description subscriberIds of the topic's subscribers to leave out. */
            exclude?: string[];
        };
        /** @description A subscriber recipient or a topic. */
        TriggerTo: components["schemas"]["TriggerRecipient"] | components["schemas"]["TopicRecipient"];
        BroadcastEventRequest: {
            /** @description Trigger identifier of the workflow. */
            name: string;
            payload?: JsonObject;
            overrides?: JsonObject;
            transactionId?: string;
            actor?: components["schemas"]["TriggerRecipient"];
            tenant?: string | {
                identifier?: string;
                name?: string;
                data?: JsonObject;
            };
            context?: {
                [key: string]: string | {
                    id: string;
                    data?: JsonObject;
                };
            };
        };
        CreateUpdateTopicRequest: {
            key: string;
            name?: string;
            data?: JsonObject | null;
        };
        UpdateTopicRequest: {
            name?: string;
            data?: JsonObject | null;
        };
        ContextIdentifier: string;
        CreateContextRequest: {
            /** @description Context type (tenant, app, workspace…). */
            type: components["schemas"]["ContextIdentifier"];
            /** @description Unique identifier of the context within its type. */
            id: components["schemas"]["ContextIdentifier"];
            /** @description Custom data (at most 64 KB as JSON). */
            data?: JsonObject;
        };
        UpdateContextRequest: {
            /** @description The new data; replaces the stored data whole. */
            data: JsonObject;
        };
        ContextResponse: {
            type: string;
            id: string;
            data: JsonObject;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ListContextsResponse: {
            data: components["schemas"]["ContextResponse"][];
            next: string | null;
            previous: string | null;
            totalCount: number;
            totalCountCapped: boolean;
        };
        WebhookResult: {
            /** @description The message the event names (its identifier at the provider). */
            id: string;
            event: {
                /** @enum {string} */
                status: "opened" | "rejected" | "sent" | "deferred" | "delivered" | "bounced" | "dropped" | "clicked" | "blocked" | "spam" | "unsubscribed" | "delayed" | "complaint" | "created" | "accepted" | "queued" | "sending" | "failed" | "undelivered" | "dismissed";
                /** Format: date-time */
                date: string;
                externalId?: string;
                attempts?: number;
                response?: string;
                /** @description The provider's event as JSON text. */
                row?: string;
            };
        };
        TopicResponse: {
            _id: string;
            key: string;
            name?: string;
            data?: JsonObject;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        ListTopicsResponse: {
            data: components["schemas"]["TopicResponse"][];
            next: string | null;
            previous: string | null;
            totalCount: number;
            totalCountCapped: boolean;
        };
        AcknowledgedResponse: {
            acknowledged: boolean;
        };
        /** @description A subscriberId, or a subscription with its own identifier. */
        TopicSubscriptionEntry: string | {
            identifier?: string;
            subscriberId: string;
            name?: string;
        };
        CreateTopicSubscriptionsRequest: {
            /** @deprecated */
            subscriberIds?: string[];
            subscriptions?: components["schemas"]["TopicSubscriptionEntry"][];
            /** @description The topic's name when the call creates it. */
            name?: string;
            context?: components["schemas"]["PreferenceContextPayload"];
            preferences?: components["schemas"]["SubscriptionPreferenceRequest"][];
        };
        /** @description A workflow's id or identifier, one workflow's rule, or a group of workflows (by ids, identifiers or tags). */
        SubscriptionPreferenceRequest: string | {
            workflowId: string;
            enabled?: boolean;
            /** @description A JSON Logic rule. */
            condition?: JsonObject;
        } | {
            filter: {
                workflowIds?: string[];
                tags?: string[];
            };
            enabled?: boolean;
            /** @description A JSON Logic rule. */
            condition?: JsonObject;
        };
        SubscriptionPreference: {
            /** @description The subscription's identifier. */
            subscriptionId: string;
            /** @description Absent when the workflow was deleted. */
            workflow?: {
                id: string;
                identifier?: string;
                name: string;
                critical: boolean;
                tags?: string[];
                data?: JsonObject;
                severity: string;
            };
            enabled: boolean;
            condition?: JsonObject;
        };
        DeleteTopicSubscriptionsRequest: {
            /** @deprecated */
            subscriberIds?: string[];
            subscriptions?: (string | {
                identifier?: string;
                subscriberId?: string;
            })[];
        };
        UpdateTopicSubscriptionRequest: {
            name?: string;
            preferences?: components["schemas"]["SubscriptionPreferenceRequest"][];
        };
        TopicSubscriptionSubscriber: {
            _id: string;
            subscriberId: string;
            avatar?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            email?: string | null;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        TopicSubscription: {
            _id: string;
            identifier: string;
            name?: string;
            topic: {
                _id: string;
                key: string;
                name?: string;
            };
            subscriber: components["schemas"]["TopicSubscriptionSubscriber"];
            preferences?: components["schemas"]["SubscriptionPreference"][];
            contextKeys?: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TopicSubscriptionsResult: {
            data: components["schemas"]["TopicSubscription"][];
            meta: {
                totalCount: number;
                successful: number;
                failed: number;
            };
            errors?: {
                subscriberId: string;
                /** @enum {string} */
                code: "SUBSCRIBER_NOT_FOUND" | "SUBSCRIPTION_NOT_FOUND" | "SUBSCRIPTION_LIMIT_EXCEEDED" | "SUBSCRIPTION_CREATE_FAILED";
                message: string;
            }[];
        };
        ListTopicSubscriptionsResponse: {
            data: {
                _id: string;
                identifier: string;
                /** Format: date-time */
                createdAt: string;
                contextKeys?: string[];
                topic: components["schemas"]["TopicResponse"];
                subscriber: components["schemas"]["TopicSubscriptionSubscriber"];
            }[];
            next: string | null;
            previous: string | null;
            totalCount: number;
            totalCountCapped: boolean;
        };
        SubscriptionDetails: {
            id: string;
            identifier?: string;
            name?: string;
            preferences?: components["schemas"]["SubscriptionPreference"][];
            contextKeys?: string[];
        };
        InboxTopicSubscription: {
            id: string;
            identifier: string;
            name?: string;
            preferences?: components["schemas"]["SubscriptionPreference"][];
        };
        InboxTopicSubscriptionRequest: {
            /** @description The subscription's identifier; without one, `tk_<topicKey>:si_<subscriberId>` (and the session's context). */
            identifier?: string;
            name?: string;
            topic?: {
                /** @description The topic's name. */
                name?: string;
            };
            preferences?: components["schemas"]["SubscriptionPreferenceRequest"][];
        };
        TopicSubscriberLink: {
            _organizationId: string;
            _environmentId: string;
            _subscriberId: string;
            _topicId: string;
            topicKey: string;
            externalSubscriberId: string;
        };
        /** @description Each channel on (`true`) or off (`false`). */
        SubscriberPreferenceChannels: {
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
        };
        /** @description A subscriber's global channels (those the active workflows use) and delivery schedule. */
        SubscriberGlobalPreference: {
            enabled: boolean;
            channels: components["schemas"]["SubscriberPreferenceChannels"];
            schedule?: components["schemas"]["InboxDeliverySchedule"];
        };
        /** @description A subscriber's global preference and one preference per workflow. */
        SubscriberPreferences: {
            global: components["schemas"]["SubscriberGlobalPreference"];
            workflows: {
                enabled: boolean;
                channels: components["schemas"]["SubscriberPreferenceChannels"];
                /** @description One per channel shown, naming the subscriber (in_app, sms, email, push, chat), as today's real service lists them. */
                overrides: {
                    /** @enum {string} */
                    channel: "in_app" | "email" | "sms" | "chat" | "push";
                    /** @enum {string} */
                    source: "subscriber" | "template" | "workflowOverride";
                }[];
                workflow: {
                    slug: string;
                    /** @description The trigger identifier. */
                    identifier: string;
                    name: string;
                    /** Format: date-time */
                    updatedAt?: string;
                };
                /**
                 * Format: date-time
                 * @description When the subscriber last changed this workflow's preference.
                 */
                updatedAt?: string;
            }[];
        };
        /** @description Channels to turn on (`true`) or off (`false`); the others keep their value. `tool` is accepted and ignored. */
        PatchPreferenceChannels: {
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
            tool?: boolean;
        };
        PatchSubscriberPreferencesRequest: {
            channels?: components["schemas"]["PatchPreferenceChannels"];
            /** @description The workflow's `_id` or trigger identifier; without it, the global preference changes. */
            workflowId?: string;
            schedule?: components["schemas"]["InboxScheduleInput"];
            context?: components["schemas"]["PreferenceContextPayload"];
        };
        BulkUpdateSubscriberPreferencesRequest: {
            /** @description At most 100 (the real request's own check, a field validation). */
            preferences: {
                channels?: components["schemas"]["PatchPreferenceChannels"];
                /** @description The workflow's `_id` or trigger identifier. */
                workflowId: string;
            }[];
            context?: components["schemas"]["PreferenceContextPayload"];
        };
        /**
         * @description The context a preference change or a topic subscription belongs to: `{ type: id }` or `{ type: { id, data } }`,
         *     each entry the key `type:id` (e.g. `{ "tenant": "acme" }` is `tenant:acme`). Checked by the operation as the
         *     real `IsValidContextPayload`: at most 5 entries, ids of 1–100 letters, digits, `_` or `-`, an entry's `data`
         *     at most 64 KB; a bad one is a **422** `Validation Error` with the real words under `errors.general` (e.g.
         *     `Too many contexts: 6 provided, maximum allowed is 5`).
         */
        PreferenceContextPayload: JsonObject;
        SubscriberFeed: {
            /** @description In-app messages, with `archived` always present and, when its trigger's job is known, `_jobId`. */
            data: components["schemas"]["Message"][];
            totalCount: number;
            hasMore: boolean;
            pageSize: number;
            page: number;
        };
        /**
         * @description What a deletion answers (a message, a subscriber).
         * @example {
         *       "acknowledged": true,
         *       "status": "deleted"
         *     }
         */
        DeletedResponse: {
            acknowledged: boolean;
            /** @enum {string} */
            status: "deleted";
        };
        BulkCreateSubscribersRequest: {
            /** @description 1 to 500 subscribers (checked by the service, with its messages). */
            subscribers: components["schemas"]["CreateSubscriberRequest"][];
        };
        /**
         * @example {
         *       "updated": [
         *         {
         *           "subscriberId": "user-1042"
         *         }
         *       ],
         *       "created": [
         *         {
         *           "subscriberId": "user-1043"
         *         }
         *       ],
         *       "failed": []
         *     }
         */
        BulkCreateSubscribersResponse: {
            updated: {
                subscriberId: string;
            }[];
            created: {
                subscriberId: string;
            }[];
            failed: {
                subscriberId: string;
                message: string;
            }[];
        };
        UpdateSubscriberOnlineStatusRequest: {
            isOnline: boolean;
        };
        WorkflowPatchRequest: {
            active?: boolean;
            name?: string;
            description?: string;
            tags?: string[];
            /** @description JSON Schema of the trigger payload (null removes it). */
            payloadSchema?: JsonObject | null;
            validatePayload?: boolean;
            isTranslationEnabled?: boolean;
        };
        UpdateIntegrationRequest: {
            name?: string;
            identifier?: string;
            /** @description Moves the integration to this environment of the caller's organization. */
            _environmentId?: string;
            active?: boolean;
            /** @description Provider credentials (stored and returned). */
            credentials?: JsonObject;
            /** @description Accepted; the mock does not test credentials with the provider. */
            check?: boolean;
            conditions?: JsonObject[];
            configurations?: JsonObject;
        };
        UpdateWorkflowRequest: {
            /** @description At most 128 characters, not empty (checked as the real command checks it: 422 with its words). */
            name: string;
            description?: string;
            tags?: string[];
            active?: boolean;
            validatePayload?: boolean;
            payloadSchema?: JsonObject | null;
            /** @description Accepted; not simulated. */
            isTranslationEnabled?: boolean;
            /** @description Accepted; the trigger identifier stays. */
            workflowId?: string;
            origin?: string;
            /** @enum {string} */
            severity?: "high" | "medium" | "low" | "none";
            steps: {
                _id?: string;
                stepId?: string;
                name: string;
                /** @enum {string} */
                type: "in_app" | "email" | "sms" | "push" | "chat" | "delay" | "digest" | "throttle" | "tool" | "custom" | "http_request";
                /** @description None (left out or null) empties the step. */
                controlValues?: JsonObject | null;
            }[];
            preferences: {
                user?: JsonObject | null;
                workflow?: {
                    all?: {
                        enabled?: boolean;
                        readOnly?: boolean;
                    };
                    channels?: {
                        [key: string]: {
                            enabled?: boolean;
                        };
                    };
                } | null;
            };
        };
        /** @description One page of `GET /v1/subscribers` (no total count, as in the real service). */
        V1SubscribersPage: {
            page: number;
            /** @description True when the page is full (the real rule: an exactly full last page says true, and the next one is empty). */
            hasMore: boolean;
            pageSize: number;
            data: components["schemas"]["Subscriber"][];
        };
        CreateSubscriberV1Request: {
            /** @description Identifier chosen by the caller; trimmed, must not be blank. */
            subscriberId: string;
            firstName?: string | null;
            lastName?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            /** @description URL of the avatar image. */
            avatar?: string | null;
            locale?: string | null;
            /** @description Free-form custom data. */
            data?: JsonObject | null;
            /** @description Chat or push credentials to set, each as `PATCH /v1/subscribers/{subscriberId}/credentials` sets them. */
            channels?: components["schemas"]["UpdateSubscriberCredentialsRequest"][];
        };
        UpdateSubscriberV1Request: {
            firstName?: string | null;
            lastName?: string | null;
            /** @description An email address; `""` or `null` clears it. */
            email?: (string) | null;
            phone?: string | null;
            avatar?: string | null;
            locale?: string | null;
            /** @description Replaces the stored data whole. */
            data?: JsonObject | null;
            channels?: components["schemas"]["UpdateSubscriberCredentialsRequest"][];
        };
        V1ChannelPreference: {
            /** @enum {string} */
            type: "in_app" | "email" | "sms" | "chat" | "push";
            enabled: boolean;
        };
        V1GlobalPreferencesRequest: {
            preferences?: components["schemas"]["V1ChannelPreference"][];
            /** @description Accepted and ignored: today's real controller passes on the channels only. */
            enabled?: boolean;
        };
        V1WorkflowPreferenceRequest: {
            channel?: components["schemas"]["V1ChannelPreference"];
            /** @description Accepted and ignored: today's real controller passes on the channel only. */
            enabled?: boolean;
        };
        V1WorkflowPreference: {
            template: {
                _id: string;
                name: string;
                tags: string[];
                critical: boolean;
                triggers: components["schemas"]["NotificationTrigger"][];
                data?: JsonObject;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** @enum {string} */
                severity: "high" | "medium" | "low" | "none";
            };
            preference: {
                /** @description Always true (the real service no longer keeps a switch per workflow). */
                enabled: boolean;
                channels: components["schemas"]["SubscriberPreferenceChannels"];
                /**
                 * Format: date-time
                 * @description When the subscriber last changed this workflow's preference.
                 */
                updatedAt?: string;
                /** @description One per channel shown, naming the subscriber (in_app, sms, email, push, chat), as today's real service lists them. */
                overrides: {
                    /** @enum {string} */
                    channel: "in_app" | "email" | "sms" | "chat" | "push";
                    /** @enum {string} */
                    source: "template" | "subscriber" | "workflowOverride";
                }[];
            };
            /** @enum {string} */
            type: "SUBSCRIBER_WORKFLOW";
        };
        V1GlobalPreference: {
            preference: {
                enabled: boolean;
                channels: components["schemas"]["SubscriberPreferenceChannels"];
                schedule?: components["schemas"]["InboxDeliverySchedule"];
            };
        };
        WidgetSessionRequest: {
            /** @description Your id of the subscriber (created when new). */
            subscriberId: string;
            /** @description The environment's application identifier. */
            applicationIdentifier: string;
            firstName?: string;
            lastName?: string;
            /** Format: email */
            email?: string;
            phone?: string;
            /** @description Hex HMAC-SHA256 of the subscriber id keyed by the API key; needed when the in-app integration has `hmac` on. The clients send null without one. */
            hmacHash?: string | null;
        };
        WidgetSession: {
            /** @description Send as `Authorization: Bearer <token>` and as the socket's `token`. */
            token: string;
            profile: {
                /** @description The subscriber's internal id. */
                _id: string;
                firstName?: string | null;
                lastName?: string | null;
                phone?: string | null;
            };
        };
        WidgetOrganization: {
            _id: string;
            name: string;
            branding?: components["schemas"]["OrganizationBranding"];
        };
        /** @description How the widget dresses itself (an organization's `branding` in its fixture). */
        OrganizationBranding: {
            logo?: string;
            color?: string;
            fontColor?: string;
            contentBackground?: string;
            fontFamily?: string;
            /** @enum {string} */
            direction?: "ltr" | "rtl";
        };
        WidgetFeedsRequest: {
            /** @description Only the messages of the feeds with these identifiers (one, several comma-separated, or a list). */
            feedId?: string | string[];
        };
        WidgetActionRequest: {
            /** @enum {string} */
            status: "pending" | "done";
            /** @description The button's result, kept on the message. */
            payload?: JsonObject;
            /**
             * @description Sent by the clients; the path says the same.
             * @enum {string}
             */
            executedType?: "primary" | "secondary";
        };
        WidgetBulkDeleteRequest: {
            messageIds: string[];
        };
        WidgetGlobalPreferencesRequest: {
            preferences?: {
                /** @enum {string} */
                type: "in_app" | "email" | "sms" | "chat" | "push";
                enabled: boolean;
                /**
                 * @description Sent by the clients beside `type`; `type` decides.
                 * @enum {string}
                 */
                channelType?: "in_app" | "email" | "sms" | "chat" | "push";
            }[];
            /** @description Accepted and ignored: today's real controller passes on the channels only. */
            enabled?: boolean;
        };
        WidgetUsageRequest: {
            name: string;
            /** @description Anything. */
            payload?: unknown;
        };
        V1UpdatedGlobalPreference: {
            preference: {
                enabled: boolean;
                channels: components["schemas"]["SubscriberPreferenceChannels"];
            };
        };
        V1UpdatedWorkflowPreference: {
            preference: {
                enabled: boolean;
                channels: components["schemas"]["SubscriberPreferenceChannels"];
            };
            template: {
                _id: string;
                name: string;
                critical: boolean;
                tags: string[];
                data?: JsonObject;
                triggers: {
                    identifier: string;
                    /** @enum {string} */
                    type: "event";
                    variables: JsonObject[];
                }[];
            };
        };
        LegacyMarkMessagesRequest: {
            /** @description One id, several comma-separated ids, or an array of ids of in-app messages. */
            messageId: string | string[];
            /** @description The flags to set; each one sent is set to its value. */
            mark: {
                seen?: boolean;
                read?: boolean;
            };
        };
        WidgetLegacyMarkMessagesRequest: {
            /** @description One id, several comma-separated ids, or an array of ids of in-app messages; the real controller checks them. */
            messageId?: (string | null) | string[];
            /** @description The flags to set; each one sent is set to its value. */
            mark: {
                seen?: boolean;
                read?: boolean;
            };
        };
        WidgetMarkMessagesAsRequest: {
            /** @description One id, several comma-separated ids, or an array of ids of in-app messages. None → **400** `messageId is required`. */
            messageId?: string | string[];
            /** @enum {string} */
            markAs: "read" | "seen" | "unread" | "unseen";
        };
        PatchSubscriberRequest: {
            firstName?: string | null;
            lastName?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            avatar?: string | null;
            locale?: string | null;
            timezone?: string | null;
            /** @description Replaces the stored data whole. */
            data?: JsonObject | null;
        };
        NotificationTemplateList: {
            page: number;
            data: components["schemas"]["Workflow"][];
            totalCount: number;
            pageSize: number;
        };
        /** @description A step's message template. `_id` and `_feedId` (as the template was read) are accepted and ignored. */
        NotificationTemplateMessage: {
            type?: components["schemas"]["ActivityChannel"];
            content: string | components["schemas"]["EmailBlock"][];
            /** @enum {string} */
            contentType?: "editor" | "customHtml";
            cta?: components["schemas"]["NotificationTemplateCTA"];
            /** @description An in-app feed of the environment (`POST /v1/feeds`). */
            feedId?: string;
            /** @description Accepted; layouts are not simulated. */
            layoutId?: string | null;
            name?: string;
            subject?: string;
            title?: string;
            preheader?: string;
            senderName?: string;
            actor?: {
                /** @enum {string} */
                type?: "none" | "user" | "system_icon" | "system_custom";
                data?: string | null;
            };
            variables?: JsonObject[];
            _id?: string;
            _feedId?: string | null;
        };
        /** @description A step's call to action, as a message carries it. The real service does not check its fields: an empty `action` gets past them and is refused by the write (**400** `Please provide a valid CTA action`). */
        NotificationTemplateCTA: {
            /** @enum {string} */
            type?: "redirect";
            data?: {
                url?: string;
                /** @enum {string} */
                target?: "_self" | "_blank" | "_parent" | "_top" | "_unfencedTop";
            };
            action?: components["schemas"]["MessageAction"] | string;
        };
        /** @description A step; `_id` and `_parentId` (as the step was read) are accepted and ignored. */
        NotificationTemplateStepRequest: {
            _id?: string;
            /** @description On update: the message template of one of the workflow's steps, kept and updated. */
            _templateId?: string;
            _parentId?: string | null;
            uuid?: string;
            name?: string;
            /** @default true */
            active: boolean;
            /** @default false */
            shouldStopOnFail: boolean;
            template?: components["schemas"]["NotificationTemplateMessage"];
            filters?: components["schemas"]["StepFilter"][];
            metadata?: components["schemas"]["DigestRegularMetadata"] | components["schemas"]["DigestTimedMetadata"] | components["schemas"]["DelayRegularMetadata"] | components["schemas"]["DelayScheduledMetadata"];
            replyCallback?: {
                active?: boolean;
                url?: string;
            };
            /** @description Alternative templates chosen by their filters (stored; triggers run the step's own template). */
            variants?: {
                _id?: string;
                _templateId?: string;
                _parentId?: string | null;
                uuid?: string;
                name?: string;
                active?: boolean;
                shouldStopOnFail?: boolean;
                template?: components["schemas"]["NotificationTemplateMessage"];
                filters?: components["schemas"]["StepFilter"][];
            }[];
        };
        /** @description The channels a subscriber gets by default (every one unless turned off). */
        NotificationTemplateChannels: {
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
        };
        CreateNotificationTemplateRequest: {
            name: string;
            /** @description A group of the environment (`GET /v1/notification-groups`). */
            notificationGroupId: string;
            /** @description Accepted; not simulated. */
            notificationGroup?: JsonObject;
            tags?: string[];
            description?: string;
            steps: components["schemas"]["NotificationTemplateStepRequest"][];
            /** @default false */
            active: boolean;
            /** @description Accepted; a template is a draft exactly when it is inactive. */
            draft?: boolean;
            /** @default false */
            critical: boolean;
            preferenceSettings?: components["schemas"]["NotificationTemplateChannels"];
            /** @description Accepted; blueprints are not simulated. */
            blueprintId?: string;
            /** @description Custom data kept with the workflow. */
            data?: JsonObject;
        };
        UpdateNotificationTemplateRequest: {
            name?: string;
            tags?: string[];
            description?: string;
            /** @description A new trigger identifier. */
            identifier?: string;
            steps?: components["schemas"]["NotificationTemplateStepRequest"][];
            notificationGroupId?: string;
            critical?: boolean;
            preferenceSettings?: components["schemas"]["NotificationTemplateChannels"];
            data?: JsonObject;
            /** @description Accepted and not changed here (`PUT …/status` changes it). */
            active?: boolean;
            /** @description Accepted and not changed here. */
            draft?: boolean;
        };
        NotificationTemplateStatusRequest: {
            active: boolean;
        };
        /** @description What a workflow's templates may read besides the payload (`GET /v1/workflows/variables`). */
        WorkflowVariables: {
            /** @description Always empty (translations are not simulated). */
            translations: JsonObject;
            /** @description Per context (`subscriber`, `actor`, `step`, `branding`, `tenant`), its fields and their types. */
            system: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        NotificationGroup: {
            _id: string;
            /** @description The `_id` again (a single group carries it, as the real service's do). */
            id?: string;
            name: string;
            _environmentId: string;
            _organizationId: string;
            _parentId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        NotificationGroupRequest: {
            name: string;
        };
        NotificationGroupDeleted: {
            /** @enum {boolean} */
            acknowledged: true;
            /** @enum {string} */
            status: "deleted";
        };
        Feed: {
            _id: string;
            name: string;
            identifier: string;
            _environmentId: string;
            _organizationId: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        /**
         * @description A write kept to be promoted to the child environment. `change` is the diff from the record as last
         *     promoted to the record as written; `enabled` is true once promoted; `_parentId` names the change it
         *     is under (a workflow's message templates). The list adds `templateName`, `templateId`, `messageType`.
         */
        Change: {
            _id: string;
            /** @description The mock has no users: the organization's id. */
            _creatorId: string;
            _environmentId: string;
            _organizationId: string;
            /** @description The `_id` of the record written: a workflow, message template, group or feed. */
            _entityId: string;
            enabled: boolean;
            /** @enum {string} */
            type: "NotificationTemplate" | "MessageTemplate" | "NotificationGroup" | "Feed" | "Layout" | "DefaultLayout" | "Translation" | "TranslationGroup";
            change: {
                /** @enum {string} */
                op: "add" | "update" | "delete";
                path: (string | number)[];
                val?: unknown;
                oldVal?: unknown;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
            _parentId?: string;
            templateName?: string;
            templateId?: string;
            messageType?: string;
        };
        FeedRequest: {
            name: string;
        };
        /** @description One execution detail of a job, with the ids of its job, event, workflow and subscriber. */
        ExecutionDetails: {
            _id: string;
            _jobId: string;
            _environmentId: string;
            _organizationId: string;
            _notificationId: string;
            _notificationTemplateId: string;
            _subscriberId: string;
            _messageId?: string;
            providerId?: components["schemas"]["ProvidersIdEnum"];
            transactionId: string;
            channel?: components["schemas"]["ActivityChannel"];
            detail: string;
            /** @enum {string} */
            source: "Credentials" | "Internal" | "Payload" | "Webhook";
            /** @enum {string} */
            status: "Success" | "Warning" | "Failed" | "Pending" | "Queued" | "ReadConfirmation";
            isTest: boolean;
            isRetry: boolean;
            raw?: string | null;
            /** Format: date-time */
            createdAt?: string;
        };
        CreateWorkflowRequest: {
            /** @description At most 128 characters, not empty (checked as the real command checks it: 422 with its words). */
            name: string;
            /** @description The trigger identifier (a slug); one another workflow has gets a short suffix. */
            workflowId: string;
            /** @description At most 256 characters. */
            description?: string;
            /** @description At most 16, each of 1 to 64 characters, none twice. */
            tags?: string[];
            /** @default true */
            active: boolean;
            validatePayload?: boolean;
            payloadSchema?: JsonObject | null;
            /** @description Accepted; not simulated. */
            isTranslationEnabled?: boolean;
            /** @description Accepted (where the request comes from). */
            __source?: string;
            /** @description Accepted; the workflow is the mock's own. */
            origin?: string;
            /** @enum {string} */
            severity?: "high" | "medium" | "low" | "none";
            /** @description Accepted; agents are not simulated. */
            agent?: JsonObject | null;
            steps: {
                /** @description Accepted; every step of a new workflow is new. */
                _id?: string;
                stepId?: string;
                name: string;
                /** @enum {string} */
                type: "in_app" | "email" | "sms" | "push" | "chat" | "delay" | "digest" | "throttle" | "tool" | "custom" | "http_request";
                controlValues?: JsonObject | null;
            }[];
            preferences?: {
                /** @description Accepted; subscribers' own choices are made through the preference API. */
                user?: JsonObject | null;
                workflow?: {
                    all?: {
                        enabled?: boolean;
                        readOnly?: boolean;
                    };
                    channels?: {
                        [key: string]: {
                            enabled?: boolean;
                        };
                    };
                } | null;
            };
        };
        CreateTopicV1Request: {
            /** @description Unique in the environment; any characters (the v1 API does not check them). */
            key: string;
            name: string;
        };
        CreateTopicV1Response: {
            _id: string;
            key: string;
        };
        RenameTopicV1Request: {
            name: string;
        };
        TopicV1: {
            _id: string;
            _organizationId: string;
            _environmentId: string;
            key: string;
            /** @description Absent for a topic created without one through `/v2/topics`. */
            name?: string;
            /** @description The subscriberIds of its subscribers, each once. */
            subscribers: string[];
        };
        TopicV1Page: {
            page: number;
            pageSize: number;
            totalCount: number;
            data: components["schemas"]["TopicV1"][];
        };
        TopicSubscribersV1Request: {
            /** @description subscriberIds. */
            subscribers: string[];
        };
        AddTopicSubscribersV1Result: {
            /** @description The subscriberIds sent that exist (now subscribed), each once. */
            succeeded: string[];
            /** @description Present only when some subscriberIds sent do not exist. */
            failed?: {
                notFound: string[];
            };
        };
        /**
         * @example {
         *       "_id": "665f1c2a9b1e4a002e010001",
         *       "identifier": "acme",
         *       "name": "Acme",
         *       "data": {
         *         "plan": "enterprise",
         *         "region": "us"
         *       },
         *       "_environmentId": "665f1c2a9b1e4a0012a0e001",
         *       "_organizationId": "665f1c2a9b1e4a0012a00001",
         *       "createdAt": "2026-06-03T09:00:00.000Z",
         *       "updatedAt": "2026-06-03T09:00:00.000Z"
         *     }
         */
        TenantV1: {
            _id: string;
            identifier: string;
            name?: string;
            /** @description Free-form; what templates see as `{{tenant.data.…}}`. */
            data?: JsonObject;
            _environmentId: string;
            _organizationId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TenantPage: {
            page: number;
            /** @description True whenever the page is full (the real service's rule). */
            hasMore: boolean;
            pageSize: number;
            data: components["schemas"]["TenantV1"][];
        };
        CreateTenantRequest: {
            identifier: string;
            name: string;
            /** @description Free-form. */
            data?: JsonObject | null;
        };
        UpdateTenantRequest: {
            /** @description A new identifier (an empty one is ignored). */
            identifier?: string;
            /** @description A new name (an empty one is ignored). */
            name?: string;
            /** @description Replaces the data whole; null is ignored. */
            data?: JsonObject | null;
        };
        /** @description Channel switches; a channel not sent keeps its value (on, for a new override). */
        OverridePreferenceChannels: {
            email?: boolean;
            sms?: boolean;
            in_app?: boolean;
            chat?: boolean;
            push?: boolean;
        };
        /**
         * @example {
         *       "_id": "665f1c2a9b1e4a0031000001",
         *       "_organizationId": "665f1c2a9b1e4a0012a00001",
         *       "_environmentId": "665f1c2a9b1e4a0012a0e001",
         *       "_workflowId": "665f1c2a9b1e4a0022000007",
         *       "_tenantId": "665f1c2a9b1e4a002e000001",
         *       "active": false,
         *       "preferenceSettings": {
         *         "email": false,
         *         "sms": true,
         *         "in_app": true,
         *         "chat": true,
         *         "push": true
         *       },
         *       "deleted": false,
         *       "createdAt": "2026-06-03T09:00:00.000Z",
         *       "updatedAt": "2026-06-03T09:00:00.000Z"
         *     }
         */
        WorkflowOverride: {
            _id: string;
            _organizationId: string;
            _environmentId: string;
            /** @description The workflow's `_id`. */
            _workflowId: string;
            /** @description The tenant's `_id`. */
            _tenantId: string;
            /** @description Whether the workflow runs for triggers that name the tenant. */
            active: boolean;
            /**
             * @description Stored and shown. Like the real service's, they do not change what a trigger sends: a subscriber's
             *     resolved preferences, which cover every channel, have the last word there.
             */
            preferenceSettings: {
                email: boolean;
                sms: boolean;
                in_app: boolean;
                chat: boolean;
                push: boolean;
            };
            /** @description Always false (a deleted override is gone). */
            deleted: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WorkflowOverridePage: {
            page: number;
            /** @description True whenever the page is full (the real service's rule). */
            hasMore: boolean;
            pageSize: number;
            data: components["schemas"]["WorkflowOverride"][];
        };
        CreateWorkflowOverrideRequest: {
            /** @description The workflow's `_id`. */
            workflowId: string;
            /** @description The tenant's `_id` (not its identifier). */
            tenantId: string;
            /** @description Default false. */
            active?: boolean;
            preferenceSettings?: components["schemas"]["OverridePreferenceChannels"];
        };
        UpdateWorkflowOverrideRequest: {
            active?: boolean;
            preferenceSettings?: components["schemas"]["OverridePreferenceChannels"];
        };
        ActivityStats: {
            /** @description Events since seven days ago. */
            weeklySent: number;
            /** @description Events since the same instant a calendar month ago. */
            monthlySent: number;
        };
        ActivityGraphDay: {
            /** @description The UTC day, `YYYY-MM-DD`. */
            _id: string;
            /** @description The events of the day, each counted once per channel it has. */
            count: number;
            /** @description The workflows (`_templateId`) of the day's events. */
            templates: string[];
            /** @description The channels of the day's events. */
            channels: string[];
        };
        CreateIntegrationRequest: {
            providerId: components["schemas"]["ProvidersIdEnum"];
            /** @enum {string} */
            channel: "in_app" | "email" | "sms" | "chat" | "push";
            name?: string;
            identifier?: string;
            /** @description An environment of the caller's organization (default: the caller's). */
            _environmentId?: string;
            /** @description Provider credentials (stored and returned). */
            credentials?: JsonObject;
            /** @description Default false. */
            active?: boolean;
            /** @description Accepted; the mock does not test credentials with the provider. */
            check?: boolean;
            conditions?: JsonObject[];
            configurations?: JsonObject;
        };
    };
    responses: {
        /** @description Bad request (malformed JSON, rule violation that is not a contract violation). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Missing header, wrong scheme, or unknown API key. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Beyond the plan's limit (as the real service's free plan); `reason` says which. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"] & {
                    reason: string;
                };
            };
        };
        /** @description Unknown resource or route. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description The path exists but not with this method. */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Conflict (duplicate resource, or an idempotent request still in progress). */
        Conflict: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                Link: components["headers"]["Link"];
                "Idempotency-Key": components["headers"]["IdempotencyKey"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Body over the size limit (default 1 MB); a trigger event over the payload limit (512 KB, as the real service); or a write that would take the environment over one of the mock's memory limits (new subscribers, notifications, messages, stored bytes since the last reset); or a trigger whose step template renders a message of more than 1 MB. Nothing of the request is stored; the message names the limit, its value and the option that raises it (or what to shorten). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Body sent with a content type other than application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description The request violates this document (path, query, headers or body). */
        ValidationError: {
            headers: {
                Link: components["headers"]["Link"];
                "Idempotency-Key": components["headers"]["IdempotencyKey"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorDto"];
            };
        };
        /** @description Rate limit exceeded. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Unexpected error (carries `errorId`), or a response contract violation in strict mode. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
        /** @description Service unavailable (a fault rule), or, under `--isolate-keys`, no room for the new API key's environment while every other one is in use: retry after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDto"];
            };
        };
    };
    parameters: {
        /**
         * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
         *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
         *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
         *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
         *     the 10,000 newest stored responses per environment (older keys are forgotten first).
         */
        IdempotencyKey: string;
        /** @description The subscriber's external identifier (chosen by the caller). */
        SubscriberId: string;
        /** @description A chat provider (`slack`; the service's own Slack as `novu-slack` or `svc-slack`). */
        ChatOauthProviderId: string;
        /** @description The environment whose integration grants the access (required; checked by the route, as the real one does). */
        ChatOauthEnvironmentId: string;
        /** @description The hex HMAC-SHA256 of the subscriber id keyed by the environment's API key, when the integration has `hmac` on. */
        ChatOauthHmacHash: string;
        /** @description The integration to use, when the environment has several of the provider. */
        ChatOauthIntegrationIdentifier: string;
        /** @description Id of the notification event (ObjectId). */
        NotificationId: string;
        /** @description Key of the environment variable. */
        VariableKey: string;
        /**
         * @description Exact context keys, order insensitive, format `type:id` (e.g. `tenant:acme`): a record matches
         *     when its keys are exactly these. Repeat the key for several (`contextKeys=tenant:acme&contextKeys=app:web`).
         */
        ContextKeys: string[];
        /** @description Id of the integration (ObjectId). */
        IntegrationId: string;
    };
    requestBodies: {
        UpdateSubscriberCredentials: {
            content: {
                /**
                 * @example {
                 *       "providerId": "fcm",
                 *       "integrationIdentifier": "fcm-main",
                 *       "credentials": {
                 *         "deviceTokens": [
                 *           "fcm-token-3f9a1c",
                 *           "fcm-token-77b2e0"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateSubscriberCredentialsRequest"];
            };
        };
    };
    headers: {
        /** @description Echo of the request's `idempotency-key` (POST and PATCH). */
        IdempotencyKey: string;
        /** @description `true` when the body is a replay of a stored response. */
        IdempotencyReplay: "true";
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description Requests allowed in the current window. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the current window resets. */
        RateLimitReset: number;
        /** @description Link to documentation about the error. */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    updateSubscriberCredentials: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSubscriberCredentials"];
        responses: {
            /** @description The updated subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    appendSubscriberCredentials: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSubscriberCredentials"];
        responses: {
            /** @description The updated subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSubscriberCredentials: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description The chat or push provider whose credentials go (e.g. `fcm`, `slack`). */
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    chatAccessOauth: {
        parameters: {
            query?: {
                /** @description The environment whose integration grants the access (required; checked by the route, as the real one does). */
                environmentId?: components["parameters"]["ChatOauthEnvironmentId"];
                /** @description The hex HMAC-SHA256 of the subscriber id keyed by the environment's API key, when the integration has `hmac` on. */
                hmacHash?: components["parameters"]["ChatOauthHmacHash"];
                /** @description The integration to use, when the environment has several of the provider. */
                integrationIdentifier?: components["parameters"]["ChatOauthIntegrationIdentifier"];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description A chat provider (`slack`; the service's own Slack as `novu-slack` or `svc-slack`). */
                providerId: components["parameters"]["ChatOauthProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's authorize page. */
            302: {
                headers: {
                    /** @description The provider's authorize URL. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    chatAccessOauthCallback: {
        parameters: {
            query?: {
                /** @description The environment whose integration grants the access (required; checked by the route, as the real one does). */
                environmentId?: components["parameters"]["ChatOauthEnvironmentId"];
                /** @description The hex HMAC-SHA256 of the subscriber id keyed by the environment's API key, when the integration has `hmac` on. */
                hmacHash?: components["parameters"]["ChatOauthHmacHash"];
                /** @description The integration to use, when the environment has several of the provider. */
                integrationIdentifier?: components["parameters"]["ChatOauthIntegrationIdentifier"];
                /** @description The authorization code the provider sent back. */
                code?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description A chat provider (`slack`; the service's own Slack as `novu-slack` or `svc-slack`). */
                providerId: components["parameters"]["ChatOauthProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page that closes the OAuth tab. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description To the integration's `redirectUrl`. */
            302: {
                headers: {
                    /** @description The integration's `redirectUrl` credential. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscriberOnlineStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isOnline": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateSubscriberOnlineStatusRequest"];
            };
        };
        responses: {
            /** @description The subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkCreateSubscribers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscribers": [
                 *         {
                 *           "subscriberId": "user-1042",
                 *           "firstName": "Ada",
                 *           "email": "ada@example.com"
                 *         },
                 *         {
                 *           "subscriberId": "user-1043",
                 *           "firstName": "Grace"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkCreateSubscribersRequest"];
            };
        };
        responses: {
            /** @description What happened to each subscriber. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkCreateSubscribersResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchSubscribers: {
        parameters: {
            query?: {
                /** @description Cursor; results start after it. */
                after?: string;
                /** @description Cursor; results end before it. */
                before?: string;
                /** @description Number of items to return. */
                limit?: number;
                /** @description Sort direction. */
                orderDirection?: "ASC" | "DESC";
                /** @description Field to order by. */
                orderBy?: "_id" | "createdAt" | "updatedAt";
                /** @description Include the cursor item in the response. */
                includeCursor?: boolean;
                /** @description Part of the email, any case. */
                email?: string;
                /** @description Part of `"<firstName> <lastName>"`, any case. */
                name?: string;
                /** @description Part of the phone number, any case. */
                phone?: string;
                /** @description Exact, case-sensitive subscriberId filter. */
                subscriberId?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscribers. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSubscribersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubscriber: {
        parameters: {
            query?: {
                /** @description When `true`, the request fails with 409 if a subscriber with the same `subscriberId` exists. */
                failIfExists?: boolean;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriberId": "user-1042",
                 *       "firstName": "Ada",
                 *       "lastName": "Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+15555550142",
                 *       "avatar": "https://example.com/avatars/ada.png",
                 *       "locale": "en-US",
                 *       "timezone": "Europe/London",
                 *       "data": {
                 *         "plan": "pro",
                 *         "beta": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateSubscriberRequest"];
            };
        };
        responses: {
            /** @description The created or updated subscriber. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lastName": "Byron",
                 *       "timezone": "Europe/Paris"
                 *     }
                 */
                "application/json": components["schemas"]["PatchSubscriberRequest"];
            };
        };
        responses: {
            /** @description The updated subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markMessagesAs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "messageId": [
                 *         "6650a1f2c3d4e5f6a7b8c9d0",
                 *         "6650a1f2c3d4e5f6a7b8c9d1"
                 *       ],
                 *       "markAs": "read"
                 *     }
                 */
                "application/json": components["schemas"]["MarkMessagesAsRequest"];
            };
        };
        responses: {
            /** @description The updated messages. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriberPreferences: {
        parameters: {
            query?: {
                criticality?: "critical" | "nonCritical" | "all";
                /**
                 * @description The context whose preferences are read, as its keys `type:id` (e.g. `tenant:acme`), order aside; repeat the
                 *     key for several. Every workflow is listed: one the subscriber never changed in that context shows its
                 *     defaults, under that context's global choice. Empty values are dropped.
                 */
                contextKeys?: string[];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriberPreferences"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscriberPreferences: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchSubscriberPreferencesRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriberPreferences"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriberGlobalPreference: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriberGlobalPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkUpdateSubscriberPreferences: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateSubscriberPreferencesRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxPreference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscriberNotifications: {
        parameters: {
            query?: {
                limit?: number;
                after?: string;
                offset?: number;
                read?: boolean;
                seen?: boolean;
                archived?: boolean;
                snoozed?: boolean;
                severity?: ("high" | "medium" | "low" | "none")[];
                /** @description A JSON object, as the Inbox list's `data` filter. */
                data?: string;
                createdGte?: number;
                createdLte?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"][];
                        hasMore: boolean;
                        filter: components["schemas"]["InboxFilter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countSubscriberNotifications: {
        parameters: {
            query: {
                filters: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            filter: components["schemas"]["InboxFilter"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unreadSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unarchiveSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    snoozeSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    snoozeUntil: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsnoozeSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeSubscriberNotificationAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
                actionType: "primary" | "secondary";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revertSubscriberNotificationAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
                actionType: "primary" | "secondary";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSubscriberNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    seenSubscriberNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxSeenRequest"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readAllSubscriberNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveAllSubscriberNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveReadSubscriberNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAllSubscriberNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriberFeed: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                read?: boolean;
                seen?: boolean;
                payload?: string;
                /** @description Only the messages of these feeds (repeat the key for several). */
                feedIdentifier?: string[];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberFeed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriberUnseenCount: {
        parameters: {
            query?: {
                seen?: boolean;
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllSubscriberMessages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    markAs: "read" | "seen" | "unread" | "unseen";
                    feedIdentifier?: string | string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markSubscriberMessageAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                messageId: string;
                type: "primary" | "secondary";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "done";
                    payload?: JsonObject;
                };
            };
        };
        responses: {
            /** @description OK. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openInboxSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboxSessionRequest"];
            };
        };
        responses: {
            /** @description The session. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInboxNotifications: {
        parameters: {
            query?: {
                limit?: number;
                after?: string;
                offset?: number;
                read?: boolean;
                seen?: boolean;
                archived?: boolean;
                snoozed?: boolean;
                /** @description Any of these tags (repeat the key, or `tags[]`). AND of OR-groups: `tags[0][]=a&tags[0][]=b&tags[1][]=c` (a or b, and c), as the official client sends `{and: [{or: [a, b]}, {or: [c]}]}`. Another bracketed form (`tags[a]=b`, `tags[x][]=b`) → **422**. */
                tags?: string[];
                severity?: ("high" | "medium" | "low" | "none")[];
                /** @description A JSON object; each key's condition must hold for the notification's `data` field: a value (equal), a list or `{"or": [...]}` (any of them), `{"and": [{"or": [...]}, ...]}` (each group), or an object of such conditions one level down. Malformed → **400** `Invalid JSON format for data parameter`. */
                data?: string;
                /** @description Created at or after this Unix time in milliseconds. */
                createdGte?: number;
                /** @description Created at or before this Unix time in milliseconds. */
                createdLte?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"][];
                        hasMore: boolean;
                        filter: components["schemas"]["InboxFilter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countInboxNotifications: {
        parameters: {
            query: {
                filters: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One count per filter. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            filter: components["schemas"]["InboxFilter"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readAllInboxNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unreadInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unarchiveInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    snoozeInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    snoozeUntil: string;
                };
            };
        };
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsnoozeInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeInboxNotificationAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    actionType: "primary" | "secondary";
                };
            };
        };
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revertInboxNotificationAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    actionType: "primary" | "secondary";
                };
            };
        };
        responses: {
            /** @description The notification after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteInboxNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    seenInboxNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxSeenRequest"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveAllInboxNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveReadInboxNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAllInboxNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboxBulkFilter"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInboxPreferences: {
        parameters: {
            query?: {
                /** @description Workflows with any of these tags (repeat the key, or `tags[]`). */
                tags?: string[];
                severity?: ("high" | "medium" | "low" | "none")[];
                criticality?: "critical" | "nonCritical" | "all";
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The global preference, then one per workflow. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxPreference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateInboxGlobalPreference: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboxGlobalPreferenceChange"];
            };
        };
        responses: {
            /** @description The global preference after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInboxGlobalPreference: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The global preference. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkUpdateInboxPreferences: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preferences: components["schemas"]["InboxWorkflowPreferenceChange"][];
                };
            };
        };
        responses: {
            /** @description The workflows' preferences after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxPreference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateInboxWorkflowPreference: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id` or its trigger identifier. */
                workflowIdOrIdentifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboxChannelPreferences"];
            };
        };
        responses: {
            /** @description The workflow's preference after the change. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInboxTopicSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriptionDetails"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInboxTopicSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "identifier": "product-news",
                 *       "preferences": [
                 *         "comment-mention"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["InboxTopicSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxTopicSubscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInboxTopicSubscription: {
        parameters: {
            query?: {
                workflowIds?: string[];
                tags?: string[];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriptionDetails"];
                    };
                };
            };
            /** @description No such subscription. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteInboxTopicSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            success: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateInboxTopicSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "preferences": [
                 *         {
                 *           "workflowId": "comment-mention",
                 *           "enabled": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTopicSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxTopicSubscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description External subscriber id. */
                subscriberId?: string;
                channel?: "in_app" | "email" | "sms" | "chat" | "push";
                /** @description One or more transaction ids (repeat the key). */
                transactionId?: string[];
                /**
                 * @description Exact context keys, order insensitive, format `type:id` (e.g. `tenant:acme`): a record matches
                 *     when its keys are exactly these. Repeat the key for several (`contextKeys=tenant:acme&contextKeys=app:web`).
                 */
                contextKeys?: components["parameters"]["ContextKeys"];
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the message (ObjectId). */
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMessagesByTransactionId: {
        parameters: {
            query?: {
                /** @description Only the messages of this channel. */
                channel?: "in_app" | "email" | "sms" | "chat" | "push";
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The transaction id of a trigger. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWorkflowRuns: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                workflowIds?: string[];
                subscriberIds?: string[];
                transactionIds?: string[];
                statuses?: ("processing" | "completed" | "error")[];
                channels?: string[];
                topicKey?: string;
                subscriptionId?: string;
                createdGte?: string;
                createdLte?: string;
                severity?: ("high" | "medium" | "low" | "none")[];
                /** @description Context keys (`type:id`) a run must all have; sent empty, runs without context. */
                contextKeys?: string[];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of workflow runs. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveWorkflowRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workflowRunId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow run. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowRunDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Channel types. */
                channels?: components["schemas"]["ActivityChannel"][];
                /** @description Template (workflow) ids, or one id. */
                templates?: string[];
                /** @description Email addresses, or one. */
                emails?: string[];
                /**
                 * @deprecated
                 * @description Deprecated.
                 */
                search?: string;
                /** @description Subscriber ids, or one. */
                subscriberIds?: string[];
                /** @description Severity levels, or one. */
                severity?: ("high" | "medium" | "low" | "none")[];
                page?: number;
                limit?: number;
                transactionId?: string;
                /** @description Filter by topic. */
                topicKey?: string;
                /** @description Filter by subscription. */
                subscriptionId?: string;
                /**
                 * @description Exact context keys, order insensitive, format `type:id` (e.g. `tenant:acme`): a record matches
                 *     when its keys are exactly these. Repeat the key for several (`contextKeys=tenant:acme&contextKeys=app:web`).
                 */
                contextKeys?: components["parameters"]["ContextKeys"];
                /** @description Records after this timestamp; default is the earliest date the subscription plan allows. */
                after?: string;
                /** @description Records before this timestamp; default is the time of the request. */
                before?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivitiesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationStats: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivityStats"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationGraphStats: {
        parameters: {
            query?: {
                /** @description How many days back (default 32). */
                days?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The days that have events, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivityGraphDay"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the notification event (ObjectId). */
                notificationId: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivityNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEnvironmentVariables: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the key. */
                search?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variables. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnvironmentVariable"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createEnvironmentVariable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "API_BASE_URL",
                 *       "type": "string",
                 *       "isSecret": false,
                 *       "values": [
                 *         {
                 *           "_environmentId": "6650a0000000000000000001",
                 *           "value": "https://dev.example.com"
                 *         },
                 *         {
                 *           "_environmentId": "6650a0000000000000000002",
                 *           "value": "https://example.com"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateEnvironmentVariableRequest"];
            };
        };
        responses: {
            /** @description The created variable. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnvironmentVariable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveEnvironmentVariable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Key of the environment variable. */
                variableKey: components["parameters"]["VariableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variable. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnvironmentVariable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEnvironmentVariable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Key of the environment variable. */
                variableKey: components["parameters"]["VariableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateEnvironmentVariable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Key of the environment variable. */
                variableKey: components["parameters"]["VariableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isSecret": true,
                 *       "values": [
                 *         {
                 *           "_environmentId": "6650a0000000000000000002",
                 *           "value": "s3cr3t-production-token"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateEnvironmentVariableRequest"];
            };
        };
        responses: {
            /** @description The updated variable. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnvironmentVariable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEnvironments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environments. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Environment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveCurrentEnvironment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's environment. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Environment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setIntegrationAsPrimary: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the integration (ObjectId). */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration, now primary (with its credentials). */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the integration (ObjectId). */
                integrationId: components["parameters"]["IntegrationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mailgun (backup)",
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateIntegrationRequest"];
            };
        };
        responses: {
            /** @description The updated integration (with its credentials). */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Id of the integration (ObjectId). */
                integrationId: components["parameters"]["IntegrationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integrations left (without credentials). */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integrations. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "postmark",
                 *       "channel": "email",
                 *       "credentials": {
                 *         "apiKey": "pm-test-key",
                 *         "from": "hello@example.com"
                 *       },
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateIntegrationRequest"];
            };
        };
        responses: {
            /** @description The created integration (with its credentials). */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActiveIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active integrations. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Integration"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookSupportStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description An integration's id (ObjectId), or else a provider id (`sendgrid`, `twilio`…). */
                providerOrIntegrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the provider reads delivery events from webhooks. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    syncBridge: {
        parameters: {
            query?: {
                /** @description Where the sync comes from (`cli`); informative only. */
                source?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The app's bridge endpoint, e.g. `http://localhost:4000/api/novu`. */
                    bridgeUrl: string;
                    /** @description Ignored (the workflows are discovered from the bridge). */
                    workflows?: JsonObject[];
                };
            };
        };
        responses: {
            /** @description The synced workflows. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBridgeStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bridge's health check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: string;
                            sdkVersion?: string;
                            frameworkVersion?: string;
                            discovered?: {
                                workflows?: number;
                                steps?: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    triggerEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "comment-mention",
                 *       "to": {
                 *         "subscriberId": "user-1042",
                 *         "firstName": "Ada",
                 *         "email": "ada@example.com"
                 *       },
                 *       "payload": {
                 *         "commenterName": "Grace",
                 *         "postTitle": "Roadmap",
                 *         "commentPreview": "Looks good!",
                 *         "commentId": "cmt_1"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TriggerEventRequest"];
            };
        };
        responses: {
            /** @description The trigger was acknowledged. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TriggerEventResponse"];
                    };
                };
            };
            /** @description The payload breaks the workflow's payload schema, or the trigger lacks context its templates use (both `type` PAYLOAD_VALIDATION_ERROR), or another rule is broken. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadValidationExceptionDto"] | components["schemas"]["ErrorDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    triggerEventBulk: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkTriggerEventRequest"];
            };
        };
        responses: {
            /** @description One result per event. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TriggerEventResponse"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelTriggerEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether pending work was cancelled. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWorkflows: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                orderDirection?: "ASC" | "DESC";
                orderBy?: "createdAt" | "updatedAt" | "name" | "lastTriggeredAt";
                query?: string;
                tags?: string[];
                status?: ("ACTIVE" | "INACTIVE" | "ERROR")[];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of workflows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Order shipped",
                 *       "workflowId": "order-shipped-v2",
                 *       "steps": [
                 *         {
                 *           "name": "Shipped inbox message",
                 *           "type": "in_app",
                 *           "controlValues": {
                 *             "body": "Your order {{payload.orderId}} is on its way"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateWorkflowRequest"];
            };
        };
        responses: {
            /** @description The created workflow. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkflow: {
        parameters: {
            query?: {
                /** @description Only the caller's own environment has workflows to show; another environment's id → 404. */
                environmentId?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier (`POST /v1/events/trigger`'s `name`), the workflow's `_id`, or its `slug` (`<slugified name>_wf_<base62 _id>`, as the list shows it; the name part may be anything). */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier (`POST /v1/events/trigger`'s `name`), the workflow's `_id`, or its `slug` (`<slugified name>_wf_<base62 _id>`, as the list shows it; the name part may be anything). */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Comment mention",
                 *       "steps": [
                 *         {
                 *           "name": "Mention inbox message",
                 *           "type": "in_app",
                 *           "controlValues": {
                 *             "body": "{{payload.commenterName}} mentioned you"
                 *           }
                 *         }
                 *       ],
                 *       "preferences": {
                 *         "workflow": {
                 *           "all": {
                 *             "enabled": true,
                 *             "readOnly": false
                 *           },
                 *           "channels": {
                 *             "in_app": {
                 *               "enabled": true
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWorkflowRequest"];
            };
        };
        responses: {
            /** @description The workflow as `GET` shows it. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier (`POST /v1/events/trigger`'s `name`), the workflow's `_id`, or its `slug` (`<slugified name>_wf_<base62 _id>`, as the list shows it; the name part may be anything). */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier (`POST /v1/events/trigger`'s `name`), the workflow's `_id`, or its `slug` (`<slugified name>_wf_<base62 _id>`, as the list shows it; the name part may be anything). */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false,
                 *       "tags": [
                 *         "billing"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WorkflowPatchRequest"];
            };
        };
        responses: {
            /** @description The changed workflow. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    generateWorkflowStepPreview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier, the workflow's `_id`, or the `slug` the list shows. */
                workflowId: string;
                /** @description The step's `stepId` (as `GET /v2/workflows/{workflowId}` shows it) or its `_id`. */
                stepId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Control values to render instead of the step's own (merged over them). */
                    controlValues?: JsonObject;
                    previewPayload?: {
                        payload?: JsonObject;
                        subscriber?: JsonObject;
                        actor?: JsonObject;
                        steps?: JsonObject;
                        context?: JsonObject;
                        env?: JsonObject;
                    };
                };
            };
        };
        responses: {
            /** @description The preview. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            result: {
                                /** @description The step's type; absent for an unknown workflow or step. */
                                type?: string;
                                preview: JsonObject;
                            };
                            /** @description What the step was rendered with; `{}` for an unknown workflow or step. */
                            previewPayloadExample: {
                                payload?: JsonObject;
                                subscriber?: JsonObject;
                                context?: JsonObject;
                                steps?: JsonObject;
                            };
                            /** @description The step's variables (what its templates can read); null for an unknown workflow or step. */
                            schema?: JsonObject | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkflowStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The trigger identifier, the workflow's `_id`, or the `slug` the list shows. */
                workflowId: string;
                /** @description The step's `stepId` (as `GET /v2/workflows/{workflowId}` shows it), its `_id`, or its `slug` (`<name>_st_<encoded _id>`). */
                stepId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowStepDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ContextsController_listContexts: {
        parameters: {
            query?: {
                /** @description Cursor; results start after it (a `next`). */
                after?: string;
                /** @description Cursor; results end before it (a `previous`). */
                before?: string;
                /** @description Contexts per page (0: the default, 10). */
                limit?: number;
                orderDirection?: "ASC" | "DESC";
                orderBy?: "createdAt" | "updatedAt";
                includeCursor?: boolean;
                /** @description Exact context type. */
                type?: string;
                /** @description Exact context id. */
                id?: string;
                /** @description Case-insensitive part of the key `type:id`. */
                search?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of contexts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListContextsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ContextsController_createContext: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "tenant",
                 *       "id": "org-acme",
                 *       "data": {
                 *         "tenantName": "Acme Corp"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateContextRequest"];
            };
        };
        responses: {
            /** @description The created context. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContextResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ContextsController_getContext: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The context's type. */
                type: string;
                /** @description The context's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContextResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ContextsController_deleteContext: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The context's type. */
                type: string;
                /** @description The context's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ContextsController_updateContext: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The context's type. */
                type: string;
                /** @description The context's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "tenantName": "Acme Corporation"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateContextRequest"];
            };
        };
        responses: {
            /** @description The updated context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContextResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    InboundWebhooksController_handleWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The environment the integration belongs to (the caller's). */
                environmentId: string;
                /** @description The integration (`_id`) of the delivery provider. */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "event": "bounced",
                 *         "id": "65f1c0de0000000000000001",
                 *         "email": "ada@example.com",
                 *         "response": "550 5.1.1 unknown user"
                 *       }
                 *     ]
                 */
                "application/json": JsonObject | JsonObject[];
            };
        };
        responses: {
            /** @description The events understood, each with the message it names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTopics: {
        parameters: {
            query?: {
                /** @description Cursor; results start after it (a `next`). */
                after?: string;
                /** @description Cursor; results end before it (a `previous`). */
                before?: string;
                limit?: number;
                orderDirection?: "ASC" | "DESC";
                /** @description Any field of a topic (`_id`, `createdAt`, `updatedAt`, `key`, `name`): sorted by it, then by `_id`; a topic without the field sorts first. */
                orderBy?: string;
                includeCursor?: boolean;
                /** @description Case-insensitive part of the topic key. */
                key?: string;
                /** @description Case-insensitive part of the topic name. */
                name?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of topics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTopicsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    upsertTopic: {
        parameters: {
            query?: {
                /** @description When `true`, an existing key is a 409 instead of an update. */
                failIfExists?: boolean;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "product-updates",
                 *       "name": "Product updates"
                 *     }
                 */
                "application/json": components["schemas"]["CreateUpdateTopicRequest"];
            };
        };
        responses: {
            /** @description The existing topic, updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicResponse"];
                    };
                };
            };
            /** @description The created topic. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTopic: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTopic: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcknowledgedResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTopic: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Product news"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTopicRequest"];
            };
        };
        responses: {
            /** @description The updated topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTopicSubscriptions: {
        parameters: {
            query?: {
                /**
                 * @description Exact context keys, order insensitive, format `type:id` (e.g. `tenant:acme`): a record matches
                 *     when its keys are exactly these. Repeat the key for several (`contextKeys=tenant:acme&contextKeys=app:web`).
                 */
                contextKeys?: components["parameters"]["ContextKeys"];
                /** @description Cursor; results start after it (a `next`). */
                after?: string;
                /** @description Cursor; results end before it (a `previous`). */
                before?: string;
                limit?: number;
                orderDirection?: "ASC" | "DESC";
                orderBy?: "_id" | "createdAt" | "updatedAt";
                includeCursor?: boolean;
                /** @description Exact subscriberId. */
                subscriberId?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTopicSubscriptionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTopicSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriptions": [
                 *         "user_2097",
                 *         "user_2714"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateTopicSubscriptionsRequest"];
            };
        };
        responses: {
            /** @description The per-subscriber results. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriptionsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTopicSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriptions": [
                 *         "david@outlook.com"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DeleteTopicSubscriptionsRequest"];
            };
        };
        responses: {
            /** @description The per-subscriber results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriptionsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTopicSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriptionDetails"];
                    };
                };
            };
            /** @description No such subscription. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTopicSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscription's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Apollo updates"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTopicSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicSubscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscriberSubscriptions: {
        parameters: {
            query?: {
                /**
                 * @description Exact context keys, order insensitive, format `type:id` (e.g. `tenant:acme`): a record matches
                 *     when its keys are exactly these. Repeat the key for several (`contextKeys=tenant:acme&contextKeys=app:web`).
                 */
                contextKeys?: components["parameters"]["ContextKeys"];
                /** @description Cursor; results start after it (a `next`). */
                after?: string;
                /** @description Cursor; results end before it (a `previous`). */
                before?: string;
                limit?: number;
                orderDirection?: "ASC" | "DESC";
                orderBy?: "_id" | "createdAt" | "updatedAt";
                includeCursor?: boolean;
                /** @description Exact topic key. */
                key?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTopicSubscriptionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTopicSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
                /** @description The subscriberId. */
                externalSubscriberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicSubscriberLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    triggerEventBroadcast: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "comment-mention",
                 *       "payload": {
                 *         "commenterName": "Grace"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BroadcastEventRequest"];
            };
        };
        responses: {
            /** @description The trigger was acknowledged. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TriggerEventResponse"];
                    };
                };
            };
            /** @description The payload breaks the workflow's payload schema, or the trigger lacks context its templates use. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadValidationExceptionDto"] | components["schemas"]["ErrorDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscribersV1: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscribers. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1SubscribersPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubscriberV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriberId": "user-1042",
                 *       "firstName": "Ada",
                 *       "email": "ada@example.com",
                 *       "channels": [
                 *         {
                 *           "providerId": "fcm",
                 *           "credentials": {
                 *             "deviceTokens": [
                 *               "fcm-token-3f9a1c"
                 *             ]
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateSubscriberV1Request"];
            };
        };
        responses: {
            /** @description The created or updated subscriber. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriberV1: {
        parameters: {
            query?: {
                includeTopics?: boolean;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscriberV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lastName": "Byron",
                 *       "data": {
                 *         "plan": "team"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateSubscriberV1Request"];
            };
        };
        responses: {
            /** @description The subscriber. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSubscriberV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscriberPreferencesV1: {
        parameters: {
            query?: {
                includeInactiveChannels?: boolean;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflows' preferences. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["V1WorkflowPreference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscriberGlobalPreferencesV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "preferences": [
                 *         {
                 *           "type": "sms",
                 *           "enabled": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["V1GlobalPreferencesRequest"];
            };
        };
        responses: {
            /** @description The global preference. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["V1UpdatedGlobalPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriberPreferencesByLevelV1: {
        parameters: {
            query?: {
                /** @description Shows all five channels; the default here is `true`. */
                includeInactiveChannels?: boolean;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description The level to read. */
                parameter: "global" | "template";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences of that level. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["V1GlobalPreference"] | components["schemas"]["V1WorkflowPreference"])[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscriberPreferenceV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
                /** @description The workflow's `_id` or trigger identifier. */
                parameter: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel": {
                 *         "type": "email",
                 *         "enabled": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["V1WorkflowPreferenceRequest"];
            };
        };
        responses: {
            /** @description The workflow's preference. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["V1UpdatedWorkflowPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markSubscriberMessagesLegacy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The subscriber's external identifier (chosen by the caller). */
                subscriberId: components["parameters"]["SubscriberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "messageId": "6650a1f2c3d4e5f6a7b8c9d0",
                 *       "mark": {
                 *         "seen": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LegacyMarkMessagesRequest"];
            };
        };
        responses: {
            /** @description The messages, as they are now. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotificationTemplates: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Case-insensitive part of the name or trigger identifier. */
                query?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of templates (a page object, sent as it is). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNotificationTemplate: {
        parameters: {
            query?: {
                /** @description Accepted (where the request comes from); not simulated. */
                __source?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Order shipped",
                 *       "notificationGroupId": "665f1c2a9b1e4a0025000001",
                 *       "active": true,
                 *       "steps": [
                 *         {
                 *           "template": {
                 *             "type": "in_app",
                 *             "content": "Your order {{payload.orderId}} is on its way"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateNotificationTemplateRequest"];
            };
        };
        responses: {
            /** @description The created template. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id` or trigger identifier. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Order shipped",
                 *       "tags": [
                 *         "orders"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateNotificationTemplateRequest"];
            };
        };
        responses: {
            /** @description The updated template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNotificationTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        data: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationTemplateStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["NotificationTemplateStatusRequest"];
            };
        };
        responses: {
            /** @description The template with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWorkflowsV1: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Case-insensitive part of the name or trigger identifier. */
                query?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of workflows (a page object, sent as it is). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWorkflowV1: {
        parameters: {
            query?: {
                /** @description Accepted (where the request comes from); not simulated. */
                __source?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Order shipped",
                 *       "notificationGroupId": "665f1c2a9b1e4a0025000001",
                 *       "active": true,
                 *       "steps": [
                 *         {
                 *           "template": {
                 *             "type": "in_app",
                 *             "content": "Your order {{payload.orderId}} is on its way"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateNotificationTemplateRequest"];
            };
        };
        responses: {
            /** @description The created workflow. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkflowVariablesV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variables. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowVariables"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkflowV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id` or trigger identifier. */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWorkflowV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Order shipped",
                 *       "tags": [
                 *         "orders"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateNotificationTemplateRequest"];
            };
        };
        responses: {
            /** @description The updated workflow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWorkflowV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        data: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWorkflowStatusV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["NotificationTemplateStatusRequest"];
            };
        };
        responses: {
            /** @description The workflow with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotificationGroups: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNotificationGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Billing"
                 *     }
                 */
                "application/json": components["schemas"]["NotificationGroupRequest"];
            };
        };
        responses: {
            /** @description The created group. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The group's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNotificationGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The group's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationGroupDeleted"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The group's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Invoices"
                 *     }
                 */
                "application/json": components["schemas"]["NotificationGroupRequest"];
            };
        };
        responses: {
            /** @description The renamed group. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFeeds: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feeds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Feed"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFeed: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Activities"
                 *     }
                 */
                "application/json": components["schemas"]["FeedRequest"];
            };
        };
        responses: {
            /** @description The created feed. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Feed"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFeed: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The feed's `_id`. */
                feedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feeds left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Feed"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChanges: {
        parameters: {
            query: {
                /** @description `true`: the promoted changes; anything else: the pending ones. */
                promoted: string;
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of changes (a page object, sent as it is). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Change"][];
                        totalCount: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countChanges: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of pending changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkApplyChanges: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "changeIds": [
                 *         "6650d00000000000000000c1"
                 *       ]
                 *     }
                 */
                "application/json": {
                    changeIds: string[];
                };
            };
        };
        responses: {
            /** @description For each change promoted, the changes it promoted. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Change"][][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyChange: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The change's `_id`. */
                changeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes promoted, those under it first. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Change"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExecutionDetails: {
        parameters: {
            query: {
                /** @description The event's `_id`. */
                notificationId: string;
                /** @description The subscriber's `subscriberId`. */
                subscriberId: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The execution details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExecutionDetails"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTopicsV1: {
        parameters: {
            query?: {
                /** @description Page number (from 0). */
                page?: number;
                /** @description Topics per page (at most 10). */
                pageSize?: number;
                /** @description Exact topic key. */
                key?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of topics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicV1Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTopicV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "release-notes",
                 *       "name": "Release notes"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTopicV1Request"];
            };
        };
        responses: {
            /** @description The created topic's id and key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateTopicV1Response"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTopicV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicV1"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTopicV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    renameTopicV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Release notes (all products)"
                 *     }
                 */
                "application/json": components["schemas"]["RenameTopicV1Request"];
            };
        };
        responses: {
            /** @description The renamed topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopicV1"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addTopicSubscribersV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscribers": [
                 *         "user_2097",
                 *         "ghost-subscriber"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TopicSubscribersV1Request"];
            };
        };
        responses: {
            /** @description Who was added and who does not exist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AddTopicSubscribersV1Result"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeTopicSubscribersV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The topic's key. */
                topicKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscribers": [
                 *         "user_2097"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TopicSubscribersV1Request"];
            };
        };
        responses: {
            /** @description Removed; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTenants: {
        parameters: {
            query?: {
                /** @description Page number (from 0). */
                page?: number;
                /** @description Tenants per page. */
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tenants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "identifier": "initech",
                 *       "name": "Initech",
                 *       "data": {
                 *         "plan": "team"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateTenantRequest"];
            };
        };
        responses: {
            /** @description The created tenant. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TenantV1"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TenantV1"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTenant: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant's identifier. */
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Initech Europe",
                 *       "data": {
                 *         "plan": "enterprise"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTenantRequest"];
            };
        };
        responses: {
            /** @description The updated tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TenantV1"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWorkflowOverrides: {
        parameters: {
            query?: {
                /** @description Page number (from 0). */
                page?: number;
                /** @description Overrides per page. */
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of overrides. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowOverridePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWorkflowOverride: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workflowId": "665f1c2a9b1e4a0022000007",
                 *       "tenantId": "665f1c2a9b1e4a002e000001",
                 *       "active": false,
                 *       "preferenceSettings": {
                 *         "email": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateWorkflowOverrideRequest"];
            };
        };
        responses: {
            /** @description The override. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowOverride"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkflowOverrideById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The override's `_id`. */
                overrideId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The override. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowOverride"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWorkflowOverrideById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The override's `_id`. */
                overrideId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": true,
                 *       "preferenceSettings": {
                 *         "email": true,
                 *         "sms": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWorkflowOverrideRequest"];
            };
        };
        responses: {
            /** @description The override with the changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowOverride"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWorkflowOverride: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The override's `_id`. */
                overrideId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description True: the override is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkflowOverride: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
                /** @description The tenant's `_id` (not its identifier). */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The override. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowOverride"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWorkflowOverride: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id`. */
                workflowId: string;
                /** @description The tenant's `_id` (not its identifier). */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": true,
                 *       "preferenceSettings": {
                 *         "sms": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWorkflowOverrideRequest"];
            };
        };
        responses: {
            /** @description The override with the changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowOverride"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initializeWidgetSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSessionRequest"];
            };
        };
        responses: {
            /** @description The session. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetOrganization"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetFeed: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                read?: boolean;
                seen?: boolean;
                payload?: string;
                /** @description Only the messages of the feeds with these identifiers (repeat the key for several). */
                feedIdentifier?: string[];
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the feed. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberFeed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetUnseenCount: {
        parameters: {
            query?: {
                seen?: boolean;
                /** @description Only the messages of the feeds with these identifiers (comma-separated, or the key repeated). */
                feedIdentifier?: string[];
                /** @description Counts stop at this many: 1–100, default 100 (out of range → **400** `limit must not be less than 1` / `limit must not be greater than 100`, as the real service). */
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetUnreadCount: {
        parameters: {
            query?: {
                read?: boolean;
                /** @description Only the messages of the feeds with these identifiers (comma-separated, or the key repeated). */
                feedIdentifier?: string[];
                /** @description Counts stop at this many: 1–100, default 100 (out of range → **400** `limit must not be less than 1` / `limit must not be greater than 100`, as the real service). */
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetCount: {
        parameters: {
            query?: {
                seen?: boolean;
                read?: boolean;
                /** @description Only the messages of the feeds with these identifiers (comma-separated, or the key repeated). */
                feedIdentifier?: string[];
                /** @description Counts stop at this many: 1–100, default 100 (out of range → **400** `limit must not be less than 1` / `limit must not be greater than 100`, as the real service). */
                limit?: number;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markWidgetMessagesLegacy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetLegacyMarkMessagesRequest"];
            };
        };
        responses: {
            /** @description The messages, as they are now. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markWidgetMessagesAs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetMarkMessagesAsRequest"];
            };
        };
        responses: {
            /** @description The messages, as they are now. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllWidgetMessagesRead: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WidgetFeedsRequest"];
            };
        };
        responses: {
            /** @description How many messages changed. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllWidgetMessagesSeen: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WidgetFeedsRequest"];
            };
        };
        responses: {
            /** @description How many messages changed. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWidgetMessageAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                messageId: string;
                type: "primary" | "secondary";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetActionRequest"];
            };
        };
        responses: {
            /** @description The message, as it is now. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeWidgetMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted message. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeAllWidgetMessages: {
        parameters: {
            query?: {
                feedId?: string;
            };
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeWidgetMessagesBulk: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetBulkDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWidgetPreferences: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflows' preferences. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["V1WorkflowPreference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWidgetGlobalPreferences: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetGlobalPreferencesRequest"];
            };
        };
        responses: {
            /** @description The global preference. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["V1UpdatedGlobalPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetPreferencesByLevel: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The level to read. */
                level: "global" | "template";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences of that level. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["V1GlobalPreference"] | components["schemas"]["V1WorkflowPreference"])[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWidgetPreference: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's `_id` or trigger identifier. */
                level: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WorkflowPreferenceRequest"];
            };
        };
        responses: {
            /** @description The workflow's preference. */
            200: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["V1UpdatedWorkflowPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logWidgetUsage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional on every operation. On POST and PATCH the first response is stored for 24 h and replayed
                 *     (header `Idempotency-Replay: true`) for the same key and body; the same key with a different
                 *     body → 422; while the first request is still running → 409 with `Retry-After: 1`; a key longer
                 *     than 255 characters → 400. Other methods accept the header and ignore it. The mock keeps at most
                 *     the 10,000 newest stored responses per environment (older keys are forgotten first).
                 */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetUsageRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            201: {
                headers: {
                    "Idempotency-Key": components["headers"]["IdempotencyKey"];
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
