// A recurring charge as the API lists it, for the recurring billing tests.
import type { TRecurringCharge } from '@centinela/shared/contracts/recurring-charges';

export const CUSTOMER = '11111111-1111-4111-8111-111111111111';
export const POST = '22222222-2222-4222-8222-222222222222';
export const TAX = '33333333-3333-4333-8333-333333333333';
export const CHARGE = '44444444-4444-4444-8444-444444444444';

export const chargeOf = (overrides: Partial<TRecurringCharge> = {}): TRecurringCharge => ({
  id: CHARGE,
  customerCompanyId: CUSTOMER,
  customerCompanyName: 'Plaza Los Flamboyanes',
  postId: POST,
  postName: 'Portón principal',
  description: 'Ronda de patrulla mensual',
  amountCents: 45000,
  taxProfileId: TAX,
  taxProfileName: 'IVU Puerto Rico',
  frequency: 'monthly',
  interval: 1,
  daysOfWeek: [],
  startDate: '2026-01-01',
  endDate: null,
  billing: 'cycle',
  isActive: true,
  notes: null,
  nextDates: ['2026-12-01', '2027-01-01', '2027-02-01'],
  lastBilledDate: '2026-11-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const pickerRoutes = () => ({
  'GET /api/invoicing/customers': { body: { items: [{ id: CUSTOMER, name: 'Plaza Los Flamboyanes', isActive: true }] } },
  [`GET /api/invoicing/posts?customerCompanyId=${CUSTOMER}`]: {
    body: { items: [{ id: POST, name: 'Portón principal', customerCompanyId: CUSTOMER, payRateCents: 1800 }] },
  },
  'GET /api/invoicing/tax-profiles': {
    body: {
      items: [
        {
          id: TAX,
          name: 'IVU Puerto Rico',
          kind: 'pr_ivu',
          jurisdiction: null,
          exemptionCertificate: null,
          rates: [],
          rateTodayMilliPercent: 11500,
          rateCardCount: 0,
          can: { update: true, delete: true },
        },
      ],
    },
  },
});
