import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { networkQuiet } from '../fixtures.ts';
import { screenshot } from './journey-helpers.ts';

/**
 * A translation key where its text should be (i18next shows the key of a string it lacks, e.g. when
 * a feature's strings were not loaded): a section of the web app's resource, a dot, a camelCase
 * name — a file name's extension is not one.
 */
const TRANSLATION_KEY =
  /\b(?:app|common|routes|nav|unverifiedBanner|validation|fields|auth|session|errors|format|tenders|offers|documents|questions|history|registration|provider|admin|lists|emailArchive|settings|feedback|help|library|orders|exports|dashboard)(?:\.[a-z][A-Za-z0-9_]*)+\b(?<!\.(?:xlsx|csv|pdf|docx?|png|jpe?g|json|zip|txt))/;

/**
 * The standard every screen is held to (docs/decisions/0026-phones-and-accessibility.md): it
 * does not scroll sideways, shows no translation key instead of its text, and axe-core finds no
 * violation of any impact. Call it on a settled screen; a screen that fails it is saved as a
 * screenshot (every screen with E2E_SHOTS=1). Soft: one run reports every screen's faults.
 */
export async function expectSoundScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  const faultsBefore = test.info().errors.length;
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
  const untranslated = await page.evaluate((pattern) => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(attr) ?? '');
    return [...new Set(texts.flatMap((text) => text.match(new RegExp(pattern, 'g')) ?? []))];
  }, TRANSLATION_KEY.source);
  expect.soft(untranslated, `${name}: keys shown instead of their text`).toEqual([]);
  // axe-core runs inside every frame, and a frame whose sandbox forbids scripts never lets it in
  // (the run would hang): such a frame is left out, its own name is checked by the screen's test.
  // Legacy mode runs axe in the page itself: the default mode opens a blank page per check to
  // merge the frames' results, a second each, and every frame of this app shares its origin.
  // Only violations are reported, so axe does not detail every node that passed.
  // axe-core stays in a document once put there: a page checked before (the other width, a screen
  // opened inside the running app) is not given its 550 kB again, a third of the check. A page
  // with frames always is, since a new frame lacks it.
  const unreachable = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';
  const loaded = page.frames().length === 1 && (await page.evaluate(() => 'axe' in window));
  const { violations } = await new AxeBuilder({ page, ...(loaded ? { axeSource: 'void 0' } : {}) })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude(unreachable)
    .analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  expect.soft(report, `${name}: axe-core violations`).toEqual([]);
  await screenshot(page, name, { failed: test.info().errors.length > faultsBefore });
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
  // A toast may still be entering while the ones before are closed: close again until none is left.
  await expect(async () => {
    for (const close of await toasts.getByRole('button').all())
      await close.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectSoundScreen(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSoundScreen(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await focused.evaluate((el) => {
    if (el instanceof HTMLElement && el.isConnected && el !== document.body) el.focus();
  });
  await focused.dispose();
}

/** Waits until loaders are gone, no request is in flight and no transition runs, so the check sees the real screen. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  // Mantine starts a transition (modals, menus) two animation frames after the change, and
  // contrast is measured after it: three frames, then until no transition runs (a spinner's
  // animation never ends, a transition does).
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}
