// Read-only users (guards, customer company admins) on the built list pages: every request their screens make is one
// they are allowed (no 403), their filters load within their scope, and no Actions column stands empty.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openInApp, signIn, type TAccount, trackApiRequests } from './support';

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const ROLES: { name: string; account: TAccount; pages: string[] }[] = [
  {
    name: 'guard',
    account: ACCOUNTS.guard,
    pages: [
      '/rosters',
      '/rosters-view',
      '/reports',
      '/open-rosters-report',
      '/posts-report',
      '/post-status-report',
      '/rosters-data-report',
    ],
  },
  {
    name: 'customer admin',
    account: ACCOUNTS.customerAdmin,
    pages: [
      '/rosters',
      '/rosters-view',
      '/posts',
      '/users',
      '/customer-companies',
      '/reports',
      '/open-rosters-report',
      '/posts-report',
      '/post-status-report',
      '/rosters-data-report',
    ],
  },
];

/** Every header cell named Actions has, in the rows below it, something to act with. */
const expectNoEmptyActionsColumn = async (page: Page) => {
  for (const table of await page.getByRole('table').all()) {
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const index = headers.findIndex((h) => /^(acciones|actions)$/i.test(h.trim()));
    if (index < 0) continue;
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      const cell = rows.nth(i).locator('td').nth(index);
      expect(await cell.locator('button, a').count(), `row ${i} of the Actions column on ${page.url()}`).toBeGreaterThan(0);
    }
  }
};

test.describe('read-only screens', () => {
  // Each test walks up to ten pages and waits for each to settle.
  test.describe.configure({ timeout: 90_000 });
  for (const size of WIDTHS) {
    for (const role of ROLES) {
      test(`[READ-ONLY] a ${role.name}'s list pages load without 403, with their filters and no empty Actions column (${size.name})`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        const inFlight = trackApiRequests(page);
        await signIn(page, role.account);
        const refused: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/api/') && response.status() === 403) refused.push(`${response.status()} ${response.url()}`);
        });
        for (const path of role.pages) {
          await openInApp(page, path, inFlight);
          await expectNoEmptyActionsColumn(page);
        }
        expect(refused).toEqual([]);

        // The customer filter offers what the role may see (their own customer / the customers of their posts).
        const options = (await (await page.request.get('/api/posts/form-options')).json()) as { customerCompanies: { label: string }[] };
        if (role.account === ACCOUNTS.customerAdmin)
          expect(options.customerCompanies.map((c) => c.label)).toEqual(['Plaza Los Flamboyanes']);
        await page.goto('/rosters');
        // The customer filter is a searchable combobox: open it and read its options ("all" plus each customer).
        await page.getByRole('combobox', { name: 'Empresa cliente', exact: true }).click();
        const listbox = page.getByRole('listbox');
        await expect(listbox.getByRole('option')).toHaveCount(options.customerCompanies.length + 1);
        for (const customer of options.customerCompanies)
          await expect(listbox.getByRole('option', { name: customer.label, exact: true })).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('columnheader', { name: /^(Acciones|Actions)$/ })).toHaveCount(0);
      });
    }
  }
});
