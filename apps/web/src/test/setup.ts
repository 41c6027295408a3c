// Vitest set-up for component tests: jest-dom matchers, a clean DOM and storage, Spanish (the default) as the language.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/i18n';

// jsdom lacks ResizeObserver, which Radix primitives (Checkbox, Tooltip) measure with.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
