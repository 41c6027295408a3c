// Issue 29: sealing an incident (it never changes again) took one click. It asks first now; cancelling sends nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { IncidentDetailDialog } from './IncidentDetailDialog';

const ID = '00000000-0000-4000-8000-000000000001';

const INCIDENT = {
  id: ID,
  number: 7,
  companyId: '00000000-0000-4000-8000-0000000000c1',
  customerCompanyId: null,
  customerName: null,
  postId: null,
  postName: 'Portón norte',
  rosterId: null,
  shiftId: null,
  occurrenceId: null,
  reportingGuardId: null,
  reportingGuardName: null,
  title: 'Vidrio roto',
  description: 'Ventana de la caseta',
  occurredAt: '2026-03-02T12:00:00.000Z',
  status: 'closed',
  categoryId: null,
  categoryName: null,
  severityId: null,
  severityName: null,
  severityLevel: null,
  location: null,
  peopleInvolved: null,
  policeCalled: false,
  ambulanceCalled: false,
  emergencyReportNumber: null,
  notes: null,
  internalNotes: null,
  attachmentCount: 0,
  createdAt: '2026-03-02T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.000Z',
  can: { update: false, review: false, close: false, seal: true, reopen: true, attach: false, addNote: true },
  attachments: [],
  history: [],
};

const renderDialog = () => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    [`GET /api/incidents/${ID}`]: { body: INCIDENT },
    [`POST /api/incidents/${ID}/seal`]: { body: { ...INCIDENT, status: 'sealed' } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IncidentDetailDialog id={ID} onClose={vi.fn()} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const posts = (fetchSpy: ReturnType<typeof stubFetch>) =>
  fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('IncidentDetailDialog: number', () => {
  it('titles the incident with its company number (issue 28: numbering series)', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'N.º 7 · Vidrio roto' })).toBeInTheDocument();
  });
});

describe('IncidentDetailDialog: sealing', () => {
  it('asks before sealing; cancel sends nothing, confirm seals (es)', async () => {
    const fetchSpy = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Sellar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Sellar «Vidrio roto»?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('No se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts(fetchSpy)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sellar' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sellar' }));
    await waitFor(() => expect(posts(fetchSpy)).toEqual([`/api/incidents/${ID}/seal`]));
  });

  it('asks in English too', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Seal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Seal “Vidrio roto”?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(fetchSpy)).toEqual([]);
  });
});
