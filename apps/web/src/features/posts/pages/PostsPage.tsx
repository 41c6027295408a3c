// /posts: the guarded sites of the customer companies — search, customer and status filters, paging, the editor,
// deactivation (confirming which rosters stop) and deletion (the dialog first says what references the post and then
// offers deactivation instead; delete only when nothing does).
import { can, DEFAULT_PAGE_SIZE, type TPostStatus } from '@centinela/shared';
import type { TPost, TPostImpact } from '@centinela/shared/contracts/posts';
import { MapPin, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { useSession } from '@/features/auth/hooks/useSession';
import { formatAddress } from '@/features/companies/components/AddressFields';
import { RANK_LABEL_KEYS } from '@/features/users/lib/labels';
import { useLanguage } from '@/i18n/useLanguage';
import { isApiError } from '@/lib/api';
import { formatDay } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { CustomerCompanyFilter } from '../components/PostFilters';
import { PostDeleteDialog } from '../components/PostDeleteDialog';
import { PostEditorDialog, type TPostEditorTarget } from '../components/PostEditorDialog';
import { fetchPostImpact, usePostActions, usePostFormOptions, usePostsPage } from '../hooks/usePosts';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

/** The post list's columns. */
const usePostColumns = () => {
  const { t } = useTranslation(['posts', 'common', 'users']);
  return useMemo<TDataTableColumn<TPost>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortValue: (post) => post.name,
        canHide: false,
        cell: (post) => (
          <>
            <div className="font-medium text-slate-900">{post.name}</div>
            <div className="text-xs text-slate-600">{formatAddress(post.address) || timeZoneLabel(post.timeZone)}</div>
          </>
        ),
      },
      {
        id: 'customer',
        header: t('columns.customer'),
        sortValue: (post) => post.customerCompanyName,
        cell: (post) => post.customerCompanyName,
      },
      {
        id: 'requiredRank',
        header: t('columns.requiredRank'),
        cell: (post) => (post.requiredRank ? t(RANK_LABEL_KEYS[post.requiredRank]) : t('fields.anyRank')),
      },
      { id: 'rosters', header: t('columns.rosters'), sortValue: (post) => post.rosterCount, cell: (post) => post.rosterCount },
      {
        id: 'status',
        header: t('columns.status'),
        sortValue: (post) => (post.status === 'active' ? 0 : 1),
        cell: (post) => (
          <Badge variant={post.status === 'active' ? 'success' : 'neutral'}>
            {post.status === 'active' ? t('common:status.active') : t('common:status.inactive')}
          </Badge>
        ),
      },
    ],
    [t],
  );
};

/** Deactivate, activate and delete a post from its row, with the row busy meanwhile. */
const usePostRowActions = (rowAction: ReturnType<typeof useRowAction>) => {
  const { t } = useTranslation(['posts', 'common', 'users']);
  const { language } = useLanguage();
  const { setStatus: changeStatus, remove } = usePostActions();

  // A post still used by rosters or bans cannot go: the refusal says by how many.
  const inUseText = (error: unknown) => {
    const impact = isApiError(error) && error.status === 409 ? (error.details as TPostImpact | undefined) : undefined;
    return impact?.rosters ? t('delete.inUse', { rosters: impact.rosters.length, bans: impact.bannedGuardCount }) : undefined;
  };
  const statusMessages = { errorTitle: t('toasts.errorTitle'), errorFallback: t('toasts.statusFailed'), errorText: inUseText };

  const describeRosters = (impact: TPostImpact) =>
    impact.rosters
      .map((r) =>
        t('deactivate.rosterLine', {
          name: r.name ?? t('rosterUnnamed'),
          from: formatDay(r.effectiveFrom, language),
          shifts: r.shiftCount,
          guards: r.assignmentCount,
        }),
      )
      .join('; ');

  // The rosters it would leave are read first, while the row shows busy.
  const deactivate = (post: TPost) =>
    rowAction.run(post.id, () => changeStatus.mutateAsync({ id: post.id, status: 'inactive' }), {
      ...statusMessages,
      confirm: async () => {
        const impact = await fetchPostImpact(post.id);
        return {
          title: t('deactivate.title', { name: post.name }),
          description:
            impact.rosters.length > 0
              ? t('deactivate.affects', { count: impact.rosters.length, rosters: describeRosters(impact) })
              : t('deactivate.noRosters'),
          confirmLabel: t('actions.deactivate'),
          isDestructive: true,
        };
      },
      success: t('toasts.deactivated'),
    });

  const activate = (post: TPost) =>
    rowAction.run(post.id, () => changeStatus.mutateAsync({ id: post.id, status: 'active' }), {
      ...statusMessages,
      success: t('toasts.activated'),
    });

  // Asked only after the dialog has shown that nothing references the post (the server's 409 stays as the safety net).
  const destroy = (post: TPost) =>
    rowAction.run(post.id, () => remove.mutateAsync(post.id), {
      ...statusMessages,
      errorFallback: t('toasts.deleteFailed'),
      success: t('toasts.deleted'),
    });

  return { deactivate, activate, destroy };
};

export const PostsPage = () => {
  const { t } = useTranslation(['posts', 'common', 'users']);
  const { subject, user } = useSession();
  const statusId = useId();
  // Filters, sort and page live in the URL (list kit): links share the view, the back button returns to the last one.
  const [view, setView] = useUrlState({
    search: '',
    customerCompanyId: '',
    status: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: '',
    order: 'asc',
  });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const { search, customerCompanyId, page, pageSize } = view;
  const status = view.status as TPostStatus | '';
  const [editor, setEditor] = useState<TPostEditorTarget | null>(null);
  const rowAction = useRowAction();
  const [deleting, setDeleting] = useState<TPost | null>(null);

  const canAdd = can(subject, 'add', 'posts');
  const canEdit = can(subject, 'edit', 'posts');
  const options = usePostFormOptions();
  const list = usePostsPage({ search, customerCompanyId, status }, page, pageSize);
  const isCustomerAdmin = user?.role === 'customer_company_admin';
  // Pay rates are payroll's: security company staff with the payroll permission only (the server says the same).
  const isStaff = Boolean(user) && !isCustomerAdmin && user?.role !== 'security_guard';
  const payRates = isStaff && can(subject, 'view', 'payroll') && { canEdit: can(subject, 'edit', 'payroll') };

  const { deactivate, activate, destroy } = usePostRowActions(rowAction);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const columns = usePostColumns();

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
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)]">
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <CustomerCompanyFilter value={customerCompanyId} onChange={(next) => setView({ customerCompanyId: next })} />
          <div className="grid gap-1.5">
            <Label htmlFor={statusId}>{t('filters.status')}</Label>
            <Select id={statusId} value={status} onChange={(event) => setView({ status: event.target.value })}>
              <option value="">{t('filters.allStatuses')}</option>
              <option value="active">{t('common:status.active')}</option>
              <option value="inactive">{t('common:status.inactive')}</option>
            </Select>
          </div>
        </search>
      </Card>
      <Card>
        <DataTable
          id="posts"
          label={t('table.label')}
          columns={columns}
          rows={items}
          getRowId={(post) => post.id}
          {...tableQueryProps(list)}
          icon={MapPin}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{
            title: t('states.empty'),
            description: search ? t('states.emptySearch') : canAdd ? t('states.emptyHint') : undefined,
          }}
          {...tableSortProps(view, setView)}
          rowActions={(post) => (
            <RowActions
              name={post.name}
              isBusy={rowAction.busyId === post.id}
              edit={{ canEdit: post.can.update, onClick: () => setEditor({ mode: 'edit', post }) }}
              toggle={
                post.can.changeStatus && {
                  isActive: post.status === 'active',
                  onClick: () => void (post.status === 'active' ? deactivate(post) : activate(post)),
                }
              }
              remove={post.can.delete && { onClick: () => setDeleting(post) }}
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
      <PostDeleteDialog
        post={deleting}
        canDeactivate={canEdit}
        onClose={() => setDeleting(null)}
        onDelete={(post) => {
          setDeleting(null);
          void destroy(post);
        }}
        onDeactivate={(post) => {
          setDeleting(null);
          void deactivate(post);
        }}
      />
      <PostEditorDialog
        target={editor}
        defaultCustomerCompanyId={
          customerCompanyId || (options.data?.customerCompanies.length === 1 ? options.data.customerCompanies[0].value : '')
        }
        canEdit={canEdit}
        canSeeRates={canEdit}
        payRates={payRates}
        onClose={() => setEditor(null)}
      />
    </div>
  );
};
