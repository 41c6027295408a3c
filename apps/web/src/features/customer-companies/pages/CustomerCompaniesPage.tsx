// /customer-companies: the clients of the security company (a customer company admin sees only their own),
// with search, status and (superadmin) company filters, paging, the editor, deactivation with its impact and deletion.
import { can, DEFAULT_PAGE_SIZE, formatPhone } from '@centinela/shared';
import type { TStatusFilter } from '@centinela/shared/contracts/companies';
import type { TCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { Building, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ParseKeysWithoutVariables } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Combobox } from '@/components/ui/Combobox';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { useSession } from '@/features/auth/hooks/useSession';
import { useCompanyDirectory } from '@/features/companies/hooks/useCompanies';
import { isPlatformAdmin } from '@/features/companies/lib/platform';
import { STATUS_FILTER_KEYS } from '@/features/companies/lib/labels';
import { isApiError } from '@/lib/api';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { CustomerCompanyEditorDialog, type TCustomerEditorTarget } from '../components/CustomerCompanyEditorDialog';
import { fetchCustomerImpact, useCustomerActions, useCustomerCompaniesPage } from '../hooks/useCustomerCompanies';

/** The customer list's columns (the security company's column for platform superadmins only). */
const useCustomerColumns = (isSuperadmin: boolean) => {
  const { t } = useTranslation(['customerCompanies', 'common', 'companies', 'shell']);
  return useMemo<TDataTableColumn<TCustomerCompany>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortValue: (customer) => customer.name,
        canHide: false,
        cell: (customer) => (
          <>
            <div className="font-medium text-slate-900">{customer.name}</div>
            {customer.email && <div className="text-xs text-slate-600">{customer.email}</div>}
          </>
        ),
      },
      {
        id: 'contact',
        header: t('columns.contact'),
        sortValue: (customer) => customer.contactPerson,
        cell: (customer) => (
          <>
            <div>{customer.contactPerson || '—'}</div>
            {customer.phone && <div className="text-xs text-slate-600">{formatPhone(customer.phone)}</div>}
          </>
        ),
      },
      ...(isSuperadmin
        ? [
            {
              id: 'securityCompany',
              header: t('columns.securityCompany'),
              sortValue: (customer: TCustomerCompany) => customer.companyName,
              cell: (customer: TCustomerCompany) => customer.companyName,
            },
          ]
        : []),
      {
        id: 'status',
        header: t('columns.status'),
        sortValue: (customer) => (customer.isActive ? 0 : 1),
        cell: (customer) => (
          <Badge variant={customer.isActive ? 'success' : 'neutral'}>
            {customer.isActive ? t('common:status.active') : t('common:status.inactive')}
          </Badge>
        ),
      },
    ],
    [t, isSuperadmin],
  );
};

/** Deactivate, activate and delete a customer from its row, with the row busy meanwhile. */
const useCustomerRowActions = (rowAction: ReturnType<typeof useRowAction>) => {
  const { t } = useTranslation(['customerCompanies', 'common', 'companies', 'shell']);
  const { setActive, remove } = useCustomerActions();

  /** The server says why a customer cannot be deleted: turn its counts into our own sentence. */
  const describeError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 409) return null;
    const details = error.details as { posts?: number; users?: number } | undefined;
    if (details?.posts !== undefined) return t('delete.inUse', { posts: details.posts ?? 0, users: details.users ?? 0 });
    return t('delete.referenced');
  };
  const failed = (fallbackKey: ParseKeysWithoutVariables<'customerCompanies'>) => ({
    errorTitle: t('toasts.errorTitle'),
    errorFallback: t(fallbackKey),
    errorText: describeError,
  });

  // What deactivating would affect is read first, while the row shows busy.
  const deactivate = (customer: TCustomerCompany) =>
    rowAction.run(customer.id, () => setActive.mutateAsync({ id: customer.id, isActive: false }), {
      ...failed('toasts.statusFailed'),
      confirm: async () => {
        const impact = await fetchCustomerImpact(customer.id);
        const isInUse = impact.activePosts > 0 || impact.activeRosters > 0 || impact.customerAdmins > 0;
        return {
          title: t('deactivate.title', { name: customer.name }),
          description: isInUse
            ? t('deactivate.impact', { posts: impact.activePosts, rosters: impact.activeRosters, admins: impact.customerAdmins })
            : t('deactivate.unused'),
          confirmLabel: t('actions.deactivate'),
        };
      },
      success: t('toasts.deactivated'),
    });

  const activate = (customer: TCustomerCompany) =>
    rowAction.run(customer.id, () => setActive.mutateAsync({ id: customer.id, isActive: true }), {
      ...failed('toasts.statusFailed'),
      success: t('toasts.activated'),
    });

  const destroy = (customer: TCustomerCompany) =>
    rowAction.run(customer.id, () => remove.mutateAsync(customer.id), {
      ...failed('toasts.deleteFailed'),
      confirm: {
        title: t('delete.title', { name: customer.name }),
        description: t('common:confirm.deleteItem'),
        confirmLabel: t('common:actions.delete'),
      },
      success: t('toasts.deleted'),
    });

  return { deactivate, activate, destroy };
};

export const CustomerCompaniesPage = () => {
  const { t } = useTranslation(['customerCompanies', 'common', 'companies', 'shell']);
  const { subject, company, user } = useSession();
  const statusId = useId();
  // Filters, sort and page live in the URL (list kit): links share the view, the back button returns to the last one.
  const [view, setView] = useUrlState({
    search: '',
    status: 'active',
    companyId: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: '',
    order: 'asc',
  });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const { search, companyId, page, pageSize } = view;
  const status = view.status as TStatusFilter;
  const [editor, setEditor] = useState<TCustomerEditorTarget | null>(null);
  const rowAction = useRowAction();

  const isSuperadmin = isPlatformAdmin(subject);
  // Customer company admins are bound to their own customer: never create, deactivate or delete.
  const isCustomerAdmin = user?.role === 'customer_company_admin' && !isSuperadmin;
  const canAdd = can(subject, 'add', 'customer-companies') && !isCustomerAdmin;
  const canEdit = can(subject, 'edit', 'customer-companies');
  const companies = useCompanyDirectory(isSuperadmin);
  const list = useCustomerCompaniesPage({ search, status, companyId }, page, pageSize);

  const { deactivate, activate, destroy } = useCustomerRowActions(rowAction);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const columns = useCustomerColumns(isSuperadmin);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={isCustomerAdmin ? t('page.descriptionCustomer') : t('page.description')}
        actions={
          canAdd && (
            <Button onClick={() => setEditor({ mode: 'create' })}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Card className="mb-4 p-4">
        <search
          aria-label={t('filters.label')}
          className={
            isSuperadmin
              ? 'grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)]'
              : 'grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]'
          }
        >
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          {isSuperadmin && (
            <Combobox
              label={t('filters.securityCompany')}
              allLabel={t('filters.allCompanies')}
              options={(companies.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
              value={companyId}
              onChange={(next) => setView({ companyId: next })}
            />
          )}
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
          id="customer-companies"
          label={t('shell:routes.customerCompanies')}
          columns={columns}
          rows={items}
          getRowId={(customer) => customer.id}
          {...tableQueryProps(list)}
          icon={Building}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{
            title: t('states.empty'),
            description: search ? t('states.emptySearch') : canAdd ? t('states.emptyHint') : undefined,
          }}
          {...tableSortProps(view, setView)}
          rowActions={(customer) => (
            <RowActions
              name={customer.name}
              isBusy={rowAction.busyId === customer.id}
              edit={{ canEdit: customer.can.update, onClick: () => setEditor({ mode: 'edit', customer }) }}
              toggle={
                (customer.isActive ? customer.can.deactivate : customer.can.activate) && {
                  isActive: customer.isActive,
                  activateAs: 'reactivate',
                  onClick: () => void (customer.isActive ? deactivate(customer) : activate(customer)),
                }
              }
              remove={customer.can.delete && { onClick: () => void destroy(customer) }}
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
      <CustomerCompanyEditorDialog
        target={editor}
        defaultCompanyId={companyId || (company && !company.isPlatform ? company.id : '')}
        isPlatformAdmin={isSuperadmin}
        canEdit={canEdit}
        onClose={() => setEditor(null)}
      />
    </div>
  );
};
