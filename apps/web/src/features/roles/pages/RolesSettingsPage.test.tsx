// The roles page takes each record's row actions from `role.can` (roles policy), not from the viewer's permissions.
import type { TRoleRecord } from '@centinela/shared/contracts/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeRoleRecord, makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { RolesSettingsPage } from './RolesSettingsPage';

const COMPANY = '11111111-1111-4111-8111-111111111111';

const record = (id: string, name: string, overrides: Partial<TRoleRecord> = {}) =>
  makeRoleRecord(id, name, { companyId: COMPANY, ...overrides });

describe('roles page row actions', () => {
  it('shows on each row exactly what its can allows', { timeout: 15_000 }, async () => {
    // The viewer's own permissions (view only in these fixtures) do not decide: each row's can does.
    const session = makeSession(makeUser('security_company_admin', { companyId: COMPANY }));
    stubFetch({
      'GET /api/auth/me': { body: session },
      [`GET /api/roles?companyId=${COMPANY}`]: {
        body: [
          record('00000000-0000-4000-8000-000000000001', 'Supervisores'),
          record('00000000-0000-4000-8000-000000000002', 'Plataforma', {
            isSuperadmin: true,
            can: { update: false, activate: false, deactivate: false, delete: false },
          }),
          record('00000000-0000-4000-8000-000000000003', 'Retirados', {
            isActive: false,
            can: { update: true, activate: false, deactivate: false, delete: true },
          }),
        ],
      },
    });
    // The app renders pages once the session is known (route guards): so does the test.
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, session);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RolesSettingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Supervisores', undefined, { timeout: 5000 });
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    const buttons = async (name: string) =>
      within(await rowOf(name))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));

    expect(await buttons('Supervisores')).toEqual(['Editar Supervisores', 'Desactivar Supervisores', 'Eliminar Supervisores']);
    // Locked: only opened to read.
    expect(await buttons('Plataforma')).toEqual(['Ver Plataforma']);
    // Inactive, and activating it would hand out what the viewer lacks: no activate button.
    expect(await buttons('Retirados')).toEqual(['Editar Retirados', 'Eliminar Retirados']);
  });
});
