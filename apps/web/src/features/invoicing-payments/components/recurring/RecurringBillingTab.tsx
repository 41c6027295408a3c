// The recurring billing tab: each customer's fixed charges with their rule in words and next dates, filtered by customer
// and a search, stopped ones on request (list kit: filters and page in the URL); add, edit and delete, and "issue the due
// charges now" for the charges billed on invoices of their own.
import { can } from '@centinela/shared';
import type { TRecurringCharge } from '@centinela/shared/contracts/recurring-charges';
import { CalendarClock, FilePlus2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable, deleteMessages, tableQueryProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Label } from '@/components/ui/Label';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { Switch } from '@/components/ui/Switch';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { useCustomerOptions } from '../../hooks/useInvoicing';
import { useRecurringChargeActions, useRecurringCharges } from '../../hooks/useRecurringCharges';
import { RecurringChargeDialog, type TRecurringChargeTarget } from './RecurringChargeDialog';
import { useRecurringColumns } from './recurringColumns';

/** "Issue due charges now": the drafts of the charges billed alone, and a toast of how many were made. */
const IssueDueButton = () => {
  const { t } = useTranslation('invoicingPayments');
  const { issue } = useRecurringChargeActions();
  const run = () =>
    issue.mutate(undefined, {
      onSuccess: ({ generated }) => toast.success(generated > 0 ? t('recurring.issued', { count: generated }) : t('recurring.issuedNone')),
      onError: (error) => toast.error(t('recurring.issueFailed'), { description: errorMessage(error) }),
    });
  return (
    <Button variant="outline" title={t('recurring.issueHint')} disabled={issue.isPending} onClick={run}>
      {issue.isPending ? <Spinner className="text-current" /> : <FilePlus2 aria-hidden="true" />}
      {t('recurring.issueNow')}
    </Button>
  );
};

export const RecurringBillingTab = () => {
  const { t } = useTranslation(['invoicingPayments', 'common']);
  const { subject } = useSession();
  const [view, setView] = useUrlState({ customer: '', search: '', stopped: false as boolean, page: 1, pageSize: 25 });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const list = useRecurringCharges({
    customerCompanyId: view.customer,
    search: view.search,
    includeInactive: view.stopped,
    page: view.page,
    pageSize: view.pageSize,
  });
  const customers = useCustomerOptions();
  const [editor, setEditor] = useState<TRecurringChargeTarget | null>(null);
  const rowAction = useRowAction();
  const { remove } = useRecurringChargeActions();
  const columns = useRecurringColumns();
  const stoppedId = useId();
  const canAdd = can(subject, 'add', 'invoicing-payments');
  const canEdit = can(subject, 'edit', 'invoicing-payments');
  const canDelete = can(subject, 'delete', 'invoicing-payments');
  const rows = list.data?.items ?? [];

  const nameOf = (c: TRecurringCharge) => `${c.customerCompanyName} · ${c.description}`;
  // deleteMessages reads its keys at the namespace's top level: these are the recurring charges' own.
  const destroy = (c: TRecurringCharge) =>
    rowAction.run(
      c.id,
      () => remove.mutateAsync(c.id),
      deleteMessages((key, options) => (key === 'common:actions.delete' ? t(key) : t(`recurring.${key}`, options)), {
        name: c.description,
        customer: c.customerCompanyName,
      }),
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <p className="max-w-3xl text-sm text-slate-600">{t('recurring.description')}</p>
        {canAdd && (
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <IssueDueButton />
            <Button onClick={() => setEditor({ mode: 'create', customerCompanyId: view.customer })}>
              <Plus aria-hidden="true" />
              {t('recurring.add')}
            </Button>
          </div>
        )}
      </div>
      <Card className="p-4">
        <search
          aria-label={t('recurring.filters.label')}
          className="grid items-end gap-4 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,1fr)]"
        >
          <SearchField
            label={t('recurring.filters.search')}
            placeholder={t('recurring.filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <FilterSelect
            label={t('recurring.filters.customer')}
            allLabel={t('recurring.filters.allCustomers')}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={view.customer}
            onChange={(customer) => setView({ customer })}
          />
          <div className="flex h-9 items-center gap-2">
            <Switch id={stoppedId} checked={view.stopped} onCheckedChange={(isChecked) => setView({ stopped: isChecked })} />
            <Label htmlFor={stoppedId}>{t('recurring.filters.includeStopped')}</Label>
          </div>
        </search>
      </Card>
      <Card>
        <DataTable
          id="invoicing-recurring-charges"
          label={t('recurring.table')}
          columns={columns}
          rows={rows}
          getRowId={(c) => c.id}
          {...tableQueryProps(list)}
          icon={CalendarClock}
          loadingLabel={t('recurring.loading')}
          errorTitle={t('recurring.fetchFailed')}
          empty={{ title: t('recurring.empty'), description: canAdd ? t('recurring.emptyHint') : undefined }}
          rowActions={(c) => (
            <RowActions
              name={nameOf(c)}
              isBusy={rowAction.busyId === c.id}
              edit={canEdit && { onClick: () => setEditor({ mode: 'edit', charge: c }) }}
              remove={canDelete && { onClick: () => void destroy(c) }}
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
      <RecurringChargeDialog target={editor} onClose={() => setEditor(null)} />
    </div>
  );
};
