// i18n keys of the users area's closed lists, written out so the catalog test can check each one.
import type { TGuardRank, TRole } from '@centinela/shared';
import type { TNsKey } from '@/i18n/keys';
import type { TUserRoleFilter } from '@centinela/shared/contracts/users';

export const RANK_LABEL_KEYS: Record<TGuardRank, TNsKey<'users'>> = {
  guard: 'users:ranks.guard',
  senior_guard: 'users:ranks.senior_guard',
  supervisor: 'users:ranks.supervisor',
  team_leader: 'users:ranks.team_leader',
  shift_leader: 'users:ranks.shift_leader',
  site_manager: 'users:ranks.site_manager',
  lieutenant: 'users:ranks.lieutenant',
  captain: 'users:ranks.captain',
  director: 'users:ranks.director',
};

/** Group headers of the users page, one per role. */
export const ROLE_GROUP_KEYS: Record<TRole, TNsKey<'users'>> = {
  superadmin: 'users:groups.superadmin',
  security_company_admin: 'users:groups.security_company_admin',
  customer_company_admin: 'users:groups.customer_company_admin',
  security_guard: 'users:groups.security_guard',
};

/** The role tabs of the users page (spec: All Users, Admins, Security Guards, Coordinators). */
export const ROLE_TABS: readonly { value: TUserRoleFilter; labelKey: TNsKey<'users'> }[] = [
  { value: 'all', labelKey: 'users:tabs.all' },
  { value: 'admins', labelKey: 'users:tabs.admins' },
  { value: 'security_guard', labelKey: 'users:tabs.guards' },
  { value: 'coordinators', labelKey: 'users:tabs.coordinators' },
];

export const COUNTRY_LABEL_KEYS = {
  US: 'users:countries.US',
  CA: 'users:countries.CA',
  MX: 'users:countries.MX',
  PR: 'users:countries.PR',
} as const;
