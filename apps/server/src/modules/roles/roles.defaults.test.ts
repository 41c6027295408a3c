// The built-in roles a new company starts with, gathered from the areas' manifests (`grants`): the whole picture of
// what a guard and a customer administrator may do by default, in one place to review. A grant added to or dropped
// from any manifest fails here until this list says so.
import { ACTIONS, RESOURCES } from '@centinela/shared';
import { describe, expect, it } from 'vitest';
import { roleGrantsOfAreas } from '../areas';
import { defaultRolePermissions } from './roles.defaults';

const sorted = (list: readonly string[]) => [...list].sort();

describe('the built-in roles of a new company', () => {
  const permissions = defaultRolePermissions(roleGrantsOfAreas());

  it('gives the company admin every resource, and adding or deleting companies to none', () => {
    expect(permissions.security_company_admin.view).toEqual([...RESOURCES]);
    expect(permissions.security_company_admin.edit).toEqual([...RESOURCES]);
    expect(permissions.security_company_admin.add).toEqual(RESOURCES.filter((r) => r !== 'companies'));
    expect(permissions.security_company_admin.delete).toEqual(RESOURCES.filter((r) => r !== 'companies'));
  });

  it("gives a customer administrator their customer's read-only view and the opportunity request (spec section 6)", () => {
    const matrix = permissions.customer_company_admin;
    expect(sorted(matrix.view ?? [])).toEqual(
      sorted([
        'customer-companies',
        'posts',
        'rosters',
        'reports',
        'users',
        'shifts-dashboard',
        'novelties-incidents',
        'create-opportunities',
        'emergency-directory',
      ]),
    );
    expect(matrix.edit).toEqual([]);
    expect(matrix.add).toEqual(['create-opportunities']);
    expect(matrix.delete).toEqual([]);
  });

  it('gives a guard their rosters, tasks, incidents and reference pages', () => {
    const matrix = permissions.security_guard;
    expect(sorted(matrix.view ?? [])).toEqual(
      sorted(['rosters', 'tasks', 'reports', 'novelties-incidents', 'protocols', 'emergency-directory', 'wiki']),
    );
    expect(matrix.edit).toEqual(['tasks']);
    expect(matrix.add).toEqual(['novelties-incidents']);
    expect(matrix.delete).toEqual([]);
  });

  it('lists every action of every role, each resource once and in the order of RESOURCES', () => {
    for (const matrix of Object.values(permissions)) {
      for (const action of ACTIONS) {
        const list = matrix[action] ?? [];
        expect(list).toEqual(RESOURCES.filter((r) => list.includes(r)));
      }
    }
  });
});
