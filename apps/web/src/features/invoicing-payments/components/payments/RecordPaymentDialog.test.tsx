// The record-payment dialog: the customer's open invoices oldest due first with the overdue badge; "apply in order of due
// date" fills the oldest up to its balance and the next with the rest; the live summary says what is applied and what
// stays as credit; more than the amount in total, or more than an invoice's balance, is refused before anything is
// sent; a cheque needs its number; what is sent is cents, today's date and only the invoices with an amount.
import { todayIn } from '@centinela/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CUSTOMER_ID, NEW_INVOICE_ID, OLD_INVOICE_ID, openInvoiceRoutes, paymentOf } from './fixtures';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const renderDialog = (reply: { status: number; body: unknown } = { status: 201, body: paymentOf() }) => {
  const sent = vi.fn();
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/invoicing/customers': { body: { items: [{ id: CUSTOMER_ID, name: 'Plaza Los Flamboyanes', isActive: true }] } },
    ...openInvoiceRoutes(),
    'POST /api/invoicing/payments': (init) => {
      sent(JSON.parse(String(init?.body)));
      return reply;
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecordPaymentDialog target={{ customerCompanyId: CUSTOMER_ID }} onClose={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { sent, dialog: screen.getByRole('dialog', { name: 'Registrar pago' }) };
};

const amountOf = (dialog: HTMLElement, number: string) =>
  within(dialog).getByRole('textbox', { name: `Importe a aplicar a la factura ${number}` });
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));

describe('RecordPaymentDialog', () => {
  it('lists the open invoices oldest due first and fills them in order of due date, with the summary', async () => {
    const { sent, dialog } = renderDialog();
    const list = await within(dialog).findByRole('list', { name: 'Facturas pendientes' });
    const [oldest, newest] = within(list).getAllByRole('listitem');
    expect(oldest).toHaveTextContent('F-2026-0001');
    expect(oldest).toHaveTextContent('Vencida');
    expect(oldest).toHaveTextContent('Vence 31/10/2026 · saldo $300.00');
    expect(newest).toHaveTextContent('F-2026-0002');
    expect(within(newest).queryByText('Vencida')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Importe\*?$/), { target: { value: '500' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar por orden de vencimiento' }));
    expect(amountOf(dialog, 'F-2026-0001')).toHaveValue('$300.00');
    expect(amountOf(dialog, 'F-2026-0002')).toHaveValue('$200.00');
    expect(within(dialog).getByTestId('allocation-summary')).toHaveTextContent('Aplicado $500.00 · Queda como crédito $0.00');

    // A larger amount leaves the difference as credit.
    fireEvent.change(within(dialog).getByLabelText(/^Importe\*?$/), { target: { value: '600' } });
    expect(within(dialog).getByTestId('allocation-summary')).toHaveTextContent('Aplicado $500.00 · Queda como crédito $100.00');
    fireEvent.change(within(dialog).getByLabelText(/^Referencia/), { target: { value: 'TRX-88' } });
    await submit(dialog);
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        customerCompanyId: CUSTOMER_ID,
        date: todayIn('America/Puerto_Rico'),
        method: 'transfer',
        amountCents: 60_000,
        reference: 'TRX-88',
        chequeNumber: null,
        notes: null,
        allocations: [
          { invoiceId: OLD_INVOICE_ID, amountCents: 30_000 },
          { invoiceId: NEW_INVOICE_ID, amountCents: 20_000 },
        ],
      }),
    );
    expect(await screen.findByText('Pago registrado: $500.00 de Plaza Los Flamboyanes (05/11/2026)')).toBeInTheDocument();
  });

  it('refuses amounts above the payment in total, or above an invoice balance, before sending anything', async () => {
    const { sent, dialog } = renderDialog();
    await within(dialog).findByRole('list', { name: 'Facturas pendientes' });
    fireEvent.change(within(dialog).getByLabelText(/^Importe\*?$/), { target: { value: '100' } });
    fireEvent.change(amountOf(dialog, 'F-2026-0001'), { target: { value: '150' } });
    expect(within(dialog).getByText('Lo aplicado supera el importe del pago en $50.00.')).toBeInTheDocument();
    await submit(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Registrar pago' })).toBeEnabled());
    expect(sent).not.toHaveBeenCalled();

    // More than the invoice owes is refused on its field.
    fireEvent.change(within(dialog).getByLabelText(/^Importe\*?$/), { target: { value: '1000' } });
    fireEvent.change(amountOf(dialog, 'F-2026-0001'), { target: { value: '300.01' } });
    await submit(dialog);
    expect(await within(dialog).findByText('El importe supera el saldo de la factura.')).toBeInTheDocument();
    expect(amountOf(dialog, 'F-2026-0001')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for the amount, and for the number of a cheque', async () => {
    const { sent, dialog } = renderDialog();
    await within(dialog).findByRole('list', { name: 'Facturas pendientes' });
    fireEvent.change(within(dialog).getByLabelText(/^Método/), { target: { value: 'cheque' } });
    expect(within(dialog).queryByLabelText(/^Referencia/)).toBeNull();
    await submit(dialog);
    expect(await within(dialog).findByText('Indique el número de cheque.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indique un importe mayor que 0.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Importe\*?$/), { target: { value: '75' } });
    fireEvent.change(within(dialog).getByLabelText(/^Número de cheque/), { target: { value: '1045' } });
    await submit(dialog);
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'cheque', chequeNumber: '1045', reference: null, allocations: [] }),
      ),
    );
  });

  it("says the server's refusal of more than a balance in money", async () => {
    const { dialog } = renderDialog({
      status: 409,
      body: {
        message: 'exceeds',
        code: 'PAYMENT_EXCEEDS_BALANCE',
        details: { invoiceId: OLD_INVOICE_ID, availableCents: 25_000, available: '$250.00' },
      },
    });
    await within(dialog).findByRole('list', { name: 'Facturas pendientes' });
    fireEvent.change(within(dialog).getByLabelText(/^Importe\*?$/), { target: { value: '300' } });
    fireEvent.change(amountOf(dialog, 'F-2026-0001'), { target: { value: '300' } });
    await submit(dialog);
    expect(await screen.findByText('El pago a una factura supera su saldo ($250.00).')).toBeInTheDocument();
  });
});
