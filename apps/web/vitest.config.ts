// Component and unit tests of the web app (jsdom); referenced as a project by the root vitest config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  test: {
    name: 'web',
    root: here,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A hang guard, not a budget: the first test of a file that opens a page transforms the page's modules (and, with the
    // route loaders' preloads, the signed-in frame's), which takes seconds on a loaded 2-core machine.
    testTimeout: 20_000,
  },
});
