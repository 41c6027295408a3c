import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { HolidayCalendar } from './HolidayCalendar';

const can = { delete: false, remove: true };
const LIST = {
  country: 'PR',
  year: 2026,
  items: [
    { date: '2026-01-06', name: null, key: 'epiphany', source: 'statutory', removed: false, id: null, can },
    {
      date: '2026-03-22',
      name: null,
      key: 'emancipation',
      source: 'statutory',
      removed: true,
      id: '00000000-0000-4000-8000-000000000001',
      can: { delete: true, remove: false },
    },
    {
      date: '2026-08-10',
      name: 'Aniversario',
      key: null,
      source: 'company',
      removed: false,
      id: '00000000-0000-4000-8000-000000000002',
      can: { delete: true, remove: false },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('HolidayCalendar', () => {
  it('lists statutory dates by their translated name, the removed and the added ones, and takes a date off', async () => {
    const fetchSpy = stubFetch({
      'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
      'GET /api/payroll/holidays': { body: LIST },
      'POST /api/payroll/holidays': { status: 201, body: LIST.items[0] },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HolidayCalendar initialYear={2026} />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Feriados de 2026' });
    expect(within(table).getByText('Día de Reyes')).toBeInTheDocument();
    expect(within(table).getByText('Quitado')).toBeInTheDocument();
    expect(within(table).getByText('Aniversario')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Devolver Día de la Abolición de la Esclavitud al calendario' })).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Quitar Día de Reyes del calendario' }));
    await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: '2026-01-06', action: 'remove' });
    // The fixture's role record grants view only: no form to add a date (the server decides the row actions).
    expect(screen.queryByRole('form', { name: 'Agregar un feriado' })).not.toBeInTheDocument();
  });
});
