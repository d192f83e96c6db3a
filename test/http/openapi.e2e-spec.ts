import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startGateway } from '../support/gateway';

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { example?: unknown; examples?: unknown }> }>;
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
