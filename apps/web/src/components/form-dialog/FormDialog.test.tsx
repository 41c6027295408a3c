import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api';
import { useZodForm } from '@/lib/forms';
import { EditorForm, FormDialog } from './index';

const ZRun = z.object({ periodStart: z.string().min(1), periodEnd: z.string().min(1) });

type TWrite = (values: z.output<typeof ZRun>) => Promise<{ id: string }>;

const RunForm = ({ write, isReadOnly }: { write: TWrite; isReadOnly?: boolean }) => {
  const form = useZodForm({ schema: ZRun, defaultValues: { periodStart: '2026-03-10', periodEnd: '2026-03-01' } });
  const { errors } = form.formState;
  return (
    <EditorForm
      form={form}
      submit={write}
      success="Planilla creada"
      errorTitle="No se pudo guardar"
      errorFallback="Inténtelo de nuevo"
      isReadOnly={isReadOnly}
    >
      <FormField label="Inicio" error={form.errorOf(errors.periodStart)}>
        <Input {...form.register('periodStart')} />
      </FormField>
      <FormField label="Fin" error={form.errorOf(errors.periodEnd)}>
        <Input {...form.register('periodEnd')} />
      </FormField>
    </EditorForm>
  );
};

const Harness = ({ write, isReadOnly, onClose = () => {} }: { write: TWrite; isReadOnly?: boolean; onClose?: () => void }) => {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <FormDialog
      open={isOpen}
      onClose={() => {
        setIsOpen(false);
        onClose();
      }}
      title="Nueva planilla"
      description="El periodo"
    >
      {isOpen && <RunForm write={write} isReadOnly={isReadOnly} />}
    </FormDialog>
  );
};

const refusal = (fieldErrors: Record<string, string[]>, status = 400) =>
  new ApiError(status, 'VALIDATION', 'periodEnd: payrollRuns:validation.rangeInverted', { fieldErrors });

afterEach(() => vi.restoreAllMocks());

describe('FormDialog + EditorForm', () => {
  it('names the form after the dialog, saves the validated values, toasts the success and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const write = vi.fn<TWrite>().mockResolvedValue({ id: 'r1' });
    const onClose = vi.fn();
    render(<Harness write={write} onClose={onClose} />);
    expect(screen.getByRole('form', { name: 'Nueva planilla' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(write).toHaveBeenCalledWith({ periodStart: '2026-03-10', periodEnd: '2026-03-01' });
    expect(success).toHaveBeenCalledWith('Planilla creada');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("marks the field of a server field error with its rule, in the reader's language, focused, and toasts nothing", async () => {
    const error = vi.spyOn(toast, 'error');
    const write = vi.fn<TWrite>().mockRejectedValue(refusal({ periodEnd: ['payrollRuns:validation.rangeInverted'] }));
    render(<Harness write={write} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const end = screen.getByLabelText('Fin');
    await waitFor(() => expect(end).toHaveAccessibleDescription('El fin es anterior al inicio'));
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(end).toHaveFocus());
    expect(screen.getByLabelText('Inicio')).not.toHaveAttribute('aria-invalid');
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva planilla' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(end).toHaveAccessibleDescription('The end is before the start');
  });

  it('says the rule of a field error no field shows (and of the body as a whole) in the form, not in a vague toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const write = vi
      .fn<TWrite>()
      .mockRejectedValue(refusal({ guardIds: ['payrollRuns:validation.guardsRequired'], _: ['payrollRuns:validation.periodTooLong'] }));
    render(<Harness write={write} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Elija al menos un guardia');
    expect(alert).toHaveTextContent('El periodo es demasiado largo');
    expect(error).not.toHaveBeenCalled();
    // The next attempt starts clean: the alert goes with the submit that follows.
    write.mockResolvedValueOnce({ id: 'r1' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('toasts a refusal that is not about fields, worded by its code, and keeps the dialog open', async () => {
    const error = vi.spyOn(toast, 'error');
    const write = vi.fn<TWrite>().mockRejectedValue(new ApiError(409, 'RUN_LOCKED_SOMETHING_UNKNOWN', 'Server words'));
    render(<Harness write={write} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No se pudo guardar', { description: 'Server words' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables the fields and the submit while saving', async () => {
    let finish: (value: { id: string }) => void = () => {};
    const write = vi.fn<TWrite>().mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<Harness write={write} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    expect(screen.getByLabelText('Inicio')).toBeDisabled();
    await act(async () => finish({ id: 'r1' }));
  });

  it('read-only: fields disabled, no submit, and Cancel says Close', async () => {
    render(<Harness write={vi.fn<TWrite>()} isReadOnly />);
    expect(screen.getByLabelText('Inicio')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    // The dialog's own × and the footer's Close.
    expect(screen.getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
  });
});
