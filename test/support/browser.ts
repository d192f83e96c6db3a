/// <reference lib="dom" />
// The browser tests' tools: a Chromium, axe, screenshots, waiting checks and layout measures
// (the callbacks given to evaluate run in the browser, where document and window exist).
import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Browser, chromium, Locator, Page } from 'playwright-core';
import { until } from './wait';

/**
 * Where the browser tests save a screenshot of each page: test-results/console by default (not
 * committed); docs/console.md shows the copies refreshed with
 * `CONSOLE_SCREENSHOTS_DIR=docs/console npm test -- test/browser`.
 */
export const SCREENSHOTS = resolve(
  join(__dirname, '..', '..'),
  process.env.CONSOLE_SCREENSHOTS_DIR ?? join('test-results', 'console'),
);

/**
 * A real Chromium for the console's tests: CHROMIUM_PATH (npm test finds or installs one, see
 * scripts/lib/stack.mjs ensureChromium), else Debian's, else Playwright's own download.
 */
export async function launchChromium(): Promise<Browser> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()];
  const executablePath = candidates.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!executablePath) {
    throw new Error(
      'No Chromium for the browser tests: run them through npm test (which installs one), or install Debian’s chromium, or set CHROMIUM_PATH.',
    );
  }
  // --no-sandbox: tests run as root in CI containers, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/** axe's WCAG 2.1 A and AA rules on the page as it is: the serious and critical violations, named. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Saves a full-page screenshot as <SCREENSHOTS>/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits until the locator's text contains `text`, then asserts it (with what was seen, on a
 * timeout). playwright-core has no expect of its own; this is the one auto-waiting check needed.
 */
export async function expectText(locator: Locator, text: string | RegExp, timeoutMs = 20_000): Promise<void> {
  const seen = await until(
    async () => ((await locator.count()) > 0 ? ((await locator.first().textContent()) ?? '') : ''),
    (content) => (typeof text === 'string' ? content.includes(text) : text.test(content)),
    timeoutMs,
  );
  if (typeof text === 'string') expect(seen).toContain(text);
  else expect(seen).toMatch(text);
}

/** Waits until the locator matches nothing (the element is gone), then asserts it. */
export async function expectGone(locator: Locator, timeoutMs = 10_000): Promise<void> {
  expect(
    await until(
      () => locator.count(),
      (n) => n === 0,
      timeoutMs,
    ),
  ).toBe(0);
}

/**
 * What a reader sees of an element's layout, measured in the page: how far its content runs past
 * its right edge (scrollWidth - clientWidth, 0 when nothing is cut off or hidden behind a
 * scrollbar), its box in page coordinates (scrolling does not change it), its height in lines of
 * its own line height, and the empty space under its last child beyond its bottom padding.
 */
export interface Layout {
  overflowRight: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  lines: number;
  emptyBelow: number;
}

export function layoutOf(locator: Locator): Promise<Layout> {
  return locator.evaluate((el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const last = el.lastElementChild?.getBoundingClientRect();
    const lastMargin = el.lastElementChild
      ? parseFloat(getComputedStyle(el.lastElementChild).marginBottom)
      : 0;
    return {
      overflowRight: el.scrollWidth - el.clientWidth,
      top: box.top + window.scrollY,
      bottom: box.bottom + window.scrollY,
      left: box.left + window.scrollX,
      right: box.right + window.scrollX,
      lines: box.height / parseFloat(style.lineHeight),
      emptyBelow: last
        ? box.bottom -
          parseFloat(style.borderBottomWidth) -
          parseFloat(style.paddingBottom) -
          last.bottom -
          lastMargin
        : 0,
    };
  });
}

/** The text of the elements an element's aria-describedby names (its hint, its error). */
export function descriptionOf(locator: Locator): Promise<string> {
  return locator.evaluate((el: Element) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}
