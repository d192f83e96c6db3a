import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { GatewayEnv } from '@app/config';
import { GatewayModule } from './app.module';
import { openApiDocument } from './openapi/openapi';

/**
 * Prints the gateway's OpenAPI document without starting anything: Nest's preview mode builds the
 * module graph but instantiates no provider, so no database, Redis or broker is needed. The
 * console's typed client is generated from this output (npm run console:api-types).
 */
async function main(): Promise<void> {
  const app = await NestFactory.create(GatewayModule.forRoot(new GatewayEnv()), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  process.stdout.write(`${JSON.stringify(openApiDocument(app), null, 2)}\n`);
  await app.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`could not build the OpenAPI document: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
