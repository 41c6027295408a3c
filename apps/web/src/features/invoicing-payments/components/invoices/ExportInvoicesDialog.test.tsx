// The accounting export: last month by default, the server's check in words (errors left out, warnings), and Download
// as a link to the file of the chosen format, period and language; in English too.
import { RESOURCES, todayIn } from '@centinela/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatDay } from '@/lib/format';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { summaryOf } from './fixtures';
import { InvoicesTab } from './InvoicesTab';
import { lastMonthOf } from './invoiceWords';

const CHECK = {
  format: 'qbo',
  invoices: 3,
  rows: 7,
  problems: [
    { severity: 'error', code: 'credit_note_not_supported', invoiceNumber: 'NC-2026-0001' },
    { severity: 'warning', code: 'custom_numbers_required', invoiceNumber: null },
    { severity: 'warning', code: 'missing_due_date', invoiceNumber: 'F-2026-0002' },
  ],
};

const renderTab = () => {
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
    'GET /api/invoicing/customers': { body: { items: [] } },
    'GET /api/invoicing/invoices': { body: { items: [summaryOf()], total: 1 } },
    'GET /api/invoicing/export/check': { body: CHECK },
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/invoicing-payments']}>
        <InvoicesTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const checkUrls = (fetchSpy: ReturnType<typeof stubFetch>) =>
  fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invoicing/export/check?'));

describe('ExportInvoicesDialog', () => {
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('checks last month in QuickBooks Online, words the problems, and links Download to the file', async () => {
    const fetchSpy = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar a contabilidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar a contabilidad' });
    const { periodStart, periodEnd } = lastMonthOf(todayIn('America/Puerto_Rico'));
    expect(within(dialog).getByLabelText('Formato')).toHaveValue('qbo');
    expect(within(dialog).getByLabelText('Emitidas desde')).toHaveValue(formatDay(periodStart, 'es'));
    expect(within(dialog).getByLabelText('Emitidas hasta')).toHaveValue(formatDay(periodEnd, 'es'));

    expect(await within(dialog).findByText('Facturas y notas de crédito: 3 · Filas del archivo: 7')).toBeInTheDocument();
    expect(checkUrls(fetchSpy).at(-1)).toBe(`/api/invoicing/export/check?format=qbo&from=${periodStart}&to=${periodEnd}&lang=es`);
    const errors = within(dialog).getByRole('heading', { name: 'Se dejan fuera del archivo (errores)' }).parentElement as HTMLElement;
    expect(
      within(errors).getByText('La nota de crédito NC-2026-0001 no se importa con este formato: regístrela a mano o use IIF.'),
    ).toBeInTheDocument();
    const warnings = within(dialog).getByRole('heading', { name: 'Avisos' }).parentElement as HTMLElement;
    expect(
      within(warnings).getByText(
        "Active 'números de transacción personalizados' en QuickBooks Online antes de importar, o QuickBooks renumerará las facturas.",
      ),
    ).toBeInTheDocument();
    expect(within(warnings).getByText('La factura F-2026-0002 no tiene fecha de vencimiento.')).toBeInTheDocument();

    const download = within(dialog).getByRole('link', { name: 'Descargar' });
    expect(download).toHaveAttribute('href', `/api/invoicing/export?format=qbo&from=${periodStart}&to=${periodEnd}&lang=es`);
    expect(download).toHaveAttribute('download');

    // Another format and period: checked again before Download links to it.
    fireEvent.change(within(dialog).getByLabelText('Formato'), { target: { value: 'iif' } });
    fireEvent.change(within(dialog).getByLabelText('Emitidas desde'), { target: { value: '01/09/2026' } });
    await waitFor(() =>
      expect(checkUrls(fetchSpy).at(-1)).toBe(`/api/invoicing/export/check?format=iif&from=2026-09-01&to=${periodEnd}&lang=es`),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Descargar' })).toHaveAttribute(
        'href',
        `/api/invoicing/export?format=iif&from=2026-09-01&to=${periodEnd}&lang=es`,
      ),
    );
  });

  it('words the check in English and asks for the file in English', async () => {
    await i18n.changeLanguage('en');
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Export to accounting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to accounting' });
    expect(await within(dialog).findByText('Invoices and credit notes: 3 · Rows in the file: 7')).toBeInTheDocument();
    expect(
      within(dialog).getByText("Credit note NC-2026-0001 can't be imported in this format: enter it by hand or use IIF."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Left out of the file (errors)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(
      /^\/api\/invoicing\/export\?format=qbo&.*&lang=en$/,
    );
  });
});
