import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { GatewayEnv, loadEnv } from '@app/config';
import { createGatewayApp } from '../../apps/gateway/src/http-server';
import { runLogDestination } from './run-logs';

export function gatewayEnv(overrides: Record<string, string> = {}): GatewayEnv {
  return loadEnv(GatewayEnv, { ...process.env, PORT: '0', ...overrides });
}

/**
 * A real gateway (real Postgres, Redis and Kafka), initialised but not listening: requests go
 * through Fastify's inject, which runs the whole HTTP pipeline without a socket.
 */
export async function startGateway(
  overrides: Record<string, string> = {},
  logDestination: DestinationStream | undefined = runLogDestination(),
): Promise<NestFastifyApplication> {
  const app = await createGatewayApp(gatewayEnv(overrides), { logDestination });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
