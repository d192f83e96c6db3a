// What each role may open in the console, checked at the route (docs/console.md#roles): a viewer
// is refused the pages that change campaigns, with the reason and a way back, and keeps every read
// page; an admin opens them.
import { accessibilityViolations } from '../support/browser';
import { ConsoleStack } from '../support/console-stack';

jest.setTimeout(120_000);

describe('console route access by role', () => {
  let stack: ConsoleStack;
  beforeAll(async () => {
    stack = await ConsoleStack.start('browser');
    const campaign = await stack.fetch(`/v1/workspaces/${stack.workspaceId}/campaigns/spring-sale`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${stack.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Spring sale',
        status: 'active',
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        goals: ['order_paid'],
      }),
    });
    expect(campaign.status).toBe(201);
  });
  afterAll(async () => stack?.close());

  it('a viewer is refused create and edit, and gets the read pages', async () => {
    const { context, page } = await stack.page();
    const ws = `/console/workspaces/${stack.workspaceId}`;
    await stack.signIn(page, await stack.user('viewer'), `${ws}/campaigns`);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    expect(await page.getByRole('link', { name: 'New campaign' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Spring sale', exact: true }).click();
    await page.getByTestId('conversion-test-panel').waitFor();
    expect(await page.getByRole('link', { name: 'Edit campaign' }).count()).toBe(0);
    await page.goto(`${ws}/campaigns/new`);
    await page.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor();
    await page.getByText('Your role (viewer) cannot create campaigns.').waitFor();
    await page.getByRole('link', { name: 'Back to campaigns' }).click();
    await page.waitForURL(/\/campaigns$/);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    // after an in-app navigation the h1 has the focus
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.goto(`${ws}/campaigns/spring-sale/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit campaign' }).waitFor();
    await page.getByText('Your role (viewer) cannot change campaigns.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to the report' }).getAttribute('href')).toBe(
      `${ws}/campaigns/spring-sale`,
    );
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.title()).toBe('Edit campaign · Console');
    await page.goto(`${ws}/members`);
    await page.getByText('Only owners invite members and change roles.').waitFor();
    await page.goto(`${ws}/integrations`);
    await page.getByText(/Your role \(viewer\) cannot see or create API keys/).waitFor();
    await page.getByRole('heading', { name: 'Webhook endpoints' }).waitFor();
    await context.close();
  });

  it('an admin gets the create page', async () => {
    const { context, page } = await stack.page();
    const ws = `/console/workspaces/${stack.workspaceId}`;
    await stack.signIn(page, await stack.user('admin'), `${ws}/campaigns/new`);
    await page.getByLabel('Campaign id').waitFor();
    await page.goto(`${ws}/campaigns/spring-sale/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Spring sale' }).waitFor();
    await context.close();
  });
});
