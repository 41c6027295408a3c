// The invoicing settings form: the saved values shown (burden in percent), the number the prefix makes, what is sent
// (burden in basis points, the CFDI issuer only when the company issues CFDI), the schema's messages on their fields,
// and the note that stamping needs a PAC.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { InvoicingSettingsForm } from './InvoicingSettingsForm';

const SAVED = {
  invoicePrefix: 'F',
  creditNotePrefix: 'NC',
  employerBurdenBp: 2000,
  incomeAccount: null,
  taxAccount: null,
  receivableAccount: null,
  cfdiIssuer: null,
  cfdiProductCode: '92121504',
};

const renderForm = (onPut: (body: Record<string, unknown>) => { status: number; body: unknown }) => {
  const session = makeSession(makeUser('security_company_admin'));
  stubFetch({
    'GET /api/auth/me': { body: session },
    'GET /api/invoicing/settings': { body: SAVED },
    'PUT /api/invoicing/settings': (init) => onPut(JSON.parse(String(init?.body))),
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <InvoicingSettingsForm />
      <Toaster />
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('InvoicingSettingsForm', () => {
  it('shows the burden in percent, previews the number and sends basis points and the CFDI issuer', async () => {
    const sent = vi.fn();
    renderForm((body) => {
      sent(body);
      return { status: 200, body: { ...SAVED, ...body } };
    });
    const burden = await screen.findByLabelText(/^Carga patronal/);
    expect(burden).toHaveValue('20');
    expect(
      screen.getByText(/El timbrado \(el sello del SAT\) lo hace un proveedor autorizado de certificación \(PAC\)/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Prefijo de las facturas/), { target: { value: 'fac' } });
    expect(screen.getByText(/La próxima se numerará así: FAC-\d{4}-0001/)).toBeInTheDocument();
    fireEvent.change(burden, { target: { value: '22,5' } });
    fireEvent.change(screen.getByLabelText('Cuenta de ingresos'), { target: { value: 'Ingresos por servicios' } });
    expect(screen.queryByLabelText(/^RFC/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Emito facturas CFDI en México' }));
    fireEvent.change(screen.getByLabelText(/^RFC/), { target: { value: 'csm010203ab1' } });
    fireEvent.change(screen.getByLabelText(/^Nombre o razón social/), { target: { value: 'Centinela Seguridad México' } });
    fireEvent.change(screen.getByLabelText(/^Régimen fiscal/), { target: { value: '601' } });
    fireEvent.change(screen.getByLabelText(/^Código postal de expedición/), { target: { value: '06600' } });
    fireEvent.change(screen.getByLabelText(/^Número de certificado/), { target: { value: '30001000000500003416' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toEqual({
      invoicePrefix: 'FAC',
      creditNotePrefix: 'NC',
      employerBurdenBp: 2250,
      incomeAccount: 'Ingresos por servicios',
      taxAccount: null,
      receivableAccount: null,
      cfdiIssuer: {
        rfc: 'CSM010203AB1',
        name: 'Centinela Seguridad México',
        taxRegime: '601',
        postalCode: '06600',
        certificateNumber: '30001000000500003416',
      },
      cfdiProductCode: '92121504',
    });
    expect(await screen.findByText('Configuración de facturación guardada')).toBeInTheDocument();
  });

  it("puts the schema's messages on their fields and sends nothing (en)", async () => {
    await i18n.changeLanguage('en');
    const sent = vi.fn();
    renderForm((body) => {
      sent(body);
      return { status: 200, body: SAVED };
    });
    fireEvent.change(await screen.findByLabelText(/^Invoice prefix/), { target: { value: 'F 1' } });
    fireEvent.change(screen.getByLabelText(/^Employer burden/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText(/^Product or service code/), { target: { value: '9212' } });
    fireEvent.click(screen.getByRole('switch', { name: 'I issue CFDI invoices in Mexico' }));
    fireEvent.change(screen.getByLabelText(/^RFC/), { target: { value: 'XYZ' } });
    fireEvent.change(screen.getByLabelText(/^Postal code of issue/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use 1 to 6 capital letters or digits, no spaces.')).toBeInTheDocument();
    expect(screen.getByText('The employer burden must be between 0% and 100%.')).toBeInTheDocument();
    expect(screen.getByText('The product or service code has 8 digits.')).toBeInTheDocument();
    expect(screen.getByText('The RFC is not valid (for example ABC010203XY1).')).toBeInTheDocument();
    expect(screen.getByText('The postal code must have 5 digits.')).toBeInTheDocument();
    expect(screen.getByText('Choose the tax regime.')).toBeInTheDocument();
    expect(screen.getByText('The certificate number (CSD) has 20 digits.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
