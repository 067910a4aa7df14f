import fs from 'node:fs';
import path from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { DEMO_USERS, loginAs, storageStateFor } from './fixtures.ts';

/**
 * Signs every demo user in once through the real form and saves the browser state, which the
 * tests reuse (`test.use({ signedInAs: DEMO_USERS.manager })`): one sign-in per user per run.
 */
export default async function globalSetup(config: FullConfig) {
  const use = config.projects[0]!.use;
  const browser = await chromium.launch(use.launchOptions);
  try {
    for (const email of Object.values(DEMO_USERS)) {
      const context = await browser.newContext({
        baseURL: use.baseURL,
        locale: use.locale,
        timezoneId: use.timezoneId,
      });
      const page = await context.newPage();
      await loginAs(page, email);
      const file = storageStateFor(email);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await context.storageState({ path: file });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
