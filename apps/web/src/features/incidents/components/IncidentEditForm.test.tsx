// Issue 29: the severity list read alphabetically (Alta, Baja, Crítica, Media); it reads by level now, low → critical,
// in both languages, whatever order the lists arrive in.
import type { TIncidentDetail } from '@centinela/shared/contracts/incidents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { IncidentEditForm } from './IncidentEditForm';

const item = (id: string, name: string, level: string | null) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind: 'severity',
  name,
  level,
});

const OPTIONS = {
  categories: [],
  // Alphabetical, as the lists used to come.
  severities: [item('1', 'Alta', 'high'), item('2', 'Baja', 'low'), item('3', 'Crítica', 'critical'), item('4', 'Media', 'medium')],
  posts: [],
  guards: [],
  customers: [],
  currentShift: null,
  canManageLists: true,
};

const INCIDENT = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Vidrio roto',
  description: 'Ventana de la caseta',
  categoryId: null,
  severityId: null,
  location: null,
  peopleInvolved: null,
  emergencyReportNumber: null,
  notes: null,
  internalNotes: null,
} as unknown as TIncidentDetail;

const severityNames = async (label: string) => {
  const select = screen.getByLabelText(label);
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(5));
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
};

const renderForm = () => {
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/incidents/form-options': { body: OPTIONS },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IncidentEditForm incident={INCIDENT} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('IncidentEditForm: severities', () => {
  it('lists the severities low → critical (es)', async () => {
    renderForm();
    expect(await severityNames('Severidad')).toEqual(['Ninguno', 'Baja', 'Media', 'Alta', 'Crítica']);
  });

  it('lists them the same way in English', async () => {
    await i18n.changeLanguage('en');
    renderForm();
    expect(await severityNames('Severity')).toEqual(['None', 'Baja', 'Media', 'Alta', 'Crítica']);
  });
});
