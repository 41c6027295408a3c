// Payroll profile types of the signed-in user's company, through the typed client (endpoints/payroll.ts).
import type { TPayrollProfileTypeInput } from '@centinela/shared/contracts/payroll';
import * as payrollApi from '@centinela/shared/endpoints/payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const usePayrollProfileTypeList = (companyId: string | null) =>
  useQuery(apiQuery(payrollApi.listProfileTypes, { query: { companyId: companyId ?? undefined } }));

export const useSavePayrollProfileType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TPayrollProfileTypeInput }) =>
      id ? callApi(payrollApi.updateProfileType, { params: { id }, body }) : callApi(payrollApi.createProfileType, { body }),
    onSuccess: () => invalidateEntities(client, ['payroll-profile-types']),
  });
};

export const useDeletePayrollProfileType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(payrollApi.removeProfileType, { params: { id } }),
    onSuccess: () => invalidateEntities(client, ['payroll-profile-types']),
  });
};
