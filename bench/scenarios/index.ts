// Every benchmark scenario; add yours here (one file per area).
import type { TBenchScenario } from '../support/types';
import { companiesScenario } from './companies';
import { dashboardScenario } from './dashboard';
import { eventsScenario } from './events';
import { guardRecordsScenario } from './guard-records';
import { incidentsScenario } from './incidents';
import { invoicingScenario } from './invoicing';
import { opportunitiesScenario } from './opportunities';
import { payrollScenario } from './payroll';
import { rostersScenario } from './rosters';
import { shiftsScenario } from './shifts';
import { tasksScenario } from './tasks';
import { uploadsScenario } from './uploads';
import { usersScenario } from './users';
import { webScenario } from './web';

// biome-ignore lint/suspicious/noExplicitAny: scenarios carry their own extra-data types
export const scenarios: TBenchScenario<any>[] = [
  dashboardScenario,
  rostersScenario,
  usersScenario,
  guardRecordsScenario,
  companiesScenario,
  eventsScenario,
  shiftsScenario,
  incidentsScenario,
  tasksScenario,
  opportunitiesScenario,
  payrollScenario,
  invoicingScenario,
  webScenario,
  uploadsScenario,
];
