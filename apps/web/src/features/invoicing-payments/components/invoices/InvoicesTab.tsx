// The client invoicing tab: invoices and credit notes filtered by status, customer and period (list kit: filters and
// page in the URL), the generate and accounting-export dialogs, and one invoice's detail in place of the list while ?invoice=<id> names it.
import { can } from '@centinela/shared';
import { INVOICE_STATUSES, type TInvoiceStatus, type TInvoiceSummary } from '@centinela/shared/contracts/invoices';
import { FileSpreadsheet, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, deleteMessages, tableQueryProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { useSession } from '@/features/auth/hooks/useSession';
import { useUrlState } from '@/lib/url-state';
import { useInvoiceActions, useInvoices } from '../../hooks/useInvoices';
import { ExportInvoicesDialog } from './ExportInvoicesDialog';
import { GenerateInvoiceDialog, type TGenerateTarget } from './GenerateInvoiceDialog';
import { InvoiceDetail } from './InvoiceDetail';
import { InvoiceFilters } from './InvoiceFilters';
import { useInvoiceColumns } from './invoiceColumns';
import { useInvoiceWords } from './invoiceWords';

export const InvoicesTab = () => {
  const { t } = useTranslation(['invoicingPayments', 'common']);
  const { subject } = useSession();
  const [view, setView] = useUrlState({ status: '', customer: '', from: '', to: '', page: 1, pageSize: 25, invoice: '' });
  const status = (INVOICE_STATUSES as readonly string[]).includes(view.status) ? (view.status as TInvoiceStatus) : '';
  const list = useInvoices({
    status,
    customerCompanyId: view.customer,
    from: view.from,
    to: view.to,
    page: view.page,
    pageSize: view.pageSize,
  });
  const columns = useInvoiceColumns();
  const words = useInvoiceWords();
  const rowAction = useRowAction();
  const { remove } = useInvoiceActions();
  const [generating, setGenerating] = useState<TGenerateTarget | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const canAdd = can(subject, 'add', 'invoicing-payments');
  const rows = list.data?.items ?? [];
  const hasFilters = Boolean(status || view.customer || view.from || view.to);
  // Opening an invoice keeps the list's page, so "back" returns to it.
  const open = (id: string) => setView({ invoice: id, page: view.page });
  const back = () => setView({ invoice: '', page: view.page });

  const nameOf = (i: TInvoiceSummary) => `${words.title(i)} · ${i.customerCompanyName}`;
  // deleteMessages reads its keys at the namespace's top level: these are the invoices' own.
  const destroy = (i: TInvoiceSummary) =>
    rowAction.run(
      i.id,
      () => remove.mutateAsync(i.id),
      deleteMessages((key, options) => (key === 'common:actions.delete' ? t(key) : t(`invoices.${key}`, options)), {
        name: i.customerCompanyName,
        period: words.period(i),
      }),
    );

  const generateButton = canAdd && (
    <Button className="shrink-0 self-start" onClick={() => setGenerating({ customerCompanyId: view.customer })}>
      <Plus aria-hidden="true" />
      {t('invoices.generate')}
    </Button>
  );
  const dialog = (
    <GenerateInvoiceDialog target={generating} onClose={() => setGenerating(null)} onGenerated={(invoice) => open(invoice.id)} />
  );

  if (view.invoice) {
    return (
      <>
        <InvoiceDetail id={view.invoice} onBack={back} onOpen={open} />
        {dialog}
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-3xl text-sm text-slate-600">{t('invoices.description')}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsExporting(true)}>
            <FileSpreadsheet aria-hidden="true" />
            {t('invoices.export.open')}
          </Button>
          {generateButton}
        </div>
      </div>
      <ExportInvoicesDialog open={isExporting} onClose={() => setIsExporting(false)} />
      <InvoiceFilters view={view} status={status} setView={setView} />
      <Card>
        <DataTable
          id="invoicing-invoices"
          label={t('invoices.table')}
          columns={columns}
          rows={rows}
          getRowId={(i) => i.id}
          {...tableQueryProps(list)}
          icon={FileText}
          loadingLabel={t('invoices.loading')}
          errorTitle={t('invoices.fetchFailed')}
          empty={
            hasFilters
              ? { title: t('invoices.emptyFiltered') }
              : {
                  title: t('invoices.empty'),
                  description: canAdd ? t('invoices.emptyHint') : undefined,
                  action: canAdd && (
                    <Button onClick={() => setGenerating({})}>
                      <Plus aria-hidden="true" />
                      {t('invoices.generateFirst')}
                    </Button>
                  ),
                }
          }
          rowActions={(i) => (
            <RowActions
              name={nameOf(i)}
              isBusy={rowAction.busyId === i.id}
              extra={
                <Button variant="outline" size="sm" aria-label={t('invoices.openNamed', { name: nameOf(i) })} onClick={() => open(i.id)}>
                  {t('invoices.open')}
                </Button>
              }
              remove={i.can.delete && { onClick: () => void destroy(i) }}
            />
          )}
        />
        <Pagination
          className="p-3"
          page={view.page}
          pageSize={view.pageSize}
          total={list.data?.total ?? 0}
          onPageChange={(page) => setView({ page })}
          onPageSizeChange={(pageSize) => setView({ pageSize })}
        />
      </Card>
      {dialog}
    </div>
  );
};
