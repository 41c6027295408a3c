// Issue 29: staffing a one-off service asked for a weekly roster shift unrelated to the request's date, and its warnings
// read in English ("45 h this week, over the 40 h threshold"). It is staffed at a post for its own dates and hours now,
// and each conflict is worded in the reader's language from its fields.
import type { TOpportunityDetail } from '@centinela/shared/contracts/opportunities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { GuardsTab } from './OpportunityDetailDialog';

const ID = '00000000-0000-4000-8000-0000000000f1';
const POST = '00000000-0000-4000-8000-0000000000b1';
const GUARD = '00000000-0000-4000-8000-0000000000c1';

const OPPORTUNITY = {
  id: ID,
  postId: null,
  startDate: '2026-12-12',
  endDate: '2026-12-12',
  startTime: '18:00',
  endTime: '23:00',
  guards: [],
} as unknown as TOpportunityDetail;

const AVAILABILITY = {
  date: '2026-12-12',
  startTime: '18:00',
  endTime: '23:00',
  items: [
    {
      guardId: GUARD,
      name: 'Pedro Ocupado',
      rank: null,
      status: 'warning',
      conflicts: [
        {
          type: 'weekly_hours',
          severity: 'warning',
          message: '45 h this week, over the 40 h threshold',
          weeklyHours: 45,
          thresholdHours: 40,
        },
      ],
      assigned: false,
    },
  ],
  counts: { available: 0, conflicts: 1 },
};

const renderTab = () => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/posts/options': { body: [{ value: POST, label: 'Salón principal', customerCompanyName: 'Convenciones' }] },
    [`GET /api/opportunities/${ID}/guards?postId=${POST}`]: { body: AVAILABILITY },
    [`POST /api/opportunities/${ID}/guards`]: { body: {} },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GuardsTab o={OPPORTUNITY} />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('GuardsTab', () => {
  it('asks for the post only, checks the service’s own dates and assigns there (es)', async () => {
    const fetchSpy = renderTab();
    expect(screen.queryByLabelText(/^Turno/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Cuadrante/)).not.toBeInTheDocument();
    const post = screen.getByLabelText('Puesto del servicio');
    expect(post).toHaveAccessibleDescription('Se comprueba para las fechas y el horario del servicio: 12/12/2026, 18:00–23:00.');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Salón principal' })).toBeInTheDocument());
    fireEvent.change(post, { target: { value: POST } });
    expect(await screen.findByText('45 h esta semana, por encima del límite de 40 h')).toBeInTheDocument();
    expect(screen.queryByText(/this week/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Pedro Ocupado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asignar 1 guardia' }));
    await waitFor(() => {
      const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ guardIds: [GUARD], postId: POST });
    });
  });

  it('words the warning in English for an English reader', async () => {
    await i18n.changeLanguage('en');
    renderTab();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Salón principal' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Service post'), { target: { value: POST } });
    expect(await screen.findByText('45 h this week, over the 40 h threshold')).toBeInTheDocument();
  });
});
