import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// The first test of a file waits for lazy route modules to be transformed.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Files share
// their modules (vitest.config.ts): what a test left in Mantine's notifications store, which
// outlives the rendered app, goes with it.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

// As after any GET /api answer: the XSRF cookie is there, so no priming call interferes
// (api-client.test.ts covers the priming itself).
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

// jsdom lacks the layout APIs Mantine relies on. A plain function, not a mock: a test's stub
// of a screen width (showScreenWidth, a spy) is then undone by vi.restoreAllMocks, whereas a
// mock's implementation would outlive the test.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
// Scrolling containers (a table's viewport back to the top on a new page).
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
// Mantine's autosize Textarea listens to `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => getComputedStyle(elt, pseudo);
