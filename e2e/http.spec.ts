// What the browser receives: security headers honoured (no CSP violation anywhere we go) and the sign-in page's
// JavaScript within its budget as actually transferred (brotli).
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

test('[HTTP] signing in and walking the built areas raises no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  let where = '/login';
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(`${where}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await signIn(page, ACCOUNTS.companyAdmin);
  where = '/dashboard';
  for (const path of ['/users', '/posts', '/rosters-view', '/settings/roles', '/companies']) {
    where = path;
    await page.goto(path);
    await expect(page.locator('#main-content')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('[HTTP] the sign-in page transfers at most 150 KB of JavaScript, brotli-compressed, and caches it as immutable', async ({ page }) => {
  const scripts = new Map<string, { bytes: number; encoding: string; cacheControl: string }>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = await response.allHeaders();
    const sizes = await response.request().sizes();
    scripts.set(response.url(), {
      bytes: sizes.responseBodySize,
      encoding: headers['content-encoding'] ?? 'identity',
      cacheControl: headers['cache-control'] ?? '',
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const list = [...scripts.values()];
  expect(list.length).toBeGreaterThan(0);
  for (const script of list) {
    // The build precompresses every file of 256 bytes or more (apps/web/vite.config.ts).
    if (script.bytes >= 256) expect(script.encoding).toBe('br');
    expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
  }
  expect(list.some((s) => s.encoding === 'br')).toBe(true);
  const total = list.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({ type: 'sign-in JavaScript (brotli, bytes)', description: String(total) });
  expect(total).toBeLessThanOrEqual(150_000);
});
