// Weighs the JavaScript a browser loads to show the sign-in page (the entry chunk, the login page's lazy
// chunk and everything they import statically), compressed as the server sends it (brotli; gzip shown too),
// and fails above the budget. Reads the Vite manifest of the last build: run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150_000;
const SIGN_IN_PAGES = ['src/features/auth/pages/LoginPage.tsx'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`bundle size: ${path.relative(root, manifestPath)} is missing; run npm run build first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
visit(entries[0][0]);
for (const page of SIGN_IN_PAGES) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build (renamed? update SIGN_IN_PAGES)`);
  visit(page);
}

/** What the server sends: the precompressed file when the build wrote one, else the file as it is. */
const compressedSize = (file, ext) => {
  const full = path.join(dist, file);
  return fs.statSync(fs.existsSync(full + ext) ? full + ext : full).size;
};
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    file,
    raw: fs.statSync(path.join(dist, file)).size,
    br: compressedSize(file, '.br'),
    gz: compressedSize(file, '.gz'),
  }))
  .sort((a, b) => b.br - a.br);
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, br: sum.br + r.br, gz: sum.gz + r.gz }), { raw: 0, br: 0, gz: 0 });

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
for (const r of rows) console.log(`  ${kb(r.br).padStart(9)} br ${kb(r.gz).padStart(9)} gz ${kb(r.raw).padStart(9)} raw  ${r.file}`);
console.log(
  `sign-in route JavaScript: ${kb(total.br)} brotli, ${kb(total.gz)} gzip, ${kb(total.raw)} raw, ${rows.length} files (budget ${kb(BUDGET_BYTES)} brotli)`,
);
if (total.br > BUDGET_BYTES) {
  console.error(`bundle size: the sign-in route sends ${kb(total.br)} of JavaScript, over the ${kb(BUDGET_BYTES)} budget`);
  process.exit(1);
}
