// Vitest set-up for component tests: jest-dom matchers, a clean DOM and storage, Spanish (the default) as the language.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadAllCatalogs } from '@/i18n';

// Pages are lazy chunks behind the app's loader (translations, zod config): give findBy* queries time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

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
