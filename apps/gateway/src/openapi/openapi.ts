import { INestApplication } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  MEMBER_PERMISSIONS,
  Permission,
  REQUIRED_PERMISSIONS_EXTENSION,
  ROLE_PERMISSIONS,
  ROLES,
} from '@app/auth';

/** The security scheme of console sessions (the cookie), beside `apiKey` for API keys. */
export const SESSION_COOKIE_SECURITY = 'consoleSession';

/** The OpenAPI document of the gateway, generated from its controllers and DTOs. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Conversion platform API')
    .setDescription(
      'Send conversion events to a workspace and read them back. Authenticate with `Authorization: Bearer <api key>`, ' +
        'or, from the console, with its session cookie (changes then need the `X-CSRF-Token` header). ' +
        'Errors are RFC 9457 problem details with a stable `code`. See docs/api.md for the rules and a walk-through.',
    )
    .setVersion('1')
    .addBearerAuth(
      // Said outright: the library's default bearerFormat is "JWT", which sends readers (and
      // generated clients) looking for a token to decode.
      { type: 'http', scheme: 'bearer', bearerFormat: 'API key (cvk_…)', description: 'An API key, cvk_…' },
      'apiKey',
    )
    .addCookieAuth(
      'console_session',
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The console session, set by POST /v1/session (`__Host-console_session` over https). Changes need the X-CSRF-Token header.',
      },
      SESSION_COOKIE_SECURITY,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // Every route an API key opens, a console session opens too (with its role's permissions):
  // said once here rather than on every controller, so no route can forget it.
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods) as Operation[]) {
      const security = operation.security;
      if (security?.some((s) => 'apiKey' in s) && !security.some((s) => SESSION_COOKIE_SECURITY in s))
        security.push({ [SESSION_COOKIE_SECURITY]: [] });
      const required = operation[REQUIRED_PERMISSIONS_EXTENSION];
      if (required)
        operation.description = [operation.description, whoMay(required)].filter(Boolean).join('\n\n');
    }
  }
  return document;
}

type Operation = {
  security?: Record<string, string[]>[];
  description?: string;
  [REQUIRED_PERMISSIONS_EXTENSION]?: Permission[];
};

/** The sentence a reader of /docs needs: which key scope, or which console roles, open an operation. */
function whoMay(required: Permission[]): string {
  const roles = ROLES.filter((role) => required.every((p) => ROLE_PERMISSIONS[role].includes(p)));
  const quoted = required.map((p) => `\`${p}\``).join(' and ');
  const sessions = `a console session of role ${roles.join(' or ')}`;
  return required.some((p) => (MEMBER_PERMISSIONS as readonly string[]).includes(p))
    ? `**Needs** ${quoted}: ${sessions} (no API key can carry it).`
    : `**Needs** ${quoted}: an API key with that scope, or ${sessions}.`;
}

/** Serves the document: /openapi.json, /openapi.yaml and the browsable /docs. */
export function setupOpenApi(app: NestFastifyApplication): void {
  SwaggerModule.setup('docs', app, openApiDocument(app), {
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
    customSiteTitle: 'Conversion platform API',
  });
}
