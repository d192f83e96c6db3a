import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { GatewayEnv, loadEnv } from '@app/config';
import { createGatewayApp } from '../../apps/gateway/src/http-server';
import { openApiDocument } from '../../apps/gateway/src/openapi/openapi';
import { checkResponses, OpenApiResponseValidator } from './openapi-response-validator';
import { runLogDestination } from './run-logs';

export function gatewayEnv(overrides: Record<string, string> = {}): GatewayEnv {
  return loadEnv(GatewayEnv, { ...process.env, PORT: '0', ...overrides });
}

/** One per spec file: the document is the same for every gateway, whatever its settings. */
let validator: OpenApiResponseValidator | undefined;

/**
 * A real gateway (real Postgres, Redis and Kafka), initialised but not listening: requests go
 * through Fastify's inject, which runs the whole HTTP pipeline without a socket.
 *
 * Every answer it sends is checked against its OpenAPI document (openapi-response-validator.ts):
 * a mismatch rejects the inject() that got it, or, for answers sent after listen(), fails close().
 */
export async function startGateway(
  overrides: Record<string, string> = {},
  logDestination: DestinationStream | undefined = runLogDestination(),
): Promise<NestFastifyApplication> {
  const app = await createGatewayApp(gatewayEnv(overrides), { logDestination });
  checkResponses(
    app.getHttpAdapter().getInstance(),
    () => (validator ??= new OpenApiResponseValidator(openApiDocument(app) as never)),
    (check) => {
      const close = app.close.bind(app);
      app.close = async () => {
        await close();
        check();
      };
    },
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
