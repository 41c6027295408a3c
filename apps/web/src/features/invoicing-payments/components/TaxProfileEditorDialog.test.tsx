// The tax profile editor: components typed as percents are totalled as they are typed and sent in thousandths; an
// exempt profile asks for its certificate instead of rates; the server's "name taken" lands on the name.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { TaxProfileEditorDialog } from './TaxProfileEditorDialog';

const renderEditor = (onPost: (body: unknown) => { status: number; body: unknown }) => {
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'POST /api/invoicing/tax-profiles': (init) => onPost(JSON.parse(String(init?.body))),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TaxProfileEditorDialog target={{ mode: 'create' }} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
};

const textboxes = (name: string) => screen.getAllByRole('textbox', { name });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('TaxProfileEditorDialog', () => {
  it('totals 10.5 % + 1 % as typed and sends them as 10500 and 1000', async () => {
    const sent = vi.fn();
    renderEditor((body) => {
      sent(body);
      return { status: 201, body: {} };
    });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'IVU Puerto Rico' } });
    fireEvent.change(textboxes('Concepto')[0], { target: { value: 'IVU estatal' } });
    fireEvent.change(textboxes('Porcentaje')[0], { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar concepto' }));
    fireEvent.change(textboxes('Concepto')[1], { target: { value: 'IVU municipal' } });
    fireEvent.change(textboxes('Porcentaje')[1], { target: { value: '1' } });
    expect(await screen.findByText('Total: 11.5%')).toBeInTheDocument();
    // The example invoice in cents, as the kind reads it (each component on the total), then per line.
    expect(
      screen.getByText('Ejemplo, tres líneas de $333.35: IVU estatal $105.01 · IVU municipal $10.00 — impuesto $115.01.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Redondeo'), { target: { value: 'per_line' } });
    expect(
      await screen.findByText('Ejemplo, tres líneas de $333.35: IVU estatal $105.00 · IVU municipal $9.99 — impuesto $114.99.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toMatchObject({ rounding: 'per_line' });
    expect(sent.mock.calls[0][0]).toMatchObject({
      name: 'IVU Puerto Rico',
      kind: 'pr_ivu',
      exemptionCertificate: null,
      rates: [
        {
          components: [
            { label: 'IVU estatal', rateMilliPercent: 10500 },
            { label: 'IVU municipal', rateMilliPercent: 1000 },
          ],
        },
      ],
    });
  });

  it('asks an exempt profile for its certificate, not for rates', async () => {
    const sent = vi.fn();
    renderEditor((body) => {
      sent(body);
      return { status: 201, body: {} };
    });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Gobierno municipal' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'exempt' } });
    expect(screen.queryByText('Tasas por fecha')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Un cliente exento necesita el número de su certificado de exención.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Número del certificado de exención'), { target: { value: 'EX-2026-114' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toMatchObject({ kind: 'exempt', exemptionCertificate: 'EX-2026-114', rates: [] });
  });

  it("puts the server's 'name taken' on the name (en)", async () => {
    await i18n.changeLanguage('en');
    renderEditor(() => ({
      status: 409,
      body: {
        message: 'taken',
        code: 'TAX_PROFILE_NAME_TAKEN',
        details: { fieldErrors: { name: ['invoicingPayments:validation.taxNameTaken'] } },
      },
    }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'IVA 16 %' } });
    fireEvent.change(textboxes('Label')[0], { target: { value: 'IVA' } });
    fireEvent.change(textboxes('Percent')[0], { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tax profile with this name already exists.')).toBeInTheDocument();
  });
});
