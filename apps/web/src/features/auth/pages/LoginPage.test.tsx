import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/Toaster';
import { createQueryClient } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { LoginPage } from './LoginPage';

const COMPANIES = [
  { value: '11111111-1111-4111-8111-111111111111', label: 'Vigilancia Boricua Security' },
  { value: '22222222-2222-4222-8222-222222222222', label: 'Centinela' },
];

const renderLogin = () => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};

const loginCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/auth/login' && init?.method === 'POST');

describe('login form (spec section 2 "Login screen")', () => {
  it('sends nothing unless company, email and password are all filled', async () => {
    const user = userEvent.setup();
    const session = makeSession(makeUser('security_company_admin'));
    const fetchMock = stubFetch({ 'GET /api/auth/companies': { body: COMPANIES }, 'POST /api/auth/login': { body: session } });
    const router = renderLogin();
    const submit = screen.getByRole('button', { name: 'Iniciar sesión' });
    await screen.findByRole('option', { name: 'Vigilancia Boricua Security' });

    // Email and password, no company.
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@vigilanciaboricua.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Centinela2026!');
    await user.click(submit);
    expect(await screen.findByText('Seleccione su empresa.')).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);

    // Company and password, no email.
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Vigilancia Boricua Security');
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.click(submit);
    expect(await screen.findByText('Ingrese su correo electrónico.')).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);

    // Company and email, no password.
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@vigilanciaboricua.com');
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.click(submit);
    expect(await screen.findByText('Ingrese su contraseña.')).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);

    // All three: one request, with the company id, then the dashboard.
    await user.type(screen.getByLabelText('Contraseña'), 'Centinela2026!');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const calls = loginCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({
      company: COMPANIES[0].value,
      email: 'admin@vigilanciaboricua.com',
      password: 'Centinela2026!',
      rememberMe: false,
    });
    expect(await screen.findByText('Sesión iniciada correctamente')).toBeInTheDocument();
  });

  it('stores user and company on success, never the password', async () => {
    const user = userEvent.setup();
    const session = makeSession(makeUser('security_guard'));
    stubFetch({ 'GET /api/auth/companies': { body: COMPANIES }, 'POST /api/auth/login': { body: session } });
    renderLogin();
    await screen.findByRole('option', { name: 'Vigilancia Boricua Security' });
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Vigilancia Boricua Security');
    await user.type(screen.getByLabelText('Correo electrónico'), 'guardia@vigilanciaboricua.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Centinela2026!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(localStorage.getItem('user')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe(session.user.email);
    expect(JSON.parse(localStorage.getItem('company') ?? '{}').name).toBe('Vigilancia Boricua Security');
    const stored = `${localStorage.getItem('user')}${localStorage.getItem('company')}`;
    expect(stored).not.toContain('Centinela2026!');
    expect(stored).not.toMatch(/"password"\s*:/i);
  });

  it("shows 'Login Failed' with the translated server message on 401", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/companies': { body: COMPANIES },
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } },
    });
    const router = renderLogin();
    await screen.findByRole('option', { name: 'Centinela' });
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Centinela');
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@centinela.local');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Error al iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText('Credenciales inválidas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says how long to wait on 429 from the sign-in limit', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/companies': { body: COMPANIES },
      'POST /api/auth/login': {
        status: 429,
        body: {
          message: 'Too many failed sign-in attempts for this account. Please wait 30 seconds and try again.',
          code: 'RATE_LIMITED',
          details: { scope: 'account', retryAfterSeconds: 30 },
        },
      },
    });
    renderLogin();
    await screen.findByRole('option', { name: 'Centinela' });
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Centinela');
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@centinela.local');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText(
        'Demasiados intentos fallidos de inicio de sesión para esta cuenta. Espere 30 segundos e inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();
  });

  it('signs in to a company hidden from the list with its code, behind "¿Su empresa no aparece?" (issue 29)', async () => {
    const user = userEvent.setup();
    const session = makeSession(makeUser('security_company_admin'));
    // No company listed at all: the code is still a way in.
    const fetchMock = stubFetch({ 'GET /api/auth/companies': { body: [] }, 'POST /api/auth/login': { body: session } });
    const router = renderLogin();
    expect(await screen.findByRole('status')).toHaveTextContent('No hay empresas disponibles');
    expect(screen.queryByLabelText('Código de empresa')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '¿Su empresa no aparece?' }));
    expect(screen.queryByLabelText('Empresa')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@oculta.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Centinela2026!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Ingrese el código de su empresa.')).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Código de empresa'), ' ab12-cd34 ');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const calls = loginCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({
      company: 'ab12-cd34',
      email: 'admin@oculta.com',
      password: 'Centinela2026!',
      rememberMe: false,
    });
  });

  it('goes back from the code to the list, which it then sends', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/auth/companies': { body: COMPANIES },
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } },
    });
    renderLogin();
    await screen.findByRole('option', { name: 'Centinela' });
    await user.click(screen.getByRole('button', { name: '¿Su empresa no aparece?' }));
    await user.type(screen.getByLabelText('Código de empresa'), 'FFFF0000');
    await user.click(screen.getByRole('button', { name: 'Elegir de la lista' }));
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Centinela');
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@centinela.local');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // A wrong code reads like a wrong password: the same 'Login Failed'.
    expect(await screen.findByText('Credenciales inválidas')).toBeInTheDocument();
    expect(JSON.parse(String(loginCalls(fetchMock)[0][1]?.body)).company).toBe(COMPANIES[1].value);
  });

  it("shows 'Error loading companies' with a retry, and 'No companies available'", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
    stubFetch({ 'GET /api/auth/companies': () => answer });
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las empresas');
    expect(screen.getByLabelText('Empresa')).toBeDisabled();

    answer = { status: 200, body: [] };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No hay empresas disponibles');
    expect(screen.getByLabelText('Empresa')).toBeDisabled();
  });
});
