// Issue 29: "SMS compose with an invalid number: say why Send is disabled" — the reason is shown and tied to the button.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { smsSendBlocker } from '../lib';
import { SmsComposer } from './SmsComposer';

const show = (phone: string | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SmsComposer phone={phone} />
    </QueryClientProvider>,
  );

const type = (text: string) => fireEvent.change(screen.getByLabelText(/mensaje|message/i), { target: { value: text } });

describe('SmsComposer', () => {
  it('says why Send is disabled for an invalid number (es), on the button', () => {
    show('555-01');
    type('Hola');
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/el número no es un teléfono válido/);
    expect(screen.getByTestId('sms-send-blocked')).toHaveTextContent('No se puede enviar: el número no es un teléfono válido');
  });

  it('in English, and nothing is said once the number and text are right', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = show('abc 7875550100');
    type('Hi');
    expect(screen.getByTestId('sms-send-blocked')).toHaveTextContent('Cannot send: the number is not a valid phone number');
    unmount();
    show('(787) 555-0100');
    type('Hi');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByTestId('sms-send-blocked')).toBeNull();
  });

  it('names each reason in order', () => {
    expect(smsSendBlocker('hola', '+17875550100', true)).toBe('pending');
    expect(smsSendBlocker('hola', '  ', false)).toBe('noRecipient');
    expect(smsSendBlocker('hola', '12345', false)).toBe('invalidNumber');
    expect(smsSendBlocker('  ', '+17875550100', false)).toBe('empty');
    expect(smsSendBlocker('x'.repeat(161), '+17875550100', false)).toBe('tooLong');
    expect(smsSendBlocker('hola', '+17875550100', false)).toBeNull();
  });
});
