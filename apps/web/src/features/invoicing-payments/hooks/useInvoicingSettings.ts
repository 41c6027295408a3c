// The company's invoicing settings (GET/PUT /api/invoicing/settings): series prefixes, employer burden, export accounts,
// CFDI issuer and product code.
import type { TInvoicingSettingsInput } from '@centinela/shared/contracts/invoicing-settings';
import * as recurringApi from '@centinela/shared/endpoints/recurring-charges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useInvoicingSettings = () => useQuery(apiQuery(recurringApi.invoicingSettings));

export const useSaveInvoicingSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvoicingSettingsInput) => callApi(recurringApi.updateInvoicingSettings, { body }),
    // The burden changes the reports' margins: everything of the area reads again.
    onSuccess: () => invalidateEntities(client, ['invoicing-payments']),
  });
};
