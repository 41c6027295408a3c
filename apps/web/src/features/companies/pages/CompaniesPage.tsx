// /companies: the security companies (a company admin sees their own; platform superadmins all of them),
// with search, status filter, paging, the editor and (superadmin) deactivation with its impact.
import { DEFAULT_PAGE_SIZE, formatPhone } from '@centinela/shared';
import type { TCompany, TStatusFilter } from '@centinela/shared/contracts/companies';
import { Building2, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Select } from '@/components/ui/Select';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { useSession } from '@/features/auth/hooks/useSession';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { CompanyEditorDialog, type TCompanyEditorTarget } from '../components/CompanyEditorDialog';
import { fetchCompanyImpact, useCompaniesPage, useSetCompanyActive } from '../hooks/useCompanies';
import { STATUS_FILTER_KEYS } from '../lib/labels';
import { isPlatformAdmin } from '../lib/platform';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

/** The company list's columns. */
const useCompanyColumns = () => {
  const { t } = useTranslation(['companies', 'common', 'shell']);
  return useMemo<TDataTableColumn<TCompany>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortValue: (company) => company.name,
        canHide: false,
        cell: (company) => (
          <>
            <div className="font-medium text-slate-900">{company.name}</div>
            {company.legalName && <div className="text-xs text-slate-600">{company.legalName}</div>}
          </>
        ),
      },
      {
        id: 'contact',
        header: t('columns.contact'),
        cell: (company) => (
          <>
            <div>{formatPhone(company.phone) || '—'}</div>
            {company.email && <div className="text-xs text-slate-600">{company.email}</div>}
          </>
        ),
      },
      {
        id: 'timeZone',
        header: t('columns.timeZone'),
        sortValue: (company) => timeZoneLabel(company.timeZone),
        cell: (company) => (
          <>
            <div>{timeZoneLabel(company.timeZone)}</div>
            <div className="text-xs text-slate-600">{t(`common:language.names.${company.defaultLanguage}`)}</div>
          </>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortValue: (company) => (company.isActive ? 0 : 1),
        cell: (company) => (
          <Badge variant={company.isActive ? 'success' : 'neutral'}>
            {company.isActive ? t('common:status.active') : t('common:status.inactive')}
          </Badge>
        ),
      },
    ],
    [t],
  );
};

export const CompaniesPage = () => {
  const { t } = useTranslation(['companies', 'common', 'shell']);
  const { subject } = useSession();
  const statusId = useId();
  // Filters, sort and page live in the URL (list kit): links share the view, the back button returns to the last one.
  const [view, setView] = useUrlState({ search: '', status: 'active', page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', order: 'asc' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const { search, page, pageSize } = view;
  const status = view.status as TStatusFilter;
  const [editor, setEditor] = useState<TCompanyEditorTarget | null>(null);
  const rowAction = useRowAction();

  const list = useCompaniesPage({ search, status }, page, pageSize);
  const setActive = useSetCompanyActive();
  // Creating is the platform's; what a row offers comes with the row (`company.can`, companies policy).
  const isSuperadmin = isPlatformAdmin(subject);

  // What deactivating would leave without their company is read first, while the row shows busy.
  const deactivate = (company: TCompany) =>
    rowAction.run(company.id, () => setActive.mutateAsync({ id: company.id, isActive: false }), {
      confirm: async () => {
        const impact = await fetchCompanyImpact(company.id);
        const isInUse = Object.values(impact).some((n) => n > 0);
        return {
          title: t('deactivate.title', { name: company.name }),
          description: isInUse
            ? `${t('deactivate.impact', {
                users: impact.activeUsers,
                posts: impact.activePosts,
                rosters: impact.activeRosters,
                customers: impact.activeCustomerCompanies,
              })} ${t('deactivate.consequence')}`
            : t('deactivate.unused'),
          confirmLabel: t('actions.deactivate'),
        };
      },
      success: t('toasts.deactivated'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('toasts.statusFailed'),
    });

  const activate = (company: TCompany) =>
    rowAction.run(company.id, () => setActive.mutateAsync({ id: company.id, isActive: true }), {
      success: t('toasts.activated'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('toasts.statusFailed'),
    });

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const columns = useCompanyColumns();

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={isSuperadmin ? t('page.descriptionPlatform') : t('page.description')}
        actions={
          isSuperadmin && (
            <Button onClick={() => setEditor({ mode: 'create' })}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={statusId}>{t('filters.status')}</Label>
            <Select id={statusId} value={status} onChange={(event) => setView({ status: event.target.value })}>
              {(Object.keys(STATUS_FILTER_KEYS) as TStatusFilter[]).map((value) => (
                <option key={value} value={value}>
                  {t(STATUS_FILTER_KEYS[value])}
                </option>
              ))}
            </Select>
          </div>
        </search>
      </Card>
      <Card>
        <DataTable
          id="companies"
          label={t('shell:routes.companies')}
          columns={columns}
          rows={items}
          getRowId={(company) => company.id}
          {...tableQueryProps(list)}
          icon={Building2}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{ title: t('states.empty'), description: search ? t('states.emptySearch') : undefined }}
          {...tableSortProps(view, setView)}
          rowActions={(company) => (
            <RowActions
              className="flex-nowrap"
              name={company.name}
              isBusy={rowAction.busyId === company.id}
              edit={{ canEdit: company.can.update, onClick: () => setEditor({ mode: 'edit', company }) }}
              toggle={
                (company.isActive ? company.can.deactivate : company.can.activate) && {
                  isActive: company.isActive,
                  activateAs: 'reactivate',
                  onClick: () => void (company.isActive ? deactivate(company) : activate(company)),
                }
              }
            />
          )}
        />
        {total > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={(next) => setView({ page: next })}
            onPageSizeChange={(size) => setView({ pageSize: size })}
          />
        )}
      </Card>
      <CompanyEditorDialog target={editor} onClose={() => setEditor(null)} />
    </div>
  );
};
