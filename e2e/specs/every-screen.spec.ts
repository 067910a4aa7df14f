import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, test, type DemoLogin } from '../fixtures.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * Every screen of every role, at a laptop's width and a phone's: no sideways scrolling and no
 * axe-core violation (docs/decisions/0026-phones-and-accessibility.md). A screen added later
 * joins this list the day it exists. Ids come from the demo data through the API, so the list
 * survives changes to the seed.
 */

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Paths = (request: APIRequestContext) => Promise<string[]>;

async function firstTender(request: APIRequestContext, status: string): Promise<number> {
  const res = await request.get(`/api/tenders?status=${status}&page_size=1&sort=offers_deadline`);
  if (!res.ok()) throw new Error(`tenders ${status}: ${res.status()}`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error(`no ${status} tender in the demo data`);
  return items[0].id;
}

async function ownOffers(request: APIRequestContext): Promise<{ tender: number; offer: number; status: string }[]> {
  const res = await request.get('/api/provider/history?page_size=100');
  if (!res.ok()) throw new Error(`provider history: ${res.status()}`);
  const { items } = (await res.json()) as {
    items: { tender: { id: number }; offer: { id: number; status: string } }[];
  };
  return items.map((i) => ({ tender: i.tender.id, offer: i.offer.id, status: i.offer.status }));
}

const SCREENS: { role: DemoLogin | null; paths: Paths }[] = [
  {
    role: null,
    paths: async () => [
      '/login',
      '/register',
      '/reset',
      '/recovery?token=unknown',
      '/feedback',
      '/500',
      '/no-such-page',
    ],
  },
  {
    role: DEMO_USERS.manager,
    paths: async (request) => {
      const draft = await firstTender(request, 'draft');
      const published = await firstTender(request, 'published');
      const evaluation = await firstTender(request, 'evaluation');
      const awarded = await firstTender(request, 'awarded');
      return [
        '/tenders',
        '/tenders?status=cancelled',
        '/tenders?q=немає-такого-тендера',
        '/tenders/create',
        `/tenders/${draft}`,
        `/tenders/${draft}/edit`,
        `/tenders/${published}`,
        `/tenders/${published}/offers`,
        `/tenders/${evaluation}`,
        `/tenders/${evaluation}/offers`,
        `/tenders/${evaluation}/proposals`,
        `/tenders/${awarded}`,
        `/tenders/${awarded}/offers`,
        `/tenders/${awarded}/proposals`,
        `/tenders/${awarded}/history`,
        '/tenders/999999',
        '/tenders/offers/999999',
        '/admin/providers',
        '/account/profile',
        '/account/password',
        '/no-such-page',
      ];
    },
  },
  {
    role: DEMO_USERS.admin,
    paths: async (request) => {
      const res = await request.get('/api/providers');
      const providers = (await res.json()) as { id: number }[];
      return [
        '/tenders',
        '/admin/dashboard',
        '/admin/providers',
        '/admin/providers?tab=users',
        `/admin/providers/${providers[0]!.id}`,
        '/admin/history/orders',
        '/admin/history/orders?status=cancelled',
        '/admin/history/emails',
        '/admin/history/emails?status=failed',
        '/admin/history/feedback',
        '/admin/history/feedback?status=answered',
        '/admin/file-manager',
        '/admin/settings',
        '/admin/settings/app/password',
        '/admin/settings/app/rules',
        '/admin/settings/edit/managers-it-rp',
        '/admin/settings/edit/channels',
        '/account/profile',
      ];
    },
  },
  {
    role: DEMO_USERS.auditor,
    paths: async (request) => {
      const awarded = await firstTender(request, 'awarded');
      return [
        '/tenders',
        `/tenders/${awarded}`,
        `/tenders/${awarded}/offers`,
        `/tenders/${awarded}/proposals`,
        `/tenders/${awarded}/history`,
        '/admin/history/orders',
        '/admin/history/emails',
        '/admin/history/feedback',
      ];
    },
  },
  {
    role: DEMO_USERS.provider1,
    paths: async (request) => {
      const published = await firstTender(request, 'published');
      const offers = await ownOffers(request);
      const submitted = offers.find((o) => o.status === 'submitted');
      const settled = offers.find((o) => o.status === 'won' || o.status === 'lost');
      const draft = offers.find((o) => o.status === 'draft');
      const open = (await ownOffersFree(request, offers)) ?? published;
      return [
        '/tenders',
        `/tenders/${published}`,
        `/tenders/${open}/create-offer`,
        ...(submitted
          ? [
              `/tenders/offers/${submitted.offer}`,
              `/tenders/offers/${submitted.offer}/edit`,
              `/tenders/${submitted.tender}/offers/${submitted.offer}/doc`,
            ]
          : []),
        ...(draft ? [`/tenders/offers/${draft.offer}`, `/tenders/offers/${draft.offer}/edit`] : []),
        ...(settled ? [`/tenders/offers/${settled.offer}`, `/tenders/${settled.tender}/history`] : []),
        '/provider',
        '/provider/history',
        '/provider/organization/edit',
        '/feedback',
        '/admin/providers',
      ];
    },
  },
];

/** A published tender this provider has no offer on yet (the create-offer form), if any. */
async function ownOffersFree(request: APIRequestContext, offers: { tender: number }[]): Promise<number | undefined> {
  const res = await request.get('/api/tenders?status=published&page_size=100');
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items.find((t) => !offers.some((o) => o.tender === t.id))?.id;
}

/**
 * Opens `path` in the running app as a link does, without loading the page again: a reload costs
 * more than the check itself. Resolves at the first change the new location makes to the page
 * (a screen that renders nothing new is let through after 3 s); the check then waits for its data.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const rendered = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, 3_000);
    });
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    await rendered;
  }, path);
}

for (const { role, paths } of SCREENS) {
  const who = role ?? 'signed-out';
  for (const size of WIDTHS) {
    test.describe(`${who} at ${size.width} px`, () => {
      test.use({ signedInAs: role, viewport: { width: size.width, height: size.height } });
      test('every screen: no sideways scrolling, no axe-core violation', async ({ page }) => {
        const screens = await paths(page.request);
        // Each screen gets its own allowance: a long list must not run out of time on a busy machine.
        test.setTimeout(30_000 * screens.length);
        for (const [i, path] of screens.entries()) {
          await test.step(path, async () => {
            if (i === 0) await page.goto(path);
            else await openInApp(page, path);
            await expectSoundScreen(page, `every-${who.split('@')[0]}-${size.name}${path.replace(/[/?=&]+/g, '_')}`);
          });
        }
      });
    });
  }
}
