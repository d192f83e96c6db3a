/// <reference lib="dom" />
// (the callbacks given to page.evaluate run in the browser, where document and window exist)
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { BrowserContext, Page } from 'playwright-core';
import {
  accessibilityViolations,
  descriptionOf,
  expectGone,
  expectText,
  screenshot,
} from '../support/browser';
import { ConsoleStack } from '../support/console-stack';
import { eventBody } from '../support/events';

jest.setTimeout(180_000);

const CAMPAIGN = 'spring-sale';

/**
 * The console's Privacy page (docs/console.md#privacy) in a real Chromium against the whole
 * platform (gateway, attribution, report projection, webhook dispatcher): an owner erases a
 * contact and follows the request to completed with each service's counts, suppresses a contact
 * and lifts it, changes the retention (an out-of-range value refused on its field), and exports a
 * contact's data as a JSON file holding its events; at a phone's width the page fits; a viewer
 * has no Privacy link and is refused the page.
 */
describe('console privacy page', () => {
  let stack: ConsoleStack;
  const contexts: BrowserContext[] = [];
  const run = randomUUID().slice(0, 8);
  const erased = `erase-me-${run}`;
  const exported = `export-me-${run}`;
  const manual = `keep-out-${run}`;
  const exportedEvents: string[] = [];

  const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
    stack.fetch(`/v1/workspaces/${stack.workspaceId}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${stack.adminKey}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    stack = await ConsoleStack.start('privacy');
    const campaign = await api(`/campaigns/${CAMPAIGN}`, {
      method: 'PUT',
      body: {
        name: 'Spring sale',
        status: 'active',
        startsAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        goals: ['order_paid'],
      },
    });
    expect(campaign.status).toBe(201);
    for (const contactId of [erased, exported, exported]) {
      const body = eventBody({ campaignId: CAMPAIGN, contactId });
      expect((await api('/events', { method: 'POST', body })).status).toBe(201);
      if (contactId === exported) exportedEvents.push(String(body.externalId));
    }
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

  async function accessible(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

  it('an owner erases a contact, suppresses and lifts another, changes the retention and exports a contact’s data', async () => {
    const page = await open();
    await stack.signIn(page, await stack.user('owner'), `/console/workspaces/${stack.workspaceId}`);
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL(/\/privacy$/);
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await expectText(
      page.getByRole('region', { name: 'Erasure requests', exact: true }),
      'No erasure requests yet.',
    );

    // Erasure: the dialog says it cannot be undone and that the contact is suppressed at once.
    await page.getByLabel('ContactIds to erase').fill(`  ${erased}\n\n${erased}\n`);
    const erase = page.getByRole('button', { name: 'Erase…' });
    await erase.click();
    const dialog = page.getByRole('dialog', { name: 'Erase 1 contact?' });
    // By keyboard: the dialog opens on Cancel, Escape closes it and gives the focus back.
    await dialog.waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expectGone(page.getByRole('dialog'));
    expect(await focusedText(page)).toBe('Erase…');
    await page.keyboard.press('Enter');
    await expectText(dialog, 'This cannot be undone.');
    await expectText(dialog, 'suppressed at once');
    await dialog.getByRole('button', { name: 'Erase 1 contact' }).click();
    await expectGone(page.getByRole('dialog'));
    await expectText(
      page.getByRole('status').filter({ hasText: 'Erasure requested' }),
      'Erasure requested for 1 contact',
    );
    expect(await focusedText(page)).toContain('Erasure requested for 1 contact');
    expect(await page.getByLabel('ContactIds to erase').inputValue()).toBe('');

    // The request is listed at once (pending, or running once the coordinator took it), and the
    // list follows it by itself to completed: this stack runs every service.
    const table = page.getByRole('region', { name: 'Erasure requests table' });
    const row = table.getByTestId('erasure-request-row').first();
    await expectText(row, /pending|running/);
    await expectText(row.locator('td').nth(1), '1');
    const [listed] = (await (await api('/erasure-requests')).json()).data as { id: string }[];
    await row.getByRole('button', { name: /Show the progress of the request of/ }).click();
    await expectText(table, listed.id);
    await expectText(row, 'completed', 90_000);
    await expectText(row, '4 of 4');
    // Each service's part, with what it removed: the gateway the contact's one event.
    const gateway = table.getByRole('table', { name: 'Removed by gateway' });
    await expectText(gateway.getByRole('row', { name: /^events\b/ }), '1');
    await table.getByRole('table', { name: 'Removed by attribution' }).waitFor();
    const done = (await (await api(`/erasure-requests/${listed.id}`)).json()) as {
      status: string;
      services: Record<string, { status: string; removed: Record<string, number> }>;
    };
    expect(done.status).toBe('completed');
    expect(done.services.gateway.removed.events).toBe(1);

    // Its contact is on the suppression list, by hash, as the erasure's.
    const suppressions = page.getByRole('region', { name: 'Suppressed contacts table' });
    await expectText(suppressions, listed.id);
    await expectText(
      suppressions.getByTestId('suppression-row').filter({ hasText: listed.id }),
      'Erasure request',
    );

    // Suppress without erasing: the answer shows the contactId beside its hash, once.
    await page.getByLabel('ContactIds to suppress').fill(manual);
    await page.getByRole('button', { name: 'Suppress', exact: true }).click();
    const results = page.getByTestId('suppression-results');
    await expectText(results, '1 contact suppressed now');
    expect(await focusedText(page)).toContain('1 contact suppressed now');
    await expectText(results, manual);
    const hash = (await results.locator('td.hash').first().textContent()) ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expectText(suppressions, hash);
    await expectText(suppressions, 'Added by hand');
    const refused = await api('/events', {
      method: 'POST',
      body: eventBody({ campaignId: CAMPAIGN, contactId: manual }),
    });
    expect(refused.status).toBe(202);
    expect((await refused.json()).status).toBe('suppressed');

    // Lift it by its contactId (the list shows only hashes); a second lift is told it is not suppressed.
    const liftField = page.getByLabel('ContactId to let back in');
    await liftField.fill(manual);
    await page.getByRole('button', { name: 'Lift suppression' }).click();
    await expectText(page.getByRole('status').filter({ hasText: 'is lifted' }), manual);
    expect(await focusedText(page)).toContain('is lifted');
    await expectGone(suppressions.getByText(hash));
    await liftField.fill(manual);
    await page.getByRole('button', { name: 'Lift suppression' }).click();
    const suppressionSection = page.getByRole('region', { name: 'Suppression list', exact: true });
    await expectText(
      suppressionSection.locator('.error-summary'),
      'This contact is not suppressed in this workspace.',
    );
    expect(await liftField.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(liftField)).toContain('not suppressed');
    expect(
      (await api('/events', { method: 'POST', body: eventBody({ campaignId: CAMPAIGN, contactId: manual }) }))
        .status,
    ).toBe(201);

    // Retention: an out-of-range value is refused on its field, then a valid one is saved.
    const events = page.getByLabel('Keep events for (days)');
    expect(await events.inputValue()).toBe('400');
    expect(await descriptionOf(events)).toContain('30 to 3,650 days (default 400)');
    await events.fill('7');
    await page.getByRole('button', { name: 'Save retention' }).click();
    await expectText(
      page.getByRole('region', { name: 'Retention', exact: true }).locator('.error-summary'),
      'The retention was not changed',
    );
    expect(await events.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(events)).toContain('7 is out of range');
    await events.fill('90');
    await page.getByRole('button', { name: 'Save retention' }).click();
    await expectText(page.getByRole('status').filter({ hasText: 'Saved' }), 'events are kept 90 days');
    expect(await events.getAttribute('aria-invalid')).toBeNull();
    expect(await (await api('/settings')).json()).toEqual({
      eventRetentionDays: 90,
      webhookLogRetentionDays: 30,
    });

    // Export: the download holds the contact's events; the summary counts them.
    await page.getByLabel('ContactId to export').fill(exported);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^contact-data-${exported}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      contactId: string;
      events: { externalId: string; contactId: string }[];
      suppressed: boolean;
    };
    expect(file.contactId).toBe(exported);
    expect(file.events.map((e) => e.externalId).sort()).toEqual([...exportedEvents].sort());
    expect(file.suppressed).toBe(false);
    const summary = page.getByTestId('contact-export-summary');
    await expectText(summary.getByRole('heading'), exported);
    expect(await focusedText(page)).toContain(exported);
    await expectText(summary.locator('dd').first(), '2');
    await expectText(summary, 'Suppressed');

    // The erased contact's export is empty, and says it is suppressed.
    await page.getByLabel('ContactId to export').fill(erased);
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as JSON' }).click(),
    ]);
    const erasedFile = JSON.parse(readFileSync((await second.path())!, 'utf8')) as {
      events: unknown[];
      suppressed: boolean;
    };
    expect(erasedFile.events).toEqual([]);
    expect(erasedFile.suppressed).toBe(true);
    await expectText(summary, 'Yes: new events are not recorded');

    await accessible(page);

    // For docs/console.md: the page as it opens, with the completed request's progress shown.
    await page.reload();
    await page
      .getByRole('region', { name: 'Erasure requests table' })
      .getByRole('button', { name: /Show the progress of the request of/ })
      .click();
    await page.getByRole('table', { name: 'Removed by webhook dispatcher' }).waitFor();
    await page.getByTestId('suppression-row').first().waitFor();
    await accessible(page);
    await screenshot(page, 'privacy');
  });

  it('fits a phone’s width without sideways scrolling, and passes axe', async () => {
    const page = await open(375);
    await stack.signIn(page, await stack.user('admin'), `/console/workspaces/${stack.workspaceId}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await page.getByLabel('Keep events for (days)').waitFor();
    await page.getByRole('region', { name: 'Erasure requests table' }).waitFor();
    await page.getByRole('region', { name: 'Erasure requests table' }).getByRole('button').first().click();
    await page.getByRole('table', { name: 'Removed by gateway' }).waitFor();
    await accessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('a viewer has no Privacy link and is refused the page', async () => {
    const page = await open();
    const ws = `/console/workspaces/${stack.workspaceId}`;
    await stack.signIn(page, await stack.user('viewer'), ws);
    await page.getByRole('link', { name: 'Members', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Privacy', exact: true }).count()).toBe(0);
    await page.goto(`${ws}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await page.getByText(/^Your role \(viewer\) cannot erase, suppress or export/).waitFor();
    expect(await page.getByLabel('ContactIds to erase').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to the workspace' }).getAttribute('href')).toBe(ws);
    await accessible(page);
    // The API refuses it too.
    const { csrfToken } = await (await page.request.get('/v1/session')).json();
    const attempt = await page.request.post(`/v1/workspaces/${stack.workspaceId}/erasure-requests`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { contactIds: [exported] },
    });
    expect(attempt.status()).toBe(403);
    expect((await attempt.json()).code).toBe('insufficient_scope');
  });
});
