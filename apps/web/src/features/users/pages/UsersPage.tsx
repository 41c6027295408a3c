// The users page (spec section 2 "Users page"): filters, role tabs, cards grouped by role, paging, the user editor.
import { can, DEFAULT_PAGE_SIZE, type TRole } from '@centinela/shared';
import { type TUserListItem, type TUserRoleFilter, userFullName } from '@centinela/shared/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { FilterX, Send, UserPlus, Users } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Combobox } from '@/components/ui/Combobox';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { Switch } from '@/components/ui/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { SmsConversationDialog } from '@/features/sms/components/SmsConversationDialog';
import { openPhone } from '@/features/phone/lib/phone-store';
import { useCanUseSms } from '@/features/sms/hooks/useSms';
import { ContactUnavailableDialog, type TContactRequest } from '../components/ContactUnavailableDialog';
import { DeactivateUserDialog, type TDeactivation } from '../components/DeactivateUserDialog';
import type { TEditorTarget } from '../components/UserEditorDialog';
import { UserCard } from '../components/UserCard';
import {
  DEFAULT_FILTERS,
  invalidateAfterUserChange,
  removeGuardFromShifts,
  type TUsersFilters,
  updateEmployment,
  useCompanyOptions,
  useUsersPage,
} from '../hooks/useUsers';
import { ROLE_GROUP_KEYS, ROLE_TABS } from '../lib/labels';

// The editor (form, camera, tabs of other areas) loads on first use, so the list itself renders sooner.
const UserEditorDialog = lazy(async () => ({ default: (await import('../components/UserEditorDialog')).UserEditorDialog }));
const SendSelfRegistrationDialog = lazy(async () => ({
  default: (await import('@/features/face-registration/components/SendSelfRegistrationDialog')).SendSelfRegistrationDialog,
}));

type TUserCardProps = ComponentProps<typeof UserCard>;

/** The users on this page, grouped by role: a heading with the count, then one card per user. */
const UserGroups = ({
  groups,
  isFetching,
  busyId,
  onToggleActive,
  onEdit,
  onContact,
}: {
  groups: [TRole, TUserListItem[]][];
  isFetching: boolean;
  busyId: string | null;
} & Pick<TUserCardProps, 'onToggleActive' | 'onEdit' | 'onContact'>) => {
  const { t } = useTranslation(['users']);
  return (
    <div className="grid gap-6 p-4" aria-busy={isFetching}>
      {groups.map(([role, members]) => {
        const headingId = `users-group-${role}`;
        return (
          <section key={role} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t(ROLE_GROUP_KEYS[role])}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 normal-case">{members.length}</span>
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={headingId}>
              {members.map((user) => (
                <li key={user.id} aria-label={userFullName(user)}>
                  <UserCard user={user} isBusy={busyId === user.id} onToggleActive={onToggleActive} onEdit={onEdit} onContact={onContact} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};

/** The search, company and active filters above the role tabs, with the button that clears them. */
const UserFilters = ({
  activeId,
  searchText,
  onSearchTextChange,
  companyOptions,
  filters,
  setView,
  hasFilters,
  onClear,
}: {
  activeId: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  companyOptions: { value: string; label: string }[];
  filters: TUsersFilters;
  setView: (patch: { companyId?: string; activeOnly?: boolean }) => void;
  hasFilters: boolean;
  onClear: () => void;
}) => {
  const { t } = useTranslation(['users']);
  return (
    <search className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto_auto]" aria-label={t('filters.label')}>
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={searchText}
        onChange={onSearchTextChange}
      />
      <Combobox
        label={t('filters.company')}
        allLabel={t('filters.allCompanies')}
        options={companyOptions}
        value={filters.companyId}
        onChange={(companyId) => setView({ companyId })}
      />
      <div className="flex h-9 items-center gap-2">
        <Switch id={activeId} checked={filters.activeOnly} onCheckedChange={(isChecked) => setView({ activeOnly: isChecked })} />
        <Label htmlFor={activeId}>{filters.activeOnly ? t('filters.activeOnly') : t('filters.inactiveOnly')}</Label>
      </div>
      <div className="flex h-9 items-center">
        {hasFilters && (
          <Button variant="ghost" onClick={onClear}>
            <FilterX aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </search>
  );
};

/** Reactivates a user, or deactivates one (a guard also leaves their shifts), with the card busy meanwhile. */
const useEmploymentActions = (setBusyId: (id: string | null) => void, setDeactivating: (user: TUserListItem | null) => void) => {
  const { t } = useTranslation(['users']);
  const queryClient = useQueryClient();

  const reactivate = async (user: TUserListItem) => {
    setBusyId(user.id);
    try {
      await updateEmployment(user.id, { stillEmployed: true });
      toast.success(t('toasts.updated'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.statusFailed')) });
    } finally {
      setBusyId(null);
      await invalidateAfterUserChange(queryClient);
    }
  };

  const deactivate = async (user: TUserListItem, termination: TDeactivation) => {
    setDeactivating(null);
    setBusyId(user.id);
    try {
      try {
        await updateEmployment(user.id, { stillEmployed: false, ...termination });
      } catch (error) {
        toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.statusFailed')) });
        return;
      }
      if (user.role !== 'security_guard') {
        toast.success(t('toasts.updated'));
        return;
      }
      try {
        const result = await removeGuardFromShifts(user.id);
        toast.success(t('toasts.guardRemoved'), { description: t('toasts.guardRemovedDescription', { count: result?.removed ?? 0 }) });
      } catch {
        toast.warning(t('toasts.warningTitle'), { description: t('toasts.removeFailed') });
      }
    } finally {
      setBusyId(null);
      await invalidateAfterUserChange(queryClient);
    }
  };

  return { reactivate, deactivate };
};

/** The users of the page grouped by role, in the order the roles first appear. */
const useRoleGroups = (items: TUserListItem[]) =>
  useMemo(() => {
    const byRole = new Map<TRole, TUserListItem[]>();
    for (const item of items) byRole.set(item.role, [...(byRole.get(item.role) ?? []), item]);
    return [...byRole.entries()];
  }, [items]);

/** Sends the list to its last page that has users when the current one has emptied out. */
const useStepBackFromEmptyPage = ({
  isSuccess,
  count,
  total,
  page,
  pageSize,
  setView,
}: {
  isSuccess: boolean;
  count: number;
  total: number;
  page: number;
  pageSize: number;
  setView: (patch: { page: number }, options?: { replace?: boolean }) => void;
}) => {
  useEffect(() => {
    if (isSuccess && count === 0 && total > 0 && page > 1) {
      setView({ page: Math.ceil(total / pageSize) }, { replace: true });
    }
  }, [isSuccess, count, total, page, pageSize, setView]);
};

export const UsersPage = () => {
  const { t } = useTranslation(['users']);
  const { subject } = useSession();
  const activeId = useId();

  // Filters, role tab and page live in the URL (list kit): links share the view, the back button returns to the last
  // one, and any change of filter sends the list back to page 1.
  const [view, setView] = useUrlState({ ...DEFAULT_FILTERS, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const filters: TUsersFilters = {
    search: view.search,
    companyId: view.companyId,
    activeOnly: view.activeOnly,
    role: view.role as TUserRoleFilter,
  };
  const { page, pageSize } = view;
  const setPage = (next: number) => setView({ page: next });
  const [editor, setEditor] = useState<TEditorTarget | null>(null);
  const [deactivating, setDeactivating] = useState<TUserListItem | null>(null);
  const [contact, setContact] = useState<TContactRequest | null>(null);
  const [isSelfRegistrationOpen, setIsSelfRegistrationOpen] = useState(false);
  const canUseSms = useCanUseSms();
  // The call icon opens the phone with the number; the SMS icon the per-guard conversation (the company's staff).
  const smsContact = canUseSms && contact?.channel === 'sms' ? contact : null;
  const smsPhone = smsContact ? (smsContact.user.mobile ?? smsContact.user.phone) : null;
  const [busyId, setBusyId] = useState<string | null>(null);

  const usersQuery = useUsersPage(filters, page, pageSize);
  const companies = useCompanyOptions();
  const canAdd = can(subject, 'add', 'users');

  const hasFilters = Boolean(searchText.trim()) || Boolean(filters.companyId) || !filters.activeOnly;
  const clearFilters = () => {
    setSearchText('');
    setView({ search: DEFAULT_FILTERS.search, companyId: DEFAULT_FILTERS.companyId, activeOnly: DEFAULT_FILTERS.activeOnly });
  };

  const items = usersQuery.data?.items ?? [];
  const total = usersQuery.data?.total ?? 0;
  // After a deactivation the last page can empty out: step back to the last page that has users.
  useStepBackFromEmptyPage({ isSuccess: usersQuery.isSuccess, count: items.length, total, page, pageSize, setView });
  const groups = useRoleGroups(items);

  const { reactivate, deactivate } = useEmploymentActions(setBusyId, setDeactivating);

  const onToggleActive = (user: TUserListItem, isActive: boolean) => {
    if (isActive) void reactivate(user);
    else setDeactivating(user);
  };

  const renderBody = () => {
    if (usersQuery.isPending) return <LoadingState label={t('states.loading')} />;
    if (usersQuery.isError) {
      return <ErrorState icon={Users} title={t('states.fetchFailed')} error={usersQuery.error} onRetry={() => usersQuery.refetch()} />;
    }
    if (items.length === 0) {
      return (
        <EmptyState
          icon={Users}
          title={t('states.empty')}
          description={t('states.emptyHint')}
          action={
            canAdd ? (
              <Button onClick={() => setEditor({ mode: 'create' })}>
                <UserPlus aria-hidden="true" />
                {t('actions.add')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <UserGroups
        groups={groups}
        isFetching={usersQuery.isFetching}
        busyId={busyId}
        onToggleActive={onToggleActive}
        onEdit={(u) => setEditor({ mode: 'edit', userId: u.id })}
        onContact={(u, channel) => (channel === 'call' ? openPhone(u.phone ?? u.mobile ?? '') : setContact({ user: u, channel }))}
      />
    );
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          canAdd && (
            <>
              {/* Issue 13: sends a guard a single-use face registration link (the status is in the guard's editor). */}
              <Button variant="outline" onClick={() => setIsSelfRegistrationOpen(true)}>
                <Send aria-hidden="true" />
                {t('selfRegistration.action')}
              </Button>
              <Button onClick={() => setEditor({ mode: 'create' })}>
                <UserPlus aria-hidden="true" />
                {t('actions.add')}
              </Button>
            </>
          )
        }
      />

      <Card className="mb-4 p-4">
        <UserFilters
          activeId={activeId}
          searchText={searchText}
          onSearchTextChange={setSearchText}
          companyOptions={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          filters={filters}
          setView={setView}
          hasFilters={hasFilters}
          onClear={clearFilters}
        />
      </Card>

      <Tabs value={filters.role} onValueChange={(value) => setView({ role: value as TUserRoleFilter })}>
        <TabsList aria-label={t('tabs.label')} className="mb-4 h-auto flex-wrap">
          {ROLE_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.labelKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per tab (only the active one is mounted) so each tab controls a real panel. */}
        {ROLE_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-0">
            <Card>
              {renderBody()}
              {!usersQuery.isPending && !usersQuery.isError && total > 0 && (
                <Pagination
                  page={page}
                  pageSize={pageSize}
                  total={total}
                  onPageChange={setPage}
                  onPageSizeChange={(size) => setView({ pageSize: size })}
                  summary={t('pagination.showing', { from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize), total })}
                />
              )}
            </Card>
          </TabsContent>
        ))}
      </Tabs>

      {editor && (
        <Suspense fallback={null}>
          <UserEditorDialog target={editor} onClose={() => setEditor(null)} />
        </Suspense>
      )}
      <DeactivateUserDialog user={deactivating} onCancel={() => setDeactivating(null)} onConfirm={deactivate} />
      <ContactUnavailableDialog request={smsContact ? null : contact} onClose={() => setContact(null)} />
      {isSelfRegistrationOpen && (
        <Suspense fallback={null}>
          <SendSelfRegistrationDialog isOpen onClose={() => setIsSelfRegistrationOpen(false)} />
        </Suspense>
      )}
      <SmsConversationDialog
        contact={smsContact && smsPhone ? { name: userFullName(smsContact.user), phone: smsPhone } : null}
        onClose={() => setContact(null)}
      />
    </div>
  );
};
