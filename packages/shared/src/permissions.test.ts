import { describe, expect, it } from 'vitest';
import { type TAccessSubject, can } from './permissions';

const subject = (over: Partial<TAccessSubject> = {}): TAccessSubject => ({
  role: 'security_company_admin',
  email: 'someone@example.com',
  isBuiltInAdmin: false,
  roleRecords: [],
  overrides: [],
  ...over,
});

describe('can()', () => {
  it('denies everything to nobody', () => {
    expect(can(null, 'view', 'dashboard')).toBe(false);
  });

  it('grants everything to the superadmin role', () => {
    expect(can(subject({ role: 'superadmin' }), 'delete', 'companies')).toBe(true);
  });

  it('grants everything to the built-in admin address whatever the role', () => {
    expect(can(subject({ role: 'security_guard', isBuiltInAdmin: true }), 'delete', 'roles')).toBe(true);
  });

  it('lets every signed-in user view the dashboard and the tutorial, and nothing else by default', () => {
    const s = subject({ role: 'security_guard' });
    expect(can(s, 'view', 'dashboard')).toBe(true);
    expect(can(s, 'view', 'tutorial')).toBe(true);
    expect(can(s, 'edit', 'dashboard')).toBe(false);
    expect(can(s, 'view', 'users')).toBe(false);
  });

  it('grants all through an active record flagged superadmin', () => {
    const s = subject({ roleRecords: [{ isActive: true, isSuperadmin: true, permissions: {} }] });
    expect(can(s, 'delete', 'payroll')).toBe(true);
  });

  it('ignores inactive records, superadmin-flagged or not', () => {
    const s = subject({
      roleRecords: [
        { isActive: false, isSuperadmin: true, permissions: {} },
        { isActive: false, isSuperadmin: false, permissions: { view: ['users'] } },
      ],
    });
    expect(can(s, 'view', 'users')).toBe(false);
  });

  it('grants only the actions under which the resource is listed', () => {
    const s = subject({ roleRecords: [{ isActive: true, isSuperadmin: false, permissions: { view: ['posts'], edit: [] } }] });
    expect(can(s, 'view', 'posts')).toBe(true);
    expect(can(s, 'edit', 'posts')).toBe(false);
    expect(can(s, 'view', 'rosters')).toBe(false);
  });

  it('combines several active records', () => {
    const s = subject({
      roleRecords: [
        { isActive: true, isSuperadmin: false, permissions: { view: ['posts'] } },
        { isActive: true, isSuperadmin: false, permissions: { add: ['posts'] } },
      ],
    });
    expect(can(s, 'view', 'posts')).toBe(true);
    expect(can(s, 'add', 'posts')).toBe(true);
  });

  it('lets a grant override add one action the records do not give', () => {
    const s = subject({ overrides: [{ action: 'delete', resource: 'posts', effect: 'grant' }] });
    expect(can(s, 'delete', 'posts')).toBe(true);
    expect(can(s, 'edit', 'posts')).toBe(false);
  });

  it('lets a revoke override remove one action the records give', () => {
    const s = subject({
      roleRecords: [{ isActive: true, isSuperadmin: false, permissions: { view: ['users'], edit: ['users'] } }],
      overrides: [{ action: 'edit', resource: 'users', effect: 'revoke' }],
    });
    expect(can(s, 'view', 'users')).toBe(true);
    expect(can(s, 'edit', 'users')).toBe(false);
  });

  it('lets a revoke override win over a superadmin-flagged record', () => {
    const s = subject({
      roleRecords: [{ isActive: true, isSuperadmin: true, permissions: {} }],
      overrides: [{ action: 'delete', resource: 'companies', effect: 'revoke' }],
    });
    expect(can(s, 'delete', 'companies')).toBe(false);
    expect(can(s, 'view', 'companies')).toBe(true);
  });

  it('does not let overrides restrict the superadmin role', () => {
    const s = subject({ role: 'superadmin', overrides: [{ action: 'view', resource: 'users', effect: 'revoke' }] });
    expect(can(s, 'view', 'users')).toBe(true);
  });

  it('keeps the dashboard and tutorial visible even against a revoke override', () => {
    const s = subject({ role: 'security_guard', overrides: [{ action: 'view', resource: 'dashboard', effect: 'revoke' }] });
    expect(can(s, 'view', 'dashboard')).toBe(true);
  });

  it('lets a grant override give an action on an always-visible resource beyond viewing', () => {
    const s = subject({ overrides: [{ action: 'edit', resource: 'tutorial', effect: 'grant' }] });
    expect(can(s, 'edit', 'tutorial')).toBe(true);
    expect(can(s, 'delete', 'tutorial')).toBe(false);
  });
});
