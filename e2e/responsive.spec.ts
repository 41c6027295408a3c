// Every built page fits a phone (375 px): tables scroll inside their card or turn into cards, the page itself never
// scrolls sideways. The list of pages is read from the areas' manifests, so a page built later is checked too.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openInApp, signIn, type TAccount, trackApiRequests } from './support';
import { builtRoutes } from './support/routes';

const PHONE = { width: 375, height: 812 };

/** How far the page scrolls sideways (0 = fits), with the widest offenders for the failure message. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const viewport = window.innerWidth;
    const offenders: string[] = [];
    // An open dialog is as wide as the screen allows: what sticks out of it is cut off, never reachable.
    let overflow = document.documentElement.scrollWidth - viewport;
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
      overflow = Math.max(overflow, Math.round(dialog.getBoundingClientRect().right - viewport), dialog.scrollWidth - dialog.clientWidth);
    if (overflow > 0) {
      for (const element of document.querySelectorAll<HTMLElement>(
        '#main-content *, header *, [role="dialog"] *, [role="alertdialog"] *',
      )) {
        const rect = element.getBoundingClientRect();
        if (rect.right > viewport + 1 && rect.width > 0) {
          // Inside a scroll container that clips it, the element does not widen the page.
          let clipped = false;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewport + 1) {
              clipped = true;
              break;
            }
          }
          if (!clipped)
            offenders.push(`${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} → ${Math.round(rect.right)}px`);
        }
      }
    }
    return { overflow, offenders: offenders.slice(0, 5) };
  });

const checkRoutes = async (page: Page, account: TAccount, routes: string[]) => {
  const inFlight = trackApiRequests(page);
  await signIn(page, account);
  const failures: string[] = [];
  for (const route of routes) {
    await openInApp(page, route, inFlight);
    const { overflow, offenders } = await horizontalOverflow(page);
    if (overflow > 0) failures.push(`${route}: page is ${overflow}px wider than the screen (${offenders.join('; ')})`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
};

test.describe('every built page fits a phone', () => {
  test.use({ viewport: PHONE });

  test('[RESPONSIVE] the route list is read from the registry', () => {
    const routes = builtRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/dashboard', '/users', '/rosters-view', '/settings/special-categories']));
    expect(routes).toContain('/payroll');
    expect(routes).not.toContain('/invoicing-payments');
  });

  test('[RESPONSIVE] 375 px: no built page scrolls sideways for the company admin (Spanish)', async ({ page }) => {
    test.setTimeout(180_000);
    await checkRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[RESPONSIVE] 375 px: no built page scrolls sideways for the company admin (English)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await checkRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[RESPONSIVE] 375 px: a guard and a customer admin see their pages without sideways scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await checkRoutes(page, ACCOUNTS.guard, ['/dashboard', '/rosters-view', '/rosters']);
    await page.context().clearCookies();
    await checkRoutes(page, ACCOUNTS.customerAdmin, ['/dashboard', '/rosters-view', '/rosters', '/posts', '/users']);
  });
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

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[RESPONSIVE] 1366 px: no built page scrolls sideways for the company admin', async ({ page }) => {
    test.setTimeout(180_000);
    await checkRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });
});
