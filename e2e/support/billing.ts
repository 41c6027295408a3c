// What the invoicing specs (invoices, payments) set up on their own tenant: a customer whose guard is scheduled on
// weekdays 7:00 AM – 3:00 PM at its post since a few months ago, priced by a rate card ($25.00 an hour, quarter-hour
// rounding, 4-hour minimum), and last month's invoice generated from it.
import { expect } from '@playwright/test';
import type { TTenant } from './tenant';

const TIME_ZONE = 'America/Puerto_Rico';

/** The calendar month `back` months before today's (in the company's zone): its first and last day. */
export const monthBack = (back: number) => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date()).split('-').map(Number);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { start: iso(new Date(Date.UTC(year, month - 1 - back, 1))), end: iso(new Date(Date.UTC(year, month - back, 0))) };
};

/** The Sunday on or before a date (the company's week starts on Sunday). */
export const sundayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
};

/** Plaza Los Flamboyanes with its post, a guard scheduled there on weekdays since `monthsBack` months ago, and a card. */
export const billedCustomer = async (tenant: TTenant, { monthsBack = 3, taxed = true, reason = 'Prueba e2e de facturación' } = {}) => {
  const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
  const post = await tenant.addPost(customer.id, 'Portón principal');
  const guard = await tenant.addGuard({ extra: { hourlyWageCents: 1500 } });
  const from = sundayOf(monthBack(monthsBack).start);
  await tenant.addRoster({
    postId: post.id,
    name: 'Día',
    effectiveFrom: from,
    overrideReason: reason,
    scheduleData: {
      days: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
        dayOfWeek,
        shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '15:00', requiredGuards: 1, guardIds: [guard.id] }],
      })),
    },
  });
  const taxes = taxed ? ((await (await tenant.api.get('/api/invoicing/tax-profiles')).json()) as { items: { id: string }[] }) : null;
  const card = await tenant.api.post('/api/invoicing/rate-cards', {
    data: {
      customerCompanyId: customer.id,
      postId: post.id,
      fromDate: from,
      billRateCents: 2500,
      overtimeFactor: 150,
      holidayFactor: 150,
      minimumMinutes: 240,
      roundingMinutes: 15,
      roundingMode: 'nearest',
      taxProfileId: taxes?.items[0]?.id ?? null,
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  return { customer, post, guard };
};

/** A customer's draft for a month (POST /api/invoicing/invoices/generate). */
export const generateInvoice = async (tenant: TTenant, customerCompanyId: string, month: { start: string; end: string }) => {
  const res = await tenant.api.post('/api/invoicing/invoices/generate', {
    data: { customerCompanyId, periodStart: month.start, periodEnd: month.end },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
};
