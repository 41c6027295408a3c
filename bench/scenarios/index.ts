// Every benchmark scenario; add yours here (one file per area).
import type { TBenchScenario } from '../support/types';
import { dashboardScenario } from './dashboard';
import { rostersScenario } from './rosters';

// biome-ignore lint/suspicious/noExplicitAny: scenarios carry their own extra-data types
export const scenarios: TBenchScenario<any>[] = [dashboardScenario, rostersScenario];
