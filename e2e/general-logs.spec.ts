// /settings/general-logs: a job that really failed (a stored photo that could not be deleted) is shown with its error
// and retried by hand until it completes — in Spanish at 1366 px and in English at 375 px.
// The server runs with STORAGE_DELETE_RETRIES=0 (playwright.config.ts), so the failed deletion fails for good at once.
import fs from 'node:fs';
import path from 'node:path';
// Each test is on a tenant of its own (e2e/support/tenant.ts): the job log shows that company's jobs only.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const port = process.env.E2E_PORT ?? '3100';
const uploads = path.resolve('.data-test', `e2e-${port}`, 'uploads');
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

/** A guard of the spec's own with a photo whose deletion fails: the photo's stored file is made a folder first. */
const failPhotoDeletion = async (page: Page) => {
  const me = await (await page.request.get('/api/auth/me')).json();
  const companyId = (me.user?.companyId ?? me.companyId) as string;
  const created = await page.request.post('/api/users', {
    data: {
      email: `registro-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@zafiro.example.com`,
      password: 'Garita-Norte-Luz-7',
      role: 'security_guard',
      companyId,
      name: 'Zoraida',
      lastName: 'Vega',
      stillEmployed: true,
      rank: 'guard',
      runnerForCompanies: [],
    },
  });
  expect(created.status()).toBe(201);
  const guardId = (await created.json()).id as string;
  // Stored files live under <companyId>/<purpose>/: the tenant's folder holds this spec's files only.
  const companyUploads = path.join(uploads, companyId);
  const before = new Set(filesUnder(companyUploads));
  const uploaded = await page.request.put(`/api/users/${guardId}/photo`, {
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  const [stored] = filesUnder(companyUploads).filter((file) => !before.has(file) && file.includes(`${path.sep}profile_photo${path.sep}`));
  expect(stored).toBeTruthy();
  // The store cannot delete it now: a folder with something inside stands where the file was.
  fs.rmSync(stored);
  fs.mkdirSync(path.join(stored, 'bloqueo'), { recursive: true });
  expect((await page.request.delete(`/api/users/${guardId}/photo`)).status()).toBe(204);
  return stored;
};

for (const { language, width, height } of [
  { language: 'es', width: 1366, height: 900 },
  { language: 'en', width: 375, height: 812 },
] as const) {
  test(`[GENERAL-LOGS] a failed job is shown with its error and retried by hand (${language}, ${width} px)`, async ({ page, tenant }) => {
    await page.setViewportSize({ width, height });
    if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await signIn(page, tenant.admin);
    const stored = await failPhotoDeletion(page);
    const text =
      language === 'es'
        ? {
            state: 'Estado',
            failed: 'Fallido',
            completed: 'Completado',
            name: 'Eliminación de archivo almacenado',
            retry: 'Reintentar',
            title: 'Registros generales',
          }
        : {
            state: 'Status',
            failed: 'Failed',
            completed: 'Completed',
            name: 'Stored file deletion',
            retry: 'Retry',
            title: 'General Logs',
          };

    await page.goto('/settings/general-logs');
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
    await page.getByLabel(text.state).selectOption('failed');
    const row = (width < 768 ? page.locator('li[data-job-id]') : page.locator('tr[data-job-id]')).filter({ hasText: text.name }).first();
    // The worker picks the job within a few seconds; the list looks again while jobs are pending. The row's state is
    // read inside the retry: a live refresh of the list may re-render it between two reads (CI saw it once at 375 px).
    await expect(async () => {
      await page.reload();
      await page.getByLabel(text.state).selectOption('failed');
      await expect(row).toContainText(text.failed, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText(/directory|EISDIR/i);
    const jobId = await row.getAttribute('data-job-id');
    await page.screenshot({ path: `test-results/general-logs-${language}-${width}.png`, fullPage: true });

    // The store is fixed; the job is retried by hand and completes.
    fs.rmSync(stored, { recursive: true, force: true });
    await row.getByRole('button', { name: text.retry }).click();
    await page.getByLabel(text.state).selectOption('');
    const same = width < 768 ? page.locator(`li[data-job-id="${jobId}"]`) : page.locator(`tr[data-job-id="${jobId}"]`);
    await expect(same).toContainText(text.completed, { timeout: 20_000 });
    await expect(same.getByRole('button', { name: text.retry })).toHaveCount(0);

    // The retry by hand is in the system log.
    const logs = await (await page.request.get('/api/system-logs?limit=20')).json();
    expect(
      logs.some(
        (entry: { entityId: string; details: { messageKey?: string } }) =>
          entry.entityId === jobId && entry.details.messageKey === 'jobRetried',
      ),
    ).toBe(true);
  });
}
