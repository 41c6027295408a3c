import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { DateInput } from './DateInput';
import { MoneyInput } from './MoneyInput';

const Dated = ({ sent }: { sent: string[] }) => {
  const [value, setValue] = useState('');
  return (
    <DateInput
      aria-label="fecha"
      value={value}
      onChange={(v) => {
        sent.push(v);
        setValue(v);
      }}
    />
  );
};

const Money = ({ sent }: { sent: unknown[] }) => {
  const [value, setValue] = useState<number | string | null>(null);
  return (
    <MoneyInput
      aria-label="importe"
      currency="USD"
      value={value}
      onChange={(v) => {
        sent.push(v);
        setValue(v);
      }}
    />
  );
};

describe('DateInput', () => {
  it('reads dd/MM/yyyy in Spanish, sends yyyy-MM-dd, and shows MM/dd/yyyy after a switch to English', async () => {
    const sent: string[] = [];
    render(<Dated sent={sent} />);
    const input = screen.getByLabelText('fecha');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    fireEvent.change(input, { target: { value: '31/12/2026' } });
    expect(sent.at(-1)).toBe('2026-12-31');
    await act(() => i18n.changeLanguage('en'));
    expect(input).toHaveValue('12/31/2026');
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    fireEvent.change(input, { target: { value: '02/30/2026' } });
    expect(sent.at(-1)).toBe('02/30/2026'); // not a date: the form's schema reports it
  });
});

describe('MoneyInput', () => {
  it('reads 18,75 in Spanish as 1875 cents and shows $18.75 in English', async () => {
    const sent: unknown[] = [];
    render(<Money sent={sent} />);
    const input = screen.getByLabelText('importe');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '18,75' } });
    expect(sent.at(-1)).toBe(1875);
    fireEvent.blur(input);
    expect(input).toHaveValue('$18.75');
    // Issue 29: in focus, Spanish edits the amount as the screen writes it (18.75), not Spain's 18,75.
    fireEvent.focus(input);
    expect(input).toHaveValue('18.75');
    fireEvent.blur(input);
    await act(() => i18n.changeLanguage('en'));
    expect(input).toHaveValue('$18.75');
    fireEvent.focus(input);
    expect(input).toHaveValue('18.75');
    fireEvent.change(input, { target: { value: '0.1' } });
    expect(sent.at(-1)).toBe(10);
    fireEvent.change(input, { target: { value: '1.2.3' } });
    expect(sent.at(-1)).toBe('1.2.3');
  });
});
