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
import { DEPENDENCY_DOWN_PROBLEM, problemResponse } from './api-problems.decorator';
import { documentSchemas, nullableTo31 } from './openapi-31';
import { RESPONSE_HEADERS, responseHeaders } from './response-headers';

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
    // 3.1: JSON Schema 2020-12, where a nullable reference can be said (see openapi-31.ts).
    .setOpenAPIVersion('3.1.0')
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
  for (const schema of documentSchemas(document)) nullableTo31(schema);
  describeMetrics(document);
  document.components = { ...document.components, headers: RESPONSE_HEADERS };
  // Every route an API key opens, a console session opens too (with its role's permissions):
  // said once here rather than on every controller, so no route can forget it.
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const operation of Object.values(methods) as Operation[]) {
      // Every /v1 operation but the catalog (served from memory) needs Postgres or Redis, if only
      // to check its key or session; said once here, so no operation can forget its 503.
      if (
        path.startsWith('/v1/') &&
        !SERVED_FROM_MEMORY.has(path) &&
        operation.responses &&
        !operation.responses['503']
      )
        operation.responses['503'] = problemResponse(DEPENDENCY_DOWN_PROBLEM);
      const security = operation.security;
      if (security?.some((s) => 'apiKey' in s) && !security.some((s) => SESSION_COOKIE_SECURITY in s))
        security.push({ [SESSION_COOKIE_SECURITY]: [] });
      const required = operation[REQUIRED_PERMISSIONS_EXTENSION];
      if (required)
        operation.description = [operation.description, whoMay(required)].filter(Boolean).join('\n\n');
      // Headers every answer sends: the request id; and on the routes that need a permission, the
      // rate limit's (RateLimitGuard counts every request that carries a principal; not the
      // answers refused before it, so they are not required).
      const common = responseHeaders(
        'X-Request-Id',
        ...(required ? (['RateLimit', 'RateLimit-Policy'] as const) : []),
      );
      for (const response of Object.values(operation.responses ?? {}))
        response.headers = { ...common, ...response.headers };
    }
  }
  return document;
}

/**
 * /metrics comes from libs/observability, shared with the apps that have no OpenAPI document, so
 * its controller carries no OpenAPI decorators: its answer is stated here.
 */
function describeMetrics(document: OpenAPIObject): void {
  const scrape = document.paths['/metrics']?.get;
  if (!scrape) return;
  scrape.summary = 'Prometheus metrics (text exposition format)';
  scrape.responses = {
    '200': {
      description: 'HTTP, deduplication, outbox and process metrics (docs/operations.md lists them).',
      content: {
        'text/plain': {
          schema: { type: 'string' },
          example:
            '# HELP http_request_duration_seconds ...\n# TYPE http_request_duration_seconds histogram\n',
        },
      },
    },
  };
}

/** The /v1 paths that need no service to answer. */
const SERVED_FROM_MEMORY = new Set(['/v1/webhook-event-types']);

type Operation = {
  security?: Record<string, string[]>[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
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
