import type { TSessionUser } from '@centinela/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { Sidebar } from './Sidebar';

const renderSidebar = (user: TSessionUser, path = '/dashboard') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar user={user} />
    </MemoryRouter>,
  );

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Navegación principal' }))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

const ALL_SIDEBAR_LINKS = [
  '/dashboard',
  '/shifts-dashboard',
  '/opportunities-report',
  '/rosters-view',
  '/companies',
  '/customer-companies',
  '/users',
  '/posts',
  '/rosters',
  '/tasks',
  '/payroll',
  '/invoicing-payments',
  '/uniforms-accessories',
  '/vehicles',
  '/emergency-directory',
  '/protocols',
  '/novelties-incidents',
  '/reports',
  '/wiki',
  '/tutorial',
];

describe('sidebar filtering (spec sections 2 and 6)', () => {
  it('shows a security guard only what their role may view, plus dashboard and tutorial', () => {
    renderSidebar(makeUser('security_guard'));
    expect(linkNames()).toEqual([
      '/dashboard',
      '/rosters-view',
      '/rosters',
      '/tasks',
      '/emergency-directory',
      '/protocols',
      '/novelties-incidents',
      '/reports',
      '/wiki',
      '/tutorial',
    ]);
    expect(screen.queryByRole('button', { name: 'Configuración' })).not.toBeInTheDocument();
  });

  it('shows the company admin every link in spec order and the settings group', () => {
    renderSidebar(makeUser('security_company_admin'));
    expect(linkNames()).toEqual(ALL_SIDEBAR_LINKS);
    expect(screen.getByRole('button', { name: 'Configuración' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows everything to the built-in admin address whatever the role records say', () => {
    renderSidebar(makeUser('security_guard', { access: { isBuiltInAdmin: true, roleRecords: [], overrides: [] } }));
    expect(linkNames()).toEqual(ALL_SIDEBAR_LINKS);
  });

  it('applies per-user overrides (a revoked resource disappears)', () => {
    const admin = makeUser('security_company_admin');
    renderSidebar({ ...admin, access: { ...admin.access, overrides: [{ action: 'view', resource: 'payroll', effect: 'revoke' }] } });
    expect(linkNames()).not.toContain('/payroll');
    expect(linkNames()).toContain('/users');
  });

  it('opens the settings group by itself on a /settings/ route, and it can be toggled', async () => {
    renderSidebar(makeUser('superadmin'), '/settings/roles');
    const group = screen.getByRole('button', { name: 'Configuración' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Roles y permisos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Registros generales' })).toBeInTheDocument();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the signed-in user's name and translated role in the footer", () => {
    renderSidebar(makeUser('security_guard'));
    expect(screen.getByText('Luis Rivera')).toBeInTheDocument();
    expect(screen.getByText('Guardia de seguridad')).toBeInTheDocument();
  });
});
