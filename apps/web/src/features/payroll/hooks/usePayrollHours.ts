// Payroll hours (issue 18 part A): the what-if calculation and the holiday calendar, through the typed client.
import type { TCalculateRequest, THolidayInput } from '@centinela/shared/contracts/payroll-hours';
import * as payrollApi from '@centinela/shared/endpoints/payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

/** POST /api/payroll/calculate: nothing is stored, so it is a mutation only in name (run on demand). */
export const useCalculatePayrollHours = () =>
  useMutation({ mutationFn: (body: TCalculateRequest) => callApi(payrollApi.calculate, { body }) });

export const usePayrollHolidays = (year: number, companyId?: string) =>
  useQuery(apiQuery(payrollApi.listHolidays, { query: { year, companyId } }));

export const useSavePayrollHoliday = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: THolidayInput) => callApi(payrollApi.createHoliday, { body }),
    onSuccess: () => invalidateEntities(client, ['payroll-holidays']),
  });
};

export const useDeletePayrollHoliday = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(payrollApi.removeHoliday, { params: { id } }),
    onSuccess: () => invalidateEntities(client, ['payroll-holidays']),
  });
};
