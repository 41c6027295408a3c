import { ZCompanyFields } from '@centinela/shared/contracts/companies';
import { ROSTER_MESSAGES } from '@centinela/shared/contracts/rosters';
import { ZCreateUser } from '@centinela/shared/contracts/users';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api';
import { fieldErrorText, genericMessageKey, isMessageKey, useZodForm, zodKeyResolver } from './index';

const resolve = async <T extends z.ZodType<unknown, Record<string, unknown>>>(schema: T, values: Record<string, unknown>) =>
  (await zodKeyResolver(schema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false })).errors as Record<
    string,
    { type: string; message: string; values: Record<string, unknown> }
  >;

describe('zodKeyResolver + fieldErrorText', () => {
  it("shows a shared schema's key in Spanish and in English", async () => {
    const errors = await resolve(ZCompanyFields, { name: 'Escudo', timeZone: 'Mars/Olympus', defaultLanguage: 'es', phone: 'abc' });
    expect(errors.timeZone?.message).toBe('companies:validation.timeZone');
    expect(fieldErrorText(errors.timeZone)).toBe('Elija una zona horaria válida');
    expect(fieldErrorText(errors.phone)).toBe('Escriba un número de teléfono válido');
    await i18n.changeLanguage('en');
    expect(fieldErrorText(errors.timeZone)).toBe('Choose a valid time zone');
    expect(fieldErrorText(errors.phone)).toBe('Enter a valid phone number');
  });

  it("words zod's own checks from the issue's code and params, with no key needed", async () => {
    const schema = z.object({ code: z.string().min(3).max(5), email: z.email(), count: z.number().max(10), name: z.string().min(1) });
    const errors = await resolve(schema, { code: 'ab', email: 'nope', count: 11, name: '' });
    expect(errors.code).toMatchObject({ type: 'too_small', values: { minimum: 3, origin: 'string' } });
    expect(fieldErrorText(errors.code)).toBe('Debe tener al menos 3 caracteres');
    expect(fieldErrorText(errors.email)).toBe('Escriba un correo electrónico válido');
    expect(fieldErrorText(errors.count)).toBe('Debe ser como máximo 10');
    expect(fieldErrorText(errors.name)).toBe('Este campo es obligatorio');
    await i18n.changeLanguage('en');
    expect(fieldErrorText(errors.code)).toBe('Must be at least 3 characters');
    expect(fieldErrorText((await resolve(schema, { code: 'abcdefg', email: 'a@b.co', count: 1, name: 'x' })).code)).toBe(
      'Must be at most 5 characters',
    );
  });

  it('keys nested issues by path (a roster shift) and translates them', async () => {
    const { ZScheduleDataInput } = await import('@centinela/shared/contracts/rosters');
    const errors = await resolve(z.object({ scheduleData: ZScheduleDataInput }), {
      scheduleData: { days: [{ dayOfWeek: 1, shifts: [{ shiftNumber: 1, startTime: '08:00', endTime: '08:00', requiredGuards: 1 }] }] },
    });
    const shift = (errors as never as { scheduleData: { days: { 0: { shifts: { 0: { endTime: { message: string } } } } } } }).scheduleData
      .days[0].shifts[0];
    expect(shift.endTime.message).toBe(ROSTER_MESSAGES.endEqualsStart);
    expect(fieldErrorText(shift.endTime)).toBe('La hora de fin debe ser distinta de la de inicio');
  });

  it('shows a date outside 1900-01-01 … 2199-12-31 as the range message of the shared schema, in Spanish and in English', async () => {
    const { ZTaskInput } = await import('@centinela/shared/contracts/tasks');
    const task = await resolve(ZTaskInput, { title: 'Ronda', dueDate: '9999-12-31' });
    const user = await resolve(ZCreateUser, { role: 'security_guard', dateOfBirth: '1899-12-31' });
    expect(task.dueDate?.message).toBe('common:validation.dateOutOfRange');
    expect(user.dateOfBirth?.message).toBe('common:validation.dateOutOfRange');
    expect(fieldErrorText(task.dueDate)).toBe('La fecha debe estar entre el 01/01/1900 y el 31/12/2199');
    expect(fieldErrorText(user.dateOfBirth)).toBe('La fecha debe estar entre el 01/01/1900 y el 31/12/2199');
    await i18n.changeLanguage('en');
    expect(fieldErrorText(task.dueDate)).toBe('The date must be between 01/01/1900 and 12/31/2199');
    // The bounds themselves are dates like any other.
    expect((await resolve(ZTaskInput, { title: 'Ronda', dueDate: '2199-12-31' })).dueDate).toBeUndefined();
    expect((await resolve(ZCreateUser, { role: 'security_guard', dateOfBirth: '1900-01-01' })).dateOfBirth).toBeUndefined();
  });

  it('tells a key from a sentence and knows no generic key for a server message', () => {
    expect(isMessageKey('users:validation.roleRequired')).toBe(true);
    expect(isMessageKey('companyId: Choose the security company')).toBe(false);
    expect(isMessageKey('Name already in use')).toBe(false);
    expect(genericMessageKey('server')).toBeNull();
    expect(fieldErrorText({ type: 'server', message: 'Something the server said' })).toBe('Something the server said');
  });
});

const Form = () => {
  const form = useZodForm({ schema: ZCreateUser, defaultValues: { role: 'security_guard', password: '' } as never });
  const { errorOf, applyServerErrors } = form;
  return (
    <form
      onSubmit={form.handleSubmit(() => {})}
      onReset={(event) => {
        event.preventDefault();
        applyServerErrors(
          new ApiError(409, 'CONFLICT', 'A user with this email already exists', {
            fieldErrors: { email: ['users:validation.companyRequired'], name: ['A sentence from an older server'] },
          }),
        );
      }}
    >
      <p data-testid="role">{errorOf(form.formState.errors.role)}</p>
      <p data-testid="password">{errorOf(form.formState.errors.password)}</p>
      <input aria-label="email" {...form.register('email')} />
      <p data-testid="email">{errorOf(form.formState.errors.email)}</p>
      <input aria-label="name" {...form.register('name')} />
      <p data-testid="name">{errorOf(form.formState.errors.name)}</p>
      <button type="submit">send</button>
      <button type="reset">server</button>
    </form>
  );
};

describe('useZodForm', () => {
  it('shows the schema keys on submit in the current language, and follows a language change', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('La contraseña es obligatoria')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('password')).toHaveTextContent('Password is required');
  });

  it("puts a server 400/409's field errors on the fields through the same translation", async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'server' }));
    expect(screen.getByTestId('email')).toHaveTextContent('La empresa es obligatoria');
    expect(screen.getByTestId('name')).toHaveTextContent('A sentence from an older server');
    // The first field with an error takes the focus.
    await waitFor(() => expect(screen.getByLabelText('email')).toHaveFocus());
  });
});
