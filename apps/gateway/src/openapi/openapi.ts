import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document, generated from the controllers and DTOs: /openapi.json and /docs. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Conversion platform API')
    .setDescription(
      'Send conversion events to a workspace and read them back. Authenticate with `Authorization: Bearer <api key>`. ' +
        'Errors are RFC 9457 problem details with a stable `code`. See docs/api.md for the rules and a walk-through.',
    )
    .setVersion('1')
    .addBearerAuth(
      // Said outright: the library's default bearerFormat is "JWT", which sends readers (and
      // generated clients) looking for a token to decode.
      { type: 'http', scheme: 'bearer', bearerFormat: 'API key (cvk_…)', description: 'An API key, cvk_…' },
      'apiKey',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
    customSiteTitle: 'Conversion platform API',
  });
}
