/**
 * The gateway's /v1 API as TypeScript types, generated from its OpenAPI document by
 * scripts/console-api-types.mjs (openapi-typescript). Do not edit: run npm run console:api-types.
 */

export interface paths {
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MetricsController_scrape'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the keys that are not revoked (never their secrets)
     * @description **Needs** `keys:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['ApiKeysController_list'];
    put?: never;
    /**
     * Create an API key
     * @description The whole key is in this answer only; store it now.
     *
     *     **Needs** `keys:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/api-keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one key (never its secret)
     * @description **Needs** `keys:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['ApiKeysController_get'];
    put?: never;
    post?: never;
    /**
     * Revoke a key
     * @description Effective on every gateway replica within a second. Idempotent: revoking again answers the same.
     *
     *     **Needs** `keys:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    delete: operations['ApiKeysController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List events
     * @description Newest first (by receivedAt, then id). Filters combine; follow nextCursor for the next page.
     *
     *     **Needs** `events:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['EventsController_list'];
    put?: never;
    /**
     * Send one event
     * @description Records the event once per externalId: 201 when new; 200 naming the original when the externalId was received before (with payloadDiffers and a Payload-Differs header when the fields differ).
     *
     *     **Needs** `events:write`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['EventsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/events/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send up to 1,000 events
     * @description One result per event, in order: recorded, already_received, or rejected with its errors. Valid events are recorded even when others are rejected; a repeated externalId within the batch: the first wins.
     *
     *     **Needs** `events:write`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['EventsController_batch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one event
     * @description **Needs** `events:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['EventsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/campaigns/{campaignId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a campaign
     * @description **Needs** `campaigns:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['CampaignsController_get'];
    /**
     * Create or replace a campaign
     * @description Idempotent: 201 when created, 200 when replaced (or unchanged). The id is yours to choose.
     *
     *     **Needs** `campaigns:write`: an API key with that scope, or a console session of role owner or admin.
     */
    put: operations['CampaignsController_put'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List campaigns
     * @description In id order; follow nextCursor for the next page.
     *
     *     **Needs** `campaigns:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['CampaignsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/campaigns/{campaignId}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Campaign report: received, counted, not counted by reason, value per currency, daily series
     * @description **Needs** `reports:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['ReportsController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/campaigns/{campaignId}/conversion-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Conversion test panel: the most recently received event and why it did or did not count
     * @description **Needs** `reports:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['ReportsController_conversionTest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/campaigns/{campaignId}/conversion-test/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Conversion test panel, live (Server-Sent Events)
     * @description Sends the panel at once as an event of type `panel` (data: the same JSON as GET .../conversion-test), then again each time it changes, typically within a second of the submission.
     *
     *     A comment line (`: keep-alive`) comes every 15 s while nothing changes. Each event carries an `id`; the stream always starts with the current panel, so a reconnecting EventSource needs nothing else.
     *
     *     The stream ends when the gateway shuts down; EventSource reconnects by itself. 503 when this gateway holds its maximum of streams.
     *
     *     **Needs** `reports:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['ReportsController_conversionTestStream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the webhook endpoints (never their secrets)
     * @description Oldest first.
     *
     *     **Needs** `webhooks:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['WebhookEndpointsController_list'];
    put?: never;
    /**
     * Create a webhook endpoint
     * @description The signing secret is in this answer only; store it now.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['WebhookEndpointsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a webhook endpoint (never its secret)
     * @description **Needs** `webhooks:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['WebhookEndpointsController_get'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Answers with the endpoint as it was. Its secrets and delivery log go with it; deliveries still queued are not made.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    delete: operations['WebhookEndpointsController_delete'];
    options?: never;
    head?: never;
    /**
     * Change a webhook endpoint
     * @description Only the fields given change. enabled: true resumes deliveries, also after the platform disabled the endpoint.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    patch: operations['WebhookEndpointsController_update'];
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the signing secret
     * @description The new secret is in this answer only. The previous one keeps signing beside it for graceSeconds (24 h by default); an older one still in its grace period stops now.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['WebhookEndpointsController_rotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a webhook.test message
     * @description Queued for this endpoint only; follow it in the delivery log under the message id.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['WebhookEndpointsController_sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Queue again the failed messages of a time range
     * @description Every message of this endpoint whose delivery failed and that was created in [since, until) gets one more attempt. count is how many there were when the request was accepted.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['WebhookEndpointsController_recover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an endpoint's messages
     * @description Newest first; filter by status and type; follow nextCursor for the next page.
     *
     *     **Needs** `webhooks:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['WebhookMessagesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/messages/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a message: its payload and every attempt
     * @description **Needs** `webhooks:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['WebhookMessagesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/messages/{messageId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message again
     * @description One more attempt now, with the same webhook-id, whatever the delivery status.
     *
     *     **Needs** `webhooks:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['WebhookMessagesController_redeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-event-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The webhook event types
     * @description Each type with its description, the JSON Schema of its payload and an example. No API key needed.
     */
    get: operations['WebhookEventTypesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, the CSRF token and the workspaces the user is a member of */
    get: operations['SessionController_current'];
    put?: never;
    /**
     * Sign in to the console
     * @description Sets the session cookie (HttpOnly, SameSite=Lax; `__Host-` prefixed and Secure over https). A wrong email or password gets the same 401 either way; repeated failures get 429 with Retry-After.
     */
    post: operations['SessionController_signIn'];
    /** Sign out: ends this session */
    delete: operations['SessionController_signOut'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out everywhere: ends every one of the user's sessions, this one included */
    delete: operations['SessionController_signOutEverywhere'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a password through a one-time link, and sign in
     * @description The token comes from a link printed by the CLI (user:create, user:reset-password) or by npm start. It works once, for 7 days; every earlier session of the user ends.
     */
    post: operations['SessionController_setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the members and their roles (console sessions only)
     * @description **Needs** `members:read`: a console session of role owner or admin or viewer (no API key can carry it).
     */
    get: operations['MembersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member (owners); their sessions stay, but reach this workspace no more
     * @description **Needs** `members:manage`: a console session of role owner (no API key can carry it).
     */
    delete: operations['MembersController_remove'];
    options?: never;
    head?: never;
    /**
     * Change a member's role (owners)
     * @description **Needs** `members:manage`: a console session of role owner (no API key can carry it).
     */
    patch: operations['MembersController_changeRole'];
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pending invitations, newest first (never their links)
     * @description **Needs** `members:manage`: a console session of role owner (no API key can carry it).
     */
    get: operations['InvitationsController_list'];
    put?: never;
    /**
     * Invite someone by a one-time link (owners)
     * @description The link is in this answer only and works once, for 7 days. There is no email: pass it on yourself.
     *
     *     **Needs** `members:manage`: a console session of role owner (no API key can carry it).
     */
    post: operations['InvitationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw a pending invitation: its link stops working
     * @description **Needs** `members:manage`: a console session of role owner (no API key can carry it).
     */
    delete: operations['InvitationsController_withdraw'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitations/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an invitation link is for: workspace, email, role, and whether the email has an account */
    post: operations['InvitationAcceptanceController_lookup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Use an invitation link
     * @description Someone new sends a password: the account is created and signed in (the session cookie is set). An existing account must be signed in as the invited email (401 otherwise) and sends its CSRF token.
     */
    post: operations['InvitationAcceptanceController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/getting-started': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Getting-started checklist: key created, first event received, campaign created, first event counted, webhook endpoint added
     * @description **Needs** `events:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['GettingStartedController_get'];
    put?: never;
    post?: never;
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
    FieldErrorDto: {
      /** @example occurredAt */
      field: string;
      /** @example invalid_format */
      code: string;
      /** @example occurredAt must be an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z". */
      message: string;
    };
    ProblemDto: {
      /** @example https://docs.conversion-platform.dev/errors#validation_failed */
      type: string;
      /** @example Validation failed */
      title: string;
      /** @example 400 */
      status: number;
      /** @example One field is invalid: occurredAt. Each entry in "errors" names the field and how to fix it. */
      detail: string;
      /** @example validation_failed */
      code: string;
      /** @example /v1/workspaces/5ede3c2f-4226-4712-84e2-96719e5e0455/events */
      instance?: string;
      /** @example 8d1f9a0e-3b0c-4f55-9a57-3c2a7f0c1d11 */
      requestId?: string;
      errors?: components['schemas']['FieldErrorDto'][];
    };
    CreateApiKeyInputDto: {
      /** @example Shop backend */
      name: string;
      /**
       * @example [
       *       "events:write"
       *     ]
       */
      scopes: (
        | 'events:write'
        | 'events:read'
        | 'campaigns:write'
        | 'campaigns:read'
        | 'reports:read'
        | 'webhooks:manage'
        | 'webhooks:read'
        | 'keys:manage'
      )[];
      /**
       * @description ISO 8601 with offset; the key stops working then.
       * @example 2027-01-31T00:00:00Z
       */
      expiresAt?: string;
    };
    CreatedApiKeyDto: {
      /** @description The public key id. */
      id: string;
      /** @description cvk_<id>: enough to recognise the key, nothing that authenticates. */
      prefix: string;
      workspaceId: string;
      name: string;
      scopes: (
        | 'events:write'
        | 'events:read'
        | 'campaigns:write'
        | 'campaigns:read'
        | 'reports:read'
        | 'webhooks:manage'
        | 'webhooks:read'
        | 'keys:manage'
      )[];
      createdAt: string;
      expiresAt: string | null;
      /** @description Up to API_KEY_LAST_USED_FLUSH_MS behind. */
      lastUsedAt: string | null;
      revokedAt: string | null;
      /** @description The whole key: shown in this answer only. */
      key: string;
    };
    ApiKeyDto: {
      /** @description The public key id. */
      id: string;
      /** @description cvk_<id>: enough to recognise the key, nothing that authenticates. */
      prefix: string;
      workspaceId: string;
      name: string;
      scopes: (
        | 'events:write'
        | 'events:read'
        | 'campaigns:write'
        | 'campaigns:read'
        | 'reports:read'
        | 'webhooks:manage'
        | 'webhooks:read'
        | 'keys:manage'
      )[];
      createdAt: string;
      expiresAt: string | null;
      /** @description Up to API_KEY_LAST_USED_FLUSH_MS behind. */
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
    ApiKeyListDto: {
      data: components['schemas']['ApiKeyDto'][];
    };
    CreateEventDto: {
      /**
       * @description The event name; campaigns list which names are goals.
       * @example order_paid
       */
      name: string;
      /**
       * Format: date-time
       * @description When it happened: ISO 8601 date-time with an offset (Z or ±hh:mm); stored in UTC.
       * @example 2026-11-21T14:03:00+01:00
       */
      occurredAt: string;
      /**
       * @description Your id for the person who converted.
       * @example contact_42
       */
      contactId: string;
      /**
       * @description The campaign to attribute to.
       * @example spring-sale
       */
      campaignId?: string;
      /**
       * @description Value in minor units (cents): an integer, or a string of digits beyond 2^53. Requires currency.
       * @example 4999
       */
      valueMinor?: number | string;
      /**
       * @description ISO 4217 code, upper case. Requires valueMinor.
       * @example EUR
       */
      currency?: string;
      /**
       * @description Your unique id for this event; a repeat is answered 200 and not recorded again.
       * @example order-10023
       */
      externalId: string;
    };
    EventReceiptDto: {
      /**
       * @description The platform id of the event (the original, on a 200).
       * @example 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e
       */
      id: string;
      /**
       * @example recorded
       * @enum {string}
       */
      status: 'recorded' | 'already_received';
      /** @example order-10023 */
      externalId: string;
      /**
       * Format: date-time
       * @description When the (original) event was recorded.
       * @example 2026-11-21T13:03:00.412Z
       */
      receivedAt: string;
      /**
       * @description Only on already_received: true when this request carried different fields than the recorded original. The original is kept; nothing was changed.
       * @example true
       */
      payloadDiffers?: boolean;
    };
    BatchEventsDto: {
      /** @description Up to 1,000 events; each is validated and recorded on its own. */
      events: components['schemas']['CreateEventDto'][];
    };
    BatchItemResultDto: {
      /** @example 0 */
      index: number;
      /** @enum {string} */
      status: 'recorded' | 'already_received' | 'rejected';
      /**
       * @description The item's externalId; null when a rejected item has none that is a string.
       * @example order-10023
       */
      externalId: string | null;
      /** @example 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e */
      id?: string;
      /**
       * Format: date-time
       * @example 2026-11-21T13:03:00.412Z
       */
      receivedAt?: string;
      payloadDiffers?: boolean;
      /** @description Only on rejected: every problem with this item. */
      errors?: components['schemas']['FieldErrorDto'][];
    };
    BatchSummaryDto: {
      recorded: number;
      alreadyReceived: number;
      rejected: number;
    };
    BatchResultDto: {
      results: components['schemas']['BatchItemResultDto'][];
      summary: components['schemas']['BatchSummaryDto'];
    };
    AttributionOutcomeDto: {
      /**
       * @description pending until attribution has decided.
       * @enum {string}
       */
      status: 'pending' | 'counted' | 'not_counted';
      /**
       * @description The reason code (docs/attribution.md), once decided.
       * @example not_a_goal_event
       */
      reason?: string;
      /** @example "page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid". */
      message?: string;
    };
    EventDto: {
      /** @example 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e */
      id: string;
      /** @example order-10023 */
      externalId: string;
      /** @example order_paid */
      name: string;
      /**
       * Format: date-time
       * @example 2026-11-21T13:03:00.000Z
       */
      occurredAt: string;
      /**
       * Format: date-time
       * @example 2026-11-21T13:03:00.412Z
       */
      receivedAt: string;
      /** @example contact_42 */
      contactId: string;
      /**
       * @description null when none was sent.
       * @example spring-sale
       */
      campaignId: string | null;
      /**
       * @description Minor units as a decimal string; null when no value was sent.
       * @example 4999
       */
      valueMinor: string | null;
      /**
       * @description null when no value was sent.
       * @example EUR
       */
      currency: string | null;
      /**
       * @example {
       *       "status": "counted",
       *       "reason": "counted",
       *       "message": "Counted as a conversion for campaign \"spring-sale\"."
       *     }
       */
      attribution: components['schemas']['AttributionOutcomeDto'];
    };
    EventPageDto: {
      data: components['schemas']['EventDto'][];
      /**
       * @description Pass as `cursor` for the next page; null on the last page.
       * @example eyJyIjoiMjAyNi0xMS0yMVQxMzowMzowMC40MTJaIiwiaSI6IjAxOWE4ZTJjIn0
       */
      nextCursor: string | null;
    };
    PutCampaignDto: {
      /** @example Spring sale */
      name: string;
      /**
       * @example active
       * @enum {string}
       */
      status: 'draft' | 'active' | 'paused' | 'ended';
      /**
       * Format: date-time
       * @description ISO 8601 with offset; events before it do not count.
       * @example 2026-03-01T00:00:00Z
       */
      startsAt: string;
      /**
       * Format: date-time
       * @description ISO 8601 with offset; no end when left out or null.
       * @example 2026-03-31T23:59:59Z
       */
      endsAt?: string | null;
      /**
       * @description Event names that count as conversions (1 to 50).
       * @example [
       *       "order_paid"
       *     ]
       */
      goals: string[];
      /**
       * @description Days after the end during which events still count.
       * @default 0
       */
      attributionWindowDays: number;
      /**
       * @default every
       * @enum {string}
       */
      countingMode: 'every' | 'once_per_contact';
    };
    CampaignDto: {
      /** @example spring-sale */
      id: string;
      /** @example Spring sale */
      name: string;
      /** @enum {string} */
      status: 'draft' | 'active' | 'paused' | 'ended';
      /**
       * Format: date-time
       * @example 2026-03-01T00:00:00.000Z
       */
      startsAt: string;
      /**
       * Format: date-time
       * @example 2026-03-31T23:59:59.000Z
       */
      endsAt: string | null;
      /**
       * Format: date-time
       * @description When the status became ended.
       */
      endedAt: string | null;
      /**
       * @example [
       *       "order_paid"
       *     ]
       */
      goals: string[];
      /** @example 7 */
      attributionWindowDays: number;
      /** @enum {string} */
      countingMode: 'every' | 'once_per_contact';
      /**
       * @description Grows by one on every change.
       * @example 1
       */
      version: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CampaignPageDto: {
      data: components['schemas']['CampaignDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      nextCursor: string | null;
    };
    NotCountedDto: {
      /**
       * @description The sum of byReason.
       * @example 33
       */
      total: number;
      /**
       * @description Reason code (docs/attribution.md) → the number of events not counted for it.
       * @example {
       *       "not_a_goal_event": 30,
       *       "outside_campaign_period": 3
       *     }
       */
      byReason: {
        [key: string]: number;
      };
    };
    CurrencyValueDto: {
      /**
       * @description ISO 4217 code.
       * @example EUR
       */
      currency: string;
      /**
       * @description Minor units as a decimal string: a sum can exceed 2^53.
       * @example 434913
       */
      valueMinor: string;
    };
    ReportDayDto: {
      /**
       * Format: date
       * @example 2026-03-02
       */
      day: string;
      /** @example 40 */
      received: number;
      /** @example 31 */
      counted: number;
    };
    CampaignReportDto: {
      /** @example spring-sale */
      campaignId: string;
      /**
       * @description Events received for the campaign and decided.
       * @example 120
       */
      received: number;
      /** @example 87 */
      counted: number;
      notCounted: components['schemas']['NotCountedDto'];
      /** @description Value of counted conversions per currency, minor units as strings. */
      valueByCurrency: components['schemas']['CurrencyValueDto'][];
      /** @description By the UTC day the events occurred. */
      daily: components['schemas']['ReportDayDto'][];
      /** Format: date-time */
      updatedAt: string | null;
    };
    PanelOriginalDto: {
      /** @description The event first recorded with this externalId. */
      eventId: string;
      /** Format: date-time */
      receivedAt: string;
    };
    PanelSubmissionDto: {
      /** @description The event id, or the id of the notice of a submission that was not recorded. */
      submissionId: string;
      /**
       * @description `event`: recorded (201). `duplicate`: its externalId was already received (200), nothing new recorded. `rejected`: the body failed validation (400) and named this campaign.
       * @enum {string}
       */
      kind: 'event' | 'duplicate' | 'rejected';
      /** @description The recorded event; for a duplicate, the original. */
      eventId: string | null;
      externalId: string | null;
      name: string | null;
      /** Format: date-time */
      receivedAt: string;
      /**
       * @description `pending` until attribution decides; `not_recorded` for duplicates and rejected bodies.
       * @enum {string}
       */
      status: 'pending' | 'counted' | 'not_counted' | 'not_recorded';
      /** @description An attribution reason code, `duplicate` or `validation_failed`; null while pending. */
      reason: string | null;
      /** @description What happened and what to do, in a sentence. */
      message: string | null;
      /** @description For a duplicate: the original event. */
      original: components['schemas']['PanelOriginalDto'] | null;
      /** @description For a rejected body: each error and its fix. */
      errors: components['schemas']['FieldErrorDto'][];
    };
    ConversionTestDto: {
      campaignId: string;
      /** @description null until the campaign receives an event. */
      latest: components['schemas']['PanelSubmissionDto'] | null;
    };
    CreateWebhookEndpointDto: {
      /**
       * @description Absolute https URL (http only where the operator allows it), without user name, password or #fragment.
       * @example https://shop.example.com/webhooks/conversions
       */
      url: string;
      /**
       * @default
       * @example Order system
       */
      description: string;
      /**
       * @description The types this endpoint receives; empty or left out: every type.
       * @default []
       * @example [
       *       "conversion.counted"
       *     ]
       */
      eventTypes: ('event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test')[];
    };
    CreatedWebhookEndpointDto: {
      /** @example ep_2QxVh3kLmN8pR4sT6uW9yZ */
      id: string;
      /** @example https://shop.example.com/webhooks/conversions */
      url: string;
      /** @example Order system */
      description: string;
      /** @description Empty: every type. */
      eventTypes: ('event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test')[];
      /** @description Whether deliveries are made: false when disabled through the API, or by the platform (410, or no success for too long). */
      enabled: boolean;
      /**
       * @description Why enabled is false.
       * @example null
       */
      disabledReason: string | null;
      /** @example null */
      disabledAt: string | null;
      createdAt: string;
      updatedAt: string;
      /** @description The signing secret (whsec_ + base64 of 32 bytes): shown in this answer only; store it now. */
      secret: string;
    };
    WebhookEndpointDto: {
      /** @example ep_2QxVh3kLmN8pR4sT6uW9yZ */
      id: string;
      /** @example https://shop.example.com/webhooks/conversions */
      url: string;
      /** @example Order system */
      description: string;
      /** @description Empty: every type. */
      eventTypes: ('event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test')[];
      /** @description Whether deliveries are made: false when disabled through the API, or by the platform (410, or no success for too long). */
      enabled: boolean;
      /**
       * @description Why enabled is false.
       * @example null
       */
      disabledReason: string | null;
      /** @example null */
      disabledAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    WebhookEndpointListDto: {
      data: components['schemas']['WebhookEndpointDto'][];
    };
    UpdateWebhookEndpointDto: {
      /** @example https://shop.example.com/webhooks/v2 */
      url?: string;
      /** @example Order system (v2) */
      description?: string;
      /**
       * @description Replaces the list; [] means every type.
       * @example []
       */
      eventTypes?: ('event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test')[];
      /**
       * @description false stops deliveries; true resumes them, also after the platform disabled the endpoint (410, or failing for too long).
       * @example true
       */
      enabled?: boolean;
    };
    RotateSecretDto: {
      /**
       * @description How long the current secret keeps signing beside the new one; 0: it stops now.
       * @default 86400
       */
      graceSeconds: number;
    };
    RotatedSecretDto: {
      /** @description The new signing secret: shown in this answer only; store it now. */
      secret: string;
      /** @description Until when the previous secret still signs beside the new one; null with graceSeconds 0. */
      previousSecretExpiresAt: string | null;
    };
    MessageAcceptedDto: {
      /**
       * @description The message id: the webhook-id header of its deliveries.
       * @example msg_7bN2cD4eF6gH8jK0mP2rS4
       */
      messageId: string;
    };
    RecoverMessagesDto: {
      /**
       * @description ISO 8601 with offset; at most 14 days ago.
       * @example 2026-11-21T00:00:00Z
       */
      since: string;
      /**
       * @description ISO 8601 with offset, after since; now when left out (a later time counts as now).
       * @example 2026-11-22T00:00:00Z
       */
      until?: string;
    };
    RecoverAcceptedDto: {
      /**
       * @description Failed messages in the range when the request was accepted.
       * @example 12
       */
      count: number;
    };
    WebhookMessageDto: {
      /**
       * @description The webhook-id header of every attempt.
       * @example msg_7bN2cD4eF6gH8jK0mP2rS4
       */
      id: string;
      /** @enum {string} */
      type: 'event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test';
      /**
       * @description pending: not attempted yet; failing: failed, a retry is scheduled; delivered: a 2xx answer; failed: no retry left.
       * @enum {string}
       */
      status: 'pending' | 'delivered' | 'failing' | 'failed';
      /** @example 2 */
      attemptCount: number;
      /** @description When the message was created for this endpoint. */
      createdAt: string;
      lastAttemptAt: string | null;
      /** @description When the next attempt is due (pending, failing). */
      nextAttemptAt: string | null;
      /** @example answered 503 */
      lastError: string | null;
    };
    WebhookMessagePageDto: {
      data: components['schemas']['WebhookMessageDto'][];
      /** @description Pass as `cursor` for the next page; null on the last page. */
      nextCursor: string | null;
    };
    WebhookAttemptDto: {
      attemptedAt: string;
      /** @description null when no HTTP answer came (timeout, refused). */
      statusCode: number | null;
      /** @example 84 */
      durationMs: number;
      /** @description Why the attempt failed; null on success. */
      error: string | null;
      /** @description The first 4 KiB of the response body. */
      responseBody: string | null;
    };
    WebhookMessageDetailDto: {
      /**
       * @description The webhook-id header of every attempt.
       * @example msg_7bN2cD4eF6gH8jK0mP2rS4
       */
      id: string;
      /** @enum {string} */
      type: 'event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test';
      /**
       * @description pending: not attempted yet; failing: failed, a retry is scheduled; delivered: a 2xx answer; failed: no retry left.
       * @enum {string}
       */
      status: 'pending' | 'delivered' | 'failing' | 'failed';
      /** @example 2 */
      attemptCount: number;
      /** @description When the message was created for this endpoint. */
      createdAt: string;
      lastAttemptAt: string | null;
      /** @description When the next attempt is due (pending, failing). */
      nextAttemptAt: string | null;
      /** @example answered 503 */
      lastError: string | null;
      /** @description The payload as sent ({ type, timestamp, data }), the same on every attempt. */
      payload: {
        [key: string]: unknown;
      };
      /** @description Oldest first; the latest 100 when there were more (attemptCount tells how many). */
      attempts: components['schemas']['WebhookAttemptDto'][];
    };
    WebhookEventTypeDto: {
      /** @enum {string} */
      type: 'event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test';
      description: string;
      /** @description JSON Schema (draft 2020-12) of the whole payload: { type, timestamp, data }. */
      schema: {
        [key: string]: unknown;
      };
      /** @description A payload of this type. */
      example: {
        [key: string]: unknown;
      };
    };
    WebhookEventTypeListDto: {
      data: components['schemas']['WebhookEventTypeDto'][];
    };
    SignInDto: {
      /** @example ada@example.com */
      email: string;
      /**
       * @description The password (12 to 256 characters).
       * @example correct horse battery staple
       */
      password: string;
    };
    SessionUserDto: {
      /** Format: uuid */
      id: string;
      /** @example ada@example.com */
      email: string;
    };
    SessionWorkspaceDto: {
      /** Format: uuid */
      id: string;
      /** @example Acme shop */
      name: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
      scopes: (
        | 'events:write'
        | 'events:read'
        | 'campaigns:write'
        | 'campaigns:read'
        | 'reports:read'
        | 'webhooks:manage'
        | 'webhooks:read'
        | 'keys:manage'
        | 'members:read'
        | 'members:manage'
      )[];
    };
    SessionDto: {
      user: components['schemas']['SessionUserDto'];
      /** @description Send it in the X-CSRF-Token header with every change made with the session cookie (POST, PUT, PATCH, DELETE). */
      csrfToken: string;
      /**
       * Format: date-time
       * @description When the session ends however active it is.
       */
      expiresAt: string;
      /**
       * @description Minutes without a request after which the session ends.
       * @example 30
       */
      idleTimeoutMinutes: number;
      /** @description The workspaces the user is a member of, by name. */
      workspaces: components['schemas']['SessionWorkspaceDto'][];
    };
    SetPasswordDto: {
      /** @description The token of the one-time link (the part after #token=). */
      token: string;
      /** @description The new password: 12 to 256 characters. */
      password: string;
    };
    MemberDto: {
      /** Format: uuid */
      userId: string;
      /** @example ada@example.com */
      email: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
      /** Format: date-time */
      joinedAt: string;
    };
    MemberListDto: {
      data: components['schemas']['MemberDto'][];
    };
    ChangeRoleDto: {
      /**
       * @description owner: everything, members too; admin: keys, webhooks, campaigns, reports; viewer: read only.
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'viewer';
    };
    CreateInvitationDto: {
      /**
       * @description Who the link is for: the account it creates or joins.
       * @example grace@example.com
       */
      email: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
    };
    CreatedInvitationDto: {
      /** Format: uuid */
      id: string;
      email: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description Seven days after it was made.
       */
      expiresAt: string;
      /**
       * @description The one-time link to pass on to the person invited: in this answer only.
       * @example https://console.example.com/console/accept-invitation#token=…
       */
      url: string;
    };
    InvitationDto: {
      /** Format: uuid */
      id: string;
      email: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description Seven days after it was made.
       */
      expiresAt: string;
    };
    InvitationListDto: {
      data: components['schemas']['InvitationDto'][];
    };
    InvitationTokenDto: {
      /** @description The token of the link (the part after #token=). */
      token: string;
    };
    InvitationWorkspaceDto: {
      /** Format: uuid */
      id: string;
      name: string;
    };
    InvitationLookupDto: {
      workspace: components['schemas']['InvitationWorkspaceDto'];
      email: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
      /** Format: date-time */
      expiresAt: string;
      /** @description True when the email already has an account: sign in as it before accepting. */
      userExists: boolean;
    };
    AcceptInvitationDto: {
      /** @description The token of the link (the part after #token=). */
      token: string;
      /** @description For someone without an account: the password to create it with (12 to 256 characters). */
      password?: string;
    };
    AcceptedInvitationDto: {
      /** Format: uuid */
      workspaceId: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'viewer';
    };
    GettingStartedStepDto: {
      /** @enum {string} */
      id:
        | 'key_created'
        | 'first_event_received'
        | 'campaign_created'
        | 'first_event_counted'
        | 'webhook_endpoint_added';
      /** @example Send your first event */
      title: string;
      /** @description Ticked from the workspace’s own data. */
      done: boolean;
    };
    GettingStartedDto: {
      steps: components['schemas']['GettingStartedStepDto'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  MetricsController_scrape: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiKeysController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "fKJsjhoefw9mmulb",
           *           "prefix": "cvk_fKJsjhoefw9mmulb",
           *           "workspaceId": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *           "name": "Shop backend",
           *           "scopes": [
           *             "events:write"
           *           ],
           *           "createdAt": "2026-11-22T03:02:10.498Z",
           *           "expiresAt": null,
           *           "lastUsedAt": null,
           *           "revokedAt": null
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ApiKeyListDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "fKJsjhoefw9mmulb",
           *       "prefix": "cvk_fKJsjhoefw9mmulb",
           *       "workspaceId": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *       "name": "Shop backend",
           *       "scopes": [
           *         "events:write"
           *       ],
           *       "createdAt": "2026-11-22T03:02:10.498Z",
           *       "expiresAt": null,
           *       "lastUsedAt": null,
           *       "revokedAt": null,
           *       "key": "cvk_fKJsjhoefw9mmulb_nxG1sNZ0Yqjk7gdx6CkRsQsTg4h5HGbm0WZVUD"
           *     }
           */
          'application/json': components['schemas']['CreatedApiKeyDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The workspace already has the most usable keys it may hold. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#limit_exceeded",
           *       "title": "Limit exceeded",
           *       "status": 409,
           *       "detail": "This workspace already has 100 usable API keys. Revoke unused keys before creating more.",
           *       "code": "limit_exceeded"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ApiKeysController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "fKJsjhoefw9mmulb",
           *       "prefix": "cvk_fKJsjhoefw9mmulb",
           *       "workspaceId": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *       "name": "Shop backend",
           *       "scopes": [
           *         "events:write"
           *       ],
           *       "createdAt": "2026-11-22T03:02:10.498Z",
           *       "expiresAt": null,
           *       "lastUsedAt": null,
           *       "revokedAt": null
           *     }
           */
          'application/json': components['schemas']['ApiKeyDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ApiKeysController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "fKJsjhoefw9mmulb",
           *       "prefix": "cvk_fKJsjhoefw9mmulb",
           *       "workspaceId": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *       "name": "Shop backend",
           *       "scopes": [
           *         "events:write"
           *       ],
           *       "createdAt": "2026-11-22T03:02:10.498Z",
           *       "expiresAt": null,
           *       "lastUsedAt": null,
           *       "revokedAt": "2026-11-22T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiKeyDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  EventsController_list: {
    parameters: {
      query?: {
        externalId?: string;
        campaignId?: string;
        contactId?: string;
        /** @description receivedAt at or after this ISO 8601 date-time (with offset). */
        from?: string;
        /** @description receivedAt before this ISO 8601 date-time (with offset). */
        to?: string;
        limit?: number;
        /** @description The nextCursor of the previous page. */
        cursor?: string;
      };
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *           "externalId": "order-10023",
           *           "name": "order_paid",
           *           "occurredAt": "2026-11-21T13:03:00.000Z",
           *           "receivedAt": "2026-11-21T13:03:00.412Z",
           *           "contactId": "contact_42",
           *           "campaignId": "spring-sale",
           *           "valueMinor": "4999",
           *           "currency": "EUR",
           *           "attribution": {
           *             "status": "counted",
           *             "reason": "counted",
           *             "message": "Counted as a conversion for campaign \"spring-sale\"."
           *           }
           *         }
           *       ],
           *       "nextCursor": "eyJyIjoiMjAyNi0xMS0yMVQxMzowMzowMC40MTJaIiwiaSI6IjAxOWE4ZTJjIn0"
           *     }
           */
          'application/json': components['schemas']['EventPageDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  EventsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEventDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *       "externalId": "order-10023",
           *       "receivedAt": "2026-11-21T13:03:00.412Z",
           *       "status": "already_received",
           *       "payloadDiffers": false
           *     }
           */
          'application/json': components['schemas']['EventReceiptDto'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *       "externalId": "order-10023",
           *       "receivedAt": "2026-11-21T13:03:00.412Z",
           *       "status": "recorded"
           *     }
           */
          'application/json': components['schemas']['EventReceiptDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The same externalId is being recorded by a request still in flight. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#request_in_progress",
           *       "title": "Request in progress",
           *       "status": 409,
           *       "detail": "An event with this externalId is being recorded by another request right now. Retry after the time in Retry-After.",
           *       "code": "request_in_progress"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description A dependency needed for a durable answer is down; nothing was recorded. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The event could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  EventsController_batch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchEventsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "index": 0,
           *           "status": "recorded",
           *           "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *           "externalId": "order-10023",
           *           "receivedAt": "2026-11-21T13:03:00.412Z"
           *         },
           *         {
           *           "index": 1,
           *           "status": "rejected",
           *           "externalId": "order-10024",
           *           "errors": [
           *             {
           *               "field": "events[1].currency",
           *               "code": "required",
           *               "message": "currency is required when valueMinor is given, such as \"EUR\"."
           *             }
           *           ]
           *         }
           *       ],
           *       "summary": {
           *         "recorded": 1,
           *         "alreadyReceived": 0,
           *         "rejected": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['BatchResultDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description A dependency needed for a durable answer is down; nothing was recorded. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The event could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  EventsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        eventId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *       "externalId": "order-10023",
           *       "name": "order_paid",
           *       "occurredAt": "2026-11-21T13:03:00.000Z",
           *       "receivedAt": "2026-11-21T13:03:00.412Z",
           *       "contactId": "contact_42",
           *       "campaignId": "spring-sale",
           *       "valueMinor": "4999",
           *       "currency": "EUR",
           *       "attribution": {
           *         "status": "counted",
           *         "reason": "counted",
           *         "message": "Counted as a conversion for campaign \"spring-sale\"."
           *       }
           *     }
           */
          'application/json': components['schemas']['EventDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  CampaignsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "spring-sale",
           *       "name": "Spring sale",
           *       "status": "active",
           *       "startsAt": "2026-03-01T00:00:00.000Z",
           *       "endsAt": "2026-03-31T23:59:59.000Z",
           *       "endedAt": null,
           *       "goals": [
           *         "order_paid"
           *       ],
           *       "attributionWindowDays": 7,
           *       "countingMode": "once_per_contact",
           *       "version": 1,
           *       "createdAt": "2026-02-20T10:00:00.000Z",
           *       "updatedAt": "2026-02-20T10:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CampaignDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  CampaignsController_put: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PutCampaignDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "spring-sale",
           *       "name": "Spring sale",
           *       "status": "active",
           *       "startsAt": "2026-03-01T00:00:00.000Z",
           *       "endsAt": "2026-03-31T23:59:59.000Z",
           *       "endedAt": null,
           *       "goals": [
           *         "order_paid"
           *       ],
           *       "attributionWindowDays": 7,
           *       "countingMode": "once_per_contact",
           *       "version": 2,
           *       "createdAt": "2026-02-20T10:00:00.000Z",
           *       "updatedAt": "2026-02-20T10:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CampaignDto'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "spring-sale",
           *       "name": "Spring sale",
           *       "status": "active",
           *       "startsAt": "2026-03-01T00:00:00.000Z",
           *       "endsAt": "2026-03-31T23:59:59.000Z",
           *       "endedAt": null,
           *       "goals": [
           *         "order_paid"
           *       ],
           *       "attributionWindowDays": 7,
           *       "countingMode": "once_per_contact",
           *       "version": 1,
           *       "createdAt": "2026-02-20T10:00:00.000Z",
           *       "updatedAt": "2026-02-20T10:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CampaignDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  CampaignsController_list: {
    parameters: {
      query?: {
        limit?: number;
        /** @description The nextCursor of the previous page. */
        cursor?: string;
      };
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "spring-sale",
           *           "name": "Spring sale",
           *           "status": "active",
           *           "startsAt": "2026-03-01T00:00:00.000Z",
           *           "endsAt": "2026-03-31T23:59:59.000Z",
           *           "endedAt": null,
           *           "goals": [
           *             "order_paid"
           *           ],
           *           "attributionWindowDays": 7,
           *           "countingMode": "once_per_contact",
           *           "version": 1,
           *           "createdAt": "2026-02-20T10:00:00.000Z",
           *           "updatedAt": "2026-02-20T10:00:00.000Z"
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          'application/json': components['schemas']['CampaignPageDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ReportsController_report: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "campaignId": "spring-sale",
           *       "received": 120,
           *       "counted": 87,
           *       "notCounted": {
           *         "total": 33,
           *         "byReason": {
           *           "not_a_goal_event": 30,
           *           "outside_campaign_period": 3
           *         }
           *       },
           *       "valueByCurrency": [
           *         {
           *           "currency": "EUR",
           *           "valueMinor": "434913"
           *         }
           *       ],
           *       "daily": [
           *         {
           *           "day": "2026-03-02",
           *           "received": 40,
           *           "counted": 31
           *         }
           *       ],
           *       "updatedAt": "2026-03-02T18:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CampaignReportDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ReportsController_conversionTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "campaignId": "spring-sale",
           *       "latest": {
           *         "submissionId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *         "kind": "event",
           *         "eventId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *         "externalId": "order-10023",
           *         "name": "page_view",
           *         "receivedAt": "2026-03-02T18:00:00.000Z",
           *         "status": "not_counted",
           *         "reason": "not_a_goal_event",
           *         "message": "\"page_view\" is not a goal of campaign \"spring-sale\"; its goals are \"order_paid\". Send one of those names, or add this one to the campaign's goals.",
           *         "original": null,
           *         "errors": []
           *       }
           *     }
           */
          'application/json': components['schemas']['ConversionTestDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ReportsController_conversionTestStream: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A text/event-stream of `panel` events. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example event: panel
           *     id: 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e.not_counted
           *     data: {"campaignId":"spring-sale","latest":{"submissionId":"019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e","kind":"event","eventId":"019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e","externalId":"order-10023","name":"page_view","receivedAt":"2026-03-02T18:00:00.000Z","status":"not_counted","reason":"not_a_goal_event","message":"\"page_view\" is not a goal of campaign \"spring-sale\"; its goals are \"order_paid\". Send one of those names, or add this one to the campaign's goals.","original":null,"errors":[]}}
           */
          'text/event-stream': unknown;
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description A dependency needed for a durable answer is down; nothing was recorded. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The event could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "ep_2QxVh3kLmN8pR4sT6uW9yZ",
           *           "url": "https://shop.example.com/webhooks/conversions",
           *           "description": "Order system",
           *           "eventTypes": [
           *             "conversion.counted"
           *           ],
           *           "enabled": true,
           *           "disabledReason": null,
           *           "disabledAt": null,
           *           "createdAt": "2026-11-22T10:15:30.123Z",
           *           "updatedAt": "2026-11-22T10:15:30.123Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointListDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookEndpointDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ep_2QxVh3kLmN8pR4sT6uW9yZ",
           *       "url": "https://shop.example.com/webhooks/conversions",
           *       "description": "Order system",
           *       "eventTypes": [
           *         "conversion.counted"
           *       ],
           *       "enabled": true,
           *       "disabledReason": null,
           *       "disabledAt": null,
           *       "createdAt": "2026-11-22T10:15:30.123Z",
           *       "updatedAt": "2026-11-22T10:15:30.123Z",
           *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4n5hNAHdYvM="
           *     }
           */
          'application/json': components['schemas']['CreatedWebhookEndpointDto'];
        };
      };
      /** @description A field breaks its rule (named in errors[]), such as a URL that is not https. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: url. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "url",
           *           "code": "insecure_url",
           *           "message": "url must use https (got http); plain http is only accepted where the operator allows it."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The workspace already has the most endpoints it may hold (WEBHOOK_MAX_ENDPOINTS). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#limit_exceeded",
           *       "title": "Limit exceeded",
           *       "status": 409,
           *       "detail": "This workspace already has 20 webhook endpoints. Delete one before creating another.",
           *       "code": "limit_exceeded"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ep_2QxVh3kLmN8pR4sT6uW9yZ",
           *       "url": "https://shop.example.com/webhooks/conversions",
           *       "description": "Order system",
           *       "eventTypes": [
           *         "conversion.counted"
           *       ],
           *       "enabled": false,
           *       "disabledReason": "Every delivery has failed since 2026-11-17T08:00:00.000Z, for more than 5 days without a single success. Re-enable it to receive messages again.",
           *       "disabledAt": "2026-11-22T08:00:03.511Z",
           *       "createdAt": "2026-11-22T10:15:30.123Z",
           *       "updatedAt": "2026-11-22T10:15:30.123Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ep_2QxVh3kLmN8pR4sT6uW9yZ",
           *       "url": "https://shop.example.com/webhooks/conversions",
           *       "description": "Order system",
           *       "eventTypes": [
           *         "conversion.counted"
           *       ],
           *       "enabled": true,
           *       "disabledReason": null,
           *       "disabledAt": null,
           *       "createdAt": "2026-11-22T10:15:30.123Z",
           *       "updatedAt": "2026-11-22T10:15:30.123Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookEndpointDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ep_2QxVh3kLmN8pR4sT6uW9yZ",
           *       "url": "https://shop.example.com/webhooks/conversions",
           *       "description": "Order system",
           *       "eventTypes": [
           *         "conversion.counted"
           *       ],
           *       "enabled": true,
           *       "disabledReason": null,
           *       "disabledAt": null,
           *       "createdAt": "2026-11-22T10:15:30.123Z",
           *       "updatedAt": "2026-11-22T10:15:30.123Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointDto'];
        };
      };
      /** @description A field breaks its rule (named in errors[]), such as a URL that is not https. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: url. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "url",
           *           "code": "insecure_url",
           *           "message": "url must use https (got http); plain http is only accepted where the operator allows it."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_rotateSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RotateSecretDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "secret": "whsec_3q2+7wAAAAA1bWzqY0Vd0z8kYv9H0a6S1p2Q3r4T5u0=",
           *       "previousSecretExpiresAt": "2026-11-23T10:20:00.000Z"
           *     }
           */
          'application/json': components['schemas']['RotatedSecretDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_sendTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "messageId": "msg_7bN2cD4eF6gH8jK0mP2rS4"
           *     }
           */
          'application/json': components['schemas']['MessageAcceptedDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Kafka is unreachable: nothing was queued; retry after Retry-After. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The request could not be handed to the webhook dispatcher because Kafka is unreachable; nothing was queued. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEndpointsController_recover: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecoverMessagesDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 12
           *     }
           */
          'application/json': components['schemas']['RecoverAcceptedDto'];
        };
      };
      /** @description since or until is not a date-time with an offset, or the range is empty or too old. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: since. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "since",
           *           "code": "out_of_range",
           *           "message": "since must be within the last 14 days (not before 2026-11-08T10:20:00.000Z)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#payload_too_large",
           *       "title": "Payload too large",
           *       "status": 413,
           *       "detail": "The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.",
           *       "code": "payload_too_large"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unsupported_media_type",
           *       "title": "Unsupported media type",
           *       "status": 415,
           *       "detail": "Content-Type \"text/plain\" is not supported. Send the body as JSON with Content-Type: application/json.",
           *       "code": "unsupported_media_type"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Kafka is unreachable: nothing was queued; retry after Retry-After. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The request could not be handed to the webhook dispatcher because Kafka is unreachable; nothing was queued. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookMessagesController_list: {
    parameters: {
      query?: {
        status?: 'pending' | 'delivered' | 'failing' | 'failed';
        type?: 'event.recorded' | 'conversion.counted' | 'conversion.not_counted' | 'webhook.test';
        limit?: number;
        /** @description The nextCursor of the previous page. */
        cursor?: string;
      };
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "msg_7bN2cD4eF6gH8jK0mP2rS4",
           *           "type": "conversion.counted",
           *           "status": "failing",
           *           "attemptCount": 2,
           *           "createdAt": "2026-11-22T10:20:00.412Z",
           *           "lastAttemptAt": "2026-11-22T10:20:05.530Z",
           *           "nextAttemptAt": "2026-11-22T10:25:04.100Z",
           *           "lastError": "answered 503"
           *         }
           *       ],
           *       "nextCursor": "eyJjIjoiMjAyNi0xMS0yMlQxMDoyMDowMC40MTIwMDBaIn0"
           *     }
           */
          'application/json': components['schemas']['WebhookMessagePageDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookMessagesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "msg_7bN2cD4eF6gH8jK0mP2rS4",
           *       "type": "conversion.counted",
           *       "status": "failing",
           *       "attemptCount": 2,
           *       "createdAt": "2026-11-22T10:20:00.412Z",
           *       "lastAttemptAt": "2026-11-22T10:20:05.530Z",
           *       "nextAttemptAt": "2026-11-22T10:25:04.100Z",
           *       "lastError": "answered 503",
           *       "payload": {
           *         "type": "conversion.counted",
           *         "timestamp": "2026-11-21T13:03:00.530Z",
           *         "data": {
           *           "event": {
           *             "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *             "externalId": "order-10023",
           *             "name": "order_paid",
           *             "occurredAt": "2026-11-21T13:03:00.000Z",
           *             "receivedAt": "2026-11-21T13:03:00.412Z",
           *             "contactId": "contact_42",
           *             "campaignId": "spring-sale",
           *             "valueMinor": "4999",
           *             "currency": "EUR",
           *             "attribution": {
           *               "status": "counted",
           *               "reason": "counted",
           *               "message": "Counted as a conversion for campaign \"spring-sale\"."
           *             }
           *           },
           *           "campaignId": "spring-sale",
           *           "decision": {
           *             "counted": true,
           *             "reason": "counted",
           *             "message": "Counted as a conversion for campaign \"spring-sale\".",
           *             "decidedAt": "2026-11-21T13:03:00.530Z"
           *           }
           *         }
           *       },
           *       "attempts": [
           *         {
           *           "attemptedAt": "2026-11-22T10:20:00.501Z",
           *           "statusCode": 503,
           *           "durationMs": 84,
           *           "error": "answered 503",
           *           "responseBody": "{\"error\":\"maintenance\"}"
           *         },
           *         {
           *           "attemptedAt": "2026-11-22T10:20:05.530Z",
           *           "statusCode": null,
           *           "durationMs": 15000,
           *           "error": "timeout: no complete answer within 15000 ms",
           *           "responseBody": null
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookMessageDetailDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint, or the endpoint has no delivery of that message. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Message msg_7bN2cD4eF6gH8jK0mP2rS4 does not exist for webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookMessagesController_redeliver: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        endpointId: string;
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "messageId": "msg_7bN2cD4eF6gH8jK0mP2rS4"
           *     }
           */
          'application/json': components['schemas']['MessageAcceptedDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No such endpoint, or the endpoint has no delivery of that message. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Message msg_7bN2cD4eF6gH8jK0mP2rS4 does not exist for webhook endpoint ep_2QxVh3kLmN8pR4sT6uW9yZ in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Kafka is unreachable: nothing was queued; retry after Retry-After. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The request could not be handed to the webhook dispatcher because Kafka is unreachable; nothing was queued. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WebhookEventTypesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "type": "event.recorded",
           *           "description": "An event was recorded (the API answered 201). `data` is the event as GET .../events/{id} shows it; its attribution is still pending.",
           *           "schema": {
           *             "$schema": "https://json-schema.org/draft/2020-12/schema",
           *             "$id": "https://docs.conversion-platform.dev/schemas/webhooks/event.recorded.json",
           *             "title": "event.recorded",
           *             "type": "object",
           *             "additionalProperties": false,
           *             "required": [
           *               "type",
           *               "timestamp",
           *               "data"
           *             ],
           *             "properties": {
           *               "type": {
           *                 "const": "event.recorded"
           *               },
           *               "timestamp": {
           *                 "type": "string",
           *                 "format": "date-time"
           *               },
           *               "data": {
           *                 "type": "object",
           *                 "additionalProperties": false,
           *                 "required": [
           *                   "id",
           *                   "externalId",
           *                   "name",
           *                   "occurredAt",
           *                   "receivedAt",
           *                   "contactId",
           *                   "campaignId",
           *                   "valueMinor",
           *                   "currency",
           *                   "attribution"
           *                 ],
           *                 "properties": {
           *                   "id": {
           *                     "type": "string",
           *                     "format": "uuid"
           *                   },
           *                   "externalId": {
           *                     "type": "string",
           *                     "minLength": 1,
           *                     "maxLength": 200
           *                   },
           *                   "name": {
           *                     "type": "string",
           *                     "minLength": 1,
           *                     "maxLength": 100
           *                   },
           *                   "occurredAt": {
           *                     "type": "string",
           *                     "format": "date-time"
           *                   },
           *                   "receivedAt": {
           *                     "type": "string",
           *                     "format": "date-time"
           *                   },
           *                   "contactId": {
           *                     "type": "string",
           *                     "minLength": 1,
           *                     "maxLength": 128
           *                   },
           *                   "campaignId": {
           *                     "type": [
           *                       "string",
           *                       "null"
           *                     ]
           *                   },
           *                   "valueMinor": {
           *                     "type": [
           *                       "string",
           *                       "null"
           *                     ],
           *                     "pattern": "^[0-9]{1,19}$"
           *                   },
           *                   "currency": {
           *                     "type": [
           *                       "string",
           *                       "null"
           *                     ],
           *                     "pattern": "^[A-Z]{3}$"
           *                   },
           *                   "attribution": {
           *                     "type": "object",
           *                     "additionalProperties": false,
           *                     "required": [
           *                       "status"
           *                     ],
           *                     "properties": {
           *                       "status": {
           *                         "enum": [
           *                           "pending",
           *                           "counted",
           *                           "not_counted"
           *                         ]
           *                       },
           *                       "reason": {
           *                         "type": "string"
           *                       },
           *                       "message": {
           *                         "type": "string"
           *                       }
           *                     }
           *                   }
           *                 }
           *               }
           *             }
           *           },
           *           "example": {
           *             "type": "event.recorded",
           *             "timestamp": "2026-11-21T13:03:00.412Z",
           *             "data": {
           *               "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *               "externalId": "order-10023",
           *               "name": "order_paid",
           *               "occurredAt": "2026-11-21T13:03:00.000Z",
           *               "receivedAt": "2026-11-21T13:03:00.412Z",
           *               "contactId": "contact_42",
           *               "campaignId": "spring-sale",
           *               "valueMinor": "4999",
           *               "currency": "EUR",
           *               "attribution": {
           *                 "status": "pending"
           *               }
           *             }
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookEventTypeListDto'];
        };
      };
    };
  };
  SessionController_current: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d",
           *         "email": "ada@example.com"
           *       },
           *       "csrfToken": "q0xG0m8tR3c3b1H2e6yV9fJkLw4uNz7pA5sD8gQ1iE0",
           *       "expiresAt": "2026-11-23T15:02:10.498Z",
           *       "idleTimeoutMinutes": 30,
           *       "workspaces": [
           *         {
           *           "id": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *           "name": "Acme shop",
           *           "role": "owner",
           *           "scopes": [
           *             "events:write",
           *             "events:read",
           *             "campaigns:write",
           *             "campaigns:read",
           *             "reports:read",
           *             "webhooks:manage",
           *             "webhooks:read",
           *             "keys:manage",
           *             "members:read",
           *             "members:manage"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SessionController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d",
           *         "email": "ada@example.com"
           *       },
           *       "csrfToken": "q0xG0m8tR3c3b1H2e6yV9fJkLw4uNz7pA5sD8gQ1iE0",
           *       "expiresAt": "2026-11-23T15:02:10.498Z",
           *       "idleTimeoutMinutes": 30,
           *       "workspaces": [
           *         {
           *           "id": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *           "name": "Acme shop",
           *           "role": "owner",
           *           "scopes": [
           *             "events:write",
           *             "events:read",
           *             "campaigns:write",
           *             "campaigns:read",
           *             "reports:read",
           *             "webhooks:manage",
           *             "webhooks:read",
           *             "keys:manage",
           *             "members:read",
           *             "members:manage"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The email or password is wrong (the same answer for both). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#invalid_credentials",
           *       "title": "Invalid credentials",
           *       "status": 401,
           *       "detail": "The email or password is incorrect.",
           *       "code": "invalid_credentials"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SessionController_signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SessionController_signOutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SessionController_setPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d",
           *         "email": "ada@example.com"
           *       },
           *       "csrfToken": "q0xG0m8tR3c3b1H2e6yV9fJkLw4uNz7pA5sD8gQ1iE0",
           *       "expiresAt": "2026-11-23T15:02:10.498Z",
           *       "idleTimeoutMinutes": 30,
           *       "workspaces": [
           *         {
           *           "id": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *           "name": "Acme shop",
           *           "role": "owner",
           *           "scopes": [
           *             "events:write",
           *             "events:read",
           *             "campaigns:write",
           *             "campaigns:read",
           *             "reports:read",
           *             "webhooks:manage",
           *             "webhooks:read",
           *             "keys:manage",
           *             "members:read",
           *             "members:manage"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  MembersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "userId": "3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d",
           *           "email": "ada@example.com",
           *           "role": "admin",
           *           "joinedAt": "2026-11-20T09:12:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['MemberListDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  MembersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The change would leave the workspace without an owner. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#last_owner",
           *       "title": "Last owner",
           *       "status": 409,
           *       "detail": "This is the last owner of the workspace and cannot be removed. Make another member an owner first.",
           *       "code": "last_owner"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  MembersController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "userId": "3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d",
           *       "email": "ada@example.com",
           *       "role": "admin",
           *       "joinedAt": "2026-11-20T09:12:00.000Z"
           *     }
           */
          'application/json': components['schemas']['MemberDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The change would leave the workspace without an owner. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#last_owner",
           *       "title": "Last owner",
           *       "status": 409,
           *       "detail": "This is the last owner of the workspace and cannot be removed. Make another member an owner first.",
           *       "code": "last_owner"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  InvitationsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "8d2f6b1a-4e3c-4b7d-a1f0-2c9e8d7b6a54",
           *           "email": "grace@example.com",
           *           "role": "viewer",
           *           "createdAt": "2026-11-23T03:02:10.498Z",
           *           "expiresAt": "2026-11-30T03:02:10.498Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['InvitationListDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  InvitationsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvitationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "8d2f6b1a-4e3c-4b7d-a1f0-2c9e8d7b6a54",
           *       "email": "grace@example.com",
           *       "role": "viewer",
           *       "createdAt": "2026-11-23T03:02:10.498Z",
           *       "expiresAt": "2026-11-30T03:02:10.498Z",
           *       "url": "https://console.example.com/console/accept-invitation#token=Vb7m1Q2c9rT4yU8iO0pA3sD6fG5hJ2kL1zX4cV7bN9m"
           *     }
           */
          'application/json': components['schemas']['CreatedInvitationDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The same externalId is being recorded by a request still in flight. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#request_in_progress",
           *       "title": "Request in progress",
           *       "status": 409,
           *       "detail": "An event with this externalId is being recorded by another request right now. Retry after the time in Retry-After.",
           *       "code": "request_in_progress"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  InvitationsController_withdraw: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        invitationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Not found in this workspace. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Event 019a… does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  InvitationAcceptanceController_lookup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "workspace": {
           *         "id": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *         "name": "Acme shop"
           *       },
           *       "email": "grace@example.com",
           *       "role": "viewer",
           *       "expiresAt": "2026-11-30T03:02:10.498Z",
           *       "userExists": false
           *     }
           */
          'application/json': components['schemas']['InvitationLookupDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  InvitationAcceptanceController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptInvitationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "workspaceId": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *       "role": "viewer"
           *     }
           */
          'application/json': components['schemas']['AcceptedInvitationDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: occured_at. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "occured_at",
           *           "code": "unknown_field",
           *           "message": "\"occured_at\" is not a known field: remove it or check its spelling (accepted fields: ...)."
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  GettingStartedController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "steps": [
           *         {
           *           "id": "key_created",
           *           "title": "Create an API key with the scope events:write",
           *           "done": true
           *         },
           *         {
           *           "id": "first_event_received",
           *           "title": "Send your first event",
           *           "done": true
           *         },
           *         {
           *           "id": "campaign_created",
           *           "title": "Create a campaign",
           *           "done": true
           *         },
           *         {
           *           "id": "first_event_counted",
           *           "title": "See a first event counted for a campaign",
           *           "done": false
           *         },
           *         {
           *           "id": "webhook_endpoint_added",
           *           "title": "Add a webhook endpoint",
           *           "done": false
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['GettingStartedDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unauthenticated",
           *       "title": "Unauthenticated",
           *       "status": 401,
           *       "detail": "This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "unauthenticated"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The key belongs to another workspace, or lacks the scope (named). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#insufficient_scope",
           *       "title": "Insufficient scope",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"events:write\" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).",
           *       "code": "insufficient_scope"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#rate_limited",
           *       "title": "Rate limited",
           *       "status": 429,
           *       "detail": "This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).",
           *       "code": "rate_limited"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
}
