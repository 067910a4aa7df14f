import { afterEach, beforeEach, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TLoginInfo } from '@tt/contracts/session';
import { bankInfo, channels, organization, regions } from './fixtures';
import { mockApi, type MockReply } from './mock-api';
import { renderApp } from './render-app';
import { startSignedIn, startSignedOut } from './session-helpers';

/** Answers by "METHOD /path", as `mockApi` takes them. */
export type ApiRoutes = Parameters<typeof mockApi>[0];

/** A 200 answer with `data`. */
export const ok = (data: unknown): MockReply => ({ status: 200, data });

/** What a signed-in session asks on its own: the login info, regions, organisation and channel dictionaries. */
export function sessionRoutes(info: TLoginInfo = bankInfo): ApiRoutes {
  return {
    'GET /account/info/login': ok(info),
    'GET /account/info/regions': ok(regions),
    'GET /account/info/organization': ok(organization),
    'GET /channels/physics': ok(channels.physics),
    'GET /channels/interface': ok(channels.interface),
    'GET /channels/protocol': ok(channels.protocol),
  };
}

/**
 * The one set-up of a test file that renders the app: call it at the top of the file. Each test
 * then signs in (or mocks the API as it likes) and renders a path; after each test the app is
 * unmounted, the API restored, the session, cookie and toasts reset and spies restored.
 * Console errors (React's act warnings, expected failed calls) are silenced. `defaultRoutes` are
 * answered in every test of the file that signs in, unless the test answers them itself; `now`
 * fixes the clock (Date only) at that instant for every test of the file.
 *
 *   const t = setUpAppTest();
 *   it('…', async () => { t.signIn(providerInfo, { 'GET /tenders/42': ok(tender) }); t.render('/tenders/42'); … });
 */
export function setUpAppTest(defaultRoutes: ApiRoutes = {}, { now }: { now?: string } = {}) {
  let api: ReturnType<typeof mockApi> | undefined;
  let app: ReturnType<typeof renderApp> | undefined;

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    if (now) {
      // Only Date is faked: user-event and waitFor keep real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
    }
  });

  afterEach(() => {
    vi.useRealTimers();
    app?.unmount();
    app = undefined;
    api?.restore();
    api = undefined;
    startSignedOut();
    vi.restoreAllMocks();
  });

  return {
    /** The mocked API of the current test (calls made so far, `called()`). */
    get api() {
      if (!api) throw new Error('No API mocked yet: call signIn() or mockApi() first');
      return api;
    },
    /** The rendered app of the current test (router, query client). */
    get app() {
      if (!app) throw new Error('Nothing rendered yet: call render() first');
      return app;
    },
    /** Mocks the API with exactly `routes` (no session calls), e.g. for a 401 of the login info. */
    mockApi(routes: ApiRoutes) {
      api?.restore();
      api = mockApi(routes);
      return api;
    },
    /** The authorized cookie is set, but the API answers only `routes` (e.g. a 401 of the login info). */
    signInCookieOnly(routes: ApiRoutes) {
      startSignedIn();
      return this.mockApi(routes);
    },
    /** The authorized cookie plus a session of `info` (bank manager by default) and the screen's `routes`. */
    signIn(info: TLoginInfo = bankInfo, routes: ApiRoutes = {}) {
      startSignedIn();
      return this.mockApi({ ...sessionRoutes(info), ...defaultRoutes, ...routes });
    },
    /** Renders the real route tree at `path` (or `routes`, e.g. with a probe screen). */
    render(path: string, routes?: RouteObject[]) {
      app?.unmount();
      app = renderApp(path, routes);
      return app;
    },
    /** Unmounts and signs out mid-test, to render again as someone else. */
    reset() {
      app?.unmount();
      app = undefined;
      api?.restore();
      api = undefined;
      startSignedOut();
    },
  };
}

/**
 * mantine-datatable shows a column while `matchMedia(column.visibleMediaQuery ?? '')` matches;
 * the shared jsdom stub matches nothing, which would hide every column. Call in beforeEach
 * (vi.restoreAllMocks puts the stub back).
 */
export function showAllTableColumns() {
  answerMediaQueries((query) => query.trim() === '');
}

/**
 * Answers media queries as a screen `width` px wide would: `(min-width: …)` and `(max-width: …)`
 * in px or em, joined by `and`; the empty query matches. Call in a test or beforeEach
 * (vi.restoreAllMocks puts the stub back). E.g. `showScreenWidth(390)` for a phone.
 */
export function showScreenWidth(width: number) {
  const holds = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)].every(([, bound, value, unit]) => {
      const limit = Number(value) * (unit === 'px' ? 1 : 16);
      return bound === 'min' ? width >= limit : width <= limit;
    });
  answerMediaQueries(holds);
}

/** Stubs `window.matchMedia` with a static answer to each query. */
function answerMediaQueries(matches: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
