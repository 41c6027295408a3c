// What a phone user opens fits a phone (375 px): editors and public pages, beyond the pages themselves (every built page
// is walked at both widths by every-page.spec.ts). Tables scroll inside their card or turn into cards; the page never
// scrolls sideways.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';
import { horizontalOverflow } from './support/layout';
import { builtRoutes } from './support/routes';

const PHONE = { width: 375, height: 812 };

test('[RESPONSIVE] the route list the page walks use is read from the registry', () => {
  const routes = builtRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/dashboard', '/users', '/rosters-view', '/settings/special-categories']));
  expect(routes).toContain('/payroll');
  expect(routes).toContain('/invoicing-payments');
  expect(routes).not.toContain('/data-sync');
});

test.describe('what a phone user opens fits a phone', () => {
  test.use({ viewport: PHONE });

  const expectFits = async (page: Page, what: string) => {
    const { overflow, offenders } = await horizontalOverflow(page);
    expect(overflow, `${what}: ${overflow}px wider than the screen (${offenders.join('; ')})`).toBeLessThanOrEqual(0);
  };

  test('[RESPONSIVE] 375 px: the roster editor with a shift, its buttons in view', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin, '/rosters');
    await page.getByRole('button', { name: 'Nuevo cuadrante' }).click();
    const editor = page.getByRole('form', { name: 'Nuevo cuadrante' });
    await editor.getByRole('button', { name: 'Agregar turno el lunes' }).click();
    await expect(editor.getByLabel('Inicio del turno 1 del lunes')).toBeVisible();
    await expectFits(page, 'roster editor');
    const create = editor.getByRole('button', { name: 'Crear cuadrante' });
    await create.scrollIntoViewIfNeeded();
    const box = await create.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await page.screenshot({ path: test.info().outputPath('roster-editor-375.png'), fullPage: true });
  });

  test('[RESPONSIVE] 375 px: the attendance kiosk before pairing', async ({ page }) => {
    await page.goto('/attendance/00000000-0000-4000-8000-000000000000');
    await expect(page.getByLabel('Código de emparejamiento')).toBeVisible();
    await expectFits(page, 'kiosk');
    await page.screenshot({ path: test.info().outputPath('kiosk-375.png') });
  });

  test('[RESPONSIVE] 375 px: the roles page and its editor for the platform admin (company picker)', async ({ page }) => {
    await signIn(page, ACCOUNTS.builtInAdmin, '/settings/roles');
    await expect(page.getByRole('button', { name: 'Nuevo rol' })).toBeVisible();
    await expectFits(page, 'roles page');
    await page.getByRole('button', { name: 'Nuevo rol' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo rol' })).toBeVisible();
    await expectFits(page, 'role editor');
    await page.screenshot({ path: test.info().outputPath('roles-375.png') });
  });
});
