// Test vectors of the overtime rule engine (issues 18 and 27): every jurisdiction's, in one list. Each file is written
// from the statutes and the agencies' own examples, not from the code; the type and helpers are in .vectors.kit.ts.
export * from './payroll-hours.vectors.kit';
import { FLSA_VECTORS } from './payroll-hours.vectors.us-flsa';
import { CA_VECTORS } from './payroll-hours.vectors.us-ca';
import { PR_VECTORS } from './payroll-hours.vectors.pr';
import { MX_VECTORS } from './payroll-hours.vectors.mx';

import type { TPayrollVector } from './payroll-hours.vectors.kit';

export const PAYROLL_VECTORS: TPayrollVector[] = [...FLSA_VECTORS, ...CA_VECTORS, ...PR_VECTORS, ...MX_VECTORS];
