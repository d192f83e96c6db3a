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
    /** Prometheus metrics (text exposition format) */
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
    /** Liveness: the process serves HTTP */
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
    /** Readiness: Postgres answers (Redis and Kafka are reported, and only degrade it) */
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
     * @description Records the event once per externalId (per mode: a test key's events are deduplicated on their own, docs/api.md#test-mode): 201 when new; 200 naming the original when the externalId was received before (with payloadDiffers and a Payload-Differs header when the fields differ); 202 with status "suppressed" when its contact is on the suppression list (docs/api.md#suppression): nothing recorded. With validateOnly=true: 200 with status "valid" and wouldBe, nothing stored.
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
     * @description One result per event, in order: recorded, already_received, rejected with its errors, or suppressed (its contact is on the suppression list, docs/api.md#suppression: nothing recorded). Valid events are recorded even when others are not; a repeated externalId within the batch: the first wins. With validateOnly=true: valid (with wouldBe) or rejected, nothing stored.
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
     * @description The event with its attribution outcome and its adjustments (oldest first), each with its outcome.
     *
     *     **Needs** `events:read`: an API key with that scope, or a console session of role owner or admin or viewer.
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
  '/v1/workspaces/{workspaceId}/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List adjustments
     * @description Newest first (by receivedAt, then id); externalId keeps one event's. Follow nextCursor for the next page.
     *
     *     **Needs** `events:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['AdjustmentsController_list'];
    put?: never;
    /**
     * Send one adjustment
     * @description Records a retraction or restatement of a recorded event once per adjustmentId: 201 when new; 200 naming the original when the adjustmentId was received before (with payloadDiffers and a Payload-Differs header when the fields differ); 404 when no event has the externalId (a test key's adjustment names a test event: docs/api.md#test-mode); 202 with status "suppressed" when the event's contact is on the suppression list (docs/api.md#suppression): nothing recorded. With validateOnly=true: 200 with status "valid" and wouldBe, nothing stored.
     *
     *     **Needs** `events:write`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['AdjustmentsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/adjustments/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send up to 1,000 adjustments
     * @description One result per adjustment, in order: recorded, already_received, rejected with its errors, not_found when no event has its externalId, or suppressed when its event's contact is on the suppression list (docs/api.md#suppression). Valid adjustments are recorded even when others are not; a repeated adjustmentId within the batch: the first wins. With validateOnly=true: valid (with wouldBe), rejected or not_found, nothing stored.
     *
     *     **Needs** `events:write`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['AdjustmentsController_batch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/adjustments/{adjustmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one adjustment
     * @description The adjustment with its outcome.
     *
     *     **Needs** `events:read`: an API key with that scope, or a console session of role owner or admin or viewer.
     */
    get: operations['AdjustmentsController_get'];
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
     * Campaign report (live traffic only): received, counted, retracted, not counted by reason, value per currency (gross and net), daily series
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
     * Conversion test panel: the most recently received submission (event or adjustment) and why it did or did not count or apply
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
  '/v1/workspaces/{workspaceId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The workspace's settings: how long events and the webhook log are kept
     * @description **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['WorkspaceSettingsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the workspace's settings
     * @description Only the fields given change; {} changes nothing. A shorter retention deletes what is now older at the next sweep (hourly by default); a longer one brings nothing back.
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    patch: operations['WorkspaceSettingsController_update'];
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/erasure-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List erasure requests
     * @description Newest first; follow nextCursor for the next page. Never shows the contactIds.
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['ErasureRequestsController_list'];
    put?: never;
    /**
     * Erase contacts' personal data
     * @description Suppresses the contacts at once (their new events and adjustments are no longer recorded), then erases every copy of their data in every service within seconds to minutes; follow it with GET on the Location. Once completed, a `contact.erased` notice per contact goes to conversions.erasures.v1 and to subscribed webhook endpoints.
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['ErasureRequestsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/erasure-requests/{erasureRequestId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an erasure request
     * @description Its status and each service's progress, with what each removed, by table.
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['ErasureRequestsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/contacts/{contactId}/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export a contact's data
     * @description Everything the platform holds about the contact: its events and adjustments with their attribution decisions, the webhook messages naming it with their deliveries, and whether it is suppressed. URL-encode the contactId. A contact nothing is known about gets empty lists, not a 404.
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['ContactDataController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/suppressions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List suppressed contacts
     * @description Newest first (by createdAt), by keyed hash: the list never holds a contactId. Follow nextCursor for the next page.
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    get: operations['SuppressionsController_list'];
    put?: never;
    /**
     * Suppress contacts
     * @description From this answer on, a new event or adjustment of these contacts is answered 202 with status "suppressed" and nothing is stored, claimed or published. What is recorded already stays (an erasure request erases it). The list keeps each contact's keyed hash, never its contactId. 201 when at least one contact was not suppressed before; 200 when every one already was (nothing changed).
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    post: operations['SuppressionsController_suppress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/workspaces/{workspaceId}/suppressions/{contactId}': {
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
     * Lift a contact's suppression
     * @description The contact's next new event or adjustment is recorded again (201). Named by its contactId, URL-encoded; the gateway hashes it as the list does. A suppression made by an erasure request that is still running cannot be lifted yet (409).
     *
     *     **Needs** `privacy:manage`: an API key with that scope, or a console session of role owner or admin.
     */
    delete: operations['SuppressionsController_lift'];
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
        | 'privacy:manage'
      )[];
      /**
       * @description ISO 8601 with offset; the key stops working then.
       * @example 2027-01-31T00:00:00Z
       */
      expiresAt?: string;
      /**
       * @description test: a cvk_test_ key. Its events are decided and shown on the conversion-test panel, never counted in reports, never on the conversions topics, and sent only to webhook endpoints that include test events.
       * @default live
       * @enum {string}
       */
      mode: 'live' | 'test';
    };
    CreatedApiKeyDto: {
      /** @description The public key id. */
      id: string;
      /** @description cvk_<id> (cvk_test_<id> for a test key): enough to recognise the key, nothing that authenticates. */
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
        | 'privacy:manage'
      )[];
      /**
       * @description test: its events never count (docs/api.md#test-mode); live: everything else.
       * @enum {string}
       */
      mode: 'live' | 'test';
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
      /** @description cvk_<id> (cvk_test_<id> for a test key): enough to recognise the key, nothing that authenticates. */
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
        | 'privacy:manage'
      )[];
      /**
       * @description test: its events never count (docs/api.md#test-mode); live: everything else.
       * @enum {string}
       */
      mode: 'live' | 'test';
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
    ValidAnswerDto: {
      /**
       * @example valid
       * @enum {string}
       */
      status: 'valid';
      /** @example order-10023 */
      externalId: string;
      /**
       * @description recorded: sending it would record it (201); already_received: its externalId is recorded already (200 naming the original); suppressed: its contact is suppressed, so it would be refused (202, docs/api.md#suppression).
       * @example recorded
       * @enum {string}
       */
      wouldBe: 'recorded' | 'already_received' | 'suppressed';
    };
    SuppressedAnswerDto: {
      /**
       * @description The contact is suppressed in this workspace: nothing was recorded. Don't retry.
       * @example suppressed
       * @enum {string}
       */
      status: 'suppressed';
      /** @example order-10023 */
      externalId: string;
    };
    BatchEventsDto: {
      /** @description Up to 1,000 events; each is validated and recorded on its own. */
      events: components['schemas']['CreateEventDto'][];
    };
    BatchItemResultDto: {
      /** @example 0 */
      index: number;
      /**
       * @description suppressed: the contact is on the suppression list (docs/api.md#suppression), nothing recorded, do not resend. valid: only with validateOnly=true (docs/api.md#test-mode), with wouldBe.
       * @enum {string}
       */
      status: 'recorded' | 'already_received' | 'rejected' | 'suppressed' | 'valid';
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
      /**
       * @description Only on valid (validateOnly=true): what sending the item without the flag would do.
       * @enum {string}
       */
      wouldBe?: 'recorded' | 'already_received' | 'suppressed';
      /** @description Only on rejected: every problem with this item. */
      errors?: components['schemas']['FieldErrorDto'][];
    };
    BatchSummaryDto: {
      /** @description Absent with validateOnly=true. */
      recorded?: number;
      /** @description Absent with validateOnly=true. */
      alreadyReceived?: number;
      rejected: number;
      /** @description Items whose contact is suppressed (docs/api.md#suppression): nothing recorded. Absent with validateOnly=true (there, they are valid with wouldBe suppressed). */
      suppressed?: number;
      /** @description Only with validateOnly=true (docs/api.md#test-mode): items that passed every check. */
      valid?: number;
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
      /**
       * @description Once decided: the conversion's current value in minor units, after its applied adjustments (the event's own value until one changed it; "0" once retracted); null when not counted or sent without value.
       * @example 2999
       */
      netValueMinor?: string | null;
      /**
       * Format: date-time
       * @description Once decided: when a retraction of the conversion was applied; null when none was.
       * @example null
       */
      retractedAt?: string | null;
    };
    AdjustmentOutcomeDto: {
      /**
       * @description pending until attribution has decided (it decides an adjustment after its event's own decision).
       * @enum {string}
       */
      status: 'pending' | 'applied' | 'not_applied';
      /**
       * @description The reason code: applied, conversion_not_counted, conversion_not_decided, already_retracted, occurred_before_conversion, conversion_has_no_value or currency_mismatch (docs/attribution.md#adjustments); null while pending.
       * @example applied
       */
      reason: string | null;
      /**
       * @description Why, for people; null while pending.
       * @example The conversion of order-10023 is now worth 2999 EUR (was 4999).
       */
      message: string | null;
      /**
       * Format: date-time
       * @example 2026-11-23T09:30:00.731Z
       */
      decidedAt: string | null;
    };
    AdjustmentDto: {
      /** @example 019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90 */
      id: string;
      /** @example refund-7781 */
      adjustmentId: string;
      /**
       * @description The externalId of the event adjusted.
       * @example order-10023
       */
      externalId: string;
      /**
       * @description The platform id of the event adjusted.
       * @example 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e
       */
      eventId: string;
      /**
       * @example restatement
       * @enum {string}
       */
      type: 'retraction' | 'restatement';
      /**
       * Format: date-time
       * @example 2026-11-23T09:29:00.000Z
       */
      occurredAt: string;
      /**
       * Format: date-time
       * @example 2026-11-23T09:30:00.218Z
       */
      receivedAt: string;
      /**
       * @description A restatement's new value in minor units, as a decimal string; null on a retraction.
       * @example 2999
       */
      valueMinor: string | null;
      /**
       * @description null on a retraction.
       * @example EUR
       */
      currency: string | null;
      /**
       * @description true when sent with a test key (docs/api.md#test-mode); it then adjusts a test event, and never counts in reports.
       * @example false
       */
      test: boolean;
      /**
       * @example {
       *       "status": "applied",
       *       "reason": "applied",
       *       "message": "The conversion of order-10023 is now worth 2999 EUR (was 4999).",
       *       "decidedAt": "2026-11-23T09:30:00.731Z"
       *     }
       */
      outcome: components['schemas']['AdjustmentOutcomeDto'];
    };
    EventDetailDto: {
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
       * @description true when sent with a test key (docs/api.md#test-mode): decided and shown on the conversion-test panel, never counted in reports, deleted after the test-data retention.
       * @example false
       */
      test: boolean;
      /**
       * @example {
       *       "status": "counted",
       *       "reason": "counted",
       *       "message": "Counted as a conversion for campaign \"spring-sale\".",
       *       "netValueMinor": "4999",
       *       "retractedAt": null
       *     }
       */
      attribution: components['schemas']['AttributionOutcomeDto'];
      /**
       * @description The adjustments sent for this event (POST .../adjustments), oldest first, each with its outcome.
       * @example [
       *       {
       *         "id": "019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90",
       *         "adjustmentId": "refund-7781",
       *         "externalId": "order-10023",
       *         "eventId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
       *         "type": "restatement",
       *         "occurredAt": "2026-11-23T09:29:00.000Z",
       *         "receivedAt": "2026-11-23T09:30:00.218Z",
       *         "valueMinor": "2999",
       *         "currency": "EUR",
       *         "test": false,
       *         "outcome": {
       *           "status": "applied",
       *           "reason": "applied",
       *           "message": "The conversion of order-10023 is now worth 2999 EUR (was 4999).",
       *           "decidedAt": "2026-11-23T09:30:00.731Z"
       *         }
       *       }
       *     ]
       */
      adjustments: components['schemas']['AdjustmentDto'][];
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
       * @description true when sent with a test key (docs/api.md#test-mode): decided and shown on the conversion-test panel, never counted in reports, deleted after the test-data retention.
       * @example false
       */
      test: boolean;
      /**
       * @example {
       *       "status": "counted",
       *       "reason": "counted",
       *       "message": "Counted as a conversion for campaign \"spring-sale\".",
       *       "netValueMinor": "4999",
       *       "retractedAt": null
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
    CreateAdjustmentDto: {
      /**
       * @description Your unique id for this adjustment; a repeat is answered 200 and not recorded again.
       * @example refund-7781
       */
      adjustmentId: string;
      /**
       * @description The externalId of the event this adjusts; the event must be recorded already.
       * @example order-10023
       */
      externalId: string;
      /**
       * @description retraction: the conversion no longer counts (its value goes to 0); restatement: a new value.
       * @example restatement
       * @enum {string}
       */
      type: 'retraction' | 'restatement';
      /**
       * Format: date-time
       * @description When the adjustment happened: ISO 8601 date-time with an offset; stored in UTC.
       * @example 2026-11-23T10:29:00+01:00
       */
      occurredAt: string;
      /**
       * @description Restatement only (required there, refused on a retraction): the new value in minor units, as events send it.
       * @example 2999
       */
      valueMinor?: number | string;
      /**
       * @description Restatement only (required there, refused on a retraction): ISO 4217 code, upper case.
       * @example EUR
       */
      currency?: string;
    };
    AdjustmentReceiptDto: {
      /**
       * @description The platform id of the adjustment (the original, on a 200).
       * @example 019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90
       */
      id: string;
      /**
       * @example recorded
       * @enum {string}
       */
      status: 'recorded' | 'already_received';
      /** @example refund-7781 */
      adjustmentId: string;
      /**
       * @description The externalId of the event adjusted, as sent.
       * @example order-10023
       */
      externalId: string;
      /**
       * Format: date-time
       * @description When the (original) adjustment was recorded.
       * @example 2026-11-23T09:30:00.218Z
       */
      receivedAt: string;
      /**
       * @description Only on already_received: true when this request carried different fields than the recorded original. The original is kept; nothing was changed.
       * @example false
       */
      payloadDiffers?: boolean;
    };
    ValidAdjustmentAnswerDto: {
      /**
       * @example valid
       * @enum {string}
       */
      status: 'valid';
      /** @example order-10023 */
      externalId: string;
      /**
       * @description recorded: sending it would record it (201); already_received: its externalId is recorded already (200 naming the original); suppressed: its contact is suppressed, so it would be refused (202, docs/api.md#suppression).
       * @example recorded
       * @enum {string}
       */
      wouldBe: 'recorded' | 'already_received' | 'suppressed';
      /** @example refund-7781 */
      adjustmentId: string;
    };
    SuppressedAdjustmentAnswerDto: {
      /**
       * @description The contact is suppressed in this workspace: nothing was recorded. Don't retry.
       * @example suppressed
       * @enum {string}
       */
      status: 'suppressed';
      /** @example order-10023 */
      externalId: string;
      /** @example refund-7781 */
      adjustmentId: string;
    };
    BatchAdjustmentsDto: {
      /** @description Up to 1,000 adjustments; each is validated and recorded on its own. */
      adjustments: components['schemas']['CreateAdjustmentDto'][];
    };
    AdjustmentBatchItemResultDto: {
      /** @example 0 */
      index: number;
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
      /**
       * @description Only on valid (validateOnly=true): what sending the item without the flag would do.
       * @enum {string}
       */
      wouldBe?: 'recorded' | 'already_received' | 'suppressed';
      /**
       * @description suppressed: the adjusted event's contact is on the suppression list (docs/api.md#suppression), nothing recorded, do not resend. valid: only with validateOnly=true (docs/api.md#test-mode), with wouldBe.
       * @enum {string}
       */
      status: 'recorded' | 'already_received' | 'rejected' | 'not_found' | 'suppressed' | 'valid';
      /**
       * @description The item's adjustmentId; null when a rejected item has none that is a string.
       * @example refund-7781
       */
      adjustmentId: string | null;
      /** @description Only on rejected (every problem with this item) and not_found (one error, code event_not_found, on externalId). */
      errors?: components['schemas']['FieldErrorDto'][];
    };
    AdjustmentBatchSummaryDto: {
      /** @description Absent with validateOnly=true. */
      recorded?: number;
      /** @description Absent with validateOnly=true. */
      alreadyReceived?: number;
      rejected: number;
      /** @description Items whose contact is suppressed (docs/api.md#suppression): nothing recorded. Absent with validateOnly=true (there, they are valid with wouldBe suppressed). */
      suppressed?: number;
      /** @description Only with validateOnly=true (docs/api.md#test-mode): items that passed every check. */
      valid?: number;
      notFound: number;
    };
    AdjustmentBatchResultDto: {
      results: components['schemas']['AdjustmentBatchItemResultDto'][];
      summary: components['schemas']['AdjustmentBatchSummaryDto'];
    };
    AdjustmentPageDto: {
      data: components['schemas']['AdjustmentDto'][];
      /**
       * @description Pass as `cursor` for the next page; null on the last page.
       * @example eyJyIjoiMjAyNi0xMS0yM1QwOTozMDowMC4yMThaIiwiaSI6IjAxOWE5YTQxIn0
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
      /**
       * @description Of this day's counted conversions, those since retracted (on the day the conversion occurred, not the day of the retraction): the day's net count is counted - retracted.
       * @example 2
       */
      retracted: number;
    };
    CampaignReportDto: {
      /** @example spring-sale */
      campaignId: string;
      /**
       * @description Live events received for the campaign and decided (reports are live only: test-key events and adjustments never count in any field).
       * @example 120
       */
      received: number;
      /**
       * @description Of those, the ones counted as conversions (gross: retractions do not change it).
       * @example 87
       */
      counted: number;
      /**
       * @description Counted conversions since retracted by a conversion adjustment.
       * @example 3
       */
      retracted: number;
      /**
       * @description counted - retracted.
       * @example 84
       */
      netCounted: number;
      notCounted: components['schemas']['NotCountedDto'];
      /** @description Value of counted conversions per currency, minor units as strings, as they were sent (gross: adjustments do not change it). */
      valueByCurrency: components['schemas']['CurrencyValueDto'][];
      /**
       * @description The same currencies as valueByCurrency, after retractions (a value goes to 0) and restatements (the new value); equal to valueByCurrency while nothing was adjusted.
       * @example [
       *       {
       *         "currency": "EUR",
       *         "valueMinor": "421413"
       *       }
       *     ]
       */
      netValueByCurrency: components['schemas']['CurrencyValueDto'][];
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
    PanelAdjustmentDto: {
      /**
       * @description The integrator's adjustmentId.
       * @example refund-7731
       */
      adjustmentId: string;
      /**
       * @description `retraction`: the conversion no longer counts. `restatement`: it has a new value.
       * @example retraction
       * @enum {string}
       */
      type: 'retraction' | 'restatement';
      /**
       * Format: date-time
       * @description When it happened.
       * @example 2026-03-04T09:30:00.000Z
       */
      occurredAt: string;
      /**
       * @description A restatement's new value, minor units as a decimal string; null on a retraction.
       * @example null
       */
      valueMinor: string | null;
      /**
       * @description A restatement's currency; null on a retraction.
       * @example null
       */
      currency: string | null;
    };
    PanelSubmissionDto: {
      /** @description The event id, the adjustment's platform id, or the id of the notice of a submission that was not recorded. */
      submissionId: string;
      /**
       * @description `event`: recorded (201). `duplicate`: its externalId was already received (200), nothing new recorded. `rejected`: the body failed validation (400) and named this campaign. `adjustment`: a conversion adjustment (retraction or restatement) of an event of this campaign, recorded (201).
       * @enum {string}
       */
      kind: 'event' | 'duplicate' | 'rejected' | 'adjustment';
      /** @description The recorded event; for a duplicate, the original; for an adjustment, the event it adjusts. */
      eventId: string | null;
      /** @description The event's externalId (for an adjustment, the adjusted event's). */
      externalId: string | null;
      /** @description The event's name (for an adjustment, the adjusted event's). */
      name: string | null;
      /**
       * Format: date-time
       * @description When the gateway received this submission.
       */
      receivedAt: string;
      /**
       * @description `pending` until attribution decides; then `counted` or `not_counted` for an event, `applied` or `not_applied` for an adjustment; `not_recorded` for duplicates and rejected bodies.
       * @enum {string}
       */
      status: 'pending' | 'counted' | 'not_counted' | 'not_recorded' | 'applied' | 'not_applied';
      /** @description An attribution reason code, an adjustment reason code (`applied`, `conversion_not_counted`, ...), `duplicate` or `validation_failed`; null while pending. */
      reason: string | null;
      /** @description What happened and what to do, in a sentence. */
      message: string | null;
      /** @description For a duplicate: the original event. */
      original: components['schemas']['PanelOriginalDto'] | null;
      /** @description For a rejected body: each error and its fix. */
      errors: components['schemas']['FieldErrorDto'][];
      /** @description For an adjustment: its adjustmentId, type, when it happened and (a restatement) its new value. */
      adjustment: components['schemas']['PanelAdjustmentDto'] | null;
      /**
       * @description true when the submission (an event, an adjustment, a duplicate or a rejected body) was sent with a test key (docs/api.md#test-mode): decided by the same rules and shown here, but never counted in reports nor sent to webhooks that do not opt in. false for live submissions.
       * @example false
       */
      test: boolean;
    };
    ConversionTestDto: {
      campaignId: string;
      /** @description The most recently received submission, live or test (see `test`); null until the campaign receives one (or after its only submissions, test ones, were deleted by test-data retention). */
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
      eventTypes: (
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted'
      )[];
      /**
       * @description Also send test traffic: events and adjustments sent with a test key, and their outcomes, each payload marked `"test": true` (docs/webhooks.md#test-traffic). false: live traffic only.
       * @default false
       * @example false
       */
      includeTestEvents: boolean;
    };
    CreatedWebhookEndpointDto: {
      /** @example ep_2QxVh3kLmN8pR4sT6uW9yZ */
      id: string;
      /** @example https://shop.example.com/webhooks/conversions */
      url: string;
      /** @example Order system */
      description: string;
      /** @description Empty: every type. */
      eventTypes: (
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted'
      )[];
      /**
       * @description Whether test traffic (events and adjustments sent with a test key, and their outcomes) is sent here too, marked `"test": true`.
       * @example false
       */
      includeTestEvents: boolean;
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
      eventTypes: (
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted'
      )[];
      /**
       * @description Whether test traffic (events and adjustments sent with a test key, and their outcomes) is sent here too, marked `"test": true`.
       * @example false
       */
      includeTestEvents: boolean;
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
      /**
       * @description The URL schemes this instance accepts for an endpoint: https, and http too where the operator allows it (WEBHOOK_ALLOW_HTTP, for local development).
       * @example [
       *       "https"
       *     ]
       */
      urlSchemes: ('https' | 'http')[];
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
      eventTypes?: (
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted'
      )[];
      /**
       * @description true: test traffic is sent too (from messages made after the change), marked `"test": true`; false: live traffic only.
       * @example true
       */
      includeTestEvents?: boolean;
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
      type:
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted';
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
      type:
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted';
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
      type:
        | 'event.recorded'
        | 'conversion.counted'
        | 'conversion.not_counted'
        | 'conversion.retracted'
        | 'conversion.restated'
        | 'contact.erased'
        | 'webhook.test'
        | 'endpoint.disabled'
        | 'endpoint.enabled'
        | 'message.attempt.exhausted';
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
        | 'privacy:manage'
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
    WorkspaceSettingsDto: {
      /**
       * @description Days events and adjustments, with their attribution decisions and outcomes are kept, counted from when each was received; older ones are deleted by the hourly retention sweep (docs/privacy.md#retention). Reports' totals keep counting them.
       * @default 400
       * @example 400
       */
      eventRetentionDays: number;
      /**
       * @description Days webhook messages, with their deliveries and attempts are kept, counted from when each message was made; a message still being retried is kept until its deliveries end.
       * @default 30
       * @example 30
       */
      webhookLogRetentionDays: number;
    };
    UpdateWorkspaceSettingsDto: {
      /**
       * @description Days events and adjustments, with their attribution decisions and outcomes are kept (default 400). Lowering it deletes what is now older at the next sweep (within RETENTION_SWEEP_EVERY_MS, an hour by default); raising it brings nothing back.
       * @example 90
       */
      eventRetentionDays?: number;
      /**
       * @description Days webhook messages, with their deliveries and attempts are kept (default 30).
       * @example 14
       */
      webhookLogRetentionDays?: number;
    };
    CreateErasureRequestDto: {
      /**
       * @description The contactIds to erase, as your events send them: 1 to 1000, each 1 to 128 characters without control characters. A repeated one counts once.
       * @example [
       *       "contact_42",
       *       "contact_77"
       *     ]
       */
      contactIds: string[];
    };
    ErasureServiceProgressDto: {
      /**
       * @description pending: not started; running: erasing; completed: none of its data names the contacts.
       * @enum {string}
       */
      status: 'pending' | 'running' | 'completed';
      /**
       * @description What the service removed, by table (the gateway's also counts its Redis deduplication markers): exact, also after a restart.
       * @example {
       *       "events": 14,
       *       "adjustments": 2,
       *       "outbox": 0,
       *       "redisMarkers": 16
       *     }
       */
      removed: {
        [key: string]: number;
      };
      /**
       * Format: date-time
       * @description When it completed; null until then.
       */
      completedAt: string | null;
    };
    ErasureServicesDto: {
      /** @description Events, adjustments, their outbox rows and their deduplication markers in Redis. */
      gateway: components['schemas']['ErasureServiceProgressDto'];
      /** @description Attribution decisions, conversions, adjustment decisions. */
      attribution: components['schemas']['ErasureServiceProgressDto'];
      /** @description The conversion-test panel's entries and the events' and adjustments' outcomes (reports' totals stay). */
      reportProjection: components['schemas']['ErasureServiceProgressDto'];
      /** @description Webhook messages naming the contacts, their deliveries and attempts. */
      webhookDispatcher: components['schemas']['ErasureServiceProgressDto'];
    };
    ErasureRequestDto: {
      /**
       * Format: uuid
       * @example 019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b
       */
      id: string;
      /**
       * @description pending: accepted, the contacts are suppressed, erasure starts within seconds; running: services are erasing; completed: every service has erased the contacts and `contact.erased` was published for each; failed: see error.
       * @enum {string}
       */
      status: 'pending' | 'running' | 'completed' | 'failed';
      /**
       * @description How many distinct contacts the request names.
       * @example 2
       */
      contactCount: number;
      /**
       * Format: date-time
       * @example 2026-11-22T10:00:00.123Z
       */
      requestedAt: string;
      /**
       * Format: date-time
       * @description null until completed.
       */
      completedAt: string | null;
      services: components['schemas']['ErasureServicesDto'];
      /** @description Why the request failed; null otherwise. */
      error: string | null;
    };
    ErasureRequestPageDto: {
      data: components['schemas']['ErasureRequestDto'][];
      /** @description Pass as `cursor` for the next page; null on the last page. */
      nextCursor: string | null;
    };
    ContactEventAttributionDto: {
      /** @example true */
      counted: boolean;
      /**
       * @description The reason code (docs/attribution.md).
       * @example counted
       */
      reason: string;
      /** @example Counted for campaign "spring-sale": "order_paid" is one of its goals. */
      message: string;
      /** Format: date-time */
      decidedAt: string;
      /** @description A counted conversion's value now, after its applied adjustments ("0" once retracted); null when not counted or sent without value. */
      netValueMinor: string | null;
      /**
       * Format: date-time
       * @description When a retraction was applied; null when none was.
       */
      retractedAt: string | null;
    };
    ContactEventDto: {
      /** Format: uuid */
      id: string;
      /** @example order-10023 */
      externalId: string;
      /** @example order_paid */
      name: string;
      /** Format: date-time */
      occurredAt: string;
      /** Format: date-time */
      receivedAt: string;
      /** @example contact_42 */
      contactId: string;
      /** @example spring-sale */
      campaignId: string | null;
      /** @example 4999 */
      valueMinor: string | null;
      /** @example EUR */
      currency: string | null;
      /** @description Sent with a test key (docs/api.md#test-mode). */
      test: boolean;
      /** @description The attribution service's decision; null until it has decided. */
      attribution: components['schemas']['ContactEventAttributionDto'] | null;
    };
    ContactAdjustmentDecisionDto: {
      /** @example true */
      applied: boolean;
      /**
       * @description The reason code (docs/attribution.md#adjustments).
       * @example applied
       */
      reason: string;
      /** @example Applied: the conversion is now worth 2999 EUR. */
      message: string;
      /** Format: date-time */
      decidedAt: string;
      /** @description The net value before it; null when not applied or without value. */
      previousValueMinor: string | null;
      /** @description The net value after it; null when not applied or without value. */
      netValueMinor: string | null;
    };
    ContactAdjustmentDto: {
      /** Format: uuid */
      id: string;
      /** @example refund-5531 */
      adjustmentId: string;
      /**
       * Format: uuid
       * @description The adjusted event (in events, unless that list was cut).
       */
      eventId: string;
      /** @enum {string} */
      type: 'retraction' | 'restatement';
      /** Format: date-time */
      occurredAt: string;
      /** Format: date-time */
      receivedAt: string;
      valueMinor: string | null;
      currency: string | null;
      test: boolean;
      /** @description The attribution service's decision; null until it has decided. */
      decision: components['schemas']['ContactAdjustmentDecisionDto'] | null;
    };
    ContactWebhookDeliveryDto: {
      /** @example ep_2QxVh3kLmN8pR4sT6uW9yZ */
      endpointId: string;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failing' | 'failed';
      /** @example 1 */
      attemptCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastAttemptAt: string | null;
      lastError: string | null;
      /** @description Oldest first; the latest 20 when there were more (attemptCount tells how many). */
      attempts: components['schemas']['WebhookAttemptDto'][];
    };
    ContactWebhookMessageDto: {
      /** @example msg_7bN2cD4eF6gH8jK0mP2rS4 */
      id: string;
      /**
       * @description The webhook event type (GET /v1/webhook-event-types).
       * @example event.recorded
       */
      type: string;
      /** Format: date-time */
      createdAt: string;
      test: boolean;
      /** @description The payload as sent ({ type, timestamp, data }). */
      payload: {
        [key: string]: unknown;
      };
      deliveries: components['schemas']['ContactWebhookDeliveryDto'][];
    };
    ContactDataTruncatedDto: {
      /** @description More than 10,000 events: the newest 10,000 are shown. */
      events: boolean;
      /** @description More than 10,000 adjustments: the newest 10,000 are shown. */
      adjustments: boolean;
      /** @description More than 1,000 webhook messages: the newest 1,000 are shown. */
      webhookMessages: boolean;
    };
    ContactDataDto: {
      /** @example contact_42 */
      contactId: string;
      /** Format: uuid */
      workspaceId: string;
      /**
       * Format: date-time
       * @description When this export was read.
       */
      generatedAt: string;
      /** @description Newest first, each with its attribution decision. */
      events: components['schemas']['ContactEventDto'][];
      /** @description The adjustments of the contact's events, newest first, each with its decision. */
      adjustments: components['schemas']['ContactAdjustmentDto'][];
      /** @description Webhook messages whose payload names the contact, newest first, with their deliveries and attempts. */
      webhookMessages: components['schemas']['ContactWebhookMessageDto'][];
      /** @description On the suppression list: new events and adjustments for the contact are not recorded. */
      suppressed: boolean;
      truncated: components['schemas']['ContactDataTruncatedDto'];
    };
    CreateSuppressionsDto: {
      /**
       * @description The contactIds to suppress, as your events send them: 1 to 1000, each 1 to 128 characters without control characters. A repeated one counts once.
       * @example [
       *       "contact_42",
       *       "contact_77"
       *     ]
       */
      contactIds: string[];
    };
    SuppressionResultDto: {
      /**
       * @description The keyed hash of the contact (HMAC-SHA-256 of the workspace and the contactId under the installation's PRIVACY_HASH_KEY, lower-case hex): the list never holds the contactId. Lift a suppression by its contactId (DELETE .../suppressions/{contactId}).
       * @example 3f1c9a0b7d2e4f60a8b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f6071
       */
      contactHash: string;
      /**
       * @description manual: added with POST .../suppressions; erasure: added by an erasure request (erasureRequestId), and kept after it completed.
       * @example manual
       * @enum {string}
       */
      reason: 'erasure' | 'manual';
      /**
       * Format: date-time
       * @example 2026-11-22T09:15:00.120Z
       */
      createdAt: string;
      /**
       * Format: uuid
       * @description The erasure request that suppressed the contact; null for a manual suppression.
       * @example null
       */
      erasureRequestId: string | null;
      /**
       * @description The contactId as you sent it (this answer only: the list keeps its hash alone).
       * @example contact_42
       */
      contactId: string;
      /**
       * @description true: suppressed by this request; false: it was suppressed already (its row is shown as it is, reason and createdAt unchanged).
       * @example true
       */
      created: boolean;
    };
    SuppressionResultsDto: {
      results: components['schemas']['SuppressionResultDto'][];
    };
    SuppressionDto: {
      /**
       * @description The keyed hash of the contact (HMAC-SHA-256 of the workspace and the contactId under the installation's PRIVACY_HASH_KEY, lower-case hex): the list never holds the contactId. Lift a suppression by its contactId (DELETE .../suppressions/{contactId}).
       * @example 3f1c9a0b7d2e4f60a8b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f6071
       */
      contactHash: string;
      /**
       * @description manual: added with POST .../suppressions; erasure: added by an erasure request (erasureRequestId), and kept after it completed.
       * @example manual
       * @enum {string}
       */
      reason: 'erasure' | 'manual';
      /**
       * Format: date-time
       * @example 2026-11-22T09:15:00.120Z
       */
      createdAt: string;
      /**
       * Format: uuid
       * @description The erasure request that suppressed the contact; null for a manual suppression.
       * @example null
       */
      erasureRequestId: string | null;
    };
    SuppressionPageDto: {
      data: components['schemas']['SuppressionDto'][];
      /** @description Pass as `cursor` for the next page; null on the last page. */
      nextCursor: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /**
     * @description The id of this request: the caller’s X-Request-Id when it was sane, else a new one. Also `requestId` in problem bodies and in the logs.
     * @example 8d1f9a0e-3b0c-4f55-9a57-3c2a7f0c1d11
     */
    'X-Request-Id': string;
    /**
     * @description The URL of the resource this answer names.
     * @example /v1/workspaces/5ede3c2f-4226-4712-84e2-96719e5e0455/events/019a4f7e-6a1b-7c3d-9e2f-0a1b2c3d4e5f
     */
    Location: string;
    /**
     * @description Whether the repeat’s fields differ from the original event’s (same as `payloadDiffers`).
     * @example false
     */
    'Payload-Differs': 'true' | 'false';
    /**
     * @description Seconds to wait before retrying.
     * @example 1
     */
    'Retry-After': number;
    /**
     * @description The caller’s rate limit in this window (IETF draft-ietf-httpapi-ratelimit-headers): `r` requests left, `t` seconds until it resets. On every answer counted against the limit.
     * @example "per-key";r=499;t=1
     */
    RateLimit: string;
    /**
     * @description The rate-limit policy: `q` requests per `w` seconds, per API key or console user. On every answer counted against the limit.
     * @example "per-key";q=500;w=1
     */
    'RateLimit-Policy': string;
    /**
     * @description The Bearer challenge (RFC 6750); on a 403 for a missing scope it names the scope (`error="insufficient_scope", scope="..."`).
     * @example Bearer realm="conversion-platform"
     */
    'WWW-Authenticate': string;
    /**
     * @description How long the answer may be kept: `no-store` on answers that carry a secret, a session or personal data.
     * @example no-store
     */
    'Cache-Control': string;
    /**
     * @description The console session cookie (HttpOnly, SameSite=Lax; `__Host-` prefixed and Secure over https).
     * @example console_session=…; Path=/; HttpOnly; SameSite=Lax
     */
    'Set-Cookie': string;
  };
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
      /** @description HTTP, deduplication, outbox and process metrics (docs/operations.md lists them). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example # HELP http_request_duration_seconds ...
           *     # TYPE http_request_duration_seconds histogram
           */
          'text/plain': string;
        };
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok"
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ready",
           *       "checks": {
           *         "postgres": {
           *           "status": "up",
           *           "latencyMs": 2
           *         },
           *         "redis": {
           *           "status": "up",
           *           "latencyMs": 2
           *         },
           *         "kafka": {
           *           "status": "up",
           *           "latencyMs": 2
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ready' | 'degraded';
            checks: {
              postgres: {
                /** @enum {string} */
                status: 'up' | 'down';
                latencyMs: number;
                /** @description Why the check failed (down only). */
                error?: string;
              };
              redis: {
                /** @enum {string} */
                status: 'up' | 'down';
                latencyMs: number;
                /** @description Why the check failed (down only). */
                error?: string;
              };
              kafka: {
                /** @enum {string} */
                status: 'up' | 'down';
                latencyMs: number;
                /** @description Why the check failed (down only). */
                error?: string;
              };
            };
          };
        };
      };
      /** @description Postgres is unreachable: no durable answer can be given. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "Postgres is unreachable, so no durable answer can be given.",
           *       "code": "unavailable",
           *       "checks": {
           *         "postgres": {
           *           "status": "down",
           *           "latencyMs": 1501,
           *           "error": "Postgres did not answer within 1500 ms"
           *         },
           *         "redis": {
           *           "status": "up",
           *           "latencyMs": 2
           *         },
           *         "kafka": {
           *           "status": "up",
           *           "latencyMs": 2
           *         }
           *       },
           *       "instance": "/health/ready",
           *       "requestId": "8d1f9a0e-3b0c-4f55-9a57-3c2a7f0c1d11"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'] & {
            checks: {
              postgres: {
                /** @enum {string} */
                status: 'up' | 'down';
                latencyMs: number;
                /** @description Why the check failed (down only). */
                error?: string;
              };
              redis: {
                /** @enum {string} */
                status: 'up' | 'down';
                latencyMs: number;
                /** @description Why the check failed (down only). */
                error?: string;
              };
              kafka: {
                /** @enum {string} */
                status: 'up' | 'down';
                latencyMs: number;
                /** @description Why the check failed (down only). */
                error?: string;
              };
            };
          };
        };
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *           "mode": "live",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['Cache-Control'];
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
           *       "mode": "live",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *       "mode": "live",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *       "mode": "live",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
        /** @description true: only test events (sent with a test key, docs/api.md#test-mode); false: only live events. Both when absent. */
        test?: boolean;
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *           "test": false,
           *           "attribution": {
           *             "status": "counted",
           *             "reason": "counted",
           *             "message": "Counted as a conversion for campaign \"spring-sale\".",
           *             "netValueMinor": "4999",
           *             "retractedAt": null
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  EventsController_create: {
    parameters: {
      query?: {
        /** @description true: run every check (auth, rate limit, the body rules, whether the id was received before, whether the contact is suppressed) and store, claim and publish nothing; the answer is 200 with status "valid" and wouldBe. Invalid input gets the same 400 as without it. Anything but true or false is a 400 naming validateOnly (docs/api.md#test-mode). */
        validateOnly?: boolean;
      };
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
      /** @description already_received (the original, with Location and Payload-Differs), or with validateOnly=true: valid, with wouldBe (no headers of its own). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          /** @description On already_received: the original event. Not on a validateOnly answer. */
          Location?: string;
          /** @description On already_received. Not on a validateOnly answer. */
          'Payload-Differs'?: 'true' | 'false';
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['EventReceiptDto'] | components['schemas']['ValidAnswerDto'];
        };
      };
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
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
      /** @description The event's contact is suppressed in this workspace (docs/api.md#suppression): nothing was stored, claimed or published. Do not retry: it is recorded (201) once the suppression is lifted. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "suppressed",
           *       "externalId": "order-10023"
           *     }
           */
          'application/json': components['schemas']['SuppressedAnswerDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      query?: {
        /** @description true: run every check (auth, rate limit, the body rules, whether the id was received before, whether the contact is suppressed) and store, claim and publish nothing; the answer is 200 with status "valid" and wouldBe. Invalid input gets the same 400 as without it. Anything but true or false is a 400 naming validateOnly (docs/api.md#test-mode). */
        validateOnly?: boolean;
      };
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchResultDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *       "test": false,
           *       "attribution": {
           *         "status": "counted",
           *         "reason": "counted",
           *         "message": "Counted as a conversion for campaign \"spring-sale\".",
           *         "netValueMinor": "2999",
           *         "retractedAt": null
           *       },
           *       "adjustments": [
           *         {
           *           "id": "019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90",
           *           "adjustmentId": "refund-7781",
           *           "externalId": "order-10023",
           *           "eventId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *           "type": "restatement",
           *           "occurredAt": "2026-11-23T09:29:00.000Z",
           *           "receivedAt": "2026-11-23T09:30:00.218Z",
           *           "valueMinor": "2999",
           *           "currency": "EUR",
           *           "test": false,
           *           "outcome": {
           *             "status": "applied",
           *             "reason": "applied",
           *             "message": "The conversion of order-10023 is now worth 2999 EUR (was 4999).",
           *             "decidedAt": "2026-11-23T09:30:00.731Z"
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['EventDetailDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  AdjustmentsController_list: {
    parameters: {
      query?: {
        externalId?: string;
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90",
           *           "adjustmentId": "refund-7781",
           *           "externalId": "order-10023",
           *           "eventId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *           "type": "restatement",
           *           "occurredAt": "2026-11-23T09:29:00.000Z",
           *           "receivedAt": "2026-11-23T09:30:00.218Z",
           *           "valueMinor": "2999",
           *           "currency": "EUR",
           *           "test": false,
           *           "outcome": {
           *             "status": "applied",
           *             "reason": "applied",
           *             "message": "The conversion of order-10023 is now worth 2999 EUR (was 4999).",
           *             "decidedAt": "2026-11-23T09:30:00.731Z"
           *           }
           *         }
           *       ],
           *       "nextCursor": "eyJyIjoiMjAyNi0xMS0yM1QwOTozMDowMC4yMThaIiwiaSI6IjAxOWE5YTQxIn0"
           *     }
           */
          'application/json': components['schemas']['AdjustmentPageDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  AdjustmentsController_create: {
    parameters: {
      query?: {
        /** @description true: run every check (auth, rate limit, the body rules, whether the id was received before, whether the contact is suppressed) and store, claim and publish nothing; the answer is 200 with status "valid" and wouldBe. Invalid input gets the same 400 as without it. Anything but true or false is a 400 naming validateOnly (docs/api.md#test-mode). */
        validateOnly?: boolean;
      };
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdjustmentDto'];
      };
    };
    responses: {
      /** @description already_received (the original, with Location and Payload-Differs), or with validateOnly=true: valid, with wouldBe (no headers of its own). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          /** @description On already_received: the original adjustment. Not on a validateOnly answer. */
          Location?: string;
          /** @description On already_received. Not on a validateOnly answer. */
          'Payload-Differs'?: 'true' | 'false';
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['AdjustmentReceiptDto'] | components['schemas']['ValidAdjustmentAnswerDto'];
        };
      };
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90",
           *       "adjustmentId": "refund-7781",
           *       "externalId": "order-10023",
           *       "receivedAt": "2026-11-23T09:30:00.218Z",
           *       "status": "recorded"
           *     }
           */
          'application/json': components['schemas']['AdjustmentReceiptDto'];
        };
      };
      /** @description The adjusted event's contact is suppressed in this workspace (docs/api.md#suppression): nothing was stored, claimed or published. Do not retry: it is recorded (201) once the suppression is lifted. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "suppressed",
           *       "adjustmentId": "refund-7781",
           *       "externalId": "order-10023"
           *     }
           */
          'application/json': components['schemas']['SuppressedAdjustmentAnswerDto'];
        };
      };
      /** @description A field is missing, of the wrong type, unknown, or not allowed with the type sent. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: valueMinor. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "valueMinor",
           *           "code": "not_allowed",
           *           "message": "A retraction carries no value; leave valueMinor out (a retraction sets the conversion's value to 0)."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description No event with this externalId is recorded in the workspace; nothing was recorded. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "No event with externalId \"order-99999\" is recorded in this workspace: an adjustment names an event already recorded. Check with GET /v1/workspaces/5ede3c2f-4226-4712-84e2-96719e5e0455/events?externalId=order-99999, send the event first, then this adjustment again.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The same adjustmentId is being recorded by a request still in flight. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#request_in_progress",
           *       "title": "Request in progress",
           *       "status": 409,
           *       "detail": "An adjustment with this adjustmentId is being recorded by another request right now. Retry after the time in Retry-After; you will get its outcome.",
           *       "code": "request_in_progress"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "The adjustment could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After; the same adjustmentId is safe to resend.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  AdjustmentsController_batch: {
    parameters: {
      query?: {
        /** @description true: run every check (auth, rate limit, the body rules, whether the id was received before, whether the contact is suppressed) and store, claim and publish nothing; the answer is 200 with status "valid" and wouldBe. Invalid input gets the same 400 as without it. Anything but true or false is a 400 naming validateOnly (docs/api.md#test-mode). */
        validateOnly?: boolean;
      };
      header?: never;
      path: {
        workspaceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchAdjustmentsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentBatchResultDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
  AdjustmentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        adjustmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90",
           *       "adjustmentId": "refund-7781",
           *       "externalId": "order-10023",
           *       "eventId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *       "type": "restatement",
           *       "occurredAt": "2026-11-23T09:29:00.000Z",
           *       "receivedAt": "2026-11-23T09:30:00.218Z",
           *       "valueMinor": "2999",
           *       "currency": "EUR",
           *       "test": false,
           *       "outcome": {
           *         "status": "applied",
           *         "reason": "applied",
           *         "message": "The conversion of order-10023 is now worth 2999 EUR (was 4999).",
           *         "decidedAt": "2026-11-23T09:30:00.731Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['AdjustmentDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "campaignId": "spring-sale",
           *       "received": 120,
           *       "counted": 87,
           *       "retracted": 3,
           *       "netCounted": 84,
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
           *       "netValueByCurrency": [
           *         {
           *           "currency": "EUR",
           *           "valueMinor": "421413"
           *         }
           *       ],
           *       "daily": [
           *         {
           *           "day": "2026-03-02",
           *           "received": 40,
           *           "counted": 31,
           *           "retracted": 2
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
      /** @description The latest submission, live or test (`test: true`: sent with a test key; it never counts in reports): an event (as in the example), a duplicate, a rejected body, or a conversion adjustment (`kind` `adjustment`, with `adjustment` and an outcome `applied` or `not_applied`; see the stream example, which ends with a test event). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *         "errors": [],
           *         "adjustment": null,
           *         "test": false
           *       }
           *     }
           */
          'application/json': components['schemas']['ConversionTestDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example event: panel
           *     id: 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e.not_counted
           *     data: {"campaignId":"spring-sale","latest":{"submissionId":"019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e","kind":"event","eventId":"019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e","externalId":"order-10023","name":"page_view","receivedAt":"2026-03-02T18:00:00.000Z","status":"not_counted","reason":"not_a_goal_event","message":"\"page_view\" is not a goal of campaign \"spring-sale\"; its goals are \"order_paid\". Send one of those names, or add this one to the campaign's goals.","original":null,"errors":[],"adjustment":null,"test":false}}
           *
           *     event: panel
           *     id: 019a9f10-2b7c-7d41-8e3a-1c2d3e4f5a6b.applied
           *     data: {"campaignId":"spring-sale","latest":{"submissionId":"019a9f10-2b7c-7d41-8e3a-1c2d3e4f5a6b","kind":"adjustment","eventId":"019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e","externalId":"order-10023","name":"order_paid","receivedAt":"2026-03-04T09:30:01.000Z","status":"applied","reason":"applied","message":"Retracted: conversion order-10023 no longer counts and its value is now 0 EUR.","original":null,"errors":[],"adjustment":{"adjustmentId":"refund-7731","type":"retraction","occurredAt":"2026-03-04T09:30:00.000Z","valueMinor":null,"currency":null},"test":false}}
           *
           *     event: panel
           *     id: 019aa021-4c8d-7e52-9f4b-2d3e4f5a6b7c.counted
           *     data: {"campaignId":"spring-sale","latest":{"submissionId":"019aa021-4c8d-7e52-9f4b-2d3e4f5a6b7c","kind":"event","eventId":"019aa021-4c8d-7e52-9f4b-2d3e4f5a6b7c","externalId":"test-order-1","name":"order_paid","receivedAt":"2026-03-05T10:00:00.000Z","status":"counted","reason":"counted","message":"Counted as a conversion for campaign \"spring-sale\".","original":null,"errors":[],"adjustment":null,"test":true}}
           */
          'text/event-stream': unknown;
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *           "includeTestEvents": false,
           *           "enabled": true,
           *           "disabledReason": null,
           *           "disabledAt": null,
           *           "createdAt": "2026-11-22T10:15:30.123Z",
           *           "updatedAt": "2026-11-22T10:15:30.123Z"
           *         }
           *       ],
           *       "urlSchemes": [
           *         "https"
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointListDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Cache-Control': components['headers']['Cache-Control'];
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
           *       "includeTestEvents": false,
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *       "includeTestEvents": false,
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *       "includeTestEvents": false,
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *       "includeTestEvents": false,
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Cache-Control': components['headers']['Cache-Control'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
        type?:
          | 'event.recorded'
          | 'conversion.counted'
          | 'conversion.not_counted'
          | 'conversion.retracted'
          | 'conversion.restated'
          | 'contact.erased'
          | 'webhook.test'
          | 'endpoint.disabled'
          | 'endpoint.enabled'
          | 'message.attempt.exhausted';
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
           *               "message": "Counted as a conversion for campaign \"spring-sale\".",
           *               "netValueMinor": "4999",
           *               "retractedAt": null
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Cache-Control': components['headers']['Cache-Control'];
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
           *               "test": {
           *                 "description": "Present, and true, only on test traffic: an event or adjustment sent with a test key, or its outcome. Sent only to endpoints with includeTestEvents. Absent on live messages.",
           *                 "const": true
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
           *                       },
           *                       "netValueMinor": {
           *                         "type": [
           *                           "string",
           *                           "null"
           *                         ],
           *                         "pattern": "^[0-9]{1,19}$"
           *                       },
           *                       "retractedAt": {
           *                         "type": [
           *                           "string",
           *                           "null"
           *                         ],
           *                         "format": "date-time"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Cache-Control': components['headers']['Cache-Control'];
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
           *             "privacy:manage",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Set-Cookie': components['headers']['Set-Cookie'];
          'Cache-Control': components['headers']['Cache-Control'];
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
           *             "privacy:manage",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
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
      /** @description The change came from another site (Sec-Fetch-Site or Origin), or a session change lacks its CSRF token. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#csrf_failed",
           *       "title": "Cross-site request refused",
           *       "status": 403,
           *       "detail": "This change came from another site (Sec-Fetch-Site: cross-site); the console only accepts changes from its own pages.",
           *       "code": "csrf_failed"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
      /** @description The session cookie is cleared. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Set-Cookie': components['headers']['Set-Cookie'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
      /** @description The session cookie is cleared. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Set-Cookie': components['headers']['Set-Cookie'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Set-Cookie': components['headers']['Set-Cookie'];
          'Cache-Control': components['headers']['Cache-Control'];
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
           *             "privacy:manage",
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
          'X-Request-Id': components['headers']['X-Request-Id'];
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
      /** @description The change came from another site (Sec-Fetch-Site or Origin), or a session change lacks its CSRF token. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#csrf_failed",
           *       "title": "Cross-site request refused",
           *       "status": 403,
           *       "detail": "This change came from another site (Sec-Fetch-Site: cross-site); the console only accepts changes from its own pages.",
           *       "code": "csrf_failed"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Cache-Control': components['headers']['Cache-Control'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description The workspace already has the most pending invitations it may hold. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#limit_exceeded",
           *       "title": "Limit exceeded",
           *       "status": 409,
           *       "detail": "This workspace already has 100 pending invitations. Withdraw some before inviting more.",
           *       "code": "limit_exceeded"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          /** @description The new account’s session cookie, when the invitation created an account. */
          'Set-Cookie'?: string;
          /** @description `no-store`, when the invitation created an account (and a session). */
          'Cache-Control'?: string;
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
          'X-Request-Id': components['headers']['X-Request-Id'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description The change came from another site (Sec-Fetch-Site or Origin), or a session change lacks its CSRF token. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#csrf_failed",
           *       "title": "Cross-site request refused",
           *       "status": 403,
           *       "detail": "This change came from another site (Sec-Fetch-Site: cross-site); the console only accepts changes from its own pages.",
           *       "code": "csrf_failed"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WorkspaceSettingsController_get: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "eventRetentionDays": 400,
           *       "webhookLogRetentionDays": 30
           *     }
           */
          'application/json': components['schemas']['WorkspaceSettingsDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  WorkspaceSettingsController_update: {
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
        'application/json': components['schemas']['UpdateWorkspaceSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "eventRetentionDays": 90,
           *       "webhookLogRetentionDays": 30
           *     }
           */
          'application/json': components['schemas']['WorkspaceSettingsDto'];
        };
      };
      /** @description A setting is not a whole number within its range, or an unknown field was sent (each named in errors[]). */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: eventRetentionDays. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "eventRetentionDays",
           *           "code": "out_of_range",
           *           "message": "eventRetentionDays must be a whole number of days from 30 to 3650 (got 7)."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
      /** @description The body is over the limit (stated). */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ErasureRequestsController_list: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b",
           *           "status": "completed",
           *           "contactCount": 2,
           *           "requestedAt": "2026-11-22T10:00:00.123Z",
           *           "completedAt": "2026-11-22T10:00:14.870Z",
           *           "services": {
           *             "gateway": {
           *               "status": "completed",
           *               "removed": {
           *                 "events": 14,
           *                 "adjustments": 2,
           *                 "outbox": 0,
           *                 "redisMarkers": 16
           *               },
           *               "completedAt": "2026-11-22T10:00:10.402Z"
           *             },
           *             "attribution": {
           *               "status": "completed",
           *               "removed": {
           *                 "decisions": 14,
           *                 "conversions": 9,
           *                 "adjustment_decisions": 2
           *               },
           *               "completedAt": "2026-11-22T10:00:10.951Z"
           *             },
           *             "reportProjection": {
           *               "status": "completed",
           *               "removed": {
           *                 "panel": 3,
           *                 "event_outcomes": 14,
           *                 "adjustment_outcomes": 2
           *               },
           *               "completedAt": "2026-11-22T10:00:11.207Z"
           *             },
           *             "webhookDispatcher": {
           *               "status": "completed",
           *               "removed": {
           *                 "messages": 23,
           *                 "deliveries": 23,
           *                 "attempts": 25
           *               },
           *               "completedAt": "2026-11-22T10:00:11.530Z"
           *             }
           *           },
           *           "error": null
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          'application/json': components['schemas']['ErasureRequestPageDto'];
        };
      };
      /** @description The body is not valid JSON, or a field is missing, of the wrong type or unknown. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ErasureRequestsController_create: {
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
        'application/json': components['schemas']['CreateErasureRequestDto'];
      };
    };
    responses: {
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b",
           *       "status": "pending",
           *       "contactCount": 2,
           *       "requestedAt": "2026-11-22T10:00:00.123Z",
           *       "completedAt": null,
           *       "services": {
           *         "gateway": {
           *           "status": "pending",
           *           "removed": {},
           *           "completedAt": null
           *         },
           *         "attribution": {
           *           "status": "pending",
           *           "removed": {},
           *           "completedAt": null
           *         },
           *         "reportProjection": {
           *           "status": "pending",
           *           "removed": {},
           *           "completedAt": null
           *         },
           *         "webhookDispatcher": {
           *           "status": "pending",
           *           "removed": {},
           *           "completedAt": null
           *         }
           *       },
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ErasureRequestDto'];
        };
      };
      /** @description contactIds is missing, empty, longer than 1000, or one of them is not a valid contactId (named by index). */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: contactIds[1]. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "contactIds[1]",
           *           "code": "invalid_length",
           *           "message": "contactIds[1] must be 1 to 128 characters, as a contactId of an event is."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ErasureRequestsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        erasureRequestId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b",
           *       "status": "completed",
           *       "contactCount": 2,
           *       "requestedAt": "2026-11-22T10:00:00.123Z",
           *       "completedAt": "2026-11-22T10:00:14.870Z",
           *       "services": {
           *         "gateway": {
           *           "status": "completed",
           *           "removed": {
           *             "events": 14,
           *             "adjustments": 2,
           *             "outbox": 0,
           *             "redisMarkers": 16
           *           },
           *           "completedAt": "2026-11-22T10:00:10.402Z"
           *         },
           *         "attribution": {
           *           "status": "completed",
           *           "removed": {
           *             "decisions": 14,
           *             "conversions": 9,
           *             "adjustment_decisions": 2
           *           },
           *           "completedAt": "2026-11-22T10:00:10.951Z"
           *         },
           *         "reportProjection": {
           *           "status": "completed",
           *           "removed": {
           *             "panel": 3,
           *             "event_outcomes": 14,
           *             "adjustment_outcomes": 2
           *           },
           *           "completedAt": "2026-11-22T10:00:11.207Z"
           *         },
           *         "webhookDispatcher": {
           *           "status": "completed",
           *           "removed": {
           *             "messages": 23,
           *             "deliveries": 23,
           *             "attempts": 25
           *           },
           *           "completedAt": "2026-11-22T10:00:11.530Z"
           *         }
           *       },
           *       "error": null
           *     }
           */
          'application/json': components['schemas']['ErasureRequestDto'];
        };
      };
      /** @description No, garbled, unknown, revoked or expired API key. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description No erasure request with this id in this workspace. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "Erasure request 019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b does not exist in this workspace.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  ContactDataController_export: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Cache-Control': components['headers']['Cache-Control'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "contactId": "contact_42",
           *       "workspaceId": "5ede3c2f-4226-4712-84e2-96719e5e0455",
           *       "generatedAt": "2026-11-22T10:05:00.000Z",
           *       "events": [
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
           *           "test": false,
           *           "attribution": {
           *             "counted": true,
           *             "reason": "counted",
           *             "message": "Counted for campaign \"spring-sale\": \"order_paid\" is one of its goals.",
           *             "decidedAt": "2026-11-21T13:03:00.530Z",
           *             "netValueMinor": "2999",
           *             "retractedAt": null
           *           }
           *         }
           *       ],
           *       "adjustments": [
           *         {
           *           "id": "019a8e40-1b2c-7d3e-8f40-516273849506",
           *           "adjustmentId": "refund-5531",
           *           "eventId": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *           "type": "restatement",
           *           "occurredAt": "2026-11-21T15:00:00.000Z",
           *           "receivedAt": "2026-11-21T15:00:01.020Z",
           *           "valueMinor": "2999",
           *           "currency": "EUR",
           *           "test": false,
           *           "decision": {
           *             "applied": true,
           *             "reason": "applied",
           *             "message": "Applied: the conversion is now worth 2999 EUR.",
           *             "decidedAt": "2026-11-21T15:00:01.100Z",
           *             "previousValueMinor": "4999",
           *             "netValueMinor": "2999"
           *           }
           *         }
           *       ],
           *       "webhookMessages": [
           *         {
           *           "id": "msg_7bN2cD4eF6gH8jK0mP2rS4",
           *           "type": "event.recorded",
           *           "createdAt": "2026-11-21T13:03:00.600Z",
           *           "test": false,
           *           "payload": {
           *             "type": "event.recorded",
           *             "timestamp": "2026-11-21T13:03:00.412Z",
           *             "data": {
           *               "id": "019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e",
           *               "contactId": "contact_42"
           *             }
           *           },
           *           "deliveries": [
           *             {
           *               "endpointId": "ep_2QxVh3kLmN8pR4sT6uW9yZ",
           *               "status": "delivered",
           *               "attemptCount": 1,
           *               "createdAt": "2026-11-21T13:03:00.600Z",
           *               "lastAttemptAt": "2026-11-21T13:03:00.710Z",
           *               "lastError": null,
           *               "attempts": [
           *                 {
           *                   "attemptedAt": "2026-11-21T13:03:00.650Z",
           *                   "statusCode": 200,
           *                   "durationMs": 60,
           *                   "error": null,
           *                   "responseBody": "ok"
           *                 }
           *               ]
           *             }
           *           ]
           *         }
           *       ],
           *       "suppressed": false,
           *       "truncated": {
           *         "events": false,
           *         "adjustments": false,
           *         "webhookMessages": false
           *       }
           *     }
           */
          'application/json': components['schemas']['ContactDataDto'];
        };
      };
      /** @description The contactId in the path is not a valid contactId, or the cursor is not one this API gave. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: contactId. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "contactId",
           *           "code": "invalid_length",
           *           "message": "contactId must be 1 to 128 characters, as a contactId of an event is."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SuppressionsController_list: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "contactHash": "3f1c9a0b7d2e4f60a8b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f6071",
           *           "reason": "manual",
           *           "createdAt": "2026-11-22T09:15:00.120Z",
           *           "erasureRequestId": null
           *         },
           *         {
           *           "contactHash": "b7e2d4c6a8f0193e5d7c9b1a2f4e6d8c0b9a8f7e6d5c4b3a291807f6e5d4c3b2",
           *           "reason": "erasure",
           *           "createdAt": "2026-11-21T16:40:02.518Z",
           *           "erasureRequestId": "019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b"
           *         }
           *       ],
           *       "nextCursor": "eyJjIjoiMjAyNi0xMS0yMVQxNjo0MDowMi41MThaIiwiaCI6ImI3ZTIifQ"
           *     }
           */
          'application/json': components['schemas']['SuppressionPageDto'];
        };
      };
      /** @description limit is not a whole number from 1 to 200, or the cursor is not one this list gave. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: cursor. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "cursor",
           *           "code": "invalid_format",
           *           "message": "cursor must be a nextCursor value from a previous page, unchanged."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SuppressionsController_suppress: {
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
        'application/json': components['schemas']['CreateSuppressionsDto'];
      };
    };
    responses: {
      /** @description Every contact was suppressed already: nothing changed (created: false on each). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "contactId": "contact_42",
           *           "contactHash": "3f1c9a0b7d2e4f60a8b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f6071",
           *           "reason": "manual",
           *           "createdAt": "2026-11-22T09:15:00.120Z",
           *           "erasureRequestId": null,
           *           "created": false
           *         },
           *         {
           *           "contactId": "contact_77",
           *           "contactHash": "b7e2d4c6a8f0193e5d7c9b1a2f4e6d8c0b9a8f7e6d5c4b3a291807f6e5d4c3b2",
           *           "reason": "erasure",
           *           "createdAt": "2026-11-21T16:40:02.518Z",
           *           "erasureRequestId": "019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b",
           *           "created": false
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SuppressionResultsDto'];
        };
      };
      /** @description At least one contact is suppressed by this request (created: true). */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "contactId": "contact_42",
           *           "contactHash": "3f1c9a0b7d2e4f60a8b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f6071",
           *           "reason": "manual",
           *           "createdAt": "2026-11-22T09:15:00.120Z",
           *           "erasureRequestId": null,
           *           "created": true
           *         },
           *         {
           *           "contactId": "contact_77",
           *           "contactHash": "b7e2d4c6a8f0193e5d7c9b1a2f4e6d8c0b9a8f7e6d5c4b3a291807f6e5d4c3b2",
           *           "reason": "erasure",
           *           "createdAt": "2026-11-21T16:40:02.518Z",
           *           "erasureRequestId": "019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b",
           *           "created": false
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SuppressionResultsDto'];
        };
      };
      /** @description contactIds is missing, empty, longer than 1000, or one of them is not a valid contactId (named by index). */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: contactIds[1]. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "contactIds[1]",
           *           "code": "invalid_format",
           *           "message": "contactIds[1] must not contain control characters."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
  SuppressionsController_lift: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: string;
        /** @description The contactId, as your events send it, URL-encoded. */
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lifted. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The contactId in the path is not a valid contactId (1 to 128 characters, no control characters). */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#validation_failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "One field is invalid: contactId. Each entry in \"errors\" names the field and how to fix it.",
           *       "code": "validation_failed",
           *       "errors": [
           *         {
           *           "field": "contactId",
           *           "code": "invalid_length",
           *           "message": "contactId must be 1 to 128 characters, as a contactId of an event is."
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
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
      /** @description The contact is not suppressed in this workspace. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#not_found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "This contactId is not suppressed in this workspace, so there is nothing to lift. GET .../suppressions lists the hashes of the contacts that are.",
           *       "code": "not_found"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description The suppression belongs to an erasure request that is still pending or running; it can be lifted once the request completed. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#erasure_in_progress",
           *       "title": "Erasure in progress",
           *       "status": 409,
           *       "detail": "This contact's suppression belongs to erasure request 019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b, which is still running: lifting it now would let new events in while the contact's data is being erased. Lift it once the request is completed (GET .../erasure-requests/019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b).",
           *       "code": "erasure_in_progress"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
      /** @description Over the per-key rate limit; see Retry-After and the RateLimit headers. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
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
      /** @description A service this request needs (Postgres, Redis) is unreachable. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "https://docs.conversion-platform.dev/errors#unavailable",
           *       "title": "Service unavailable",
           *       "status": 503,
           *       "detail": "A service this request needs is unreachable right now. Retry after the time in Retry-After.",
           *       "code": "unavailable"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDto'];
        };
      };
    };
  };
}
