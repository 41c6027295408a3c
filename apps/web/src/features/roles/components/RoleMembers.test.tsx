// Assigning a role moves the user from the users to assign to the role's users at once: never listed in both, even
// while the search still answers with the user (e2e/roles.spec.ts once caught the dialog listing them twice).
import type { TRoleMember } from '@centinela/shared/contracts/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/Toaster';
import { createQueryClient } from '@/lib/query-client';
import { makeRoleRecord, stubFetch } from '@/test/fixtures';
import { RoleMembers } from './RoleMembers';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const ROLE = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-0000000000aa';

const role = makeRoleRecord(ROLE, 'Supervisores', { companyId: COMPANY });
const luis: TRoleMember = {
  id: USER,
  name: 'Luis',
  lastName: 'Rivera',
  email: 'luis@example.com',
  role: 'security_guard',
  roleRecordId: null,
  stillEmployed: true,
};

describe('RoleMembers', () => {
  it('moves an assigned user out of the users to assign at once, even while the search is stale', async () => {
    let assigned = false;
    const access = () => ({
      userId: USER,
      companyId: COMPANY,
      role: 'security_guard',
      roleRecordId: assigned ? ROLE : null,
      defaultRoleRecordId: null,
      overrides: [],
    });
    const stubbed = stubFetch({
      [`GET /api/roles/${ROLE}/users`]: () => ({ body: assigned ? [{ ...luis, roleRecordId: ROLE }] : [] }),
      // A search index that has not caught up: it still offers the user.
      [`GET /api/roles/${ROLE}/assignable-users`]: { body: [luis] },
      [`GET /api/users/${USER}/access`]: () => ({ body: access() }),
      [`PUT /api/users/${USER}/access`]: () => {
        assigned = true;
        return { body: access() };
      },
    });
    // The server answers the assignment only when the test lets it.
    let answer = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate;
      return stubbed(input, init);
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RoleMembers role={role} canEdit />
        <Toaster />
      </QueryClientProvider>,
    );
    const assignedList = () => screen.queryByRole('list', { name: 'Usuarios asignados' });
    await userEvent.click(await screen.findByRole('button', { name: 'Asignar a Luis Rivera' }));
    // At once, before the server answers: only under the role's users.
    expect(assigned).toBe(false);
    expect(within(assignedList() as HTMLElement).getByRole('listitem', { name: 'Luis Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asignar a Luis Rivera' })).toBeNull();
    // And after both lists are read again (the search still answering with the user): once, still.
    answer();
    await screen.findByText('Rol asignado a Luis Rivera');
    expect(assigned).toBe(true);
    expect(within(assignedList() as HTMLElement).getByRole('listitem', { name: 'Luis Rivera' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: 'Luis Rivera' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Asignar a Luis Rivera' })).toBeNull();
  });
});
