// Issue 29: approving a pay run took one click and could not be undone; neither approving nor processing said when the
// period had not ended yet. Both ask first now, and the question warns about an open period.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { RunsTab } from './RunsTab';

const CAN = { calculate: false, approve: false, process: false, delete: false, adjust: false };

const runOf = (status: 'calculated' | 'approved', periodEnd: string) => ({
  id: 'run-1',
  number: 4,
  periodKind: 'biweekly',
  periodStart: '2020-01-01',
  periodEnd,
  selection: 'all',
  postId: null,
  status,
  progress: 100,
  guardCount: 1,
  error: null,
  grossCents: 10000,
  netCents: 9000,
  notes: null,
  calculatedAt: '2020-01-15T00:00:00.000Z',
  approvedAt: null,
  processedAt: null,
  createdAt: '2020-01-15T00:00:00.000Z',
  can: { ...CAN, approve: status === 'calculated', process: status === 'approved' },
  lines: [],
});

const renderTab = (run: ReturnType<typeof runOf>) => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/payroll/runs': { body: [run] },
    'GET /api/payroll/runs/run-1': { body: run },
    'POST /api/payroll/runs/run-1/approve': { body: { ...run, status: 'approved' } },
    'POST /api/payroll/runs/run-1/process': { body: { ...run, status: 'processed' } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RunsTab view="open" runId="run-1" setRunId={vi.fn()} />
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

describe('RunsTab: approving and processing a run', () => {
  it('asks before approving, sends nothing on cancel, and approves on confirm (es)', async () => {
    const fetchSpy = renderTab(runOf('calculated', '2020-01-14'));
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Aprobar la nómina n.º 4?')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('aún no ha terminado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts(fetchSpy)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(posts(fetchSpy)).toEqual(['/api/payroll/runs/run-1/approve']));
  });

  it('warns that the period has not ended before approving it', async () => {
    const fetchSpy = renderTab(runOf('calculated', '2099-12-31'));
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Atención: el periodo aún no ha terminado (termina el 31/12/2099)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar de todos modos' }));
    await waitFor(() => expect(posts(fetchSpy)).toEqual(['/api/payroll/runs/run-1/approve']));
  });

  it('warns in English before processing a run whose period is open', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = renderTab(runOf('approved', '2099-12-31'));
    await userEvent.click(await screen.findByRole('button', { name: 'Process' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Process run #4?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Warning: the period has not ended yet (it ends on 12/31/2099).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(fetchSpy)).toEqual([]);
  });
});
