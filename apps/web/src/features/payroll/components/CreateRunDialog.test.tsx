// Issue 29: a pay run whose end is before its start said so in a vague toast. The field says the rule now, before
// anything is sent, and a server's field error lands on the field the same way.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CreateRunDialog } from './CreateRunDialog';

const renderDialog = (createRun: { status: number; body: unknown }) => {
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/payroll/guards': { body: [] },
    'POST /api/payroll/runs': createRun,
  });
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CreateRunDialog isOpen onClose={vi.fn()} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { fetchSpy, onCreated };
};

const posted = (fetchSpy: ReturnType<typeof stubFetch>) => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => vi.restoreAllMocks());

describe('CreateRunDialog', () => {
  it('marks the end with the rule when it is before the start, and sends nothing', async () => {
    const { fetchSpy } = renderDialog({ status: 201, body: {} });
    fireEvent.change(screen.getByLabelText(/^Inicio del periodo/), { target: { value: '15/03/2026' } });
    fireEvent.change(screen.getByLabelText(/^Fin del periodo/), { target: { value: '01/03/2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Crear nómina' }));
    const end = screen.getByLabelText(/^Fin del periodo/);
    await waitFor(() => expect(end).toHaveAccessibleDescription('El fin es anterior al inicio'));
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchSpy)).toHaveLength(0);
  });

  it('says the rule in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      const { fetchSpy } = renderDialog({ status: 201, body: {} });
      fireEvent.change(screen.getByLabelText(/^Period start/), { target: { value: '03/15/2026' } });
      fireEvent.change(screen.getByLabelText(/^Period end/), { target: { value: '03/01/2026' } });
      await userEvent.click(screen.getByRole('button', { name: 'Create run' }));
      await waitFor(() => expect(screen.getByLabelText(/^Period end/)).toHaveAccessibleDescription('The end is before the start'));
      expect(posted(fetchSpy)).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it("puts the server's field error on its field, not in a toast", async () => {
    const error = vi.spyOn(toast, 'error');
    const { fetchSpy, onCreated } = renderDialog({
      status: 400,
      body: {
        message: 'periodEnd: payrollRuns:validation.periodTooLong',
        code: 'VALIDATION',
        details: { fieldErrors: { periodEnd: ['payrollRuns:validation.periodTooLong'] } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Crear nómina' }));
    await waitFor(() => expect(posted(fetchSpy)).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText(/^Fin del periodo/)).toHaveAccessibleDescription('El periodo es demasiado largo'));
    expect(error).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
