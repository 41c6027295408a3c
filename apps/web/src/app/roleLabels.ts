// i18n keys of the role names, written out so the catalog test can check each one.
import type { TRole } from '@centinela/shared';
import type { TNsKey } from '@/i18n/keys';

export const ROLE_LABEL_KEYS: Record<TRole, TNsKey<'common'>> = {
  superadmin: 'common:roles.superadmin',
  security_company_admin: 'common:roles.security_company_admin',
  customer_company_admin: 'common:roles.customer_company_admin',
  security_guard: 'common:roles.security_guard',
};

/** Short role names for tight places such as the header. */
export const ROLE_SHORT_LABEL_KEYS: Record<TRole, TNsKey<'common'>> = {
  superadmin: 'common:rolesShort.superadmin',
  security_company_admin: 'common:rolesShort.security_company_admin',
  customer_company_admin: 'common:rolesShort.customer_company_admin',
  security_guard: 'common:rolesShort.security_guard',
};
