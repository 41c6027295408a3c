// Issue 29 on /settings/general: the company's SMS line refused because another company has it shows on the field, in
// the user's words; the sign-in section switches the company in or out of the sign-in list and shows its code.
import type { TCompany } from '@centinela/shared/contracts/companies';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/Toaster';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fixtures';
import { OperationSettingsForm } from './OperationSettingsForm';
import { SignInSettingsForm } from './SignInSettingsForm';

const COMPANY: TCompany = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Vigilancia Boricua Security',
  legalName: null,
  taxId: null,
  phone: null,
  email: null,
  address: null,
  timeZone: 'America/Puerto_Rico',
  defaultLanguage: 'es',
  currency: 'USD',
  logoFileId: null,
  minRestHours: 8,
  weekStart: 0,
  overtimeDailyHours: 8,
  overtimeWeeklyHours: 40,
  overtimeRatePercent: 150,
  documentExpiryAlertDays: [90, 60, 30, 7],
  shortStaffedLeadHours: 12,
  checkInGraceMinutes: 10,
  smsLine: null,
  listedAtSignIn: true,
  signInCode: 'AB12CD34',
  isPlatform: false,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  can: { update: true, deactivate: false, activate: false },
};

const PUT = `PUT /api/companies/${COMPANY.id}`;

const renderWithClient = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );

const putBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

describe('the SMS line taken by another company', () => {
  it('shows the refusal on the SMS line field, in Spanish and in English', async () => {
    const user = userEvent.setup();
    stubFetch({
      [PUT]: {
        status: 409,
        body: {
          message: 'Otra empresa ya tiene esta línea de SMS.',
          code: 'SMS_LINE_TAKEN',
          details: { fieldErrors: { smsLine: ['companies:validation.smsLineTaken'] } },
        },
      },
    });
    renderWithClient(<OperationSettingsForm company={COMPANY} isReadOnly={false} />);
    const field = screen.getByLabelText('Línea SMS de la empresa');
    await user.type(field, '(787) 555-0300');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Otra empresa ya tiene este número')));
    await i18n.changeLanguage('en');
    try {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Another company already has this number')));
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});

describe('sign-in settings', () => {
  it('shows the company code and saves the company out of the sign-in list when switched off', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [PUT]: { body: { ...COMPANY, listedAtSignIn: false } } });
    renderWithClient(<SignInSettingsForm company={COMPANY} isReadOnly={false} />);
    expect(screen.getByLabelText('Código de empresa')).toHaveValue('AB12CD34');
    const listed = screen.getByRole('switch', { name: 'Mostrar la empresa en la lista de inicio de sesión' });
    expect(listed).toBeChecked();
    await user.click(listed);
    await waitFor(() => expect(putBodies(fetchMock)).toEqual([{ listedAtSignIn: false }]));
    expect(listed).not.toBeChecked();
    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
  });

  it('cannot be switched by someone who may not edit the company', () => {
    stubFetch({});
    renderWithClient(<SignInSettingsForm company={COMPANY} isReadOnly />);
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
