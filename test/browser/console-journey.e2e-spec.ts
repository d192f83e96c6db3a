/// <reference lib="dom" />
// (the callbacks given to page.evaluate run in the browser, where document and window exist)
import { BrowserContext, Locator, Page } from 'playwright-core';
import { ConsoleUsersService } from '@app/auth';
import { createWorkspace } from '@app/testing';
import {
  accessibilityViolations,
  descriptionOf,
  expectGone,
  expectText,
  layoutOf,
  screenshot,
} from '../support/browser';
import { retractionBody } from '../support/adjustments';
import { ConsoleStack } from '../support/console-stack';
import { eventBody } from '../support/events';
import { until } from '../support/wait';

jest.setTimeout(120_000);

const CAMPAIGN = 'spring-sale';
const UUID_IN_PATH = /\/console\/workspaces\/([0-9a-f-]{36})/;
/** The operator's command that prints a set-password link (docs/console.md#first-sign-in). */
const RESET_COMMAND = 'npm run -s cli -- user:reset-password --email <email>';

/**
 * The console in a real Chromium against the whole platform: the seed's journey from
 * sign-in to a first event on the live panel and its retraction (a refund) on the panel and the
 * report, a test key, webhooks, roles and session security. Each page is
 * checked with axe and photographed for docs/console.md.
 */
describe('console in a browser', () => {
  let stack: ConsoleStack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await ConsoleStack.start('browser');
    const campaign = await stack.fetch(`/v1/workspaces/${stack.workspaceId}/campaigns/${CAMPAIGN}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${stack.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Spring sale',
        status: 'active',
        startsAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        goals: ['order_paid'],
      }),
    });
    expect(campaign.status).toBe(201);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await stack?.close();
  });

  async function open(width?: number): Promise<Page> {
    const { context, page } = await stack.page({ width });
    contexts.push(context);
    return page;
  }

  /** axe finds nothing serious or critical on the page as it stands. */
  async function accessible(page: Page, shot?: string): Promise<void> {
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    if (shot) await screenshot(page, shot);
  }

  const sendEvent = (key: string, body: Record<string, unknown>) =>
    stack.fetch(`/v1/workspaces/${stack.workspaceId}/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const sendAdjustment = (key: string, body: Record<string, unknown>) =>
    stack.fetch(`/v1/workspaces/${stack.workspaceId}/adjustments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** The figures of a report element ("1,234" or "49.99 EUR") as a number. */
  const figure = async (locator: Locator): Promise<number> =>
    Number(((await locator.textContent()) ?? '').replace(/\(.*\)/, '').replace(/[^0-9.]/g, ''));

  /** A block of code shows all of its text: its lines wrap, none runs past the right edge. */
  async function expectWholeCommand(block: Locator): Promise<void> {
    await block.waitFor();
    expect((await layoutOf(block)).overflowRight).toBeLessThanOrEqual(0);
    expect(await block.textContent()).toContain('curl -sS -i -X POST');
  }

  /** Creates a key with events:write on the integrations page and returns the secret shown once. */
  async function createKeyInTheConsole(page: Page, name: string): Promise<string> {
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill(name);
    // Live unless Test is chosen.
    expect(await page.getByRole('radio', { name: /^Live/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'events:write' }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = await page.getByLabel('API key', { exact: true }).inputValue();
    expect(secret).toMatch(/^cvk_/);
    return secret;
  }

  async function theJourney(page: Page, shots: boolean, keyName: string): Promise<void> {
    const owner = await stack.user('owner');
    await page.goto('/console');
    await page.waitForURL(/\/console\/sign-in/);
    await expectText(page.locator('main'), RESET_COMMAND);
    await accessible(page, shots ? 'sign-in' : undefined);
    await stack.signIn(page, owner);

    // The owner's one workspace opens at once: no list of one to pick from.
    await page.waitForURL(new RegExp(`/console/workspaces/${stack.workspaceId}$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await accessible(page, shots ? 'workspace-home' : undefined);

    // The key: shown once, gone after "I have stored it" and after a reload.
    const key = await createKeyInTheConsole(page, keyName);
    if (shots) await screenshot(page, 'integrations-key-created');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await expectGone(page.getByLabel('API key', { exact: true }));
    await page.reload();
    await page.getByRole('cell', { name: keyName }).waitFor();
    expect(await page.content()).not.toContain(key);
    await accessible(page, shots ? 'integrations' : undefined);

    // The quick start's command is whole, and it says a second run is a new event, not a duplicate.
    const quickStart = page.locator('section[aria-labelledby="quick-start-title"]');
    await expectWholeCommand(quickStart.locator('pre'));
    await expectText(quickStart, 'running it again records another event, not a duplicate');
    // The workspace id's card holds its content, with no empty space under it.
    const idCard = page.locator('section[aria-labelledby="workspace-id-title"]');
    expect((await layoutOf(idCard)).emptyBelow).toBeLessThanOrEqual(1);

    // The workspace id, read from the address bar as the seed's integrator does.
    const workspaceId = UUID_IN_PATH.exec(new URL(page.url()).pathname)![1];
    expect(workspaceId).toBe(stack.workspaceId);

    // The campaign's report, open before the event is sent: the panel updates by itself.
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page
      .getByRole('region', { name: 'Campaigns table' })
      .getByRole('link', { name: 'Spring sale', exact: true })
      .click();
    await page.waitForURL(new RegExp(`/campaigns/${CAMPAIGN}$`));
    const panel = page.getByTestId('conversion-test-panel');
    await panel.waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    const body = eventBody({ campaignId: CAMPAIGN });
    expect((await sendEvent(key, body)).status).toBe(201);
    await expectText(panel, String(body.externalId));
    await expectText(panel, 'Event recorded (201)');
    await panel.getByText('counted', { exact: true }).first().waitFor({ timeout: 20_000 });
    await expectWholeCommand(page.locator('section[aria-labelledby="test-event-title"] pre'));
    // Each date of the per-day chart stands under its own bar.
    const chart = page.getByTestId('daily-chart');
    const bar = chart.locator('rect.bar-received').first();
    await bar.waitFor();
    const day = await bar.getAttribute('data-day');
    const [barBox, labelBox] = [
      await layoutOf(bar),
      await layoutOf(chart.locator(`text[data-day="${day}"]`)),
    ];
    const barCentre = (barBox.left + barBox.right) / 2;
    expect(labelBox.left).toBeLessThanOrEqual(barCentre);
    expect(labelBox.right).toBeGreaterThanOrEqual(barCentre);
    expect(labelBox.top).toBeGreaterThanOrEqual(barBox.bottom);
    if (shots) await accessible(page, 'campaign-report');

    // A refund: a retraction of that event, sent through the API, shows on the panel (pending,
    // then applied with attribution's sentence, the event now worth 0) and on the report (net
    // below gross, in count and value).
    const retraction = retractionBody(String(body.externalId));
    const recorded = await sendAdjustment(key, retraction);
    expect(recorded.status).toBe(201);
    const { id: adjustmentPlatformId } = (await recorded.json()) as { id: string };
    await expectText(panel, 'Adjustment recorded (201)');
    await expectText(panel, String(retraction.adjustmentId));
    await expectText(panel, 'Retraction (refund, cancellation)');
    await panel.getByText('applied', { exact: true }).first().waitFor({ timeout: 20_000 });
    const decided = await stack.fetch(
      `/v1/workspaces/${stack.workspaceId}/adjustments/${adjustmentPlatformId}`,
      { headers: { authorization: `Bearer ${stack.adminKey}` } },
    );
    const { outcome } = (await decided.json()) as { outcome: { status: string; message: string } };
    expect(outcome.status).toBe('applied');
    await expectText(panel.locator('.sentence'), outcome.message);
    await expectText(panel.getByTestId('event-current-value'), '(retracted)');
    await expectText(panel.getByTestId('event-sent-value'), '49.99 EUR');
    const counted = page.getByTestId('total-counted');
    const net = page.getByTestId('total-net');
    const [gross, retracted, left] = await until(
      async () => [
        await figure(counted),
        await figure(page.getByTestId('total-retracted')),
        await figure(net),
      ],
      ([c, r, n]) => r >= 1 && n === c - r,
    );
    expect(retracted).toBeGreaterThanOrEqual(1);
    expect(left).toBe(gross - retracted);
    expect(left).toBeLessThan(gross);
    const eur = page.getByTestId('value-table').getByRole('row', { name: /EUR/ });
    expect(await figure(eur.locator('td').nth(1))).toBeLessThan(await figure(eur.locator('td').nth(0)));
    const dailyRetracted = page
      .getByRole('region', { name: 'Events per day table' })
      .locator('tbody tr td')
      .nth(2);
    expect(await figure(dailyRetracted)).toBeGreaterThanOrEqual(1);
    if (shots) await accessible(page, 'campaign-report-retracted');

    // A duplicate and a rejected body appear too.
    expect((await sendEvent(key, body)).status).toBe(200);
    await expectText(panel, 'Duplicate: already received (200)');
    // The event it names lists its adjustments with their outcomes.
    const adjustments = panel.getByTestId('event-adjustments');
    await expectText(adjustments, String(retraction.adjustmentId));
    await expectText(adjustments, outcome.message);
    const rejected = await sendEvent(key, { ...eventBody({ campaignId: CAMPAIGN }), currency: 'euro' });
    expect(rejected.status).toBe(400);
    await expectText(panel, 'Rejected: failed validation (400)');
    await panel.getByRole('heading', { name: 'What to fix' }).waitFor();
    await expectText(panel, 'currency');
    if (shots) await screenshot(page, 'campaign-report-rejected');
    expect(navigations).toEqual([]);

    // Revoke the key in the console; the next request with it gets 401.
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('button', { name: `Revoke ${keyName}` }).click();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await expectGone(page.getByRole('cell', { name: keyName }));
    expect((await sendEvent(key, eventBody({ campaignId: CAMPAIGN }))).status).toBe(401);
  }

  it('the seed’s journey: sign in, create a key, read the workspace id, send an event, watch the panel, revoke', async () => {
    await theJourney(await open(), true, 'Shop backend');
  });

  it('the same journey at 375 px wide, without sideways scrolling', async () => {
    const page = await open(375);
    await theJourney(page, false, 'Shop backend (phone)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('webhook endpoint: create it (secret once), send a test, see the attempt, redeliver', async () => {
    const receiver = await stack.platform.receiver();
    const page = await open();
    await stack.signIn(
      page,
      await stack.user('admin'),
      `/console/workspaces/${stack.workspaceId}/integrations`,
    );
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    // The form says what this instance accepts, as the API states it: here http too (loopback
    // receivers, as npm start allows).
    const listed = await page.request.get(`/v1/workspaces/${stack.workspaceId}/webhook-endpoints`);
    expect((await listed.json()).urlSchemes).toEqual(['https', 'http']);
    const urlField = page.getByRole('textbox', { name: 'URL', exact: true });
    expect(
      await until(
        () => descriptionOf(urlField),
        (text) => text.startsWith('An https or http address'),
      ),
    ).toContain('This instance also accepts plain http');
    await urlField.fill(receiver.url);
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('link', { name: receiver.url }).click();
    await page.waitForURL(/\/integrations\/webhooks\/ep_/);

    await page.getByRole('button', { name: 'Send test message' }).click();
    const [delivered] = await receiver.waitForCount(1);
    expect(delivered.body).toContain('webhook.test');
    const log = page.getByRole('region', { name: 'Delivery log table' });
    await expectText(log, 'webhook.test');
    await expectText(log, 'delivered');
    // The test's row is in view at 1280×900 without scrolling, its message id on one line, and
    // the table is whole (nothing, such as Redeliver, hidden past its right edge).
    const messageId = log.getByRole('button', { name: /attempts of/ }).first();
    expect((await layoutOf(page.getByRole('heading', { name: 'Delivery log' }))).top).toBeLessThan(900);
    expect((await layoutOf(log.locator('tbody tr').first())).bottom).toBeLessThanOrEqual(900);
    expect((await layoutOf(messageId)).lines).toBeLessThan(1.5);
    await log
      .getByRole('button', { name: /attempts of/ })
      .first()
      .click();
    await page
      .getByText(/HTTP 200/)
      .first()
      .waitFor();
    expect((await layoutOf(log)).overflowRight).toBeLessThanOrEqual(0);
    await accessible(page, 'webhook-endpoint');

    await page.getByRole('button', { name: 'Redeliver' }).click();
    const both = await receiver.waitForCount(2);
    expect(both).toHaveLength(2);
    expect(both[1].headers['webhook-id']).toBe(both[0].headers['webhook-id']);
  });

  it('a member of two workspaces signs in to the list of both, and picks one', async () => {
    const user = await stack.user('viewer');
    const second = await createWorkspace(stack.gateway);
    await stack.gateway
      .get(ConsoleUsersService)
      .create({ email: user.email, workspaceId: second.id, role: 'admin' });
    const page = await open();
    await stack.signIn(page, user);
    await page.waitForURL(/\/console\/workspaces$/);
    const picked = page.getByRole('main').getByRole('link', { name: second.name });
    await picked.waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: /^ws-/ }).count()).toBe(2);
    await picked.click();
    await page.waitForURL(new RegExp(`/console/workspaces/${second.id}$`));
  });

  it('a viewer sees no key creation, and the API refuses it with 403', async () => {
    const page = await open();
    await stack.signIn(
      page,
      await stack.user('viewer'),
      `/console/workspaces/${stack.workspaceId}/integrations`,
    );
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByText(/Your role \(viewer\) cannot see or create API keys/).waitFor();
    await expectGone(page.getByRole('button', { name: 'Create API key' }));
    const { csrfToken } = await (await page.request.get('/v1/session')).json();
    const attempt = await page.request.post(`/v1/workspaces/${stack.workspaceId}/api-keys`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { name: 'sneaky', scopes: ['events:write'] },
    });
    expect(attempt.status()).toBe(403);
    expect((await attempt.json()).code).toBe('insufficient_scope');
  });

  it('works by keyboard alone: sign in, open the integrations, create a key', async () => {
    const user = await stack.user('admin');
    const page = await open();
    await page.goto('/console/sign-in');
    /** Presses Tab until this element has the focus (it must be reachable by keyboard). */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    };
    await tabTo(page.getByLabel('Email'));
    await page.keyboard.type(user.email);
    await tabTo(page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(UUID_IN_PATH);
    await tabTo(page.getByRole('link', { name: 'Integrations', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/integrations$/);
    await tabTo(page.getByRole('button', { name: 'Create API key' }));
    await page.keyboard.press('Enter');
    await tabTo(page.getByLabel('Name'));
    await page.keyboard.type('Keyboard key');
    // events:write comes ticked (what sending events needs); Space adds events:read.
    await tabTo(page.getByRole('checkbox', { name: 'events:read' }));
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'events:read' }).isChecked()).toBe(true);
    await tabTo(page.getByRole('button', { name: 'Create key', exact: true }));
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('API key', { exact: true }).inputValue()).toMatch(/^cvk_/);
    await expectText(page.locator('.secret-once'), 'events:write, events:read');
    // The focus goes to the secret's heading, so a screen reader announces it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Keyboard key');
  });

  it('a test key: the test event’s note links to the form with Test chosen; the key is marked Test and the commands name it', async () => {
    const page = await open();
    const ws = `/console/workspaces/${stack.workspaceId}`;
    await stack.signIn(page, await stack.user('admin'), `${ws}/campaigns/${CAMPAIGN}`);
    // No test key yet: the report's test event says how to make one.
    const testEvent = page.locator('section[aria-labelledby="test-event-title"]');
    await expectText(testEvent.getByTestId('test-key-note'), 'This workspace has no test key');
    await testEvent.getByRole('link', { name: 'Create a test key' }).click();
    await page.waitForURL(/\/integrations\?new-key=test#api-keys$/);
    const testMode = page.getByRole('radio', { name: /^Test/ });
    await testMode.waitFor();
    expect(await testMode.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Live/ }).isChecked()).toBe(false);
    expect(await descriptionOf(page.getByRole('group', { name: 'Mode' }))).toContain(
      'never count in reports',
    );
    await page.getByLabel('Name').fill('Staging (test)');
    await accessible(page, 'integrations-test-key-form');
    await page.getByRole('button', { name: 'Create key' }).click();

    // The secret, once, marked Test; the key reads cvk_test_.
    const secret = await page.getByLabel('API key', { exact: true }).inputValue();
    expect(secret).toMatch(/^cvk_test_[0-9A-Za-z]{16}_/);
    const shown = page.locator('.secret-once');
    await expectText(shown.getByRole('heading'), 'Test API key "Staging (test)" created');
    await shown.getByText('Test', { exact: true }).waitFor();
    await accessible(page, 'integrations-test-key-created');
    // The address no longer asks for the form: a reload would not open it again.
    expect(new URL(page.url()).searchParams.has('new-key')).toBe(false);
    await page.getByRole('button', { name: 'I have stored it' }).click();

    // The list marks it Test; the quick start and the report's test event name it by its prefix.
    const prefix = secret.split('_').slice(0, 3).join('_');
    const row = page.getByRole('row', { name: /Staging \(test\)/ });
    await row.getByText('Test', { exact: true }).waitFor();
    expect(await row.getByText(prefix, { exact: true }).count()).toBe(1);
    await expectText(page.locator('section[aria-labelledby="quick-start-title"]'), `${prefix}_…`);
    await page.goto(`${ws}/campaigns/${CAMPAIGN}`);
    const note = testEvent.getByTestId('test-key-note');
    await expectText(note, `Use your test key ${prefix}_…`);
    await expectText(note, 'stays out of live numbers');
  });

  describe('session security', () => {
    it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
      const page = await open();
      await stack.signIn(page, await stack.user('viewer'));
      const cookies = await page.context().cookies();
      const session = cookies.find((c) => c.name === 'console_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // The page's script cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('console_session');
    });

    it('refuses a change without the CSRF token, and one from another origin', async () => {
      const page = await open();
      await stack.signIn(page, await stack.user('admin'));
      const url = `/v1/workspaces/${stack.workspaceId}/api-keys`;
      const data = { name: 'forged', scopes: ['events:write'] };
      const withoutToken = await page.request.post(url, { data });
      expect(withoutToken.status()).toBe(403);
      expect((await withoutToken.json()).code).toBe('csrf_failed');
      const { csrfToken } = await (await page.request.get('/v1/session')).json();
      const fromElsewhere = await page.request.post(url, {
        data,
        headers: { 'x-csrf-token': csrfToken, origin: 'https://attacker.example' },
      });
      expect(fromElsewhere.status()).toBe(403);
      expect((await fromElsewhere.json()).code).toBe('csrf_failed');
      // A real cross-site form post from another page: the browser sends the cookie only if
      // SameSite allows it, and the origin check refuses it anyway.
      const attacker = await open();
      await attacker.goto('about:blank');
      const status = await attacker.evaluate(async (target) => {
        try {
          const response = await fetch(target, { method: 'POST', credentials: 'include', body: '{}' });
          return response.status;
        } catch {
          return 'blocked';
        }
      }, `${stack.base}${url}`);
      expect(status).not.toBe(201);
    });

    it('sign out ends the session; sign out everywhere ends the other devices’ too', async () => {
      const user = await stack.user('admin');
      const first = await open();
      const second = await open();
      await stack.signIn(first, user);
      await stack.signIn(second, user);
      expect((await second.request.get('/v1/session')).status()).toBe(200);

      await first.locator('summary', { hasText: user.email }).click();
      await first.getByRole('button', { name: 'Sign out everywhere' }).click();
      await first.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
      await first.waitForURL(/\/console\/sign-in/);
      expect((await first.request.get('/v1/session')).status()).toBe(401);
      expect((await second.request.get('/v1/session')).status()).toBe(401);

      await stack.signIn(second, user);
      await second.locator('summary', { hasText: user.email }).click();
      await second.getByRole('button', { name: 'Sign out', exact: true }).click();
      await second.waitForURL(/\/console\/sign-in/);
      expect((await second.request.get('/v1/session')).status()).toBe(401);
    });

    it('throttles sign-in after repeated failures with 429, and says so', async () => {
      const user = await stack.user('viewer');
      const page = await open();
      await page.goto('/console/sign-in');
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/v1/session') && response.request().method() === 'POST')
          statuses.push(response.status());
      });
      for (let i = 0; i < 6; i++) {
        await page.getByLabel('Email').fill(user.email);
        await page.getByLabel('Password', { exact: true }).fill(`wrong password ${i}`);
        await page.getByRole('button', { name: 'Sign in' }).click();
        expect(
          await until(
            () => statuses.length,
            (n) => n === i + 1,
          ),
        ).toBe(i + 1);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      await expectText(page.getByRole('alert'), /Too many/);
      await accessible(page, 'sign-in-throttled');
    });
  });

  it('every page passes axe, and is photographed for docs/console.md', async () => {
    const owner = await stack.user('owner');
    const page = await open();
    await stack.signIn(page, owner);
    const ws = `/console/workspaces/${stack.workspaceId}`;
    for (const [path, shot] of [
      ['/console/workspaces', 'workspaces'],
      [`${ws}/campaigns`, 'campaigns'],
      [`${ws}/campaigns/new`, 'campaign-create'],
      [`${ws}/campaigns/${CAMPAIGN}/edit`, 'campaign-edit'],
      [`${ws}/members`, 'members'],
    ]) {
      await page.goto(path);
      await accessible(page, shot);
    }

    // An invitation link and a set-password link open public pages: both pass too.
    await page.getByLabel('Email').fill(`invitee-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const link = await page.getByLabel('Invitation link', { exact: true }).inputValue();
    expect(link).toContain('/console/accept-invitation#token=');
    await accessible(page, 'members-invited');
    const stranger = await open();
    await stranger.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await stranger.getByRole('heading', { level: 1 }).waitFor();
    await accessible(stranger, 'accept-invitation');

    const reset = await stack.gateway.get(ConsoleUsersService).resetWithToken(owner.email);
    const fresh = await open();
    await fresh.goto(`/console/set-password#token=${reset.passwordToken.token}`);
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    await accessible(fresh, 'set-password');
  });
});
