// Data of a guard's dashboard (issue 29): his upcoming shifts, pay stubs and absences — the /api/me routes, which
// answer the signed-in guard's own rows only.
import * as absencesApi from '@centinela/shared/endpoints/absences';
import * as payrollRunsApi from '@centinela/shared/endpoints/payroll-runs';
import * as shiftsApi from '@centinela/shared/endpoints/shifts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, urlOf } from '@/lib/api-client';

/** Days of upcoming shifts the dashboard lists (the server's default). */
export const MY_SHIFT_DAYS = 14;
/** Pay stubs and absences the dashboard lists (newest first). */
export const MY_STUBS_SHOWN = 6;
export const MY_ABSENCES_SHOWN = 5;

export const useMyShifts = () => useQuery(apiQuery(shiftsApi.mine, { query: { days: MY_SHIFT_DAYS } }));

export const useMyPayStubs = () => useQuery(apiQuery(payrollRunsApi.myPayStubs));

export const useMyAbsences = () => useQuery(apiQuery(absencesApi.mine));

/** The PDF of one of his stubs, in the reader's language (opens in a tab). */
export const myPayStubUrl = (lineId: string, lang: 'es' | 'en') =>
  urlOf(payrollRunsApi.myPayStubPdf, { params: { lineId }, query: { lang } });
