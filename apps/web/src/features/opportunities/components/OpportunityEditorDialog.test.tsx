import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { OpportunityEditorDialog } from './OpportunityEditorDialog';

const renderDialog = (role: 'security_company_admin' | 'customer_company_admin') => {
  const user = makeUser(role, role === 'customer_company_admin' ? { customerId: '11111111-1111-4111-8111-111111111111' } : {});
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(user) },
    'GET /api/customer-companies': { body: [] },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OpportunityEditorDialog target={{ mode: 'create' }} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
});

describe('OpportunityEditorDialog', () => {
  it('says the section 5 rules before anything is sent: title and description lengths, guards, e-mail', async () => {
    const fetchSpy = renderDialog('security_company_admin');
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText(/^Descripción/), { target: { value: 'corta' } });
    fireEvent.change(screen.getByLabelText(/^Guardias requeridos/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Hora de inicio/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^Hora de fin/), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('El título debe tener entre 3 y 100 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('La descripción debe tener al menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('El número de guardias debe ser mayor que 0.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un correo electrónico válido.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  // Issue 29: the end-before-start and past-date rules waited for every other field; the toast said "Complete los campos
  // obligatorios" even when every field was filled.
  it('shows every error at the first submit and the toast names each field with its rule (es)', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchSpy = renderDialog('security_company_admin');
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Concierto' } });
    fireEvent.change(screen.getByLabelText(/^Fecha de inicio/), { target: { value: '01/01/2020' } });
    fireEvent.change(screen.getByLabelText(/^Hora de inicio/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^Hora de fin/), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('No se permiten fechas pasadas.')).toBeInTheDocument();
    expect(screen.getByText('La hora de fin no puede ser anterior a la de inicio.')).toBeInTheDocument();
    expect(screen.getByText('La descripción debe tener al menos 10 caracteres.')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    const [title, options] = error.mock.calls.at(-1) as [string, { description: string }];
    expect(title).toMatch(/^Revise los \d+ campos marcados$/);
    expect(options.description).toContain('Fecha de inicio: No se permiten fechas pasadas.');
    expect(options.description).toContain('Hora de fin: La hora de fin no puede ser anterior a la de inicio.');
    expect(title).not.toContain('Complete los campos obligatorios');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says what its button does: staff save a draft, a customer sends the request', async () => {
    renderDialog('security_company_admin');
    expect(await screen.findByRole('button', { name: 'Guardar borrador' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
  });

  it('a customer company admin sends the request', async () => {
    renderDialog('customer_company_admin');
    expect(await screen.findByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    const error = vi.spyOn(toast, 'error');
    renderDialog('security_company_admin');
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^End time/), { target: { value: '09:00' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    const [title, options] = error.mock.calls.at(-1) as [string, { description: string }];
    expect(title).toMatch(/^Check the \d+ marked fields$/);
    expect(options.description).toMatch(/^End time: /m);
  });

  it('keeps internal notes and the pay rate for staff only', async () => {
    renderDialog('security_company_admin');
    expect(await screen.findByLabelText(/^Notas internas/)).toBeInTheDocument();
  });

  it('asks a customer company admin for no client (their own) and shows no internal field', async () => {
    const fetchSpy = renderDialog('customer_company_admin');
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/auth/me'))).toBe(true));
    await waitFor(() => expect(screen.queryByLabelText(/^Notas internas/)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/^Pago al guardia/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Cliente/)).not.toBeInTheDocument();
  });
});
