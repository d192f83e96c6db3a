/**
 * conversions.webhook-commands.v1: what an integrator asked of the webhook dispatcher through the
 * gateway's API. The gateway owns endpoints; the dispatcher owns messages and deliveries, so the
 * gateway never writes the dispatcher's tables: it checks the request, answers 202, and hands the
 * work over here. Key: `${workspaceId}:${endpointId}`.
 *
 * - `test`: create a `webhook.test` message with the id the gateway already answered with, and
 *   deliver it to that endpoint only.
 * - `redeliver`: one more attempt of a message to the endpoint, now, with the same webhook-id.
 * - `recover`: one more attempt of every failed delivery of the endpoint whose message was created
 *   in [since, until).
 * - `endpoint_enabled`, `endpoint_disabled`: the endpoint was switched on (from disabled) or off
 *   through the API at `requestedAt`; the dispatcher sends its endpoint.enabled or endpoint.disabled
 *   webhook, with the id in `messageId`, to the workspace's other endpoints subscribed to it.
 */
export const WEBHOOK_COMMAND_TYPE = 'webhook.command';
export const WEBHOOK_COMMAND_SCHEMA_VERSION = 1;

export const WEBHOOK_COMMAND_KINDS = [
  'test',
  'redeliver',
  'recover',
  'endpoint_enabled',
  'endpoint_disabled',
] as const;
export type WebhookCommandKind = (typeof WEBHOOK_COMMAND_KINDS)[number];

export interface WebhookCommandV1 {
  /** Unique per request (UUIDv7); the dedupe key for consumers. */
  commandId: string;
  kind: WebhookCommandKind;
  workspaceId: string;
  endpointId: string;
  /**
   * `test`, `endpoint_enabled`, `endpoint_disabled`: the new message's id; `redeliver`: the message
   * to send again; otherwise null.
   */
  messageId: string | null;
  /** `recover`: the range of message creation times (ISO 8601, UTC); otherwise null. */
  since: string | null;
  until: string | null;
  /** When the gateway accepted the request (ISO 8601, UTC). */
  requestedAt: string;
}

export function webhookCommandKey(command: Pick<WebhookCommandV1, 'workspaceId' | 'endpointId'>): string {
  return `${command.workspaceId}:${command.endpointId}`;
}

/** JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. */
export const WEBHOOK_COMMAND_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.webhook-commands.v1.json',
  title: 'WebhookCommandV1',
  type: 'object',
  additionalProperties: false,
  required: ['commandId', 'kind', 'workspaceId', 'endpointId', 'messageId', 'since', 'until', 'requestedAt'],
  properties: {
    commandId: { type: 'string', format: 'uuid' },
    kind: { enum: [...WEBHOOK_COMMAND_KINDS] },
    workspaceId: { type: 'string', format: 'uuid' },
    endpointId: { type: 'string', pattern: '^ep_[A-Za-z0-9]{10,40}$' },
    messageId: { type: ['string', 'null'], pattern: '^msg_[A-Za-z0-9]{10,40}$' },
    since: { type: ['string', 'null'], format: 'date-time' },
    until: { type: ['string', 'null'], format: 'date-time' },
    requestedAt: { type: 'string', format: 'date-time' },
  },
} as const;
