// The payroll area's server manifest (platform/areas/area.ts): its routes, jobs.
import { CALCULATE_RUN_JOB } from './payroll-runs.service';
import { defineArea } from '../../platform/areas/area';
import { payrollHoursRoutes } from './payroll-hours.routes';
import { payrollRoutes } from './payroll.routes';
import { payrollRunsRoutes } from './payroll-runs.routes';
import { postPayRatesRoutes } from './post-pay-rates.routes';
import './payroll-runs.calculate'; // registers its job handlers

export const payrollArea = defineArea({
  name: 'payroll',
  routes: [payrollRoutes, payrollRunsRoutes, payrollHoursRoutes, postPayRatesRoutes],
  jobs: [CALCULATE_RUN_JOB],
});
