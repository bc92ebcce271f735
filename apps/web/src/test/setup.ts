// What every component test needs before it renders: the stand-ins for browser parts jsdom lacks, the
// portal's texts, and a clean page and network after each test.
import { StorageKey } from '@portal/contracts';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { changeLocale, initI18n, loadAllTexts } from '@/lib/i18n.ts';
import { fakeHub } from './fake-hub.ts';

/** The window's width the media queries answer for: a desktop, where lists show their filters unfolded. */
const WINDOW_WIDTH = 1280;

function widthMatches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || WINDOW_WIDTH >= Number(min[1])) && (!max || WINDOW_WIDTH <= Number(max[1]));
}

// Ant Design's grid and responsive hooks ask for media queries, its tables and text areas watch their size.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Ant Design measures scroll bars through getComputedStyle with a pseudo-element, which jsdom does not support.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
Element.prototype.scrollIntoView ??= () => {};

// A page's answers arrive after several renders; on a busy 2-core machine that can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

/** Danish, not English: a text missing from a language would show as its key or in English. */
const TEST_LOCALE = 'da';

beforeAll(async () => {
  localStorage.setItem(StorageKey.locale, TEST_LOCALE);
  fakeHub();
  // The files of a worker share one module graph (vitest.config.ts), so the texts are loaded by its first file
  // only; initialising again would drop them. A file that switched the language leaves it for the next, so it
  // is set back here; a test that changes any other module state resets that itself.
  if (i18next.isInitialized) await changeLocale(TEST_LOCALE);
  else await initI18n();
  await loadAllTexts();
  vi.unstubAllGlobals();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
