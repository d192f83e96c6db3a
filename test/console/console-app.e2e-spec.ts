import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startGateway } from '../support/gateway';

const CONSOLE_DIR = join(__dirname, '../../dist/console');

/** The gateway serves the built console under /console, with a fallback for the app's own pages. */
describe('the console, served by the gateway', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startGateway({ CONSOLE_DIR });
  });

  afterAll(async () => app.close());

  it('serves the app at /console with a strict content security policy, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/console' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers any page of the app with the app itself (the address carries the workspace)', async () => {
    for (const url of [
      '/console/',
      '/console/workspaces/5ede3c2f-4226-4712-84e2-96719e5e0455/integrations',
      '/console/sign-in?next=%2Fconsole',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the hashed assets, cached for good, and 404s a missing one instead of sending HTML', async () => {
    const script = readdirSync(join(CONSOLE_DIR, 'assets')).find((name) => name.endsWith('.js'))!;
    const asset = await app.inject({ method: 'GET', url: `/console/assets/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/console/assets/index-00000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('says how to build the console when it is not built', async () => {
    const bare = await startGateway({ CONSOLE_DIR: join(__dirname, 'no-such-build') });
    try {
      const response = await bare.inject({ method: 'GET', url: '/console/workspaces' });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toMatch(/npm run build/);
    } finally {
      await bare.close();
    }
  });
});
