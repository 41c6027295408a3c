// Vitest set-up for component tests: jest-dom matchers, a clean DOM and storage, Spanish (the default) as the language.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadAllCatalogs } from '@/i18n';

// jsdom lacks ResizeObserver, which Radix primitives (Checkbox, Tooltip) measure with.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Components render past the sign-in page: every namespace of both languages, as the app loads them then.
beforeAll(async () => {
  await Promise.all([loadAllCatalogs('es'), loadAllCatalogs('en')]);
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
