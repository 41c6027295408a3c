import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

describe('OpportunityEditorDialog', () => {
  it('says the section 5 rules before anything is sent: title and description lengths, guards, e-mail', async () => {
    const fetchSpy = renderDialog('security_company_admin');
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText(/^Descripción/), { target: { value: 'corta' } });
    fireEvent.change(screen.getByLabelText(/^Guardias requeridos/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Hora de inicio/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^Hora de fin/), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('El título debe tener entre 3 y 100 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('La descripción debe tener al menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('El número de guardias debe ser mayor que 0.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un correo electrónico válido.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
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
