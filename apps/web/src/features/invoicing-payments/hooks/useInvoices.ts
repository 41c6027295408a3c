// Queries and mutations of invoices and credit notes (issue 30) through the typed client (endpoints/invoices.ts): the
// list, one invoice with its lines and shifts, generate, approve, send, void, credit notes, a draft's manual lines (add,
// remove), delete, the PDF's link, and the accounting export's check and file link.
import type { TCreditNoteInput, TGenerateInvoice, TInvoiceStatus, TManualLineInput } from '@centinela/shared/contracts/invoices';
import * as invoicesApi from '@centinela/shared/endpoints/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, urlOf } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TInvoiceFilters = {
  status: TInvoiceStatus | '';
  customerCompanyId: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

export const useInvoices = (filters: TInvoiceFilters) =>
  useQuery({
    ...apiQuery(invoicesApi.invoices, {
      query: {
        status: filters.status || undefined,
        customerCompanyId: filters.customerCompanyId || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        page: filters.page,
        pageSize: filters.pageSize,
      },
    }),
    placeholderData: (previous) => previous,
  });

export const useInvoice = (id: string) => useQuery({ ...apiQuery(invoicesApi.invoice, { params: { id } }), enabled: Boolean(id) });

/** The PDF of an invoice or credit note in a language: a link the browser opens (the server answers the file). */
export const invoicePdfUrl = (id: string, lang: 'es' | 'en') => urlOf(invoicesApi.invoicePdf, { params: { id }, query: { lang } });

/** Downloads an issued invoice's unsigned CFDI 4.0 XML (Mexico); a refusal rejects with the server's reason. */
export const downloadInvoiceCfdi = async (id: string, fileName: string) => {
  const xml = (await callApi(invoicesApi.invoiceCfdi, { params: { id } })) as unknown as string;
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
};

export type TExportFormat = 'qbo' | 'iif' | 'xero';
export type TExportRange = { format: TExportFormat; from: string; to: string; lang: 'es' | 'en' };

/** What an accounting export of a period would hold, and what the target would refuse (read before downloading). */
export const useExportCheck = ({ format, from, to, lang }: TExportRange, enabled = true) =>
  useQuery({ ...apiQuery(invoicesApi.exportCheck, { query: { format, from, to, lang } }), enabled: enabled && Boolean(from && to) });

/** The accounting export's file: a link the browser downloads (the server answers the file). */
export const exportInvoicesUrl = ({ format, from, to, lang }: TExportRange) =>
  urlOf(invoicesApi.exportInvoices, { query: { format, from, to, lang } });

export const useInvoiceActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['invoicing-payments']);
  return {
    generate: useMutation({ mutationFn: (body: TGenerateInvoice) => callApi(invoicesApi.generateInvoice, { body }), onSuccess }),
    approve: useMutation({ mutationFn: (id: string) => callApi(invoicesApi.approveInvoice, { params: { id } }), onSuccess }),
    send: useMutation({ mutationFn: (id: string) => callApi(invoicesApi.sendInvoice, { params: { id } }), onSuccess }),
    void: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        callApi(invoicesApi.voidInvoice, { params: { id }, body: { reason } }),
      onSuccess,
    }),
    creditNote: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TCreditNoteInput }) => callApi(invoicesApi.createCreditNote, { params: { id }, body }),
      onSuccess,
    }),
    /** A manual line on a draft (answers the whole invoice). */
    addLine: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TManualLineInput }) => callApi(invoicesApi.addInvoiceLine, { params: { id }, body }),
      onSuccess,
    }),
    removeLine: useMutation({
      mutationFn: ({ id, lineId }: { id: string; lineId: string }) => callApi(invoicesApi.removeInvoiceLine, { params: { id, lineId } }),
      onSuccess,
    }),
    // Not awaited: the deleted draft's open detail would be read again (a 404) before the page leaves it.
    remove: useMutation({
      mutationFn: (id: string) => callApi(invoicesApi.removeInvoice, { params: { id } }),
      onSuccess: () => void onSuccess(),
    }),
  };
};
