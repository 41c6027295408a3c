import { describe, expect, it, vi } from 'vitest';
import { i18n, loadAllCatalogs } from '@/i18n';
import { stubFetch } from '@/test/fixtures';
import { ApiError, apiRequest, toApiError } from './api';
import { errorMessage } from './errors';

describe('ApiError format (spec section 8 "Generic")', () => {
  it("uses the JSON body's message: '{status}: {message}', with code and details", async () => {
    stubFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } } });
    const error = await apiRequest('POST', '/api/auth/login', { email: 'a@b.c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Invalid credentials');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect((error as ApiError).serverMessage).toBe('Invalid credentials');
  });

  it('keeps validation details', () => {
    const details = { fieldErrors: { email: ['Invalid email'] } };
    const error = toApiError(400, 'Bad Request', JSON.stringify({ message: 'email: Invalid email', code: 'VALIDATION', details }));
    expect(error.message).toBe('400: email: Invalid email');
    expect(error.details).toEqual(details);
  });

  it('uses the body text when the body is not JSON, and the status text when it is empty', () => {
    expect(toApiError(502, 'Bad Gateway', 'upstream down').message).toBe('502: upstream down');
    expect(toApiError(503, 'Service Unavailable', '').message).toBe('503: Service Unavailable');
    expect(toApiError(500, 'Internal Server Error', '').code).toBeNull();
  });

  it('turns a network failure into status 0 with code NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('GET', '/api/health').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
  });
});

describe('requests (spec section 7)', () => {
  it('always sends cookies and sends a JSON body only when one is given', async () => {
    const fetchMock = stubFetch({
      'GET /api/dashboard/stats': { body: { totalGuards: 1 } },
      'POST /api/auth/logout': { status: 204 },
      'PUT /api/users/1': { body: { ok: true } },
      'DELETE /api/users/1': { status: 204 },
    });

    await expect(apiRequest('GET', '/api/dashboard/stats')).resolves.toEqual({ totalGuards: 1 });
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
    await apiRequest('PUT', '/api/users/1', { name: 'Ana' });
    await apiRequest('DELETE', '/api/users/1');

    const [getCall, logoutCall, putCall, deleteCall] = fetchMock.mock.calls.map(([, init]) => init as RequestInit);
    for (const init of [getCall, logoutCall, putCall, deleteCall]) expect(init.credentials).toBe('include');
    expect(getCall.body).toBeUndefined();
    expect((getCall.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(logoutCall.body).toBeUndefined();
    expect((logoutCall.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(putCall.body).toBe(JSON.stringify({ name: 'Ana' }));
    expect((putCall.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(deleteCall.body).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it("shows the translation of a known code in the user's language", async () => {
    const error = new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    expect(errorMessage(error)).toBe('Credenciales inválidas');
    await i18n.changeLanguage('en');
    expect(errorMessage(error)).toBe('Invalid credentials');
  });

  it('says how long to wait after a 429 of the sign-in limit, in both languages', async () => {
    const minutes = new ApiError(429, 'RATE_LIMITED', 'Too many…', { scope: 'account', retryAfterSeconds: 840 });
    const seconds = new ApiError(429, 'RATE_LIMITED', 'Too many…', { scope: 'address', retryAfterSeconds: 1 });
    await i18n.changeLanguage('es');
    expect(errorMessage(minutes)).toBe(
      'Demasiados intentos fallidos de inicio de sesión para esta cuenta. Espere 14 minutos e inténtelo de nuevo.',
    );
    expect(errorMessage(seconds)).toBe(
      'Demasiados intentos fallidos de inicio de sesión desde su red. Espere 1 segundo e inténtelo de nuevo.',
    );
    await i18n.changeLanguage('en');
    expect(errorMessage(minutes)).toBe('Too many failed sign-in attempts for this account. Please wait 14 minutes and try again.');
    expect(errorMessage(seconds)).toBe('Too many failed sign-in attempts from your network. Please wait 1 second and try again.');
  });

  it('explains a refusal that would leave the company without a role manager, in both languages', async () => {
    const error = new ApiError(409, 'LAST_ROLE_MANAGER', 'This change would leave the company without …');
    await i18n.changeLanguage('es');
    expect(errorMessage(error)).toMatch(/^Este cambio dejaría a la empresa sin ningún usuario activo que pueda administrar los roles/);
    await i18n.changeLanguage('en');
    expect(errorMessage(error)).toMatch(/^This change would leave the company without an active user who can manage roles/);
  });

  it('words a specific code itself, its `context` detail picking the variant (NOT_FOUND_guard)', async () => {
    await loadAllCatalogs('es');
    await i18n.changeLanguage('es');
    const missing = new ApiError(404, 'NOT_FOUND', 'Guard not found', { entity: 'guard', context: 'guard' });
    expect(errorMessage(missing)).toBe('Guardia no encontrado');
    const assigned = new ApiError(409, 'ROLE_ASSIGNED', 'The role is assigned to 2 user(s)…', { assignedUsers: 2 });
    expect(errorMessage(assigned)).toBe('El rol está asignado a 2 usuario(s); asígneles otro rol primero.');
    await i18n.changeLanguage('en');
    expect(errorMessage(missing)).toBe('Guard not found');
  });

  it("shows a validation answer's first problem: our words for its key, else the server's", async () => {
    await loadAllCatalogs('es');
    await i18n.changeLanguage('es');
    const keyed = toApiError(
      400,
      'Bad Request',
      JSON.stringify({
        message: 'startTime: Invalid time',
        code: 'VALIDATION',
        details: { fieldErrors: { startTime: ['common:validation.invalidTime'] } },
        issues: [{ path: 'startTime', code: 'custom', key: 'common:validation.invalidTime', message: 'Invalid time' }],
      }),
    );
    expect(keyed.issues).toHaveLength(1);
    expect(errorMessage(keyed)).toBe('Hora no válida');
    const worded = new ApiError(400, 'VALIDATION', 'postId: UUID inválido', {}, [
      { path: 'postId', code: 'invalid_format', message: 'UUID inválido' },
    ]);
    expect(errorMessage(worded)).toBe('UUID inválido');
    // An answer without issues (an older server) keeps the generic words.
    expect(errorMessage(new ApiError(400, 'VALIDATION', 'x'))).toBe(i18n.t('errors:VALIDATION'));
  });

  it("falls back to the server's message for an unknown code", () => {
    expect(errorMessage(new ApiError(409, 'SHIFT_OVERLAP', 'The guard already has a shift then'))).toBe(
      'The guard already has a shift then',
    );
  });
});
