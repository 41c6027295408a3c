// The roster view's cells: every guard of a shift on a line of their own, times that fit the day column, and the full
// detail of the shift on hover, click/tap and keyboard focus — at 1366 px and on a phone, in Spanish and English.
// On a tenant of its own (e2e/support/tenant.ts): a customer, three guards (one with a name long enough to be clamped).
import type { Page } from '@playwright/test';
import { expect, signIn, type TTenant, test } from './support';

const uniq = () => Math.random().toString(36).slice(2, 7);

type TWorld = { postName: string; guards: string[] };

/** Today in Puerto Rico (the tenant's zone) as YYYY-MM-DD and its weekday (Sunday = 0). */
const todayInPuertoRico = () => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
  return { date, dayOfWeek: new Date(`${date}T12:00:00Z`).getUTCDay() };
};

/** A new post with a roster whose shift today (12:30 PM – 10:30 PM) needs 4 guards and has 3, through the API. */
const createThreeGuardShift = async (page: Page, tenant: TTenant): Promise<TWorld> => {
  const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
  await tenant.addGuard();
  await tenant.addGuard({
    name: 'María de los Ángeles',
    initial: '',
    lastName: 'Betancourt',
    mothersMaidenName: 'Rodríguez de la Fuente',
    emailLocal: 'maria',
  });
  await tenant.addGuard({ name: 'Carmen', initial: '', lastName: 'Ortiz', mothersMaidenName: 'Díaz', emailLocal: 'carmen' });
  const postName = `Torre ${uniq()}`;
  const post = await page.request.post('/api/posts', { data: { name: postName, customerCompanyId: customer.id } });
  expect(post.status(), await post.text()).toBe(201);
  const postId = (await post.json()).id as string;
  const { date, dayOfWeek } = todayInPuertoRico();
  const availability = await (
    await page.request.get(`/api/rosters/availability?postId=${postId}&date=${date}&startTime=12:30&endTime=22:30`)
  ).json();
  const free = (availability.items as { guardId: string; name: string; status: string }[])
    .filter((g) => g.status !== 'blocked')
    .slice(0, 3);
  expect(free).toHaveLength(3);
  const roster = await page.request.post('/api/rosters', {
    data: {
      postId,
      name: 'Tarde larga',
      effectiveFrom: date,
      overrideReason: 'Prueba e2e de la vista de cuadrantes',
      scheduleData: {
        days: [
          {
            dayOfWeek,
            shifts: [{ shiftNumber: 1, startTime: '12:30', endTime: '22:30', requiredGuards: 4, guardIds: free.map((g) => g.guardId) }],
          },
        ],
      },
    },
  });
  expect(roster.status(), await roster.text()).toBe(201);
  return { postName, guards: free.map((g) => g.name) };
};

const openView = async (page: Page, postName: string) => {
  await page.goto('/rosters-view');
  await expect(page.getByRole('table', { name: /^(Turnos|Shifts),/ })).toBeVisible();
  // The post filter is a searchable combobox: type part of the name, pick the option.
  await page.getByRole('combobox', { name: /^(Puesto|Post)$/ }).fill(postName);
  await page.getByRole('option', { name: postName, exact: true }).click();
  const chip = page.getByTestId('shift-chip').filter({ hasText: '12:30 PM' });
  await expect(chip).toHaveCount(1);
  return chip;
};

/** The names on the chip's lines, in any order (the view sorts them its own way). */
const expectGuardLines = async (chip: ReturnType<Page['getByTestId']>, guards: string[]) => {
  const sorted = (names: string[]) => names.map((n) => n.normalize('NFC').trim()).sort();
  await expect.poll(async () => sorted(await chip.getByTestId('shift-guard').allTextContents())).toEqual(sorted(guards));
};

/** Every cell, chip, trigger and name fits its box sideways; a name cut short ends in an ellipsis and carries its full text. */
const overflowReport = (page: Page) =>
  page.getByRole('table', { name: /^(Turnos|Shifts),/ }).evaluate((table) => {
    const problems: string[] = [];
    const fits = (el: Element, what: string) => {
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${what} ${el.scrollWidth} > ${el.clientWidth}: ${el.textContent}`);
    };
    for (const cell of table.querySelectorAll('td')) fits(cell, 'cell');
    for (const chip of table.querySelectorAll('[data-testid="shift-chip"]')) {
      fits(chip, 'chip');
      const trigger = chip.querySelector('button');
      if (trigger) fits(trigger, 'trigger');
      for (const name of chip.querySelectorAll<HTMLElement>('[data-testid="shift-guard"]')) {
        fits(name, 'name');
        // A name longer than its lines is clamped with an ellipsis and carries its full text.
        if (name.scrollHeight > name.clientHeight + 1) {
          const style = getComputedStyle(name);
          if (style.webkitLineClamp === 'none' || name.title !== name.textContent)
            problems.push(`name cut without ellipsis: ${name.textContent}`);
        }
      }
    }
    return problems;
  });

test.describe('roster view cells at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[ROSTER VIEW] a shift with 3 guards shows all three, nothing overflows its cell, the detail opens on click, hover and focus (Spanish)', async ({
    page,
    tenant,
  }) => {
    await signIn(page, tenant.admin);
    const { postName, guards } = await createThreeGuardShift(page, tenant);
    const chip = await openView(page, postName);

    // Every guard on a line of their own.
    await expectGuardLines(chip, guards);
    for (const name of guards) await expect(chip.getByText(name, { exact: true })).toBeVisible();
    await expect(chip).toContainText('3/4');

    // Nothing in any cell of the week spills out of it (the long name included).
    expect(await overflowReport(page)).toEqual([]);

    // Click: the full detail.
    const trigger = chip.getByRole('button', { name: new RegExp(`^Ver el detalle del turno 1 de ${postName}`) });
    await trigger.click();
    const detail = page.getByTestId('shift-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(`${postName} · turno 1`);
    await expect(detail).toContainText('Horario: 12:30 PM – 10:30 PM');
    // The real duration from the shift's instants and the zone its times are in (the post's).
    await expect(detail.getByTestId('shift-duration')).toHaveText('Duración: 10 h');
    await expect(detail).toContainText('Horas del puesto: America/Puerto Rico');
    await expect(detail).toContainText('3 de 4 guardias asignados');
    await expect(detail).toContainText('Cuadrante: Tarde larga');
    for (const name of guards) await expect(detail.getByText(name, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Hover opens it too, and leaving closes it.
    await page.mouse.move(0, 0);
    await trigger.hover();
    await expect(detail).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(detail).toBeHidden();

    // Keyboard focus opens it (focus first leaves the trigger, which kept it after the click).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(detail).toBeHidden();
    await trigger.focus();
    await expect(detail).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  test('[ROSTER VIEW] the detail speaks English', async ({ page, tenant }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await signIn(page, tenant.admin);
    const { postName, guards } = await createThreeGuardShift(page, tenant);
    const chip = await openView(page, postName);
    await expectGuardLines(chip, guards);
    await chip.getByRole('button', { name: new RegExp(`^Show the details of shift 1 of ${postName}`) }).click();
    const detail = page.getByTestId('shift-detail');
    await expect(detail).toContainText('3 of 4 guards assigned');
    await expect(detail).toContainText('Schedule: 12:30 PM – 10:30 PM');
    await expect(detail.getByTestId('shift-duration')).toHaveText('Duration: 10 h');
    await expect(detail).toContainText('Times at the post: America/Puerto Rico');
    expect(await overflowReport(page)).toEqual([]);
  });
});

test.describe('roster view on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('[ROSTER VIEW] 375 px: a tap opens the detail, the page does not scroll sideways', async ({ page, tenant }) => {
    await signIn(page, tenant.admin);
    const { postName, guards } = await createThreeGuardShift(page, tenant);
    const chip = await openView(page, postName);
    await expectGuardLines(chip, guards);
    await chip.getByRole('button').tap();
    const detail = page.getByTestId('shift-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('3 de 4 guardias asignados');
    await expect(detail.getByTestId('shift-duration')).toHaveText('Duración: 10 h');
    const box = await detail.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
