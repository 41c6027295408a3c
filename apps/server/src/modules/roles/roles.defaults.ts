// The role records every security company starts with: one default per built-in role.
import { ACTIONS, RESOURCES, type TPermissionMatrix, type TResource, type TRole } from '@centinela/shared';
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

export const createDefaultRoleRecords = async (db: TDbOrTx, companyId: string) => {
  await db.insert(roleRecords).values(
    (Object.entries(DEFAULT_ROLE_PERMISSIONS) as [TRole, { name: string; permissions: TPermissionMatrix }][]).map(([role, def]) => ({
      companyId,
      name: def.name,
      defaultForRole: role,
      isActive: true,
      isSuperadmin: false,
      permissions: def.permissions,
    })),
  );
};

export const EMPTY_MATRIX: TPermissionMatrix = Object.fromEntries(ACTIONS.map((a) => [a, []]));
