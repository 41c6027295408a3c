import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type TComboboxOption } from './Combobox';

const GUARDS: TComboboxOption[] = Array.from({ length: 5000 }, (_, i) => ({
  value: `g${i}`,
  label: i === 4321 ? 'Ángel Ortiz' : `Guardia ${String(i).padStart(4, '0')}`,
}));

// jsdom lays nothing out: give the listbox a height so the virtualiser has a window to fill (288 px = 8 options).
let restore: () => void;
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get() {
      return (this as HTMLElement).id.endsWith('-listbox') ? 288 : 0;
    },
  });
  restore = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
});
afterEach(() => restore());

const Picker = ({ onChange = () => {}, onSearch }: { onChange?: (v: string) => void; onSearch?: (text: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <Combobox
      label="Guardia"
      allLabel="Todos los guardias"
      options={GUARDS}
      value={value}
      onSearch={onSearch}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('Combobox', () => {
  it('renders only a window of the 5,000 options and follows the ARIA combobox pattern', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Guardia' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Todos los guardias');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Guardia' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const rendered = screen.getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '5001');
  });

  it('moves with the arrows, End and Home, and Enter picks the active option', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Guardia' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('Guardia 0001');
    await userEvent.keyboard('{End}');
    // The last of 5,001 options is rendered once it is active (the window follows it).
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Guardia 4999');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('g0');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Guardia 0000');
  });

  it('filters as the user types, ignoring accents and case; Escape closes without changing the value', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Guardia' });
    await userEvent.type(input, 'angel');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ángel Ortiz']);
    await userEvent.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Todos los guardias');
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it('asks the server with the typed text when given onSearch', async () => {
    const onSearch = vi.fn();
    render(<Picker onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Guardia' }), 'Ort');
    expect(onSearch).toHaveBeenLastCalledWith('Ort');
  });

  it('picks an option with the mouse', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Guardia' }));
    await userEvent.click(screen.getByRole('option', { name: 'Guardia 0002' }));
    expect(onChange).toHaveBeenCalledWith('g2');
  });
});
