// Bundles the server into dist/main.js (one file to start, no TypeScript at run time) and dist/cpu-worker.js and copies the SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  // main.js, and the CPU worker thread's script beside it (platform/cpu/pool.ts finds it there).
  entryPoints: ['src/main.ts', 'src/cpu-worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // npm packages stay external; the shared workspace package is TypeScript source, so it is bundled in.
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@centinela/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
