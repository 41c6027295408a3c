// Issue 29: a guard's line said "Regular: Regular: hasta 8 h" and the rule set by its key. Each hour's rule reads once,
// in the reader's language: the category, then the rule's own words with its figures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { RunLineDialog } from './RunLineDialog';

const LINE = {
  id: 'line-1',
  runId: 'run-1',
  guardId: 'guard-1',
  guardName: 'Ana Uno',
  employeeNumber: '7',
  wageCents: 1500,
  regularMinutes: 480,
  overtimeMinutes: 120,
  premiumMinutes: 0,
  unverifiedMinutes: 0,
  regularCents: 12000,
  overtimeCents: 4500,
  premiumCents: 0,
  specialServicesCents: 0,
  adjustmentsCents: 0,
  grossCents: 16500,
  deductionsBeforeTaxCents: 0,
  taxesCents: 0,
  deductionsAfterTaxCents: 0,
  netCents: 16500,
  ruleSet: 'pr',
  ruleVersion: 'pr-2017-01-26',
  minutes: { regular: 480, overtime_150: 120 },
  pay: { regular: 12000, overtime_150: 4500 },
  days: [
    {
      date: '2026-03-02',
      workedMinutes: 600,
      minutes: { regular: 480, overtime_150: 120 },
      applied: [
        { category: 'regular', minutes: 480, rule: 'pr.regular', params: { hours: 8 } },
        { category: 'overtime_150', minutes: 120, rule: 'pr.daily_over_8', params: { hours: 8 } },
      ],
      flags: [],
    },
  ],
  weeks: [{ start: '2026-03-02', workedMinutes: 600, applied: [] }],
  deductions: [],
  specialServices: [],
  adjustments: [],
};

const renderDialog = () => {
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/payroll/runs/run-1/lines/line-1': { body: LINE },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RunLineDialog runId="run-1" lineId="line-1" onClose={vi.fn()} />
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('RunLineDialog', () => {
  it('explains each hour with the rule in words, never a key nor a doubled label (es)', async () => {
    renderDialog();
    const regular = await screen.findByText(/→ Regular:/);
    expect(regular).toHaveTextContent(/^8.00 h → Regular: Hasta 8 h en el día$/);
    expect(screen.getByText(/→ Horas extra 1.5×:/)).toHaveTextContent('Más de 8 h en el día: 1.5× (29 LPRA 273, Ley 4-2017)');
    expect(screen.getByText('Reglas: Puerto Rico (pr-2017-01-26)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Regular: Regular|pr\.regular/);
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    renderDialog();
    const regular = await screen.findByText(/→ Regular:/);
    expect(regular).toHaveTextContent(/^8\.00 h → Regular: Up to 8 h in the day$/);
    expect(screen.getByText('Rules: Puerto Rico (pr-2017-01-26)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Regular: Regular|pr\.regular/);
  });
});
