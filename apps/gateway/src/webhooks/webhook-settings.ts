/**
 * What the webhooks feature takes from config, built once when the module starts: the URL rule
 * switch, the per-workspace limit, the dispatcher's schema (read, never written) and the cipher
 * that seals signing secrets. A cipher that cannot be built stops the gateway at boot, naming
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

export function secretCipher(env: WebhookEnv): SecretCipher {
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
