// A draft's manual lines from its detail: adding one (the line total read back as it is typed, the exact body sent),
// the schema's messages on their fields with nothing sent, removing a manual line after confirming (only manual lines
// offer it), the history's words for both, and no add or remove buttons when the invoice's lines may not be edited.
import type { TInvoice, TInvoiceLine } from '@centinela/shared/contracts/invoices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { POST, pickerRoutes, TAX } from '../recurring/fixtures';
import { DRAFT_ID, invoiceOf, issuedOf } from './fixtures';
import { InvoiceDetail } from './InvoiceDetail';

const MANUAL_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const manualLine: TInvoiceLine = {
  id: MANUAL_ID,
  kind: 'manual',
  postId: null,
  postName: null,
  rank: null,
  description: 'Radio adicional',
  minutes: null,
  quantity: 2,
  rateCents: 3_500,
  amountCents: 7_000,
  taxCents: 805,
  taxProfileId: TAX,
  rateCardId: null,
  rounding: null,
  unverifiedMinutes: 0,
  creditsLineId: null,
  creditedCents: 0,
  shifts: [],
};

const withManualLine = (overrides: Partial<TInvoice> = {}): TInvoice => {
  const base = invoiceOf();
  return {
    ...base,
    lines: [...base.lines, manualLine],
    history: [
      ...base.history,
      { at: '2026-11-03T13:00:00.000Z', action: 'lineAdded', fromStatus: null, toStatus: null, actorName: null, note: 'Radio adicional' },
    ],
    ...overrides,
  };
};

const renderDetail = (invoice: TInvoice, routes: Parameters<typeof stubFetch>[0] = {}) => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    [`GET /api/invoicing/invoices/${invoice.id}`]: { body: invoice },
    ...pickerRoutes(),
    ...routes,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvoiceDetail id={invoice.id} onBack={vi.fn()} onOpen={vi.fn()} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const writes = (fetchSpy: ReturnType<typeof stubFetch>) =>
  fetchSpy.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'DELETE')
    .map(([url, init]) => ({ method: init?.method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('ManualLineDialog', () => {
  it('adds a line to a draft: the line total as it is typed, then the exact body', async () => {
    const fetchSpy = renderDetail(invoiceOf(), {
      [`POST /api/invoicing/invoices/${DRAFT_ID}/lines`]: { status: 201, body: withManualLine() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar línea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar línea' });
    expect(dialog).toHaveTextContent('Un cargo único en el borrador de factura');
    expect(within(dialog).getByText('Indique la cantidad y el precio unitario para ver el total de la línea.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: '  Radio adicional ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cantidad/), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Precio unitario/), { target: { value: '35' } });
    expect(await within(dialog).findByText('Total de la línea: 2 × $35.00 = $70.00, antes de impuestos.')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'IVU Puerto Rico (11.5%)' });
    fireEvent.change(within(dialog).getByLabelText('Perfil de impuestos'), { target: { value: TAX } });
    await within(dialog).findByRole('option', { name: 'Portón principal' });
    fireEvent.change(within(dialog).getByLabelText(/^Puesto/), { target: { value: POST } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
    await waitFor(() => expect(writes(fetchSpy)).toHaveLength(1));
    expect(writes(fetchSpy)[0]).toEqual({
      method: 'POST',
      url: `/api/invoicing/invoices/${DRAFT_ID}/lines`,
      body: { description: 'Radio adicional', quantity: 2, rateCents: 3500, taxProfileId: TAX, postId: POST },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts the schema's messages on their fields and sends nothing (en)", async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = renderDetail(invoiceOf());
    await userEvent.click(await screen.findByRole('button', { name: 'Add line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add line' });
    fireEvent.change(within(dialog).getByLabelText(/^Quantity/), { target: { value: '1.5' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(await within(dialog).findByText("Enter the charge's description.")).toBeInTheDocument();
    expect(within(dialog).getByText('The quantity must be a whole number between 1 and 10,000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount greater than 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the quantity and unit price to see the line total.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Quantity/), { target: { value: '10001' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(await within(dialog).findByText('The quantity must be a whole number between 1 and 10,000.')).toBeInTheDocument();
    expect(writes(fetchSpy)).toEqual([]);
  });

  it('removes a manual line after asking, and only a manual line offers it; the history words the step', async () => {
    const fetchSpy = renderDetail(withManualLine(), {
      [`DELETE /api/invoicing/invoices/${DRAFT_ID}/lines/${MANUAL_ID}`]: { body: invoiceOf() },
    });
    const lines = await screen.findByRole('table', { name: 'Líneas de la factura' });
    expect(within(lines).getByRole('rowheader', { name: 'Otros cargos' })).toBeInTheDocument();
    const manual = within(lines).getByRole('row', { name: /^Manual Radio adicional/ });
    expect(manual).toHaveTextContent('2 unidades');
    expect(manual).toHaveTextContent('$35.00');
    expect(manual).toHaveTextContent('$70.00');
    expect(within(lines).getAllByRole('button', { name: /^Quitar/ })).toHaveLength(1);
    expect(screen.getByText('Línea agregada')).toBeInTheDocument();

    await userEvent.click(within(manual).getByRole('button', { name: 'Quitar la línea Manual · Radio adicional' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Quitar la línea «Radio adicional»?');
    expect(writes(fetchSpy)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Quitar línea' }));
    await waitFor(() =>
      expect(writes(fetchSpy)).toEqual([
        { method: 'DELETE', url: `/api/invoicing/invoices/${DRAFT_ID}/lines/${MANUAL_ID}`, body: undefined },
      ]),
    );
  });

  it('offers no add or remove when the lines may not be edited', async () => {
    const base = withManualLine();
    renderDetail(issuedOf({ lines: base.lines, history: base.history }));
    const lines = await screen.findByRole('table', { name: 'Líneas de la factura' });
    expect(within(lines).getByRole('row', { name: /^Manual Radio adicional/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar línea' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Quitar/ })).toBeNull();
  });
});
