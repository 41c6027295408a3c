// Issue 29: a guard's dashboard speaks to him — his next shift (post, customer, "Hoy"/"Mañana", 12-hour times in the
// post's zone in both languages), his upcoming shifts, latest pay stubs with their PDF and his absences — and shows no
// company figures; a customer company admin's shows their posts today and their open incidents; staff keep theirs.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { dayIn } from '@/lib/format';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { DashboardPage } from './pages/DashboardPage';

const ZONE = 'America/Puerto_Rico';
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const dayPlus = (days: number) => dayIn(Date.now() + days * 86_400_000, ZONE);

/** A shift at 09:00–17:00 Puerto Rico time (13:00–21:00 UTC, no DST) `days` days from today. */
const shift = (days: number, post: string, extra: Record<string, unknown> = {}) => {
  const date = dayPlus(days);
  return {
    id: `${ID(days + 100)}:${date}`,
    shiftId: ID(days + 100),
    date,
    postId: ID(7),
    postName: post,
    customerCompanyName: 'Plaza Las Américas',
    startsAt: `${date}T13:00:00.000Z`,
    endsAt: `${date}T21:00:00.000Z`,
    timeZone: ZONE,
    startTime: '09:00',
    endTime: '17:00',
    isCover: false,
    isAbsent: false,
    ...extra,
  };
};

const renderAs = (
  role: 'security_guard' | 'customer_company_admin' | 'security_company_admin',
  routes: Parameters<typeof stubFetch>[0],
) => {
  const session = makeSession(makeUser(role, role === 'customer_company_admin' ? { customerId: ID(9) } : {}));
  const fetchSpy = stubFetch({ 'GET /api/auth/me': { body: session }, ...routes });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const guardRoutes = {
  'GET /api/me/shifts?days=14': {
    body: {
      from: dayPlus(0),
      to: dayPlus(13),
      items: [shift(1, 'Torre Norte'), shift(2, 'Garita Sur', { isCover: true }), shift(3, 'Torre Norte', { isAbsent: true })],
    },
  },
  'GET /api/me/pay-stubs': {
    body: [
      {
        lineId: ID(21),
        runId: ID(22),
        runNumber: 4,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-14',
        processedAt: '2026-11-16T12:00:00.000Z',
        grossCents: 120000,
        deductionsCents: 7500,
        taxesCents: 10000,
        netCents: 102500,
      },
    ],
  },
  'GET /api/me/absences': {
    body: {
      current: [
        {
          id: ID(31),
          userId: ID(1),
          category: { id: ID(32), key: 'sick', name: 'Sick' },
          startDate: dayPlus(3),
          endDate: dayPlus(3),
          notes: null,
          shiftInfo: null,
          markedBy: null,
          timestamp: '2026-11-20T12:00:00.000Z',
          status: 'active',
          resolvedAt: null,
          resolvedBy: null,
          isCurrent: true,
          can: { update: false, resolve: false },
        },
      ],
      history: [],
      totals: { total: 1, current: 1, resolved: 0 },
    },
  },
  'GET /api/attendance/phone': { body: { challengeKind: 'any', enrolled: true, shift: null, lastType: null } },
  'GET /api/shift-offers': { body: [] },
};

afterEach(() => i18n.changeLanguage('es'));

describe("a guard's dashboard", () => {
  it('shows his next shift in 12-hour time with "Mañana", his shifts, pay stubs and absences (es)', async () => {
    await i18n.changeLanguage('es');
    const fetchSpy = renderAs('security_guard', guardRoutes);
    const next = await screen.findByTestId('next-shift');
    expect(next).toHaveTextContent('Mañana');
    expect(next).toHaveTextContent('9:00 AM – 5:00 PM');
    expect(next).toHaveTextContent('Torre Norte');
    expect(next).toHaveTextContent('Plaza Las Américas');
    expect(screen.getByRole('heading', { name: 'Mi próximo turno' })).toBeInTheDocument();
    const upcoming = screen.getByRole('list', { name: 'Próximos turnos' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(3);
    expect(within(upcoming).getByText('Cobertura')).toBeInTheDocument();
    expect(within(upcoming).getAllByText('Ausencia')).toHaveLength(1);
    const stubs = await screen.findByRole('list', { name: 'Mis talonarios de pago' });
    expect(stubs).toHaveTextContent('01/11/2026 al 14/11/2026');
    expect(stubs).toHaveTextContent('$1,025.00');
    expect(within(stubs).getByRole('link', { name: 'Talonario 01/11/2026 al 14/11/2026 (PDF)' })).toHaveAttribute(
      'href',
      `/api/me/pay-stubs/${ID(21)}/pdf?lang=es`,
    );
    const absences = await screen.findByRole('list', { name: 'Mis ausencias' });
    expect(absences).toHaveTextContent('Enfermedad');
    expect(absences).toHaveTextContent('Activa');
    // No company-wide figures: neither the stat cards nor their calls.
    expect(screen.queryByTestId('stat-totalGuards')).toBeNull();
    expect(screen.queryByText(/Vigilancia Boricua Security/)).toBeNull();
    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.startsWith('/api/dashboard/stats'))).toBe(false);
    expect(urls.some((u) => u.startsWith('/api/system-logs'))).toBe(false);
  });

  it('speaks English too: "Tomorrow", 12-hour times, the stub in English', async () => {
    await i18n.changeLanguage('en');
    renderAs('security_guard', guardRoutes);
    const next = await screen.findByTestId('next-shift');
    expect(next).toHaveTextContent('Tomorrow');
    expect(next).toHaveTextContent('9:00 AM – 5:00 PM');
    expect(screen.getByRole('heading', { name: 'My next shift' })).toBeInTheDocument();
    const stubs = await screen.findByRole('list', { name: 'My pay stubs' });
    expect(stubs).toHaveTextContent('11/01/2026 to 11/14/2026');
    expect(within(stubs).getByRole('link', { name: /PDF/ })).toHaveAttribute('href', `/api/me/pay-stubs/${ID(21)}/pdf?lang=en`);
    expect(await screen.findByRole('list', { name: 'My absences' })).toHaveTextContent('Active');
  });

  it('says "Hoy" for a shift today and skips a shift he is absent from as the next one', async () => {
    await i18n.changeLanguage('es');
    renderAs('security_guard', {
      ...guardRoutes,
      'GET /api/me/shifts?days=14': {
        body: {
          from: dayPlus(0),
          to: dayPlus(13),
          items: [
            shift(0, 'Ausente', { isAbsent: true }),
            shift(0, 'Garita Sur', { isCover: true, id: `${ID(200)}:${dayPlus(0)}`, shiftId: ID(200) }),
          ],
        },
      },
    });
    const next = await screen.findByTestId('next-shift');
    expect(next).toHaveTextContent('Hoy');
    expect(next).toHaveTextContent('Garita Sur');
  });
});

describe("a guard's special services", () => {
  const withService = (language: string) => {
    const date = dayPlus(1);
    const service = shift(1, 'Coliseo', {
      id: `opportunity:${ID(300)}:${date}`,
      shiftId: null,
      startsAt: `${date}T22:00:00.000Z`,
      endsAt: `${dayPlus(2)}T03:00:00.000Z`,
      startTime: '18:00',
      endTime: '23:00',
      specialService: { opportunityId: ID(300), title: 'Concierto de gala' },
    });
    return i18n.changeLanguage(language).then(() =>
      renderAs('security_guard', {
        ...guardRoutes,
        'GET /api/me/shifts?days=14': { body: { from: dayPlus(0), to: dayPlus(13), items: [service, shift(2, 'Torre Norte')] } },
      }),
    );
  };

  it('shows a special service as his next shift and in the list, with its title and mark (es)', async () => {
    await withService('es');
    const next = await screen.findByTestId('next-shift');
    expect(next).toHaveTextContent('Concierto de gala');
    expect(next).toHaveTextContent('6:00 PM – 11:00 PM');
    expect(next).toHaveTextContent('Servicio especial');
    const upcoming = screen.getByRole('list', { name: 'Próximos turnos' });
    const [first, second] = within(upcoming).getAllByRole('listitem');
    expect(first).toHaveTextContent('Concierto de gala · Coliseo');
    expect(within(first).getByText('Servicio especial')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Servicio especial');
  });

  it('marks it in English too', async () => {
    await withService('en');
    const next = await screen.findByTestId('next-shift');
    expect(next).toHaveTextContent('Special service');
    expect(next).toHaveTextContent('Concierto de gala');
  });
});

describe("the guard dashboard's check-in card", () => {
  it('writes the current shift in 12-hour time in Spanish too (it showed 24 h)', async () => {
    await i18n.changeLanguage('es');
    renderAs('security_guard', {
      ...guardRoutes,
      'GET /api/attendance/phone': {
        body: {
          challengeKind: 'any',
          enrolled: false,
          shift: { postId: ID(7), postName: 'Torre Norte', startsAt: '2026-11-27T18:00:00.000Z', endsAt: '2026-11-28T02:00:00.000Z' },
          lastType: null,
        },
      },
    });
    // 18:00 and 02:00 UTC are 2:00 PM and 10:00 PM in Puerto Rico, the company's zone.
    expect(await screen.findByText(/^Su turno: Torre Norte/)).toHaveTextContent('Su turno: Torre Norte, 2:00 PM–10:00 PM');
  });
});

describe("a customer company admin's dashboard", () => {
  it('shows their posts today with coverage and their open incidents, no company figures', async () => {
    await i18n.changeLanguage('es');
    const occurrence = {
      ...shift(0, 'Torre Norte'),
      rosterId: ID(41),
      rosterName: null,
      customerCompanyId: ID(9),
      shiftNumber: 1,
      requiredGuards: 2,
      countedGuards: 1,
      guards: [],
      state: 'partially_assigned',
      needsCoverage: false,
      openOfferId: null,
      can: { markAbsent: false, confirmPresence: false, cover: false, open: false, offer: false },
    };
    const fetchSpy = renderAs('customer_company_admin', {
      'GET /api/shifts?pageSize=50': { body: { date: dayPlus(0), timeZone: ZONE, items: [occurrence], total: 1, counts: {} } },
      'GET /api/incidents?status=pending&pageSize=10': { body: { items: [], nextCursor: null } },
      'GET /api/incidents?status=reviewed&pageSize=10': { body: { items: [], nextCursor: null } },
      'GET /api/dashboard/guard-status': { body: [] },
    });
    const posts = await screen.findByRole('list', { name: 'Sus puestos hoy' });
    expect(posts).toHaveTextContent('Torre Norte');
    expect(posts).toHaveTextContent('9:00 AM – 5:00 PM');
    expect(posts).toHaveTextContent('1 de 2 guardias');
    expect(posts).toHaveTextContent('Parcialmente asignado');
    expect(await screen.findByText('No hay incidentes abiertos')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-totalGuards')).toBeNull();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/api/dashboard/stats'))).toBe(false);
  });
});

describe("company staff's dashboard", () => {
  it('keeps the stat cards', async () => {
    await i18n.changeLanguage('es');
    renderAs('security_company_admin', {
      'GET /api/dashboard/stats': { body: { totalGuards: 3, activePosts: 2, customerCompanies: 1, systemAlerts: 0 } },
      'GET /api/dashboard/guard-status': { body: [] },
      'GET /api/system-logs/recent?limit=20': { body: [] },
    });
    expect(await screen.findByTestId('stat-totalGuards')).toBeInTheDocument();
    expect(screen.queryByTestId('next-shift')).toBeNull();
  });
});
