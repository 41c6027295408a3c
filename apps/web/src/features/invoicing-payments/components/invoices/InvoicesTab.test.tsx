// The invoices list: a draft reads "Borrador" with its unverified hours, an issued invoice its number, balance and a red
// "Vencida" badge; filters go to the API; generating proposes last month, opens the new draft, and puts the server's
// period error on its field.
import { RESOURCES, todayIn } from '@centinela/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { formatDay } from '@/lib/format';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CUSTOMER_ID, DRAFT_ID, invoiceOf, ISSUED_ID, summaryOf } from './fixtures';
import { InvoicesTab } from './InvoicesTab';
import { lastMonthOf } from './invoiceWords';

const Location = () => <output data-testid="location">{useLocation().search}</output>;

const renderTab = (
  routes: Parameters<typeof stubFetch>[0],
  items = [
    summaryOf(),
    summaryOf({
      id: ISSUED_ID,
      number: 'F-2026-0001',
      status: 'sent',
      issueDate: '2026-10-01',
      dueDate: '2026-10-31',
      balanceCents: 12_345,
      overdue: true,
      unverifiedMinutes: 0,
      can: { approve: false, send: true, void: true, creditNote: true, delete: false, redraft: false, editLines: false },
    }),
  ],
) => {
  const admin = makeUser('security_company_admin');
  const session = makeSession({
    ...admin,
    access: {
      ...admin.access,
      roleRecords: [{ isActive: true, isSuperadmin: false, permissions: { view: [...RESOURCES], add: ['invoicing-payments'] } }],
    },
  });
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: session },
    'GET /api/invoicing/customers': { body: { items: [{ id: CUSTOMER_ID, name: 'Plaza Los Flamboyanes', isActive: true }] } },
    'GET /api/invoicing/invoices': { body: { items, total: items.length } },
    ...routes,
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/invoicing-payments']}>
        <InvoicesTab />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
};

describe('InvoicesTab', () => {
  it('lists drafts as "Borrador" with their unverified hours, and issued invoices with number, balance and the overdue badge', async () => {
    renderTab({});
    const table = await screen.findByRole('table', { name: 'Facturas y notas de crédito' });
    const [, draft, issued] = within(table).getAllByRole('row');
    expect(draft).toHaveTextContent('Borrador');
    expect(draft).toHaveTextContent('01/10/2026 – 31/10/2026');
    expect(within(draft).getByText('$446.00')).toBeInTheDocument();
    expect(within(draft).getByText('8:00 h sin verificar')).toBeInTheDocument();
    expect(within(issued).getByText('F-2026-0001')).toBeInTheDocument();
    expect(within(issued).getByText('Enviada')).toBeInTheDocument();
    expect(within(issued).getByText('Vencida')).toBeInTheDocument();
    expect(within(issued).getByText('$123.45')).toBeInTheDocument();
    // Only a draft offers Delete; both open.
    expect(within(draft).getByRole('button', { name: /^Eliminar Borrador de factura/ })).toBeInTheDocument();
    expect(within(issued).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    await userEvent.click(within(issued).getByRole('button', { name: 'Abrir Factura F-2026-0001 · Plaza Los Flamboyanes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`invoice=${ISSUED_ID}`);
  });

  it('sends the status, customer and period filters to the API', async () => {
    const fetchSpy = renderTab({});
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'void' } });
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: CUSTOMER_ID } });
    fireEvent.change(screen.getByLabelText('Periodo desde'), { target: { value: '01/10/2026' } });
    await waitFor(() => {
      const urls = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invoicing/invoices?'));
      expect(urls.at(-1)).toBe(`/api/invoicing/invoices?status=void&customerCompanyId=${CUSTOMER_ID}&from=2026-10-01&page=1&pageSize=25`);
    });
  });

  it('offers to generate the first invoice when there is none, for last month, and opens the new draft', async () => {
    const sent = vi.fn();
    renderTab(
      {
        'POST /api/invoicing/invoices/generate': (init) => {
          sent(JSON.parse(String(init?.body)));
          return { status: 201, body: invoiceOf() };
        },
      },
      [],
    );
    expect(await screen.findByText('No hay facturas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generar la primera factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar factura' });
    const { periodStart, periodEnd } = lastMonthOf(todayIn('America/Puerto_Rico'));
    expect(within(dialog).getByLabelText(/^Desde/)).toHaveValue(formatDay(periodStart, 'es'));
    expect(within(dialog).getByLabelText(/^Hasta/)).toHaveValue(formatDay(periodEnd, 'es'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar factura' }));
    expect(await within(dialog).findByText('Elija el cliente.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Cliente/), { target: { value: CUSTOMER_ID } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar factura' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ customerCompanyId: CUSTOMER_ID, periodStart, periodEnd }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`invoice=${DRAFT_ID}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("puts the server's period error on the end date (en)", async () => {
    await i18n.changeLanguage('en');
    renderTab(
      {
        'POST /api/invoicing/invoices/generate': {
          status: 400,
          body: {
            message: 'Invalid',
            code: 'VALIDATION',
            details: { fieldErrors: { periodEnd: ['invoicingPayments:validation.periodTooLong'] } },
          },
        },
      },
      [],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generate the first invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate invoice' });
    fireEvent.change(within(dialog).getByLabelText(/^Customer/), { target: { value: CUSTOMER_ID } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate invoice' }));
    expect(await within(dialog).findByText('An invoice period covers at most 62 days.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
  });
});
