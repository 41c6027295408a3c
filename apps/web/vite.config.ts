// Vite build and dev server of the web app; /api is proxied to the local server during development.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, 'dist');

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|map)$/;

/**
 * Writes name.br and name.gz beside every compressible file of the build (256 bytes or more), so the server sends them as they
 * are (@fastify/static preCompressed) instead of compressing on each request or not at all.
 */
const precompress = (): Plugin => ({
  name: 'centinela-precompress',
  apply: 'build',
  writeBundle() {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.name.startsWith('.')) return []; // .vite/manifest.json is for tooling, not served
        return entry.isDirectory() ? walk(full) : [full];
      });
    for (const file of walk(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const source = fs.readFileSync(file);
      if (source.length < 256) continue; // smaller than a response's headers: not worth it
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    }
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  server: {
    // The Host header is kept (no changeOrigin) so the server's same-origin check accepts the dev page's POSTs.
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle-size.mjs walks to weigh the sign-in route.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs (React, the router, React Query, i18next, the API client, cn) in one chunk with the
              // entry's own code: the bundler otherwise splits it in pieces by which lazy pages share them, and the
              // sign-in route pays each piece's overhead (its 150 KB budget, scripts/check-bundle-size.mjs).
              name: 'app',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|clsx|tailwind-merge)[\\/]|src[\\/]lib[\\/](api|api-client|cn|query-client)\.ts$/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
