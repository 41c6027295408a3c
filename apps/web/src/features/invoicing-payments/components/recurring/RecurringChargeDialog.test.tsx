// The recurring charge dialog: the rule read back in words as it is set, what is sent (cents, weekdays of a weekly rule,
// no post as null), the schema's messages on their fields before anything is sent, and an edit sent with PUT.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CHARGE, CUSTOMER, chargeOf, POST, pickerRoutes, TAX } from './fixtures';
import { RecurringChargeDialog, type TRecurringChargeTarget } from './RecurringChargeDialog';

const renderDialog = (target: TRecurringChargeTarget, onWrite: (body: unknown) => { status: number; body: unknown }) => {
  const reply = (init: RequestInit | undefined) => onWrite(JSON.parse(String(init?.body)));
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    ...pickerRoutes(),
    'POST /api/invoicing/recurring-charges': reply,
    [`PUT /api/invoicing/recurring-charges/${CHARGE}`]: reply,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecurringChargeDialog target={target} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
});

describe('RecurringChargeDialog', () => {
  it('reads the rule back as it is set and sends a weekly charge every 2 weeks on Monday and Thursday', async () => {
    const sent = vi.fn();
    renderDialog({ mode: 'create' }, (body) => {
      sent(body);
      return { status: 201, body: chargeOf() };
    });
    await screen.findByRole('option', { name: 'Plaza Los Flamboyanes' });
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: CUSTOMER } });
    await screen.findByRole('option', { name: 'Portón principal' });
    fireEvent.change(screen.getByLabelText('Puesto'), { target: { value: POST } });
    fireEvent.change(screen.getByLabelText(/^Descripción/), { target: { value: 'Monitoreo de cámaras' } });
    fireEvent.change(screen.getByLabelText(/^Importe por fecha/), { target: { value: '150' } });
    await screen.findByRole('option', { name: 'IVU Puerto Rico (11.5%)' });
    fireEvent.change(screen.getByLabelText('Perfil de impuestos'), { target: { value: TAX } });
    // A new charge is monthly on the first of next month.
    expect(screen.getByText('Regla: Mensual, el día 1')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Se repite'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Cada cuántas semanas'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Jue'));
    fireEvent.click(screen.getByLabelText('Lun'));
    expect(await screen.findByText('Regla: Cada 2 semanas, los lunes y jueves')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cómo se factura'), { target: { value: 'alone' } });
    expect(screen.getByText('Cada fecha genera un borrador de factura propio ese día.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toMatchObject({
      customerCompanyId: CUSTOMER,
      postId: POST,
      description: 'Monitoreo de cámaras',
      amountCents: 15000,
      taxProfileId: TAX,
      frequency: 'weekly',
      interval: 2,
      daysOfWeek: [1, 4],
      endDate: null,
      billing: 'alone',
      isActive: true,
    });
  });

  it("puts the schema's messages on their fields and sends nothing (en)", async () => {
    await i18n.changeLanguage('en');
    const sent = vi.fn();
    renderDialog({ mode: 'create', customerCompanyId: CUSTOMER }, (body) => {
      sent(body);
      return { status: 201, body: chargeOf() };
    });
    fireEvent.change(await screen.findByLabelText('Repeats'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Every how many weeks'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Enter the charge's description.")).toBeInTheDocument();
    expect(screen.getByText('Enter an amount greater than 0.')).toBeInTheDocument();
    expect(screen.getByText('The interval must be a whole number between 1 and 99.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for a weekday and an end after the start once the rest is right', async () => {
    renderDialog({ mode: 'edit', charge: chargeOf({ frequency: 'weekly', daysOfWeek: [1] }) }, () => ({ status: 200, body: chargeOf() }));
    fireEvent.click(await screen.findByLabelText('Lun'));
    fireEvent.change(screen.getByLabelText(/^Última fecha/), { target: { value: '01/12/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija al menos un día de la semana.')).toBeInTheDocument();
    expect(screen.getByText('La última fecha no puede ser anterior a la primera.')).toBeInTheDocument();
  });

  it('edits a charge with its own values and sends the change with PUT', async () => {
    const sent = vi.fn();
    renderDialog({ mode: 'edit', charge: chargeOf() }, (body) => {
      sent(body);
      return { status: 200, body: chargeOf() };
    });
    expect(await screen.findByRole('dialog', { name: 'Editar cargo recurrente' })).toHaveAccessibleDescription(
      'Un importe fijo que se factura en cada fecha de la regla, desde la primera fecha hasta la última (o hasta que se detenga).',
    );
    expect(screen.getByLabelText(/^Descripción/)).toHaveValue('Ronda de patrulla mensual');
    expect(screen.getByText('Regla: Mensual, el día 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Activo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toMatchObject({ amountCents: 45000, isActive: false, postId: POST, startDate: '2026-01-01' });
  });
});
