/** Each service owns one Postgres schema; a prefix lets test runs live side by side. */
export const SERVICE_SCHEMAS = {
  gateway: 'gateway',
  attribution: 'attribution',
  reportProjection: 'report_projection',
  webhookDispatcher: 'webhook_dispatcher',
} as const;

export type ServiceSchema = keyof typeof SERVICE_SCHEMAS;

export function schemaName(prefix: string, service: ServiceSchema): string {
  return `${prefix}${SERVICE_SCHEMAS[service]}`;
}
