// The users page's role tabs as a condition on role-order and coordinator columns: the same sets whether the page
// reads users, its word index (users.search.ts) or its maintained counts (users.counts.ts).
import { ROLE_ORDER } from '@centinela/shared';
import { ADMIN_ROLES, type TUserRoleFilter } from '@centinela/shared/contracts/users';
import { type SQL, and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const roleFilterOn = (columns: { roleOrder: AnyPgColumn; isCoordinator: AnyPgColumn }, role: TUserRoleFilter): SQL | undefined => {
  switch (role) {
    case 'all':
      return undefined;
    case 'admins':
      return inArray(
        columns.roleOrder,
        ADMIN_ROLES.map((r) => ROLE_ORDER[r]),
      );
    case 'coordinators':
      return and(eq(columns.roleOrder, ROLE_ORDER.security_guard), eq(columns.isCoordinator, true));
    default:
      // role_order is generated from role one to one (ROLE_ORDER): filtering on it keeps the users page's index
      // (company, employed, role_order, name, id) an index-only scan, where a filter on role reads every row's heap.
      return eq(columns.roleOrder, ROLE_ORDER[role]);
  }
};
