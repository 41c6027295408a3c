// The role records every security company starts with: one default per built-in role, named in the company's language.
// A built-in record still under the name it was given is shown in the reader's language (issue 29: Spanish role names
// in the English interface); a name the company chose is its own and is never translated.
import { ACTIONS, RESOURCES, type TLanguage, type TPermissionMatrix, type TResource, type TRole } from '@centinela/shared';
import type { TDbOrTx } from '../../db/client';
import { roleRecords } from '../../db/schema';
import type { TGrantedRole, TRoleGrants } from '../../platform/areas/area';

const all = (except: TResource[] = []) => RESOURCES.filter((r) => !except.includes(r));

type TBuiltInRole = Exclude<TRole, 'superadmin'>;

/** The Spanish names of the built-in records (the seeded name when the company's language is Spanish). */
const SPANISH_NAMES: Record<TBuiltInRole, string> = {
  security_company_admin: 'Administrador de empresa',
  customer_company_admin: 'Administrador de cliente',
  security_guard: 'Guardia de seguridad',
};

/** What one granted role gets: each action's resources from every area's grants, in RESOURCES order. */
const grantedMatrix = (role: TGrantedRole, grants: readonly TRoleGrants[]): TPermissionMatrix =>
  Object.fromEntries(
    ACTIONS.map((action) => {
      const granted = new Set(grants.flatMap((grant) => grant[role]?.[action] ?? []));
      return [action, RESOURCES.filter((resource) => granted.has(resource))];
    }),
  ) as TPermissionMatrix;

/**
 * The built-in roles' permissions in a new company: the company admin every resource (creating and deactivating
 * security companies is the platform's job); a customer administrator (their own customer only, which the scope helper
 * narrows) and a guard what the areas' manifests grant them (`grants`).
 */
export const defaultRolePermissions = (grants: readonly TRoleGrants[]): Record<TBuiltInRole, TPermissionMatrix> => ({
  security_company_admin: { view: all(), edit: all(), add: all(['companies']), delete: all(['companies']) },
  customer_company_admin: grantedMatrix('customer_company_admin', grants),
  security_guard: grantedMatrix('security_guard', grants),
});

/** The built-in records' names in each language. */
export const DEFAULT_ROLE_NAMES: Record<TLanguage, Record<TBuiltInRole, string>> = {
  es: {
    ...SPANISH_NAMES,
  },
  en: {
    security_company_admin: 'Company administrator',
    customer_company_admin: 'Customer administrator',
    security_guard: 'Security guard',
  },
};

/** A role record's name for a reader: a built-in record still named as seeded (in any language) reads in theirs. */
export const roleNameFor = (record: { name: string; defaultForRole: string | null }, language: TLanguage | undefined): string => {
  const role = record.defaultForRole as TBuiltInRole | null;
  if (!language || !role || !(role in SPANISH_NAMES)) return record.name;
  const isSeededName = Object.values(DEFAULT_ROLE_NAMES).some((names) => names[role] === record.name);
  return isSeededName ? DEFAULT_ROLE_NAMES[language][role] : record.name;
};

/** A new company's built-in role records, one per built-in role, from the areas' grants (modules/areas.ts roleGrantsOfAreas). */
export const createDefaultRoleRecords = async (
  db: TDbOrTx,
  companyId: string,
  grants: readonly TRoleGrants[],
  language: TLanguage = 'es',
) => {
  const permissions = defaultRolePermissions(grants);
  await db.insert(roleRecords).values(
    (Object.keys(permissions) as TBuiltInRole[]).map((role) => ({
      companyId,
      name: DEFAULT_ROLE_NAMES[language][role],
      defaultForRole: role,
      isActive: true,
      isSuperadmin: false,
      permissions: permissions[role],
    })),
  );
};

export const EMPTY_MATRIX: TPermissionMatrix = Object.fromEntries(ACTIONS.map((a) => [a, []]));
