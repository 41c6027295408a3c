// The overview: the stat values in money, overdue in red with its count and a link to the aging, this month's billing
// against last month's in % ("—" when last month billed nothing), drafts linking to the draft invoices, a top customer
// opening its statement, and the margin alerts' row and empty state.
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { monthChangeOf } from '../../hooks/useOverview';
import { CUSTOMER_ID, POST_ID } from '../invoices/fixtures';
import { OverviewTab } from './OverviewTab';

const overviewOf = (overrides: Partial<TInvoicingOverview> = {}): TInvoicingOverview => ({
  asOf: '2026-11-28',
  currency: 'USD',
  receivablesCents: 1_234_500,
  overdueCents: 45_000,
  overdueInvoices: 2,
  billedThisMonthCents: 120_000,
  billedLastMonthCents: 100_000,
  collectedThisMonthCents: 80_050,
  unappliedCreditCents: 2_500,
  drafts: 3,
  draftsCents: 67_800,
  topCustomers: [{ customerCompanyId: CUSTOMER_ID, name: 'Plaza Los Flamboyanes', billedCents: 900_000, balanceCents: 30_000 }],
  marginAlerts: [
    { postId: POST_ID, postName: 'Portón principal', customerName: 'Plaza Los Flamboyanes', billRateCents: 1700, payRateCents: 1800 },
  ],
  ...overrides,
});

const renderTab = (overview: TInvoicingOverview) => {
  const session = makeSession(makeUser('security_company_admin'));
  stubFetch({ 'GET /api/auth/me': { body: session }, 'GET /api/invoicing/overview': { body: overview } });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/invoicing-payments']}>
        <OverviewTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const stat = (id: string) => within(screen.getByTestId(`overview-stat-${id}`));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('OverviewTab', () => {
  it('shows the stat values, overdue in red linking to the aging, the month change and the drafts link', async () => {
    renderTab(overviewOf());
    await screen.findByTestId('overview-stat-receivables');
    expect(stat('receivables').getByTestId('stat-value')).toHaveTextContent('$12,345.00');
    expect(stat('overdue').getByTestId('stat-value')).toHaveTextContent('$450.00');
    expect(stat('overdue').getByTestId('stat-value')).toHaveClass('text-red-700');
    expect(stat('overdue').getByText('2 facturas vencidas')).toBeInTheDocument();
    expect(stat('overdue').getByRole('link', { name: 'Ver la antigüedad de saldos' })).toHaveAttribute(
      'href',
      '/invoicing-payments?tab=clientAccounts',
    );
    expect(stat('billed').getByTestId('stat-value')).toHaveTextContent('$1,200.00');
    expect(stat('billed').getByTestId('month-change')).toHaveTextContent('Subió 20 % frente a $1,000.00 el mes pasado');
    expect(stat('collected').getByTestId('stat-value')).toHaveTextContent('$800.50');
    expect(stat('credit').getByTestId('stat-value')).toHaveTextContent('$25.00');
    expect(stat('drafts').getByTestId('stat-value')).toHaveTextContent('3');
    expect(stat('drafts').getByText('Total: $678.00')).toBeInTheDocument();
    expect(stat('drafts').getByRole('link', { name: 'Ver los borradores' })).toHaveAttribute(
      'href',
      '/invoicing-payments?tab=clientInvoicing&status=draft',
    );
  });

  it('opens a top customer’s statement and lists a post billed at or below its pay', async () => {
    renderTab(overviewOf());
    const top = await screen.findByRole('table', { name: 'Clientes principales (12 meses)' });
    const link = within(top).getByRole('link', { name: 'Estado de cuenta de Plaza Los Flamboyanes' });
    expect(link).toHaveAttribute('href', `/invoicing-payments?tab=clientAccounts&account=${CUSTOMER_ID}`);
    expect(within(link.closest('tr') as HTMLElement).getByText('$9,000.00')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Alertas de margen' })).getByRole('row', { name: /Portón principal/ });
    expect(row).toHaveTextContent('Plaza Los Flamboyanes');
    expect(row).toHaveTextContent('$17.00');
    expect(row).toHaveTextContent('$18.00');
    expect(within(row).getByText('Se factura igual o por debajo del pago')).toBeInTheDocument();
  });

  it('says no post is billed below its pay, nothing is overdue in red, and "—" when last month billed nothing (en)', async () => {
    await i18n.changeLanguage('en');
    renderTab(overviewOf({ overdueCents: 0, overdueInvoices: 0, billedLastMonthCents: 0, marginAlerts: [] }));
    expect(await screen.findByText('No post is billed below its pay')).toBeInTheDocument();
    expect(stat('overdue').getByTestId('stat-value')).not.toHaveClass('text-red-700');
    expect(stat('overdue').getByText('0 overdue invoices')).toBeInTheDocument();
    expect(stat('billed').getByTestId('month-change')).toHaveTextContent('— · Last month: $0.00');
  });

  it('computes the month change: up, down, none when last month is 0', () => {
    expect(monthChangeOf(120_000, 100_000)).toBe(20);
    expect(monthChangeOf(50_000, 100_000)).toBe(-50);
    expect(monthChangeOf(50_000, 0)).toBeNull();
  });
});
