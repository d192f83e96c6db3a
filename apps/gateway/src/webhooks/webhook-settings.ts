/**
 * What the webhooks feature takes from config (gateway-settings.ts builds it): the URL rule
 * switch, the per-workspace limit, the dispatcher's schema (read, never written) and the cipher
 * that seals signing secrets, built when the module starts. A cipher that cannot be built stops the gateway at boot, naming
 * the variable, rather than failing the first create.
 */
import { GatewayEnv, ConfigValidationError } from '@app/config';
import { schemaName } from '@app/database';
import { SecretCipher } from '@app/webhooks';

export interface WebhookSettings {
  allowHttp: boolean;
  maxEndpoints: number;
}

export const WEBHOOK_SETTINGS = Symbol('WEBHOOK_SETTINGS');

/** The webhook dispatcher's schema: deliveries, messages, attempts and endpoint health. */
export const DISPATCHER_SCHEMA = Symbol('DISPATCHER_SCHEMA');

type WebhookEnv = Pick<
  GatewayEnv,
  | 'WEBHOOK_ALLOW_HTTP'
  | 'WEBHOOK_MAX_ENDPOINTS'
  | 'WEBHOOK_SECRET_KEYS'
  | 'WEBHOOK_SECRET_KEY_ID'
  | 'DATABASE_SCHEMA_PREFIX'
>;

export function webhookSettings(env: WebhookEnv): WebhookSettings {
  return { allowHttp: env.WEBHOOK_ALLOW_HTTP, maxEndpoints: env.WEBHOOK_MAX_ENDPOINTS };
}

export function dispatcherSchema(env: WebhookEnv): string {
  return schemaName(env.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher');
}

/** The variables the cipher is built from: kept by name, so a bad one is reported by name. */
export type SecretKeysEnv = Pick<GatewayEnv, 'WEBHOOK_SECRET_KEYS' | 'WEBHOOK_SECRET_KEY_ID'>;

export function secretCipher(env: SecretKeysEnv): SecretCipher {
  try {
    return SecretCipher.parse(env.WEBHOOK_SECRET_KEYS, env.WEBHOOK_SECRET_KEY_ID);
  } catch (err) {
    const message = (err as Error).message;
    const variable = message.startsWith('WEBHOOK_SECRET_KEY_ID')
      ? 'WEBHOOK_SECRET_KEY_ID'
      : 'WEBHOOK_SECRET_KEYS';
    // The parser's messages never include key material.
    throw new ConfigValidationError([{ variable, message }]);
  }
}
