// The rate cards tab: what each customer is billed, version by version, filtered by customer, state and a search, with
// the editor (add, edit) and delete. Filters and page live in the URL (list kit).
import { can } from '@centinela/shared';
import { RATE_CARD_STATES, type TRateCard, type TRateCardState } from '@centinela/shared/contracts/invoicing-payments';
import { CopyPlus, Plus, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, deleteMessages, tableQueryProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { useSession } from '@/features/auth/hooks/useSession';
import { formatDay } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { useCustomerOptions, useRateCardActions, useRateCards } from '../hooks/useInvoicing';
import { RateCardEditorDialog, type TRateCardEditorTarget } from './RateCardEditorDialog';
import { useRateCardColumns } from './rateCardColumns';

export const RateCardsTab = () => {
  const { t, i18n } = useTranslation(['invoicingPayments', 'common']);
  const { subject } = useSession();
  const [view, setView] = useUrlState({ customer: '', state: '', search: '', page: 1, pageSize: 25 });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const state = (RATE_CARD_STATES as readonly string[]).includes(view.state) ? (view.state as TRateCardState) : '';
  const list = useRateCards({ customerCompanyId: view.customer, state, search: view.search, page: view.page, pageSize: view.pageSize });
  const customers = useCustomerOptions();
  const [editor, setEditor] = useState<TRateCardEditorTarget | null>(null);
  const rowAction = useRowAction();
  const { remove } = useRateCardActions();
  const columns = useRateCardColumns();
  const canAdd = can(subject, 'add', 'invoicing-payments');
  const rows = list.data?.items ?? [];

  const nameOf = (c: TRateCard) => [c.customerCompanyName, c.postName, formatDay(c.fromDate, i18n.language)].filter(Boolean).join(' · ');
  // deleteMessages reads its keys at the namespace's top level: these are the rate cards' own.
  const destroy = (c: TRateCard) =>
    rowAction.run(
      c.id,
      () => remove.mutateAsync(c.id),
      deleteMessages((key, options) => (key === 'common:actions.delete' ? t(key) : t(`rateCards.${key}`, options)), {
        name: c.postName ? `${c.customerCompanyName} · ${c.postName}` : c.customerCompanyName,
        date: formatDay(c.fromDate, i18n.language),
      }),
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-3xl text-sm text-slate-600">{t('rateCards.description')}</p>
        {canAdd && (
          <Button className="shrink-0 self-start" onClick={() => setEditor({ mode: 'create', customerCompanyId: view.customer })}>
            <Plus aria-hidden="true" />
            {t('rateCards.add')}
          </Button>
        )}
      </div>
      <Card className="p-4">
        <search
          aria-label={t('rateCards.filters.label')}
          className="grid items-end gap-4 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,1fr)]"
        >
          <SearchField
            label={t('rateCards.filters.search')}
            placeholder={t('rateCards.filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <FilterSelect
            label={t('rateCards.filters.customer')}
            allLabel={t('rateCards.filters.allCustomers')}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={view.customer}
            onChange={(customer) => setView({ customer })}
          />
          <FilterSelect
            label={t('rateCards.filters.state')}
            allLabel={t('rateCards.filters.allStates')}
            options={RATE_CARD_STATES.map((s) => ({ value: s, label: t(`rateCards.states.${s}`) }))}
            value={state}
            onChange={(value) => setView({ state: value })}
          />
        </search>
      </Card>
      <Card>
        <DataTable
          id="invoicing-rate-cards"
          label={t('rateCards.table')}
          columns={columns}
          rows={rows}
          getRowId={(c) => c.id}
          {...tableQueryProps(list)}
          icon={Receipt}
          loadingLabel={t('rateCards.loading')}
          errorTitle={t('rateCards.fetchFailed')}
          empty={{ title: t('rateCards.empty'), description: canAdd ? t('rateCards.emptyHint') : undefined }}
          rowActions={(c) => (
            <RowActions
              name={nameOf(c)}
              isBusy={rowAction.busyId === c.id}
              extra={
                canAdd && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('rateCards.newVersionOf', { name: nameOf(c) })}
                    onClick={() => setEditor({ mode: 'create', from: c })}
                  >
                    <CopyPlus aria-hidden="true" />
                    {t('rateCards.newVersion')}
                  </Button>
                )
              }
              edit={c.can.update && { onClick: () => setEditor({ mode: 'edit', card: c }) }}
              remove={c.can.delete && { onClick: () => void destroy(c) }}
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
      <RateCardEditorDialog target={editor} onClose={() => setEditor(null)} />
    </div>
  );
};
