// The roles area's server manifest (platform/areas/area.ts): its routes and company defaults.
import { createDefaultRoleRecords } from './roles.defaults';
import { defineArea } from '../../platform/areas/area';
import { rolesRoutes } from './roles.routes';

export const rolesArea = defineArea({
  name: 'roles',
  routes: [rolesRoutes],
  onCompanyCreated: ({ tx, companyId, language, roleGrants }) => createDefaultRoleRecords(tx, companyId, roleGrants, language),
});
