import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { PayrollCalculator } from './PayrollCalculator';

const RESULT = {
  ruleSet: 'pr',
  ruleVersion: 'pr-2017-01-26',
  timeZone: 'America/Puerto_Rico',
  holidays: [],
  days: [
    {
      date: '2026-03-02',
      workedMinutes: 600,
      minutes: { regular: 480, overtime_150: 120 },
      applied: [
        { category: 'regular', minutes: 480, rule: 'pr.regular', params: { hours: 8 } },
        { category: 'overtime_150', minutes: 120, rule: 'pr.daily_over_8', params: { hours: 8 } },
      ],
      flags: ['unverified'],
    },
  ],
  weeks: [
    {
      start: '2026-03-02',
      workedMinutes: 600,
      minutes: { regular: 480, overtime_150: 120 },
      applied: [],
    },
  ],
  totals: { regular: 480, overtime_150: 120 },
  workedMinutes: 600,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderCalculator = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PayrollCalculator />
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('PayrollCalculator', () => {
  it('sends the entries and shows each day’s hours as h:mm with the rule explained (es, then en)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, RESULT));
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Fin de la entrada 1'), { target: { value: '19:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText(/Más de 8 h en el día: 1.5×/)).toBeInTheDocument();
    const body = JSON.parse(String((fetchSpy.mock.calls[0][1] as RequestInit).body));
    expect(body).toMatchObject({ ruleSet: 'pr', options: {} });
    expect(body.entries).toHaveLength(5);
    expect(body.entries[0]).toMatchObject({ start: '08:00', end: '19:00', breakMinutes: 60, mealStart: '12:00' });
    const days = screen.getByRole('list', { name: 'Horas por día' });
    expect(within(days).getByText('2:00')).toBeInTheDocument();
    expect(within(days).getByText('Sin verificar (del horario)')).toBeInTheDocument();
    const weeks = screen.getByRole('table', { name: 'Horas por semana laboral' });
    expect(within(weeks).getByText('10:00')).toBeInTheDocument();
    expect(within(weeks).getByText('Extra 1.5×')).toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(await screen.findByText(/Over 8 h in the day: 1.5×/)).toBeInTheDocument();
  });

  it('shows the field errors the server answers under the entry', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, {
        code: 'VALIDATION',
        message: 'Invalid entries',
        details: { fieldErrors: { 'entries.1.start': ['payroll:calculator.errors.overlap'] } },
      }),
    );
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Esta entrada se superpone con otra')).toBeInTheDocument();
  });

  it('offers the Puerto Rico options only for Puerto Rico and the shift kind for Mexico', () => {
    renderCalculator();
    expect(screen.getByLabelText(/Semana alterna/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Conjunto de reglas'), { target: { value: 'mx' } });
    expect(screen.queryByLabelText(/Semana alterna/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de jornada')).toBeInTheDocument();
  });
});
