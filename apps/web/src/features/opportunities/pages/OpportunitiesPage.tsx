// /opportunities-report: special service requests. Views open, closed, all, my and recent (spec section 2) as tabs, with
// filters (status, priority, service type, search) in the URL; create (a customer company admin's request arrives as
// pending), open one (?id=) for its workflow, staffing, quotes and history, delete with the spec's confirmation, and
// export the filtered list as CSV.
import {
  can,
  OPPORTUNITY_PRIORITIES,
  OPPORTUNITY_STATUSES,
  SERVICE_TYPES,
  type TOpportunityPriority,
  type TOpportunityStatus,
  type TServiceType,
} from '@centinela/shared';
import type { TOpportunity, TOpportunityView } from '@centinela/shared/contracts/opportunities';
import * as opportunitiesApi from '@centinela/shared/endpoints/opportunities';
import { Briefcase, Download, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, deleteMessages, useRowAction } from '@/components/data-table';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { urlOf } from '@/lib/api-client';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { OpportunityDetailDialog } from '../components/OpportunityDetailDialog';
import { OpportunityEditorDialog, type TOpportunityEditorTarget } from '../components/OpportunityEditorDialog';
import { STATUS_VARIANT } from '../components/status';
import { useOpportunityActions, useOpportunityList } from '../hooks/useOpportunities';

const VIEWS: TOpportunityView[] = ['open', 'closed', 'all', 'my', 'recent'];

/** The opportunity list's columns, in the reader's language and the company's currency. */
const useOpportunityColumns = () => {
  const { t, i18n } = useTranslation(['opportunities', 'common']);
  const { currency } = useCompanyLocale();
  return useMemo<TDataTableColumn<TOpportunity>[]>(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        canHide: false,
        cell: (o) => (
          <>
            <div className="font-medium text-slate-900">
              #{o.number} {o.title}
            </div>
            <div className="text-xs text-slate-600">{o.location}</div>
          </>
        ),
      },
      { id: 'client', header: t('columns.client'), cell: (o) => o.customerCompanyName ?? '—' },
      { id: 'serviceType', header: t('columns.serviceType'), cell: (o) => t(`serviceTypes.${o.serviceType}`) },
      {
        id: 'dates',
        header: t('columns.dates'),
        cell: (o) => (
          <span className="whitespace-nowrap">
            {formatDay(o.startDate, i18n.language)} – {formatDay(o.endDate, i18n.language)}
            <span className="block text-xs text-slate-600">
              {o.startTime}–{o.endTime}
            </span>
          </span>
        ),
      },
      { id: 'guards', header: t('columns.guards'), cell: (o) => `${o.assignedGuards}/${o.guardsRequired}` },
      { id: 'budget', header: t('columns.budget'), cell: (o) => formatMoneyDisplay(o.totalBudgetCents, i18n.language, currency) },
      { id: 'priority', header: t('columns.priority'), cell: (o) => t(`priorities.${o.priority}`) },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (o) => <Badge variant={STATUS_VARIANT[o.status]}>{t(`statuses.${o.status}`)}</Badge>,
      },
    ],
    [t, i18n.language, currency],
  );
};

export const OpportunitiesPage = () => {
  const { t, i18n } = useTranslation(['opportunities', 'common']);
  const { subject } = useSession();
  const [view, setView] = useUrlState({
    view: 'open',
    status: '',
    priority: '',
    serviceType: '',
    search: '',
    id: '',
    page: 1,
    pageSize: 25,
  });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [editor, setEditor] = useState<TOpportunityEditorTarget | null>(null);
  const rowAction = useRowAction();
  const { remove } = useOpportunityActions();
  const query = {
    view: (VIEWS.includes(view.view as TOpportunityView) ? view.view : 'open') as TOpportunityView,
    status: (view.status || undefined) as TOpportunityStatus | undefined,
    priority: (view.priority || undefined) as TOpportunityPriority | undefined,
    serviceType: (view.serviceType || undefined) as TServiceType | undefined,
    search: view.search.trim() || undefined,
  };
  const list = useOpportunityList({ ...query, page: view.page, pageSize: view.pageSize });
  const canAdd = can(subject, 'add', 'create-opportunities');
  const rows = list.data?.items ?? [];

  const destroy = (o: TOpportunity) => rowAction.run(o.id, () => remove.mutateAsync(o.id), deleteMessages(t, { name: o.title }));

  const columns = useOpportunityColumns();

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={urlOf(opportunitiesApi.exportCsv, { query: { ...query, lang: i18n.language } as never })} download>
                <Download aria-hidden="true" />
                {t('actions.export')}
              </a>
            </Button>
            {canAdd && (
              <Button onClick={() => setEditor({ mode: 'create' })}>
                <Plus aria-hidden="true" />
                {t('actions.create')}
              </Button>
            )}
          </div>
        }
      />
      {/* The view tabs control the filters and the list below them: together they are the active tab's panel. */}
      <Tabs value={query.view} onValueChange={(value) => setView({ view: value })}>
        <TabsList className="mb-4 flex-wrap" aria-label={t('views.label')}>
          {VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {t(`views.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={query.view} className="mt-0">
          <Card className="mb-4 p-4">
            <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-4">
              <SearchField
                label={t('filters.search')}
                placeholder={t('filters.searchPlaceholder')}
                value={searchText}
                onChange={setSearchText}
              />
              <FilterSelect
                label={t('filters.status')}
                allLabel={t('filters.all')}
                options={OPPORTUNITY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                value={view.status}
                onChange={(status) => setView({ status })}
              />
              <FilterSelect
                label={t('filters.priority')}
                allLabel={t('filters.all')}
                options={OPPORTUNITY_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
                value={view.priority}
                onChange={(priority) => setView({ priority })}
              />
              <FilterSelect
                label={t('filters.serviceType')}
                allLabel={t('filters.all')}
                options={SERVICE_TYPES.map((s) => ({ value: s, label: t(`serviceTypes.${s}`) }))}
                value={view.serviceType}
                onChange={(serviceType) => setView({ serviceType })}
              />
            </search>
          </Card>
          <Card>
            <DataTable
              id="opportunities"
              label={t('table.label')}
              columns={columns}
              rows={rows}
              getRowId={(o) => o.id}
              {...tableQueryProps(list)}
              icon={Briefcase}
              loadingLabel={t('states.loading')}
              errorTitle={t('states.fetchFailed')}
              empty={{ title: t('states.empty'), description: canAdd ? t('states.emptyHint') : undefined }}
              rowActions={(o) => (
                <RowActions
                  name={o.title}
                  isBusy={rowAction.busyId === o.id}
                  edit={{ onClick: () => setView({ id: o.id }), canEdit: false }}
                  remove={o.can.delete && { onClick: () => void destroy(o) }}
                />
              )}
            />
            <Pagination
              className="border-t border-slate-200 p-3"
              page={view.page}
              pageSize={view.pageSize}
              total={list.data?.total ?? 0}
              onPageChange={(page) => setView({ page })}
              onPageSizeChange={(pageSize) => setView({ pageSize })}
            />
          </Card>
        </TabsContent>
      </Tabs>
      <OpportunityEditorDialog target={editor} onClose={() => setEditor(null)} />
      <OpportunityDetailDialog
        id={view.id || null}
        onClose={() => setView({ id: '' })}
        onEdit={(o) => setEditor({ mode: 'edit', opportunity: o })}
      />
    </div>
  );
};
