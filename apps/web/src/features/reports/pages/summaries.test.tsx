// Report pages speak in plurals and one time format (issue 29: "1 turnos con 1 plazas"; the absence report showed
// shifts in 24 h), in Spanish and English.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { AbsenceReportPage } from './AbsenceReportPage';
import { OpenReportPage } from './OpenReportPage';

const absenceRow = {
  id: '00000000-0000-4000-8000-0000000000b1',
  guardId: '00000000-0000-4000-8000-0000000000a1',
  guardName: 'Luis Rivera',
  categoryId: null,
  categoryKey: null,
  categoryName: null,
  startDate: '2030-01-09',
  endDate: '2030-01-09',
  days: 1,
  postName: 'Entrada',
  customerCompanyName: 'Plaza Norte',
  shiftTime: '14:00 - 22:00',
  status: 'resolved',
  notes: null,
};

const openRow = {
  occurrenceId: '00000000-0000-4000-8000-0000000000e1',
  postId: '00000000-0000-4000-8000-0000000000e2',
  rosterId: '00000000-0000-4000-8000-0000000000e3',
  date: '2030-01-09',
  customerCompanyName: 'Plaza Norte',
  postName: 'Entrada',
  rosterName: null,
  shiftNumber: 1,
  startTime: '14:00',
  endTime: '22:00',
  requiredGuards: 1,
  countedGuards: 0,
  absentGuards: 1,
  openedGuards: 0,
  openPlaces: 1,
};

const show = (page: 'absences' | 'open') => {
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/reports/absences': { body: { items: [absenceRow], total: 1, totalDays: 1, byCategory: [] } },
    'GET /api/reports/open-shifts': { body: { items: [openRow], total: 1, totalOpenPlaces: 1 } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {page === 'absences' ? <AbsenceReportPage /> : <OpenReportPage />}
    </QueryClientProvider>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('report summaries and times', () => {
  it('absence report: one absence of one day in the singular, and the shift in 12 h (es)', async () => {
    show('absences');
    expect(await screen.findByText('1 ausencia, 1 día en el rango.')).toBeInTheDocument();
    expect(screen.getByText('2:00 PM – 10:00 PM')).toBeInTheDocument();
    expect(screen.queryByText(/14:00/)).toBeNull();
  });

  it('absence report in English', async () => {
    await i18n.changeLanguage('en');
    show('absences');
    expect(await screen.findByText('1 absence, 1 day in the range.')).toBeInTheDocument();
    expect(screen.getByText('2:00 PM – 10:00 PM')).toBeInTheDocument();
  });

  it('open shifts report: "1 turno con 1 plaza abierta", never "1 turnos con 1 plazas"', async () => {
    show('open');
    expect(await screen.findByText('1 turno con 1 plaza abierta.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('1 shift with 1 open place.')).toBeInTheDocument();
  });
});
