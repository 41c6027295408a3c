// /rosters: the weekly schedules of the posts — a filterable list, and the editor (?roster=<id> or ?roster=new).
import { can } from '@centinela/shared';
import type { TRoster } from '@centinela/shared/contracts/rosters';
import { CalendarDays, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/features/auth/hooks/useSession';
import { CustomerPostFilters } from '@/features/posts/components/PostFilters';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { RosterEditor } from '../components/RosterEditor';
import { useDeleteRoster, useRoster, useRosterList } from '../hooks/useRosters';

const shiftCount = (roster: TRoster) => roster.scheduleData.days.reduce((n, d) => n + d.shifts.length, 0);
const staffing = (roster: TRoster) =>
  roster.scheduleData.days
    .flatMap((d) => d.shifts)
    .reduce(
      (acc, s) => ({ assigned: acc.assigned + Math.min(s.guardIds.length, s.requiredGuards), required: acc.required + s.requiredGuards }),
      {
        assigned: 0,
        required: 0,
      },
    );

const EditorLoader = ({ id, onClose, onSaved }: { id: string; onClose: () => void; onSaved: (roster: TRoster) => void }) => {
  const { t } = useTranslation(['rosters', 'common']);
  const roster = useRoster(id);
  if (roster.isPending) {
    return (
      <div className="flex items-center gap-2 py-16 text-sm text-slate-600" role="status">
        <Spinner />
        {t('states.loadingOne')}
      </div>
    );
  }
  if (roster.isError) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={t('states.fetchOneFailed')}
        description={errorMessage(roster.error)}
        action={<Button onClick={onClose}>{t('editor.back')}</Button>}
      />
    );
  }
  return <RosterEditor key={`${roster.data.id}-${roster.data.updatedAt}`} roster={roster.data} onClose={onClose} onSaved={onSaved} />;
};

/** The roster list's columns. */
const useRosterColumns = () => {
  const { t } = useTranslation(['rosters', 'common']);
  const { language } = useLanguage();
  return useMemo<TDataTableColumn<TRoster>[]>(
    () => [
      {
        id: 'post',
        header: t('list.post'),
        sortValue: (roster) => roster.postName,
        canHide: false,
        cell: (roster) => (
          <>
            <div className="font-medium text-slate-900">{roster.postName}</div>
            <div className="text-xs text-slate-600">{roster.customerCompanyName}</div>
          </>
        ),
      },
      { id: 'name', header: t('list.name'), sortValue: (roster) => roster.name ?? '', cell: (roster) => roster.name ?? t('list.unnamed') },
      {
        id: 'dates',
        header: t('list.dates'),
        className: 'whitespace-nowrap',
        sortValue: (roster) => roster.effectiveFrom,
        cell: (roster) => (
          <>
            {formatDay(roster.effectiveFrom, language)} –{' '}
            {roster.effectiveTo ? formatDay(roster.effectiveTo, language) : t('list.openEnded')}
          </>
        ),
      },
      { id: 'shifts', header: t('list.shifts'), sortValue: shiftCount, cell: shiftCount },
      {
        id: 'staffing',
        header: t('list.staffing'),
        cell: (roster) => {
          const s = staffing(roster);
          return (
            <Badge variant={s.assigned >= s.required ? 'success' : s.assigned === 0 ? 'danger' : 'warning'}>
              {t('list.staffed', { assigned: s.assigned, required: s.required })}
            </Badge>
          );
        },
      },
      {
        id: 'status',
        header: t('list.status'),
        cell: (roster) => (
          <Badge variant={roster.isActive && roster.postStatus === 'active' ? 'success' : 'neutral'}>
            {roster.postStatus !== 'active'
              ? t('list.postInactive')
              : roster.isActive
                ? t('common:status.active')
                : t('common:status.inactive')}
          </Badge>
        ),
      },
    ],
    [t, language],
  );
};

export const RostersPage = () => {
  const { t } = useTranslation(['rosters', 'common']);
  const { subject } = useSession();
  // Filters and sort live in the URL (list kit), next to the open editor (?roster=<id>).
  const [view, setView] = useUrlState({ roster: '', search: '', customerCompanyId: '', postId: '', sort: '', order: 'asc' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const editing = view.roster || null;
  const { search, customerCompanyId, postId: postFilter } = view;
  const canAdd = can(subject, 'add', 'rosters');
  const canEdit = can(subject, 'edit', 'rosters');
  const canRemove = can(subject, 'delete', 'rosters');
  // Read-only viewers (guards, customer admins) have no row action: no empty Actions column for them.
  const hasRowActions = canEdit || canRemove;
  const list = useRosterList({
    customerCompanyId: customerCompanyId || undefined,
    postId: postFilter || undefined,
    search: search || undefined,
  });
  const remove = useDeleteRoster();
  const rowAction = useRowAction();

  const columns = useRosterColumns();

  const open = (id: string | null) => setView({ roster: id ?? '' });

  if (editing && (canEdit || canAdd)) {
    const onSaved = (roster: TRoster) => open(roster.id);
    return (
      <div className="mx-auto max-w-screen-2xl">
        {editing === 'new' ? (
          <RosterEditor onClose={() => open(null)} onSaved={onSaved} />
        ) : (
          <EditorLoader id={editing} onClose={() => open(null)} onSaved={onSaved} />
        )}
      </div>
    );
  }

  const destroy = (roster: TRoster) =>
    rowAction.run(roster.id, () => remove.mutateAsync(roster.id), {
      confirm: {
        title: t('delete.title', { name: roster.name ?? roster.postName }),
        description: t('delete.description', { shifts: shiftCount(roster) }),
        confirmLabel: t('common:actions.delete'),
        isDestructive: true,
      },
      success: t('toasts.deleted'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('toasts.deleteFailed'),
    });

  const rosters = list.data ?? [];

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          canAdd && (
            <Button onClick={() => open('new')}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-3">
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <CustomerPostFilters
            customerCompanyId={customerCompanyId}
            postId={postFilter}
            onCustomerCompanyChange={(id) => setView({ customerCompanyId: id, postId: '' })}
            onPostChange={(id) => setView({ postId: id })}
          />
        </search>
      </Card>
      <Card>
        <DataTable
          id="rosters"
          label={t('list.label')}
          columns={columns}
          rows={rosters}
          getRowId={(roster) => roster.id}
          {...tableQueryProps(list)}
          icon={CalendarDays}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{ title: t('states.empty'), description: canAdd ? t('states.emptyHint') : undefined }}
          {...tableSortProps(view, setView)}
          rowActions={
            hasRowActions
              ? (roster) => (
                  <RowActions
                    className="flex-nowrap"
                    name={`${roster.postName} ${roster.name ?? t('list.unnamed')}`}
                    isBusy={rowAction.busyId === roster.id}
                    edit={roster.can.update && { onClick: () => open(roster.id) }}
                    remove={roster.can.delete && { onClick: () => void destroy(roster) }}
                  />
                )
              : undefined
          }
        />
      </Card>
    </div>
  );
};
