// The credit note dialog: a line's amount above what is left of it (its amount less earlier credit notes) is refused on
// its field before anything is sent; a valid amount goes as cents on that line only; the whole invoice sends no lines;
// the reason is required; the server's "more than is left" is said in money.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CreditNoteDialog } from './CreditNoteDialog';
import { ISSUED_ID, issuedOf, LINE_OVERTIME, LINE_REGULAR } from './fixtures';

const renderDialog = (
  reply: { status: number; body: unknown } = { status: 201, body: issuedOf({ kind: 'credit_note', number: 'NC-2026-0001' }) },
) => {
  const sent = vi.fn();
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    [`POST /api/invoicing/invoices/${ISSUED_ID}/credit-notes`]: (init) => {
      sent(JSON.parse(String(init?.body)));
      return reply;
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CreditNoteDialog invoice={issuedOf()} onClose={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { sent, dialog: screen.getByRole('dialog', { name: 'Nota de crédito de la factura F-2026-0001' }) };
};

describe('CreditNoteDialog', () => {
  it('refuses an amount above what is left of the line, then sends a valid one in cents', async () => {
    const { sent, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Por línea/ }));
    // $37.50 of overtime, $10.00 already credited: $27.50 left.
    const overtime = within(dialog).getByRole('textbox', { name: 'Importe a acreditar: Horas extra · Portón principal' });
    expect(within(dialog).getByText('Importe $37.50 · acreditado $10.00 · queda $27.50')).toBeInTheDocument();
    fireEvent.change(overtime, { target: { value: '27.51' } });
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Hora extra no autorizada por el cliente' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir nota de crédito' }));
    expect(await within(dialog).findByText('El importe supera lo que queda por acreditar en esta línea.')).toBeInTheDocument();
    expect(overtime).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(overtime, { target: { value: '27.50' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir nota de crédito' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        reason: 'Hora extra no autorizada por el cliente',
        lines: [{ lineId: LINE_OVERTIME, amountCents: 2750 }],
      }),
    );
    expect(sent.mock.calls[0][0].lines).not.toContainEqual(expect.objectContaining({ lineId: LINE_REGULAR }));
    expect(await screen.findByText('Nota de crédito NC-2026-0001 emitida')).toBeInTheDocument();
  });

  it('asks for at least one line amount, and for the reason', async () => {
    const { sent, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Por línea/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir nota de crédito' }));
    expect(await within(dialog).findByText('Indique el importe de al menos una línea.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Motivo/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it("credits the whole invoice with no lines, and words the server's refusal in money", async () => {
    const { sent, dialog } = renderDialog({
      status: 409,
      body: { message: 'exceeds', code: 'CREDIT_EXCEEDS_AVAILABLE', details: { availableCents: 43600, available: '$436.00' } },
    });
    expect(within(dialog).getByRole('radio', { name: /^Toda la factura/ })).toBeChecked();
    expect(within(dialog).getByText('Lo que queda por acreditar: $446.00, impuestos incluidos.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Servicio facturado dos veces' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir nota de crédito' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ reason: 'Servicio facturado dos veces' }));
    expect(await screen.findByText('La nota de crédito supera lo que queda por acreditar ($436.00).')).toBeInTheDocument();
  });
});
