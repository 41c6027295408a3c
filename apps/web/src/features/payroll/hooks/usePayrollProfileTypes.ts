// Payroll profile types of the signed-in user's company (GET/POST/PUT/DELETE /api/payroll-profile-types).
import type { TPayrollProfileType, TPayrollProfileTypeInput } from '@centinela/shared/contracts/payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

const KEY = '/api/payroll-profile-types';

export const usePayrollProfileTypeList = (companyId: string | null) =>
  useQuery({
    queryKey: [KEY, { companyId }],
    queryFn: ({ signal }) => apiGet<TPayrollProfileType[]>(companyId ? `${KEY}?companyId=${companyId}` : KEY, { signal }),
  });

export const useSavePayrollProfileType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TPayrollProfileTypeInput }) =>
      id ? apiPut<TPayrollProfileType>(`${KEY}/${id}`, body) : apiPost<TPayrollProfileType>(KEY, body),
    onSuccess: () => invalidateEntities(client, ['payroll-profile-types']),
  });
};

export const useDeletePayrollProfileType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`${KEY}/${id}`),
    onSuccess: () => invalidateEntities(client, ['payroll-profile-types']),
  });
};
