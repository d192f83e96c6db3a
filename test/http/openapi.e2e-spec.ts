import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { documentSchemas } from '../../apps/gateway/src/openapi/openapi-31';
import { startGateway } from '../support/gateway';
import {
  OpenApiResponseValidator,
  openApiAjv,
  pointer,
  schemaAt,
  SentResponse,
} from '../support/openapi-response-validator';

interface Operation {
  security?: unknown[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { example?: unknown; examples?: unknown }> }
  >;
}

type Node = Record<string, unknown>;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains'];

/**
 * Calls back with the JSON pointer of the schema, the example and a label, for every example of
 * the document: of media types (bodies and answers), parameters, headers and schemas themselves.
 */
function eachExample(doc: Node, check: (schemaAt: string, example: unknown, label: string) => void): void {
  const schema = (node: unknown, at: string) => {
    if (typeof node !== 'object' || node === null) return;
    const s = node as Node;
    if ('example' in s) check(at, s.example, at);
    for (const key of SUBSCHEMA_MAPS)
      for (const [name, sub] of Object.entries((s[key] as Node | undefined) ?? {}))
        schema(sub, `${at}/${key}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    for (const key of SUBSCHEMA_LISTS)
      ((s[key] as unknown[] | undefined) ?? []).forEach((sub, i) => schema(sub, `${at}/${key}/${i}`));
    for (const key of SUBSCHEMAS) if (key in s) schema(s[key], `${at}/${key}`);
  };
  // Anything with a schema beside its example(s): a media type, a parameter, a header.
  const holder = (node: Node, at: string) => {
    if (!node.schema) return;
    if ('example' in node) check(`${at}/schema`, node.example, at);
    for (const [name, example] of Object.entries((node.examples as Record<string, Node> | undefined) ?? {}))
      check(`${at}/schema`, example.value, `${at}/examples/${name}`);
    schema(node.schema, `${at}/schema`);
  };
  const components = doc.components as Node;
  for (const [name, s] of Object.entries(components.schemas as Node))
    schema(s, pointer('components', 'schemas', name));
  for (const [name, h] of Object.entries(components.headers as Record<string, Node>))
    holder(h, pointer('components', 'headers', name));
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Node>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const at = pointer('paths', path, method);
      ((op.parameters as Node[] | undefined) ?? []).forEach((p, i) => holder(p, `${at}/parameters/${i}`));
      const media = (owner: unknown, ownerAt: string) => {
        for (const [type, m] of Object.entries(
          ((owner as Node | undefined)?.content as Record<string, Node>) ?? {},
        ))
          holder(m, `${ownerAt}/content/${type.replace(/\//g, '~1')}`);
      };
      media(op.requestBody, `${at}/requestBody`);
      for (const [status, response] of Object.entries(op.responses as Record<string, Node>)) {
        media(response, `${at}/responses/${status}`);
        for (const [name, h] of Object.entries((response.headers as Record<string, Node>) ?? {}))
          if (!('$ref' in h)) holder(h, `${at}/responses/${status}/headers/${name}`);
      }
    }
  }
}

/** The OpenAPI document is generated from the code and has an example for every status of every operation. */
describe('OpenAPI document', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await startGateway();
  });
  afterAll(async () => app.close());

  it('is served at /openapi.json, and the UI at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('is an OpenAPI 3.1 document that a third-party validator accepts', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    // @seriousme/openapi-schema-validator checks the document against the official OpenAPI 3.1
    // schema. It is ES modules only (import.meta), which jest's CommonJS runtime cannot load, so
    // it runs as the command it ships.
    const cli = join(
      dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')),
      'bin/validate-api-cli.js',
    );
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
      const run = spawnSync(process.execPath, [cli, join(dir, 'openapi.json')], { encoding: 'utf8' });
      expect({ status: run.status, output: JSON.parse(run.stdout) }).toEqual({
        status: 0,
        output: { valid: true },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has schemas that are strict JSON Schema 2020-12: no 3.0 keyword such as nullable is left', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // Strict mode refuses unknown keywords; OpenAPI's own annotations are declared as known.
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false });
    addFormats(ajv);
    ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
    // Each component is a schema of its own, named by its name, so a refusal names the schema.
    const components = Object.keys(doc.components.schemas as object);
    for (const name of components) {
      const schema = JSON.stringify(doc.components.schemas[name]).replace(/"#\/components\/schemas\//g, '"');
      ajv.addSchema(JSON.parse(schema), name);
    }
    const refused: string[] = [];
    const compile = (label: string, build: () => unknown) => {
      try {
        build();
      } catch (error) {
        refused.push(`${label}: ${(error as Error).message}`);
      }
    };
    for (const name of components) compile(name, () => ajv.getSchema(name));
    // And the schemas written inline in operations (parameters, bodies, answers).
    const inline = documentSchemas({ paths: doc.paths });
    expect(inline.length).toBeGreaterThan(50);
    inline.forEach((schema, i) => {
      const text = JSON.stringify(schema).replace(/"#\/components\/schemas\//g, '"');
      compile(`inline schema ${i} ${text.slice(0, 120)}`, () => ajv.compile(JSON.parse(text)));
    });
    expect(refused).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });

  it('lets null through where the API answers null, references to other schemas included', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ajv = openApiAjv(doc);
    const valid = (name: string, value: unknown) => {
      const validate = schemaAt(ajv, pointer('components', 'schemas', name));
      return validate(value) ? 'valid' : ajv.errorsText(validate.errors);
    };
    // A campaign with no submission yet.
    expect(valid('ConversionTestDto', { campaignId: 'spring-sale', latest: null })).toBe('valid');
    expect(valid('ConversionTestDto', { campaignId: 'spring-sale' })).not.toBe('valid');
    expect(valid('ConversionTestDto', { campaignId: 'spring-sale', latest: 'none' })).not.toBe('valid');
    const submission =
      doc.paths['/v1/workspaces/{workspaceId}/campaigns/{campaignId}/conversion-test'].get.responses['200']
        .content['application/json'].example.latest;
    // The document's own example of the panel: a submission that is no duplicate, original null.
    expect(submission.original).toBeNull();
    expect(valid('PanelSubmissionDto', submission)).toBe('valid');
    const original = doc.components.schemas.PanelOriginalDto;
    expect(original.type).toBe('object');
    expect(valid('PanelSubmissionDto', { ...submission, original: 'none' })).not.toBe('valid');
  });

  it('has every example valid against its own schema', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ajv = openApiAjv(doc);
    const checked: string[] = [];
    const invalid: string[] = [];
    const check = (at: string, example: unknown, label: string) => {
      checked.push(label);
      const validate = schemaAt(ajv, at);
      if (!validate(example))
        invalid.push(`${label}: ${ajv.errorsText(validate.errors, { dataVar: 'example' })}`);
    };
    eachExample(doc, check);
    expect(invalid).toEqual([]);
    // The walk found the examples: of bodies, answers, parameters, headers and schema properties.
    expect(checked.length).toBeGreaterThan(200);
    expect(checked).toEqual(
      expect.arrayContaining([
        '#/components/headers/Retry-After',
        '#/components/schemas/EventDto/properties/currency',
        '#/paths/~1v1~1workspaces~1{workspaceId}~1campaigns~1{campaignId}~1conversion-test/get/responses/200/content/application~1json',
      ]),
    );
  });

  it('declares the headers each answer sends: X-Request-Id on all, and the rate limit on counted ones', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const headersOf = (path: string, method: string, status: string) =>
      Object.keys(doc.paths[path][method].responses[status].headers ?? {}).sort();
    for (const methods of Object.values(doc.paths as Record<string, Record<string, Operation>>))
      for (const op of Object.values(methods))
        for (const response of Object.values(op.responses))
          expect(Object.keys(response.headers ?? {})).toContain('X-Request-Id');
    const events = '/v1/workspaces/{workspaceId}/events';
    expect(headersOf(events, 'post', '201')).toEqual([
      'Location',
      'RateLimit',
      'RateLimit-Policy',
      'X-Request-Id',
    ]);
    expect(headersOf(events, 'post', '200')).toEqual(
      ['Location', 'Payload-Differs', 'RateLimit', 'RateLimit-Policy', 'X-Request-Id'].sort(),
    );
    expect(headersOf(events, 'post', '429')).toEqual(
      ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id'].sort(),
    );
    expect(headersOf(events, 'post', '401')).toEqual(
      ['RateLimit', 'RateLimit-Policy', 'WWW-Authenticate', 'X-Request-Id'].sort(),
    );
    expect(headersOf(events, 'post', '503')).toContain('Retry-After');
    expect(headersOf('/v1/workspaces/{workspaceId}/api-keys', 'post', '201')).toEqual(
      expect.arrayContaining(['Location', 'Cache-Control']),
    );
    expect(headersOf('/v1/session', 'post', '200')).toEqual(
      expect.arrayContaining(['Set-Cookie', 'Cache-Control']),
    );
    expect(doc.components.headers['Retry-After']).toMatchObject({
      required: true,
      schema: { type: 'integer' },
    });
  });

  it('has a response validator that refuses what the document does not say', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const validator = new OpenApiResponseValidator(doc);
    const route = '/v1/workspaces/:workspaceId/events/:eventId';
    const problem = (status: number, extra: object = {}) =>
      JSON.stringify({
        type: 'https://x/errors#not_found',
        title: 'Not found',
        status,
        detail: 'd',
        code: 'not_found',
        ...extra,
      });
    const answer = (over: Partial<SentResponse>): SentResponse => ({
      method: 'GET',
      route,
      status: 404,
      headers: { 'content-type': 'application/problem+json; charset=utf-8', 'x-request-id': 'r1' },
      body: problem(404),
      ...over,
    });
    expect(validator.check(answer({}))).toEqual([]);
    // A status the operation does not document.
    expect(validator.check(answer({ status: 409, body: problem(409) }))).toEqual([
      expect.stringContaining('status 409 is not documented'),
    ]);
    // A body that does not match its schema.
    expect(validator.check(answer({ body: JSON.stringify({ title: 'Not found' }) }))).toEqual([
      expect.stringContaining("must have required property 'type'"),
    ]);
    // A content type not documented for that answer.
    expect(
      validator.check(answer({ headers: { 'content-type': 'text/html', 'x-request-id': 'r1' } })),
    ).toEqual([expect.stringContaining('sends text/html')]);
    // A required header missing, and one of the API's headers sent undeclared.
    expect(validator.check(answer({ headers: { 'content-type': 'application/problem+json' } }))).toEqual([
      expect.stringContaining('required header x-request-id is missing'),
    ]);
    expect(
      validator.check(
        answer({
          headers: { 'content-type': 'application/problem+json', 'x-request-id': 'r1', 'retry-after': '1' },
        }),
      ),
    ).toEqual([expect.stringContaining('sends retry-after')]);
    // A declared header of the wrong form.
    expect(
      validator.check(
        answer({
          status: 401,
          headers: {
            'content-type': 'application/problem+json',
            'x-request-id': 'r1',
            'www-authenticate': 'Basic',
          },
          body: problem(401),
        }),
      ),
    ).toEqual([expect.stringContaining('header www-authenticate')]);
    // Routes outside the document are not its business.
    expect(validator.check(answer({ route: '/console/*', status: 418 }))).toEqual([]);
    expect(validator.check(answer({ route: undefined, status: 404 }))).toEqual([]);
  });

  it('describes the security scheme as an API key, not a JWT', async () => {
    const scheme = (await app.inject({ method: 'GET', url: '/openapi.json' })).json().components
      .securitySchemes.apiKey;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'API key (cvk_…)' });
  });

  it('documents every /v1 operation with an example for every status', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.startsWith('/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
      );
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'POST /v1/workspaces/{workspaceId}/events',
        'POST /v1/workspaces/{workspaceId}/events/batch',
        'GET /v1/workspaces/{workspaceId}/events',
        'GET /v1/workspaces/{workspaceId}/events/{eventId}',
        'POST /v1/workspaces/{workspaceId}/api-keys',
        'GET /v1/workspaces/{workspaceId}/api-keys',
        'DELETE /v1/workspaces/{workspaceId}/api-keys/{keyId}',
      ]),
    );
    const missing: string[] = [];
    const open: string[] = [];
    for (const { name, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const media = Object.values(response.content ?? {});
        // A 204 has no body to show.
        if (status === '204' && media.length === 0) continue;
        if (media.length === 0 || !media.every((m) => m.example !== undefined || m.examples !== undefined)) {
          missing.push(`${name} ${status}`);
        }
      }
      // Every operation behind a key or a session documents what a missing one gets, and those a
      // key or a role may lack the right for document the 403; the public ones have nothing to get
      // wrong (the event-type catalog, and the ways into a console session).
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s as object));
      if (schemes.length === 0) open.push(name);
      else expect([name, Object.keys(op.responses)]).toEqual([name, expect.arrayContaining(['401'])]);
      if (schemes.includes('apiKey'))
        expect([name, Object.keys(op.responses)]).toEqual([name, expect.arrayContaining(['401', '403'])]);
    }
    expect(open.sort()).toEqual(
      [
        'GET /v1/webhook-event-types',
        'POST /v1/session',
        'POST /v1/password',
        'POST /v1/invitations/lookup',
        'POST /v1/invitations/accept',
      ].sort(),
    );
    expect(missing).toEqual([]);
  });
});
