// Issue 29: the company's antispoof threshold is edited with the other face recognition settings, and saved.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { FaceRecognitionSettingsPage } from './FaceRecognitionSettingsPage';

const SETTINGS = {
  matchThreshold: 0.7,
  graceBeforeMinutes: 60,
  graceAfterMinutes: 120,
  allowUnscheduled: false,
  challengeKind: 'any',
  registrationExpiryHours: 72,
  antiSpoofThreshold: 0.5,
};

const renderPage = () => {
  const session = makeSession(
    makeUser('security_company_admin', {
      access: { isBuiltInAdmin: true, roleRecords: [], overrides: [] },
    }),
  );
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: session },
    'GET /api/face-recognition/settings': { body: SETTINGS },
    'PUT /api/face-recognition/settings': (init) => ({ body: JSON.parse(String(init?.body)) }),
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <FaceRecognitionSettingsPage />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

describe('FaceRecognitionSettingsPage', () => {
  it('shows the antispoof threshold and saves a new one', async () => {
    const fetchSpy = renderPage();
    const field = await screen.findByLabelText(/^Umbral antisuplantación/);
    await waitFor(() => expect(field).toHaveValue(0.5));
    await userEvent.clear(field);
    await userEvent.type(field, '0.65');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, put] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT') ?? [];
    expect(JSON.parse(String(put?.body))).toEqual({ ...SETTINGS, antiSpoofThreshold: 0.65 });
  });

  it('labels it in English too', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    expect(await screen.findByLabelText(/^Anti-spoof threshold/)).toBeInTheDocument();
  });
});
