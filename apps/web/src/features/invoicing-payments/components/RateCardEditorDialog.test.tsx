// The rate card editor: the post's pay rate beside the bill rate and the pay ≥ bill warning as it is typed; what is
// sent (1.5× as 150 hundredths, hours as minutes); the server's "version taken" on the date field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { RateCardEditorDialog } from './RateCardEditorDialog';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const POST = '22222222-2222-4222-8222-222222222222';
const TAX = '33333333-3333-4333-8333-333333333333';

const renderEditor = (onPost: (body: unknown) => { status: number; body: unknown }) => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/invoicing/customers': { body: { items: [{ id: CUSTOMER, name: 'Plaza Los Flamboyanes', isActive: true }] } },
    [`GET /api/invoicing/posts?customerCompanyId=${CUSTOMER}`]: {
      body: { items: [{ id: POST, name: 'Portón principal', customerCompanyId: CUSTOMER, payRateCents: 1800 }] },
    },
    'GET /api/invoicing/tax-profiles': {
      body: {
        items: [
          {
            id: TAX,
            name: 'IVU Puerto Rico',
            kind: 'pr_ivu',
            jurisdiction: null,
            exemptionCertificate: null,
            rates: [],
            rateTodayMilliPercent: 11500,
            rateCardCount: 0,
            can: { update: true, delete: true },
          },
        ],
      },
    },
    'POST /api/invoicing/rate-cards': (init) => onPost(JSON.parse(String(init?.body))),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RateCardEditorDialog target={{ mode: 'create' }} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const fillCard = async (bill: string) => {
  await screen.findByRole('option', { name: 'Plaza Los Flamboyanes' });
  fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: CUSTOMER } });
  await screen.findByRole('option', { name: 'Portón principal' });
  fireEvent.change(screen.getByLabelText('Puesto'), { target: { value: POST } });
  fireEvent.change(screen.getByLabelText(/^Tarifa de facturación por hora/), { target: { value: bill } });
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
});

describe('RateCardEditorDialog', () => {
  it("shows the post's pay rate and warns while the bill rate is at or below it", async () => {
    renderEditor(() => ({ status: 500, body: {} }));
    await fillCard('17.50');
    expect(await screen.findByText('Tarifa de pago del puesto hoy: $18.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La tarifa de pago ($18.00) es igual o mayor que la tarifa de facturación');
    fireEvent.change(screen.getByLabelText(/^Tarifa de facturación por hora/), { target: { value: '25' } });
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('sends the factor in hundredths, the minimum in minutes and the chosen tax profile', async () => {
    const sent = vi.fn();
    renderEditor((body) => {
      sent(body);
      return { status: 201, body: {} };
    });
    await fillCard('25');
    fireEvent.change(screen.getByLabelText('Factor de horas extra'), { target: { value: '1,5' } });
    fireEvent.change(screen.getByLabelText('Mínimo por turno (horas)'), { target: { value: '4' } });
    // The example bills a 7 h 52 min shift as typed: as worked, then on a quarter hour, then at a flat overtime rate.
    expect(
      await screen.findByText(
        'Ejemplo: un turno trabajado de 7 h 52 min se factura 7 h 52 min, $196.67. Una hora extra se factura a $37.50; una hora feriada a $37.50.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Redondeo'), { target: { value: '15' } });
    expect(await screen.findByText(/se factura 7 h 45 min, \$193\.75\./)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Redondeo'), { target: { value: '0' } });
    await screen.findByRole('option', { name: 'IVU Puerto Rico (11.5%)' });
    fireEvent.change(screen.getByLabelText('Perfil de impuestos'), { target: { value: TAX } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toMatchObject({
      customerCompanyId: CUSTOMER,
      postId: POST,
      rank: null,
      billRateCents: 2500,
      overtimeBilling: 'factor',
      overtimeFactor: 150,
      holidayBilling: 'factor',
      holidayFactor: 150,
      minimumMinutes: 240,
      paymentTermsDays: 30,
      billingCycle: 'monthly',
      taxProfileId: TAX,
    });
  });

  it("puts the server's 'version taken' on the date field", async () => {
    renderEditor(() => ({
      status: 409,
      body: {
        message: 'taken',
        code: 'RATE_CARD_VERSION_TAKEN',
        details: { fieldErrors: { fromDate: ['invoicingPayments:validation.versionTaken'] } },
      },
    }));
    await fillCard('25');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya hay una versión de esta tarifa que empieza ese día.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Desde/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a factor out of range on its field before anything is sent (en)', async () => {
    await i18n.changeLanguage('en');
    const sent = vi.fn();
    renderEditor((body) => {
      sent(body);
      return { status: 201, body: {} };
    });
    fireEvent.change(await screen.findByLabelText('Overtime factor'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The factor must be between 1 and 3.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
