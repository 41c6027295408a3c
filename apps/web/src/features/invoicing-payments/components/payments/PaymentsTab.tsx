// The payment processing tab: payments received, newest first, filtered by customer, date and "only with unapplied
// credit" (list kit: filters and page in the URL; cards at 375 px), the record-payment dialog, and on each row "Apply
// credit" and "Reverse" as the payment's `can` allows.
import { can } from '@centinela/shared';
import type { TPayment } from '@centinela/shared/contracts/invoice-payments';
import { Banknote, Plus, Undo2, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tableQueryProps } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { useSession } from '@/features/auth/hooks/useSession';
import { useUrlState } from '@/lib/url-state';
import { usePayments } from '../../hooks/usePayments';
import { ApplyCreditDialog } from './ApplyCreditDialog';
import { PaymentFilters } from './PaymentFilters';
import { usePaymentColumns } from './paymentColumns';
import { usePaymentWords } from './paymentWords';
import { RecordPaymentDialog, type TRecordTarget } from './RecordPaymentDialog';
import { ReversePaymentDialog } from './ReversePaymentDialog';

type TRowDialog = { kind: 'apply' | 'reverse'; payment: TPayment } | null;

export const PaymentsTab = () => {
  const { t } = useTranslation('invoicingPayments');
  const { subject } = useSession();
  const [view, setView] = useUrlState({ customer: '', from: '', to: '', unapplied: false as boolean, page: 1, pageSize: 25 });
  const list = usePayments({
    customerCompanyId: view.customer,
    from: view.from,
    to: view.to,
    isUnappliedOnly: view.unapplied,
    page: view.page,
    pageSize: view.pageSize,
  });
  const columns = usePaymentColumns();
  const words = usePaymentWords();
  const [recording, setRecording] = useState<TRecordTarget | null>(null);
  const [rowDialog, setRowDialog] = useState<TRowDialog>(null);
  const canAdd = can(subject, 'add', 'invoicing-payments');
  const rows = list.data?.items ?? [];
  const hasFilters = Boolean(view.customer || view.from || view.to || view.unapplied);
  const close = () => setRowDialog(null);

  const recordButton = (label: string) => (
    <Button className="shrink-0 self-start" onClick={() => setRecording({ customerCompanyId: view.customer || undefined })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-3xl text-sm text-slate-600">{t('payments.description')}</p>
        {canAdd && recordButton(t('payments.record'))}
      </div>
      <PaymentFilters view={view} setView={setView} />
      <Card>
        <DataTable
          id="invoicing-payments"
          label={t('payments.table')}
          columns={columns}
          rows={rows}
          getRowId={(p) => p.id}
          {...tableQueryProps(list)}
          icon={Banknote}
          loadingLabel={t('payments.loading')}
          errorTitle={t('payments.fetchFailed')}
          empty={
            hasFilters
              ? { title: t('payments.emptyFiltered') }
              : {
                  title: t('payments.empty'),
                  description: canAdd ? t('payments.emptyHint') : undefined,
                  action: canAdd && recordButton(t('payments.recordFirst')),
                }
          }
          rowActions={(p) =>
            (p.can.apply || p.can.reverse) && (
              <RowActions
                name={words.name(p)}
                extra={
                  <>
                    {p.can.apply && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('payments.actions.applyNamed', { name: words.name(p) })}
                        onClick={() => setRowDialog({ kind: 'apply', payment: p })}
                      >
                        <WalletCards aria-hidden="true" />
                        {t('payments.actions.apply')}
                      </Button>
                    )}
                    {p.can.reverse && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={t('payments.actions.reverseNamed', { name: words.name(p) })}
                        onClick={() => setRowDialog({ kind: 'reverse', payment: p })}
                      >
                        <Undo2 aria-hidden="true" />
                        {t('payments.actions.reverse')}
                      </Button>
                    )}
                  </>
                }
              />
            )
          }
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
      <RecordPaymentDialog target={recording} onClose={() => setRecording(null)} />
      <ApplyCreditDialog payment={rowDialog?.kind === 'apply' ? rowDialog.payment : null} onClose={close} />
      <ReversePaymentDialog payment={rowDialog?.kind === 'reverse' ? rowDialog.payment : null} onClose={close} />
    </div>
  );
};
