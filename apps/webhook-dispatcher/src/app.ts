import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { WebhookDispatcherEnv } from '@app/config';
import { createConsumerApp } from '@app/runtime';
import { WebhookDispatcherModule } from './webhook-dispatcher.module';

/**
 * Builds the webhook dispatcher: its consumer on the batch transport, its delivery workers, and
 * health and metrics over HTTP. main.ts and the tests share it.
 */
export function createWebhookDispatcherApp(
  env: WebhookDispatcherEnv,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  return createConsumerApp(WebhookDispatcherModule.forRoot(env), env, logDestination);
}
