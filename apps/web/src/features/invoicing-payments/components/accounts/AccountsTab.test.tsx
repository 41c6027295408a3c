// Client accounts: the aging reads each customer's buckets, balance, credit and oldest days past due, and the totals
// row; a customer opens its statement (?account=) over the default range (the first day of three months ago to today),
// with the opening balance, the movements (invoices linking to their page), the closing balance, the credit, its aging
// and the PDF links; a range in the URL is the one asked for.
import { todayIn } from '@centinela/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { agingOf, CUSTOMER_ID, OLD_INVOICE_ID, statementOf } from '../payments/fixtures';
import { AccountsTab } from './AccountsTab';
import { statementFromOf } from './accountWords';

const Location = () => <output data-testid="location">{useLocation().search}</output>;

const renderTab = (search = '') => {
  const session = makeSession(makeUser('security_company_admin'));
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: session },
    'GET /api/invoicing/customers': { body: { items: [{ id: CUSTOMER_ID, name: 'Plaza Los Flamboyanes', isActive: true }] } },
    'GET /api/invoicing/aging': { body: agingOf() },
    [`GET /api/invoicing/accounts/${CUSTOMER_ID}/statement`]: { body: statementOf() },
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/invoicing-payments?tab=clientAccounts${search}`]}>
        <AccountsTab />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('AccountsTab', () => {
  it('shows the aging by bucket with the totals row, and opens a customer statement', async () => {
    const fetchSpy = renderTab();
    const table = await screen.findByRole('table', { name: 'Antigüedad de saldos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Cliente', 'Al día', '1–30 días', '31–60', '61–90', 'Más de 90', 'Saldo', 'Crédito', 'Mayor atraso']);
    const [, plaza, vistaMar, totals] = within(table).getAllByRole('row');
    expect(
      within(plaza)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$446.00', '$300.00', '—', '—', '—', '$746.00', '$200.00', '28 días']);
    expect(plaza).toHaveTextContent('2 facturas pendientes');
    expect(
      within(vistaMar)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '—', '—', '—', '$1,250.00', '$1,250.00', '—', '120 días']);
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$446.00', '$300.00', '$0.00', '$0.00', '$1,250.00', '$1,996.00', '$200.00', '']);
    expect(screen.getByRole('heading', { name: 'Antigüedad de saldos al 28/11/2026' })).toBeInTheDocument();

    await userEvent.click(within(plaza).getByRole('button', { name: 'Estado de cuenta de Plaza Los Flamboyanes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`account=${CUSTOMER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta · Plaza Los Flamboyanes' })).toBeInTheDocument();
    const today = todayIn('America/Puerto_Rico');
    const urls = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/statement'));
    expect(urls.at(-1)).toBe(`/api/invoicing/accounts/${CUSTOMER_ID}/statement?from=${statementFromOf(today)}&to=${today}`);
  });

  it('shows a statement: opening, movements linked to their invoices, closing, credit, aging and the PDFs', async () => {
    const fetchSpy = renderTab(`&account=${CUSTOMER_ID}&from=2026-08-01&to=2026-11-28`);
    await screen.findByRole('heading', { name: 'Estado de cuenta · Plaza Los Flamboyanes' });
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(
      `/api/invoicing/accounts/${CUSTOMER_ID}/statement?from=2026-08-01&to=2026-11-28`,
    );
    expect(screen.getByText('Del 01/08/2026 al 28/11/2026')).toBeInTheDocument();
    const summary = screen.getByLabelText('Resumen del estado de cuenta');
    expect(summary).toHaveTextContent('Saldo inicial$0.00');
    expect(summary).toHaveTextContent('Saldo final$546.00');
    expect(summary).toHaveTextContent('Crédito sin aplicar$200.00');

    const entries = screen.getByRole('table', { name: 'Movimientos' });
    const rows = within(entries).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Saldo inicial$0.00');
    expect(rows[2]).toHaveTextContent('01/10/2026FacturaF-2026-0001$600.00$600.00');
    expect(within(rows[2]).getByRole('link', { name: 'F-2026-0001' })).toHaveAttribute(
      'href',
      `/invoicing-payments?tab=clientInvoicing&invoice=${OLD_INVOICE_ID}`,
    );
    expect(rows[4]).toHaveTextContent('05/11/2026PagoTRX-88-$500.00$546.00');
    expect(within(rows[4]).queryByRole('link')).toBeNull();
    expect(rows[5]).toHaveTextContent('28/11/2026Saldo final$546.00');

    const aging = screen.getByRole('region', { name: 'Antigüedad del saldo al 28/11/2026' });
    expect(aging).toHaveTextContent('Al día$446.00');
    expect(aging).toHaveTextContent('1–30 días$300.00');
    expect(screen.getByRole('link', { name: 'PDF en español' })).toHaveAttribute(
      'href',
      `/api/invoicing/accounts/${CUSTOMER_ID}/statement?from=2026-08-01&to=2026-11-28&format=pdf&lang=es`,
    );
    expect(screen.getByRole('link', { name: 'PDF en inglés' })).toHaveAttribute('href', expect.stringContaining('lang=en'));

    await userEvent.click(screen.getByRole('button', { name: 'Volver a las cuentas' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('account='));
    expect(await screen.findByRole('table', { name: 'Antigüedad de saldos' })).toBeInTheDocument();
  });

  it('defaults a statement to the first day of three months ago (en)', async () => {
    await i18n.changeLanguage('en');
    expect(statementFromOf('2026-11-28')).toBe('2026-08-01');
    expect(statementFromOf('2026-02-15')).toBe('2025-11-01');
    renderTab();
    const table = await screen.findByRole('table', { name: 'Accounts aging' });
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Current');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('28 days');
  });
});
