// A customer's CFDI 4.0 receiver data: none by default (sent as null), added on request with SAT's catalogues and
// defaults (G03 gastos en general, 03 transferencia), checked before sending, and removed again.
import type { TCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CustomerCompanyForm } from './CustomerCompanyForm';

const ID = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';

const customer = (cfdi: TCustomerCompany['billing']['cfdi'] = null): TCustomerCompany => ({
  id: ID,
  companyId: COMPANY,
  companyName: 'Centinela',
  name: 'Corporativo Reforma',
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
  billing: {
    billingName: null,
    billingEmail: null,
    taxId: 'CRE010203AB1',
    paymentTermsDays: null,
    billingAddress: null,
    invoiceLanguage: null,
    cfdi,
  },
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  can: { update: true, delete: true, deactivate: true, activate: true },
});

const renderForm = (c: TCustomerCompany) => {
  const sent = vi.fn();
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    [`PUT /api/customer-companies/${ID}`]: (init) => {
      sent(JSON.parse(String(init?.body)));
      return { status: 200, body: c };
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CustomerCompanyForm customer={c} defaultCompanyId={COMPANY} isPlatformAdmin={false} onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  return sent;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('CustomerCfdiFields', () => {
  it('has no CFDI data by default and sends null', async () => {
    const sent = renderForm(customer());
    expect(screen.queryByLabelText(/^Régimen fiscal del cliente/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0].billing.cfdi).toBeNull();
  });

  it('adds the receiver data with its catalogues, checks the postal code, and sends it', async () => {
    const sent = renderForm(customer());
    fireEvent.click(screen.getByRole('button', { name: 'Agregar datos CFDI' }));
    expect(screen.getByLabelText(/^Uso del CFDI/)).toHaveDisplayValue('G03 · Gastos en general');
    expect(screen.getByLabelText(/^Forma de pago/)).toHaveDisplayValue('03 · Transferencia electrónica de fondos');
    fireEvent.change(screen.getByLabelText(/^Régimen fiscal del cliente/), { target: { value: '626' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El código postal debe tener 5 dígitos.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Código postal del domicilio fiscal/), { target: { value: '64000' } });
    fireEvent.change(screen.getByLabelText(/^Forma de pago/), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0].billing.cfdi).toEqual({ taxRegime: '626', postalCode: '64000', cfdiUse: 'G03', paymentForm: '99' });
  });

  it("shows a customer's saved data and removes it (en)", async () => {
    await i18n.changeLanguage('en');
    const sent = renderForm(customer({ taxRegime: '601', postalCode: '06600', cfdiUse: 'G01', paymentForm: '04' }));
    expect(screen.getByLabelText(/^Customer's tax regime/)).toHaveDisplayValue('601 · General de Ley Personas Morales');
    expect(screen.getByLabelText(/^Postal code of the tax address/)).toHaveValue('06600');
    fireEvent.click(screen.getByRole('button', { name: 'Remove CFDI details' }));
    expect(screen.queryByLabelText(/^Customer's tax regime/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0].billing.cfdi).toBeNull();
  });
});
