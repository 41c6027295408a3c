// An invoice's detail: header, the unverified-hours warning, lines grouped by post with the card's rounding, a line
// opened to its shifts (source, worked, billed, rounding, minimum, cut at midnight), the taxes by component; only the
// actions `can` allows; approving asks first; unpriced hours block approval; sending says where the PDF goes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import type { TInvoice } from '@centinela/shared/contracts/invoices';
import { DRAFT_ID, invoiceOf, ISSUED_ID, issuedOf } from './fixtures';
import { InvoiceDetail } from './InvoiceDetail';

const renderDetail = (invoice: TInvoice, routes: Parameters<typeof stubFetch>[0] = {}) => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    [`GET /api/invoicing/invoices/${invoice.id}`]: { body: invoice },
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

const posts = (fetchSpy: ReturnType<typeof stubFetch>) =>
  fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('InvoiceDetail', () => {
  it('shows the draft, its warning, its lines by post, and opens a line to its shifts', async () => {
    renderDetail(invoiceOf());
    expect(await screen.findByRole('heading', { name: 'Borrador de factura' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Borrador');
    expect(screen.getByRole('status')).toHaveTextContent('8:00 h de turnos sin marcas (según el horario): se facturan sin verificar.');
    expect(screen.getByText('OC-2026-0142')).toBeInTheDocument();
    expect(screen.getByText('Neto 30 días')).toBeInTheDocument();

    const lines = screen.getByRole('table', { name: 'Líneas de la factura' });
    expect(within(lines).getByRole('rowheader', { name: 'Portón principal' })).toBeInTheDocument();
    const regular = within(lines).getByRole('row', { name: /^Regular Portón principal/ });
    expect(regular).toHaveTextContent('Redondeo a 15 min (al más cercano) · Mínimo 4 h');
    expect(regular).toHaveTextContent('16:00');
    expect(regular).toHaveTextContent('$25.00/h');
    expect(regular).toHaveTextContent('$400.00');
    // The overtime line has no shifts of its own to open.
    expect(within(within(lines).getByRole('row', { name: /^Horas extra/ })).queryByRole('button')).toBeNull();

    const expand = within(regular).getByRole('button', { name: '2 turnos de Regular · Portón principal' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const shifts = screen.getByRole('table', { name: 'Turnos de Regular · Portón principal' });
    const [, punched, scheduled] = within(shifts).getAllByRole('row');
    // 11:00–19:00 UTC is 7:00 AM – 3:00 PM in Puerto Rico.
    expect(punched).toHaveTextContent('Luis A. Rivera Santiago05/10/20267:00 AM – 3:00 PMMarcas7:528:00Redondeado');
    expect(scheduled).toHaveTextContent('06/10/2026');
    expect(scheduled).toHaveTextContent('Horario, sin verificar');
    expect(scheduled).toHaveTextContent('3:004:00Mínimo aplicado · Cortado a medianoche');
    await userEvent.click(expand);
    expect(screen.queryByRole('table', { name: /^Turnos de/ })).toBeNull();

    const totals = screen.getByLabelText('Totales');
    expect(totals).toHaveTextContent('IVU estatal (10.5%)$42.00');
    expect(totals).toHaveTextContent('IVU municipal (1%)$4.00');
    expect(totals).toHaveTextContent('Total$446.00');
    // A draft owes nothing yet: no paid, credited or balance.
    expect(totals).not.toHaveTextContent('Saldo');
    expect(screen.getByText('Ramón Figueroa Colón, 02/11/2026, 9:00 AM')).toBeInTheDocument();
  });

  it("offers only the draft's actions and approves after asking", async () => {
    const fetchSpy = renderDetail(invoiceOf(), {
      [`POST /api/invoicing/invoices/${DRAFT_ID}/approve`]: { body: issuedOf({ id: DRAFT_ID }) },
    });
    const approve = await screen.findByRole('button', { name: 'Aprobar' });
    expect(screen.getByRole('button', { name: 'Generar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar borrador' })).toBeInTheDocument();
    for (const name of ['Enviar', 'Anular', 'Nota de crédito']) expect(screen.queryByRole('button', { name })).toBeNull();
    await userEvent.click(approve);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Aprobar el borrador de factura?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(posts(fetchSpy)).toEqual([`/api/invoicing/invoices/${DRAFT_ID}/approve`]));
  });

  it('offers no approval while hours have no rate, and says what to do', async () => {
    renderDetail(invoiceOf({ unpricedMinutes: 90, can: { ...invoiceOf().can, approve: false } }));
    await screen.findByRole('heading', { name: 'Borrador de factura' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '1:30 h no tienen tarifa, así que no se puede aprobar. Agregue una tarifa para el cliente o el puesto en «Tarifas de clientes»',
    );
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generar de nuevo' })).toBeInTheDocument();
  });

  it('sends an issued invoice after saying where the PDF goes, and links its PDF in both languages (en)', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = renderDetail(issuedOf({ overdue: true }), {
      [`POST /api/invoicing/invoices/${ISSUED_ID}/send`]: { body: issuedOf({ status: 'sent' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Invoice F-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF in Spanish' })).toHaveAttribute(
      'href',
      `/api/invoicing/invoices/${ISSUED_ID}/pdf?lang=es`,
    );
    expect(screen.getByRole('link', { name: 'PDF in English' })).toHaveAttribute(
      'href',
      `/api/invoicing/invoices/${ISSUED_ID}/pdf?lang=en`,
    );
    for (const name of ['Approve', 'Delete draft', 'Generate again']) expect(screen.queryByRole('button', { name })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Send invoice F-2026-0001?');
    expect(dialog).toHaveTextContent("The PDF will be e-mailed to the customer's billing address (cuentas@plazaflamboyanes.com).");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(fetchSpy)).toEqual([`/api/invoicing/invoices/${ISSUED_ID}/send`]));
  });

  it('Mexico: an issued invoice in pesos downloads its CFDI 4.0 XML and says stamping is the PAC’s; other invoices have none', async () => {
    await i18n.changeLanguage('es');
    const createUrl = vi.fn(() => 'blob:cfdi');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const fetchSpy = renderDetail(issuedOf({ currency: 'MXN' }), {
      [`GET /api/invoicing/invoices/${ISSUED_ID}/cfdi.xml`]: { body: '<cfdi:Comprobante/>' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CFDI 4.0 (XML)' }));
    expect(screen.getByText(/Centinela no timbra/)).toBeInTheDocument();
    await waitFor(() => expect(createUrl).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(`/api/invoicing/invoices/${ISSUED_ID}/cfdi.xml`);
  });

  it('no CFDI for an invoice in dollars or a draft', async () => {
    renderDetail(issuedOf());
    expect(await screen.findByRole('heading', { name: /F-2026-0001/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CFDI 4.0 (XML)' })).toBeNull();
  });
});
