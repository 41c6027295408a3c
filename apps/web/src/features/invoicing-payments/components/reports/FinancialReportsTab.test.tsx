// The financial reports tab: the range asked for (from the URL), a post at a loss tinted and labelled with the burden in
// use, the unbilled hours or the "all billed" state, DSO with its formula, revenue regrouped, each CSV link with the
// range and language, and a reversed range refused before any request.
import type { TDsoReport, TMarginReport, TRevenueReport, TUnbilledReport } from '@centinela/shared/contracts/financial-reports';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { monthRangeOf, rangeProblemOf } from '../../hooks/useFinancialReports';
import { FinancialReportsTab } from './FinancialReportsTab';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const POST_A = '22222222-2222-4222-8222-222222222222';
const POST_B = '33333333-3333-4333-8333-333333333333';
const RANGE = { from: '2026-03-01', to: '2026-03-31', currency: 'USD' };

const margins: TMarginReport = {
  ...RANGE,
  employerBurdenBp: 2_000,
  rows: [
    {
      postId: POST_B,
      postName: 'Lobby',
      customerCompanyId: CUSTOMER,
      customerName: 'Plaza Los Flamboyanes',
      payUnknown: false,
      billedMinutes: 0,
      billedCents: 0,
      paidMinutes: 240,
      payCents: 4_000,
      burdenCents: 800,
      marginCents: -4_800,
      marginBp: null,
      isLoss: true,
    },
    {
      postId: POST_A,
      postName: 'Portón principal',
      customerCompanyId: CUSTOMER,
      customerName: 'Plaza Los Flamboyanes',
      payUnknown: false,
      billedMinutes: 2_400,
      billedCents: 80_000,
      paidMinutes: 2_400,
      payCents: 52_000,
      burdenCents: 10_400,
      marginCents: 17_600,
      marginBp: 2_200,
      isLoss: false,
    },
  ],
  totals: {
    billedMinutes: 2_400,
    billedCents: 80_000,
    paidMinutes: 2_640,
    payCents: 56_000,
    burdenCents: 11_200,
    marginCents: 12_800,
    marginBp: 1_600,
    isLoss: false,
  },
};
const unbilled = (minutes: number): TUnbilledReport => ({
  ...RANGE,
  rows: minutes
    ? [
        {
          customerCompanyId: CUSTOMER,
          customerName: 'Plaza Los Flamboyanes',
          postId: POST_B,
          postName: 'Lobby',
          shifts: 1,
          minutes,
          unverifiedMinutes: 0,
          firstDate: '2026-03-10',
          lastDate: '2026-03-10',
        },
      ]
    : [],
  totalMinutes: minutes,
  totalShifts: minutes ? 1 : 0,
});
const revenue = (groupBy: 'customer' | 'month'): TRevenueReport => {
  const figures = { invoicedCents: 80_000, creditedCents: 10_000, netCents: 70_000, taxCents: 0, totalCents: 70_000 };
  return {
    ...RANGE,
    groupBy,
    rows: [
      {
        ...figures,
        key: groupBy === 'month' ? '2026-03' : CUSTOMER,
        label: groupBy === 'month' ? '2026-03' : 'Plaza Los Flamboyanes',
        customerName: null,
        documents: 2,
      },
    ],
    totals: figures,
  };
};
const dso: TDsoReport = {
  ...RANGE,
  days: 31,
  rows: [{ customerCompanyId: CUSTOMER, customerName: 'Plaza Los Flamboyanes', receivablesCents: 40_000, revenueCents: 70_000, dso: 17.7 }],
  totals: { receivablesCents: 40_000, revenueCents: 70_000, dso: 17.7 },
};

const renderTab = (search: string, unbilledMinutes = 240, user = makeUser('security_company_admin')) => {
  const session = makeSession(user);
  const q = 'from=2026-03-01&to=2026-03-31';
  const spy = stubFetch({
    'GET /api/auth/me': { body: session },
    [`GET /api/invoicing/reports/margins?${q}`]: { body: margins },
    [`GET /api/invoicing/reports/unbilled?${q}`]: { body: unbilled(unbilledMinutes) },
    [`GET /api/invoicing/reports/revenue?${q}&groupBy=customer`]: { body: revenue('customer') },
    [`GET /api/invoicing/reports/revenue?${q}&groupBy=month`]: { body: revenue('month') },
    [`GET /api/invoicing/reports/dso?${q}`]: { body: dso },
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/invoicing-payments?tab=financialReporting&${search}`]}>
        <FinancialReportsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return spy;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('FinancialReportsTab', () => {
  it('tints and labels a post at a loss, shows the burden in use and each total', async () => {
    renderTab('from=2026-03-01&to=2026-03-31');
    const table = await screen.findByTestId('margins-table');
    const lobby = within(table).getByRole('rowheader', { name: /Lobby/ }).closest('tr');
    expect(lobby).toHaveAttribute('data-flagged', 'true');
    expect(within(lobby as HTMLElement).getByText('Margen nulo o negativo')).toBeInTheDocument();
    expect(within(lobby as HTMLElement).getByText('-$48.00')).toBeInTheDocument();
    const porton = within(table).getByRole('rowheader', { name: 'Portón principal' }).closest('tr');
    expect(porton).not.toHaveAttribute('data-flagged');
    expect(within(porton as HTMLElement).getByText('$176.00')).toBeInTheDocument();
    expect(within(porton as HTMLElement).getByText('22 %')).toBeInTheDocument();
    expect(within(porton as HTMLElement).getAllByText('40:00')).toHaveLength(2);
    expect(screen.getByTestId('margins-burden')).toHaveTextContent('Carga patronal aplicada: 20 % del pago');
  });

  it('shows the unbilled hours, DSO with its formula and the CSV links of the range in the reader’s language', async () => {
    renderTab('from=2026-03-01&to=2026-03-31');
    expect(await screen.findByTestId('unbilled-summary')).toHaveTextContent('4:00 h sin facturar en 1 turno');
    expect(await screen.findByTestId('dso-figure')).toHaveTextContent('17,7 días');
    expect(screen.getByTestId('dso-figure')).toHaveTextContent('$400.00 ÷ $700.00 × 31 días');
    expect(screen.getByRole('link', { name: 'Descargar CSV de Margen por puesto' })).toHaveAttribute(
      'href',
      '/api/invoicing/reports/margins?from=2026-03-01&to=2026-03-31&format=csv&lang=es',
    );
  });

  it('says everything is billed when no hours are left, and regroups revenue by month', async () => {
    const spy = renderTab('from=2026-03-01&to=2026-03-31', 0);
    expect(await screen.findByText('Todo lo trabajado está facturado')).toBeInTheDocument();
    await screen.findByTestId('revenue-table');
    fireEvent.change(screen.getByLabelText('Agrupar por'), { target: { value: 'month' } });
    expect(await within(await screen.findByTestId('revenue-table')).findByRole('rowheader', { name: '2026-03' })).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).includes('groupBy=month'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Descargar CSV de Ingresos' }).getAttribute('href')).toContain('groupBy=month');
  });

  it('refuses a reversed range without asking the server', async () => {
    const spy = renderTab('from=2026-03-31&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha final debe ser igual o posterior a la inicial');
    expect(spy.mock.calls.some(([url]) => String(url).includes('/reports/'))).toBe(false);
  });

  it('opens on this month; a range over 366 days is refused', () => {
    expect(monthRangeOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRangeOf('2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(rangeProblemOf({ from: '2025-01-01', to: '2026-01-02' })).toBe('rangeTooLong');
    expect(rangeProblemOf({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('without payroll view the margin (it shows pay) is not asked for; the other sections are', async () => {
    const user = makeUser('security_company_admin', {
      access: {
        isBuiltInAdmin: false,
        roleRecords: [{ isActive: true, isSuperadmin: false, permissions: { view: ['invoicing-payments'] } }],
        overrides: [],
      },
    });
    const spy = renderTab('from=2026-03-01&to=2026-03-31', 240, user);
    expect(await screen.findByText(/lo ven quienes tienen permiso para ver Nómina/)).toBeInTheDocument();
    const urls = spy.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes('/reports/margins'))).toBe(false);
    expect(urls.some((u) => u.includes('/reports/unbilled'))).toBe(true);
  });
});
