// The role records every security company starts with: one default per built-in role, named in the company's language.
// A built-in record still under the name it was given is shown in the reader's language (issue 29: Spanish role names
// in the English interface); a name the company chose is its own and is never translated.
import { ACTIONS, RESOURCES, type TLanguage, type TPermissionMatrix, type TResource, type TRole } from '@centinela/shared';
import type { TDbOrTx } from '../../db/client';
import { roleRecords } from '../../db/schema';

const all = (except: TResource[] = []) => RESOURCES.filter((r) => !except.includes(r));

export const DEFAULT_ROLE_PERMISSIONS: Record<Exclude<TRole, 'superadmin'>, { name: string; permissions: TPermissionMatrix }> = {
  security_company_admin: {
    name: 'Administrador de empresa',
    permissions: {
      view: all(),
      edit: all(),
      // Creating and deactivating security companies is the platform's job.
      add: all(['companies']),
      delete: all(['companies']),
    },
  },
  customer_company_admin: {
    name: 'Administrador de cliente',
    permissions: {
      view: [
        // Their own customer only (the scope helper narrows it), read-only.
        'customer-companies',
        'posts',
        'rosters',
        'reports',
        'users',
        'shifts-dashboard',
        'novelties-incidents',
        'create-opportunities',
        'emergency-directory',
      ],
      edit: [],
      add: ['create-opportunities'],
      delete: [],
    },
  },
  security_guard: {
    name: 'Guardia de seguridad',
    permissions: {
      view: ['rosters', 'tasks', 'reports', 'novelties-incidents', 'protocols', 'emergency-directory', 'wiki'],
      edit: ['tasks'],
      add: ['novelties-incidents'],
      delete: [],
    },
  },
};

type TBuiltInRole = keyof typeof DEFAULT_ROLE_PERMISSIONS;

/** The built-in records' names in each language (Spanish: the names in DEFAULT_ROLE_PERMISSIONS). */
export const DEFAULT_ROLE_NAMES: Record<TLanguage, Record<TBuiltInRole, string>> = {
  es: {
    security_company_admin: DEFAULT_ROLE_PERMISSIONS.security_company_admin.name,
    customer_company_admin: DEFAULT_ROLE_PERMISSIONS.customer_company_admin.name,
    security_guard: DEFAULT_ROLE_PERMISSIONS.security_guard.name,
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
  if (!language || !role || !(role in DEFAULT_ROLE_PERMISSIONS)) return record.name;
  const isSeededName = Object.values(DEFAULT_ROLE_NAMES).some((names) => names[role] === record.name);
  return isSeededName ? DEFAULT_ROLE_NAMES[language][role] : record.name;
};

export const createDefaultRoleRecords = async (db: TDbOrTx, companyId: string, language: TLanguage = 'es') => {
  await db.insert(roleRecords).values(
    (Object.entries(DEFAULT_ROLE_PERMISSIONS) as [TBuiltInRole, { name: string; permissions: TPermissionMatrix }][]).map(([role, def]) => ({
      companyId,
      name: DEFAULT_ROLE_NAMES[language][role] ?? def.name,
      defaultForRole: role,
      isActive: true,
      isSuperadmin: false,
      permissions: def.permissions,
    })),
  );
};

export const EMPTY_MATRIX: TPermissionMatrix = Object.fromEntries(ACTIONS.map((a) => [a, []]));
