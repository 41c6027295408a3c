// The absences area's server manifest (platform/areas/area.ts): its routes and company defaults (the built-in absence
// categories; a company created before a built-in was added gets it on its list's first read).
import { absencesRoutes } from './absences.routes';
import { defineArea } from '../../platform/areas/area';
import { ensureDefaultAbsenceCategories } from './absence-categories.service';

export const absencesArea = defineArea({
  name: 'absences',
  routes: [absencesRoutes],
  onCompanyCreated: ({ tx, companyId }) => ensureDefaultAbsenceCategories(tx, companyId),
});
