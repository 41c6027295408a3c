import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { RowActions } from '@/components/ui/RowActions';
import { ApiError } from '@/lib/api';
import { deleteMessages, type TRowActionMessages, useRowAction } from './useRowAction';

const Row = ({ write, messages }: { write: () => Promise<unknown>; messages: TRowActionMessages }) => {
  const { busyId, run } = useRowAction();
  return (
    <>
      <RowActions name="Portón norte" isBusy={busyId === 'p1'} remove={{ onClick: () => void run('p1', write, messages) }} />
      <ConfirmDialogHost />
    </>
  );
};

const base = { success: 'Eliminado', errorTitle: 'No se pudo', errorFallback: 'Inténtelo de nuevo' };

afterEach(() => vi.restoreAllMocks());

describe('useRowAction', () => {
  it('prepares the question while the row shows busy, asks, then writes and toasts the success', async () => {
    const success = vi.spyOn(toast, 'success');
    let answerImpact: (rosters: number) => void = () => {};
    const impact = new Promise<number>((resolve) => (answerImpact = resolve));
    const write = vi.fn().mockResolvedValue(undefined);
    render(
      <Row
        write={write}
        messages={{ ...base, confirm: async () => ({ title: 'Eliminar', description: `Afecta ${await impact} cuadrantes` }) }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Portón norte' }));
    // Reading the impact: the row is busy, nothing asked yet.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Portón norte' })).toBeDisabled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    answerImpact(2);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Afecta 2 cuadrantes');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Eliminado'));
    expect(write).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Eliminar Portón norte' })).toBeEnabled();
  });

  it('writes nothing when the question is declined', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    render(<Row write={write} messages={{ ...base, confirm: async () => ({ title: 'Eliminar' }) }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Portón norte' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Portón norte' })).toBeEnabled());
    expect(write).not.toHaveBeenCalled();
  });

  it('words a refusal with the page’s own sentence when it has one, else the server’s', async () => {
    const error = vi.spyOn(toast, 'error');
    const refusal = new ApiError(409, 'CONFLICT', 'In use', { rosters: 3 });
    const errorText = (e: unknown) => (e instanceof ApiError && e.status === 409 ? 'Lo usan 3 cuadrantes' : undefined);
    const { unmount } = render(<Row write={() => Promise.reject(refusal)} messages={{ ...base, errorText }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Portón norte' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No se pudo', { description: 'Lo usan 3 cuadrantes' }));
    unmount();
    render(<Row write={() => Promise.reject(new ApiError(500, null, 'Boom'))} messages={{ ...base, errorText }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Portón norte' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('No se pudo', { description: 'Boom' }));
  });
});

describe('deleteMessages', () => {
  it("words a list's delete with its area's keys: the title with the row's name, the shared Delete button", () => {
    const words: Record<string, string> = {
      'delete.title': '¿Eliminar {{name}}?',
      'delete.description': 'No se puede deshacer.',
      'common:actions.delete': 'Eliminar',
      'toasts.deleted': 'Eliminado',
      'toasts.errorTitle': 'No se pudo eliminar',
      'toasts.deleteFailed': 'Inténtelo de nuevo',
    };
    const t = (key: string, options?: Record<string, unknown>) => words[key].replace('{{name}}', String(options?.name ?? ''));
    expect(deleteMessages(t, { name: 'Portón norte' })).toEqual({
      confirm: { title: '¿Eliminar Portón norte?', description: 'No se puede deshacer.', confirmLabel: 'Eliminar', isDestructive: true },
      success: 'Eliminado',
      errorTitle: 'No se pudo eliminar',
      errorFallback: 'Inténtelo de nuevo',
    });
  });
});
