import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createConsoleUser } from '@app/testing';
import { launchChromium } from './browser';
import { startReportProjection } from './report-projection';
import { startWebhookStack, WebhookStack } from './webhook-dispatcher';

export const CONSOLE_DIR = join(__dirname, '..', '..', 'dist', 'console');

/**
 * Everything the console's browser tests run against: the platform as npm start runs it (a
 * gateway listening on 127.0.0.1 and serving the built console, attribution, the report
 * projection and the webhook dispatcher, on an isolated schema and topics), a workspace with an
 * owner, and a real Chromium.
 */
export class ConsoleStack {
  private constructor(
    readonly platform: WebhookStack,
    private readonly projection: NestFastifyApplication,
    readonly browser: Browser,
    readonly base: string,
  ) {}

  static async start(name: string): Promise<ConsoleStack> {
    const platform = await startWebhookStack(name, {
      attribution: true,
      gateway: { CONSOLE_DIR, CONSOLE_LOGIN_MAX_FAILURES_PER_IP: '1000' },
    });
    const projection = await startReportProjection(platform.isolated);
    await platform.gateway.listen({ host: '127.0.0.1', port: 0 });
    const { port } = platform.gateway.getHttpServer().address() as AddressInfo;
    const browser = await launchChromium();
    return new ConsoleStack(platform, projection, browser, `http://127.0.0.1:${port}`);
  }

  get gateway(): NestFastifyApplication {
    return this.platform.gateway;
  }

  get workspaceId(): string {
    return this.platform.ws;
  }

  /** The workspace's key with every scope (for setting things up through the API). */
  get adminKey(): string {
    return this.platform.key;
  }

  /** A console user of the workspace with this role. */
  user(role: 'owner' | 'admin' | 'viewer' = 'owner') {
    return createConsoleUser(this.gateway, this.workspaceId, role);
  }

  /** A fresh browser context (its own cookies), at a phone's width when asked. */
  async page(options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await this.browser.newContext({
      baseURL: this.base,
      viewport: { width: options.width ?? 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    return { context, page: await context.newPage() };
  }

  /** Signs in through the console's own sign-in page. */
  async signIn(page: Page, user: { email: string; password: string }, next = '/console'): Promise<void> {
    await page.goto(next);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/console/sign-in'));
  }

  /** An HTTP call from the test itself, as an integrator's backend would make it. */
  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.base}${path}`, init);
  }

  async close(): Promise<void> {
    await this.browser.close();
    await this.projection.close();
    await this.platform.close();
  }
}
