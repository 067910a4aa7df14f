import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Small helpers shared by the journey specs (no tests here). Screenshots go to
 * e2e/test-results/screens (or $E2E_OUTPUT/screens; git-ignored), for people to look at after a
 * run: with E2E_SHOTS=1 every one the journeys name, otherwise only those of a screen that failed
 * its check (Playwright adds its own of a failed test).
 */

const SCREENS_DIR = path.join(
  process.env.E2E_OUTPUT ?? path.join(import.meta.dirname, '..', 'test-results'),
  'screens',
);
const ALL_SHOTS = process.env.E2E_SHOTS === '1';

export async function screenshot(page: Page, name: string, { failed = false } = {}): Promise<void> {
  if (!ALL_SHOTS && !failed) return;
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** A short random suffix that keeps titles unique across runs and retries. */
export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}

/** `{ 'X-XSRF-TOKEN': … }` from the context's XSRF-TOKEN cookie, for state-changing API calls. */
export async function xsrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('No XSRF-TOKEN cookie in this context: open a page of the app first');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/**
 * Runs the server's clock `seconds` ahead of real time (0 puts it back): the e2e server is
 * started with NODE_ENV=test, which alone offers PUT /api/test/clock. Deadlines pass at once.
 */
export async function shiftServerClock(page: Page, seconds: number): Promise<void> {
  const res = await page.request.put('/api/test/clock', {
    headers: await xsrfHeaders(page.context()),
    data: { shift_seconds: Math.ceil(seconds) },
  });
  if (res.status() !== 200) throw new Error(`moving the server clock failed: ${res.status()} ${await res.text()}`);
}

/** The calendar date and wall time in Kyiv of an instant. */
export function kyivWall(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Kyiv',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `22.11.2026` */
export function ukDate(d: { year: number; month: number; day: number }): string {
  return `${pad(d.day)}.${pad(d.month)}.${d.year}`;
}

/** `2026-11-22` */
export function isoDate(d: { year: number; month: number; day: number }): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** Month names as the Ukrainian calendar labels its days: «27 листопада 2026». */
const MONTHS_GENITIVE = [
  'січня',
  'лютого',
  'березня',
  'квітня',
  'травня',
  'червня',
  'липня',
  'серпня',
  'вересня',
  'жовтня',
  'листопада',
  'грудня',
];

export function calendarDayLabel(d: { year: number; month: number; day: number }): string {
  return `${d.day} ${MONTHS_GENITIVE[d.month - 1]} ${d.year}`;
}

export type Wall = ReturnType<typeof kyivWall>;

/**
 * Clicks a day in an open calendar, going forward by the named arrow until it is shown. The month
 * shown («лютий 2027») is waited for first and after each step: the days render with it, so
 * whether the day is there is only asked of a month that is on screen (a calendar still opening
 * showed none, and the arrow was pressed past the day's month).
 */
export async function pickDay(calendar: Locator, day: Wall): Promise<void> {
  const button = calendar.getByRole('button', { name: calendarDayLabel(day), exact: true });
  const month = calendar.getByRole('button', { name: /^\S+ \d{4}$/ });
  await expect(month).toBeVisible();
  for (let i = 0; i < 3 && !(await button.isVisible()); i += 1) {
    const shown = (await month.textContent())!;
    await calendar.getByRole('button', { name: 'Наступний місяць' }).click();
    await expect(month).not.toHaveText(shown);
  }
  await button.click();
}

/**
 * Waits until an open calendar holds the keyboard focus. Mantine moves the focus in only after
 * the calendar has appeared, and closes it on Escape only from inside: a screen check that began
 * sooner would give the focus back to the field, where Escape does nothing and the next click on
 * the field closes the calendar instead of opening it.
 */
export async function expectCalendarFocused(calendar: Locator): Promise<void> {
  await expect(calendar).toBeVisible();
  await expect.poll(() => calendar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/**
 * Closes an open calendar by keyboard and waits until it is gone. Mantine hears Escape only from
 * inside the calendar, and a screen check's resizing may have rebuilt it around the focus: the
 * focus is put back inside first, as a person would click into it.
 */
export async function closeCalendar(page: Page, calendar: Locator): Promise<void> {
  if (!(await calendar.evaluate((el) => el.contains(document.activeElement)))) await calendar.focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
}

export const deadlineField = (page: Page) => page.getByRole('button', { name: 'Кінцевий термін подання пропозицій' });
export const connectionField = (page: Page) => page.getByRole('button', { name: 'Бажана дата підключення' });

/** Sets the deadline through its picker: the day, then hours and minutes, then «Підтвердити». */
export async function setDeadline(page: Page, at: Wall): Promise<void> {
  await deadlineField(page).click();
  // By its name: a calendar closed just before may still be leaving the screen.
  const picker = page.getByRole('dialog', { name: 'Кінцевий термін подання пропозицій' });
  await pickDay(picker, at);
  await picker.getByRole('spinbutton', { name: 'Години' }).fill(String(at.hour).padStart(2, '0'));
  await picker.getByRole('spinbutton', { name: 'Хвилини' }).fill(String(at.minute).padStart(2, '0'));
  await picker.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(picker).toBeHidden();
}
