import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VehicleForm } from './VehicleForm';

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VehicleForm onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );

describe('VehicleForm', () => {
  it('says a mistyped VIN has a wrong check digit before anything is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.change(screen.getByLabelText('Tablilla'), { target: { value: 'ABC-123' } });
    fireEvent.change(screen.getByLabelText('VIN', { exact: true }), { target: { value: '1HGCM82653A004352' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El dígito de control de este VIN (9.º carácter) no coincide: revise si hay un error'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says a VIN with an O is not a VIN, and a year out of range', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('VIN', { exact: true }), { target: { value: '1HGCM82633A00435O' } });
    fireEvent.change(screen.getByLabelText('Año'), { target: { value: '1850' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Un VIN tiene 17 letras y dígitos, sin I, O ni Q')).toBeInTheDocument();
    expect(screen.getByText('Escriba un año entre 1900 y 2100')).toBeInTheDocument();
  });
});
