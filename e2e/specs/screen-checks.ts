import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshot } from './journey-helpers.ts';

/**
 * The standard every screen is held to (docs/decisions/0026-phones-and-accessibility.md): it
 * does not scroll sideways and axe-core finds no violation of any impact. Call it on a settled
 * screen; it also saves a screenshot to look at. Soft: one run reports every screen's faults.
 */
export async function expectSoundScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    // A table in its own sideways-scrolling box counts too: on a phone its columns are out of sight.
    const scrollers = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientHeight > 0)
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.tagName !== 'TEXTAREA')
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${el.scrollWidth} > ${el.clientWidth})`,
      );
    return { scroll: root.scrollWidth, width: root.clientWidth, wide, scrollers };
  });
  expect
    .soft(overflow.scroll, `${name}: the page scrolls sideways (${overflow.wide.join(', ')})`)
    .toBeLessThanOrEqual(overflow.width);
  expect.soft(overflow.scrollers, `${name}: a part of the page scrolls sideways`).toEqual([]);
  // axe-core runs inside every frame, and a frame whose sandbox forbids scripts never lets it in
  // (the run would hang): such a frame is left out, its own name is checked by the screen's test.
  const unreachable = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';
  const { violations } = await new AxeBuilder({ page }).exclude(unreachable).analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  expect.soft(report, `${name}: axe-core violations`).toEqual([]);
}

/**
 * The screen check at a laptop's width and a phone's (then back to the laptop's). A success toast
 * of the step before is closed first: toasts belong to the notifications layer, not to the screen
 * under test, and would cover it. The focus goes back where it was, since closing toasts and
 * resizing move it, so the journey goes on by keyboard (Escape closes an open calendar).
 */
export async function expectSoundAtBothWidths(page: Page, name: string): Promise<void> {
  const focused = await page.evaluateHandle(() => document.activeElement);
  const toasts = page.locator('.mantine-Notification-root');
  for (const close of await toasts.getByRole('button').all()) await close.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
  await expectSoundScreen(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSoundScreen(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await focused.evaluate((el) => {
    if (el instanceof HTMLElement && el.isConnected && el !== document.body) el.focus();
  });
  await focused.dispose();
}

/** Waits until loaders are gone and no request is in flight, so the check sees the real screen. */
async function settle(page: Page): Promise<void> {
  // Bounded: once a frame that may run no script has been shown (a letter's body in the archive),
  // Playwright never calls the page idle again; the loaders below still say when it is ready.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  // Mantine's transitions (modals, menus) last up to 200 ms; contrast is measured after them.
  await page.waitForTimeout(250);
}
