// Queries and mutations of the /payroll page, through the typed client (endpoints/payroll-runs.ts). Punch corrections
// go through attendance's own endpoint (PATCH /api/attendance/records/:id).
import type { TAttendanceCorrection } from '@centinela/shared/contracts/attendance';
import type { TAdjustmentInput, TDeductionInput, TPayrollSettingsInput, TRunInput } from '@centinela/shared/contracts/payroll-runs';
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import * as payrollApi from '@centinela/shared/endpoints/payroll-runs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const usePayrollGuards = () => useQuery(apiQuery(payrollApi.guards));
export const usePayrollSettings = () => useQuery(apiQuery(payrollApi.settings));

export const usePayrollAttendance = (query: { from: string; to: string; guardId?: string; issuesOnly?: boolean }) =>
  useQuery({
    ...apiQuery(payrollApi.attendance, {
      query: { from: query.from, to: query.to, guardId: query.guardId || undefined, issuesOnly: query.issuesOnly ? 'true' : undefined },
    }),
    enabled: Boolean(query.from && query.to && query.from <= query.to),
    placeholderData: (previous) => previous,
  });

export const useDeductions = () => useQuery(apiQuery(payrollApi.deductions, { query: {} }));

export const useRuns = (view: 'open' | 'processed') => useQuery(apiQuery(payrollApi.runs, { query: { view } }));

export const useRun = (id: string | null) =>
  useQuery({
    ...apiQuery(payrollApi.run, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    // While the job calculates, the live event of each chunk refreshes it; a slow poll covers a missed stream.
    refetchInterval: (q) => (q.state.data?.status === 'calculating' ? 2000 : false),
  });

export const useRunLine = (runId: string | null, lineId: string | null) =>
  useQuery({ ...apiQuery(payrollApi.line, { params: { id: runId ?? '', lineId: lineId ?? '' } }), enabled: Boolean(runId && lineId) });

export const useSpecialServices = (from: string, to: string) =>
  useQuery({ ...apiQuery(payrollApi.specialServices, { query: { from, to } }), enabled: Boolean(from && to && from <= to) });

export const usePayrollActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['payroll']);
  return {
    saveSettings: useMutation({ mutationFn: (body: TPayrollSettingsInput) => callApi(payrollApi.updateSettings, { body }), onSuccess }),
    correctPunch: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TAttendanceCorrection }) => callApi(attendanceApi.correct, { params: { id }, body }),
      onSuccess: () => invalidateEntities(client, ['attendance', 'payroll']),
    }),
    saveDeduction: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TDeductionInput }) =>
        id ? callApi(payrollApi.updateDeduction, { params: { id }, body }) : callApi(payrollApi.createDeduction, { body }),
      onSuccess,
    }),
    removeDeduction: useMutation({ mutationFn: (id: string) => callApi(payrollApi.removeDeduction, { params: { id } }), onSuccess }),
    createRun: useMutation({ mutationFn: (body: TRunInput) => callApi(payrollApi.createRun, { body }), onSuccess }),
    calculate: useMutation({ mutationFn: (id: string) => callApi(payrollApi.calculateRun, { params: { id } }), onSuccess }),
    approve: useMutation({ mutationFn: (id: string) => callApi(payrollApi.approveRun, { params: { id } }), onSuccess }),
    process: useMutation({ mutationFn: (id: string) => callApi(payrollApi.processRun, { params: { id } }), onSuccess }),
    removeRun: useMutation({ mutationFn: (id: string) => callApi(payrollApi.removeRun, { params: { id } }), onSuccess }),
    adjust: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TAdjustmentInput }) => callApi(payrollApi.addAdjustment, { params: { id }, body }),
      onSuccess,
    }),
  };
};
