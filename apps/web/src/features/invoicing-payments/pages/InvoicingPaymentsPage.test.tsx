// The invoicing page: the overview first, then client invoicing (the invoices); payments and client accounts as tabs of their own; the rate
// cards with each row's billing rules in words and the pay ≥ bill warning; the spec's sections not built yet say so in
// the shell's words; the tab is in the URL.
import { RESOURCES } from '@centinela/shared';
import type { TRateCard } from '@centinela/shared/contracts/invoicing-payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { InvoicingPaymentsPage } from './InvoicingPaymentsPage';

const card = (overrides: Partial<TRateCard>): TRateCard => ({
  id: '44444444-4444-4444-8444-444444444444',
  customerCompanyId: '11111111-1111-4111-8111-111111111111',
  customerCompanyName: 'Plaza Los Flamboyanes',
  postId: '22222222-2222-4222-8222-222222222222',
  postName: 'Portón principal',
  rank: null,
  fromDate: '2026-01-15',
  toDate: null,
  state: 'current',
  billRateCents: 1700,
  overtimeBilling: 'factor',
  overtimeFactor: 150,
  overtimeRateCents: null,
  holidayBilling: 'flat',
  holidayFactor: null,
  holidayRateCents: 3000,
  minimumMinutes: 240,
  roundingMinutes: 15,
  roundingMode: 'nearest',
  paymentTermsDays: 30,
  poNumber: null,
  billingCycle: 'monthly',
  taxProfileId: null,
  taxProfileName: 'IVU Puerto Rico',
  notes: null,
  payRateCents: 1800,
  payAtOrAboveBill: true,
  updatedAt: '2026-01-15T00:00:00.000Z',
  can: { update: true, delete: true },
  ...overrides,
});

const EMPTY_TOTALS = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, balanceCents: 0, creditCents: 0 };

const renderPage = (search = '') => {
  // The built-in admin's records let view everything; this one may also add invoicing records.
  const admin = makeUser('security_company_admin');
  const session = makeSession({
    ...admin,
    access: {
      ...admin.access,
      roleRecords: [{ isActive: true, isSuperadmin: false, permissions: { view: [...RESOURCES], add: ['invoicing-payments'] } }],
    },
  });
  stubFetch({
    'GET /api/auth/me': { body: session },
    'GET /api/invoicing/customers': { body: { items: [] } },
    'GET /api/invoicing/rate-cards': { body: { items: [card({})], total: 1 } },
    'GET /api/invoicing/tax-profiles': { body: { items: [] } },
    'GET /api/invoicing/recurring-charges': { body: { items: [], total: 0 } },
    'GET /api/invoicing/invoices': { body: { items: [], total: 0 } },
    'GET /api/invoicing/payments': { body: { items: [], total: 0 } },
    'GET /api/invoicing/overview': {
      body: {
        asOf: '2026-11-28',
        currency: 'USD',
        receivablesCents: 0,
        overdueCents: 0,
        overdueInvoices: 0,
        billedThisMonthCents: 0,
        billedLastMonthCents: 0,
        collectedThisMonthCents: 0,
        unappliedCreditCents: 0,
        drafts: 0,
        draftsCents: 0,
        topCustomers: [],
        marginAlerts: [],
      },
    },
    'GET /api/invoicing/aging': { body: { asOf: '2026-11-28', currency: 'USD', rows: [], totals: EMPTY_TOTALS } },
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/invoicing-payments${search}`]}>
        <InvoicingPaymentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('InvoicingPaymentsPage', () => {
  it('opens on the overview, the first tab', async () => {
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAccessibleName('Resumen');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ningún puesto se factura por debajo de su pago')).toBeInTheDocument();
    expect(screen.getByTestId('overview-stat-receivables')).toHaveTextContent('Por cobrar');
    expect(screen.queryByText('Todavía no disponible')).toBeNull();
  });

  it('has client invoicing, whose empty list offers to generate the first invoice', async () => {
    renderPage('?tab=clientInvoicing');
    expect(screen.getByRole('tab', { name: 'Facturación de clientes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No hay facturas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar la primera factura' })).toBeInTheDocument();
    expect(screen.queryByText('Todavía no disponible')).toBeNull();
  });

  it('shows the rate cards, each rule in words and the pay ≥ bill warning beside the bill rate', async () => {
    renderPage('?tab=rateCards');
    expect(screen.getByRole('tab', { name: 'Tarifas de clientes' })).toHaveAttribute('aria-selected', 'true');
    const row = (await screen.findByText('Plaza Los Flamboyanes')).closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('Portón principal')).toBeInTheDocument();
    expect(cells.getByText('Todos los rangos')).toBeInTheDocument();
    expect(cells.getByText('Desde el 15/01/2026')).toBeInTheDocument();
    expect(cells.getByText('Vigente')).toBeInTheDocument();
    expect(cells.getByText('$17.00')).toBeInTheDocument();
    expect(cells.getByText('La tarifa de pago ($18.00) es igual o mayor que la tarifa de facturación')).toBeInTheDocument();
    expect(cells.getByText('1.5×')).toBeInTheDocument();
    expect(cells.getByText('Fija $30.00')).toBeInTheDocument();
    expect(cells.getByText('Mínimo 4 h')).toBeInTheDocument();
    expect(cells.getByText('Redondeo a 15 min (al más cercano)')).toBeInTheDocument();
    expect(cells.getByText('Neto 30 días')).toBeInTheDocument();
    expect(cells.getByText('Mensual')).toBeInTheDocument();
    expect(cells.getByText('IVU Puerto Rico')).toBeInTheDocument();
  });

  it('has financial reporting built: its four sections, each with its CSV', async () => {
    renderPage('?tab=financialReporting');
    for (const title of ['Horas trabajadas sin facturar', 'Margen por puesto', 'Ingresos', 'Días de cobro (DSO)'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Descargar CSV de / })).toHaveLength(4);
    expect(screen.queryByText('Todavía no disponible')).toBeNull();
  });

  it('has payment processing and client accounts built: their empty lists say so', async () => {
    renderPage('?tab=paymentProcessing');
    expect(screen.getByRole('tab', { name: 'Procesamiento de pagos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No hay pagos registrados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar el primer pago' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Cuentas de clientes' }));
    expect(await screen.findByText('Ningún cliente tiene saldo ni crédito')).toBeInTheDocument();
    expect(screen.queryByText('Todavía no disponible')).toBeNull();
  });

  it('has recurring billing built and the settings as the last tab', async () => {
    renderPage('?tab=recurringBilling');
    expect(await screen.findByText('No hay cargos recurrentes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emitir los cargos vencidos ahora' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').at(-1)).toHaveTextContent('Configuración');
  });

  it('switches to the taxes tab (en)', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Taxes' }));
    expect(await screen.findByText('No tax profiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tax profile' })).toBeInTheDocument();
  });
});
