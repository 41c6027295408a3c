// The payments list: a payment reads its date, method with reference, amount, what was applied to which invoice (a link
// to it) and the credit left, with Apply credit and Reverse; a reversed cheque its number, the red badge and the reason,
// and no actions. Filters go to the API; reversing requires a reason; applying credit is limited to the credit left.
import { RESOURCES } from '@centinela/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CUSTOMER_ID, NEW_INVOICE_ID, OLD_INVOICE_ID, openInvoiceRoutes, PAYMENT_ID, paymentOf, reversedOf } from './fixtures';
import { PaymentsTab } from './PaymentsTab';

const renderTab = (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const admin = makeUser('security_company_admin');
  const session = makeSession({
    ...admin,
    access: {
      ...admin.access,
      roleRecords: [
        {
          isActive: true,
          isSuperadmin: false,
          permissions: { view: [...RESOURCES], add: ['invoicing-payments'], edit: ['invoicing-payments'] },
        },
      ],
    },
  });
  const items = [paymentOf(), reversedOf()];
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: session },
    'GET /api/invoicing/customers': { body: { items: [{ id: CUSTOMER_ID, name: 'Plaza Los Flamboyanes', isActive: true }] } },
    'GET /api/invoicing/payments': { body: { items, total: items.length } },
    ...openInvoiceRoutes(),
    ...routes,
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/invoicing-payments?tab=paymentProcessing']}>
        <PaymentsTab />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const NAME = '$500.00 de Plaza Los Flamboyanes (05/11/2026)';

describe('PaymentsTab', () => {
  it('lists payments with what each applied, its credit and state, and the actions each allows', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Pagos recibidos' });
    const [, payment, reversed] = within(table).getAllByRole('row');
    expect(payment).toHaveTextContent('05/11/2026');
    expect(payment).toHaveTextContent('TransferenciaRef. TRX-88');
    expect(within(payment).getByText('$500.00')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'F-2026-0001' })).toHaveAttribute(
      'href',
      `/invoicing-payments?tab=clientInvoicing&invoice=${OLD_INVOICE_ID}`,
    );
    expect(within(payment).getByText('$200.00')).toBeInTheDocument();
    expect(within(payment).getByText('Con crédito sin aplicar')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: `Aplicar crédito del pago ${NAME}` })).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: `Reversar pago ${NAME}` })).toBeInTheDocument();

    expect(reversed).toHaveTextContent('ChequeCheque núm. 1045');
    expect(within(reversed).getByText('Reversado')).toBeInTheDocument();
    expect(within(reversed).getByText('Motivo: Cheque devuelto por falta de fondos')).toBeInTheDocument();
    expect(within(reversed).queryByRole('button')).toBeNull();
  });

  it('sends the customer, dates and "only with unapplied credit" to the API', async () => {
    const fetchSpy = renderTab();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: CUSTOMER_ID } });
    fireEvent.change(screen.getByLabelText('Fecha desde'), { target: { value: '01/11/2026' } });
    await userEvent.click(screen.getByLabelText('Solo con crédito sin aplicar'));
    await waitFor(() => {
      const urls = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invoicing/payments?'));
      expect(urls.at(-1)).toBe(
        `/api/invoicing/payments?customerCompanyId=${CUSTOMER_ID}&from=2026-11-01&unapplied=true&page=1&pageSize=25`,
      );
    });
  });

  it('reverses a payment only with a reason', async () => {
    const sent = vi.fn();
    renderTab({
      [`POST /api/invoicing/payments/${PAYMENT_ID}/reverse`]: (init) => {
        sent(JSON.parse(String(init?.body)));
        return { body: paymentOf({ reversedAt: '2026-11-28T15:00:00.000Z', reversalReason: 'Transferencia devuelta por el banco' }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Reversar pago ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reversar pago · ${NAME}` });
    expect(within(dialog).getByText('F-2026-0001: $300.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reversar pago' }));
    expect(await within(dialog).findByText('Indique el motivo.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Motivo/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Transferencia devuelta por el banco' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reversar pago' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ reason: 'Transferencia devuelta por el banco' }));
    expect(await screen.findByText(`Pago reversado: ${NAME}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('applies credit up to what is left of it, in order of due date', async () => {
    const sent = vi.fn();
    renderTab({
      [`POST /api/invoicing/payments/${PAYMENT_ID}/allocations`]: (init) => {
        sent(JSON.parse(String(init?.body)));
        return { body: paymentOf({ appliedCents: 50_000, unappliedCents: 0 }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Aplicar crédito del pago ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Aplicar crédito · ${NAME}` });
    expect(within(dialog).getByText('Crédito sin aplicar del pago: $200.00')).toBeInTheDocument();
    await within(dialog).findByRole('list', { name: 'Facturas pendientes' });
    // Nothing typed: at least one amount is asked for.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar crédito' }));
    expect(await within(dialog).findByText('Indique el importe a aplicar en al menos una factura.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar por orden de vencimiento' }));
    expect(within(dialog).getByTestId('allocation-summary')).toHaveTextContent('Aplicado $200.00 · Queda como crédito $0.00');
    const newest = within(dialog).getByRole('textbox', { name: 'Importe a aplicar a la factura F-2026-0002' });
    fireEvent.change(newest, { target: { value: '10' } });
    expect(within(dialog).getByText('Lo aplicado supera el crédito sin aplicar en $10.00.')).toBeInTheDocument();
    fireEvent.change(newest, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar crédito' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ allocations: [{ invoiceId: OLD_INVOICE_ID, amountCents: 20_000 }] }));
    expect(sent.mock.calls[0][0].allocations).not.toContainEqual(expect.objectContaining({ invoiceId: NEW_INVOICE_ID }));
    expect(await screen.findByText(`Crédito aplicado: ${NAME}`)).toBeInTheDocument();
  });
});
