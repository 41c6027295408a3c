// Queries and mutations of recurring billing (endpoints/recurring-charges.ts): the charges with their next dates, add,
// change, delete, and "issue the due charges now" (the drafts of the charges billed on invoices of their own).
import type { TRecurringChargeInput } from '@centinela/shared/contracts/recurring-charges';
import * as recurringApi from '@centinela/shared/endpoints/recurring-charges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TRecurringFilters = { customerCompanyId: string; search: string; includeInactive: boolean; page: number; pageSize: number };

export const useRecurringCharges = (filters: TRecurringFilters) =>
  useQuery({
    ...apiQuery(recurringApi.recurringCharges, {
      query: {
        customerCompanyId: filters.customerCompanyId || undefined,
        search: filters.search.trim() || undefined,
        includeInactive: filters.includeInactive || undefined,
        page: filters.page,
        pageSize: filters.pageSize,
      },
    }),
    placeholderData: (previous) => previous,
  });

export const useRecurringChargeActions = () => {
  const client = useQueryClient();
  // A charge billed on the cycle's invoice changes the next drafts; an issued one adds invoices: the whole area reads again.
  const onSuccess = () => invalidateEntities(client, ['invoicing-payments']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TRecurringChargeInput }) =>
        id ? callApi(recurringApi.updateRecurringCharge, { params: { id }, body }) : callApi(recurringApi.createRecurringCharge, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(recurringApi.removeRecurringCharge, { params: { id } }), onSuccess }),
    issue: useMutation({ mutationFn: () => callApi(recurringApi.issueRecurringCharges, { body: {} }), onSuccess }),
  };
};
