// The users a role record is assigned to, and a search to assign more users of the same company.
import type { TRoleMember, TRoleRecord } from '@centinela/shared/contracts/roles';
import { Search, UserMinus, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS } from '@/app/roleLabels';
import { useRowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { useDebounced } from '@/features/companies/lib/useDebounced';
import { errorMessage } from '@/lib/errors';
import { useAssignableUsers, useAssignRole, useRoleMembers } from '../hooks/useRoles';

const nameOf = (user: TRoleMember) => [user.name, user.lastName].filter(Boolean).join(' ') || user.email;

const MemberRow = ({ user, action }: { user: TRoleMember; action: React.ReactNode }) => {
  const { t } = useTranslation(['roles', 'common']);
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2" aria-label={nameOf(user)}>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{nameOf(user)}</p>
        <p className="truncate text-xs text-slate-600">
          {user.email} · {t(ROLE_LABEL_KEYS[user.role])}
          {!user.stillEmployed && (
            <Badge variant="neutral" className="ml-2">
              {t('common:status.inactive')}
            </Badge>
          )}
        </p>
      </div>
      {action}
    </li>
  );
};

export const RoleMembers = ({ role, canEdit }: { role: TRoleRecord; canEdit: boolean }) => {
  const { t } = useTranslation(['roles', 'common']);
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const members = useRoleMembers(role.id);
  const candidates = useAssignableUsers(canEdit ? role.id : null, search);
  const assign = useAssignRole();
  const { busyId, run } = useRowAction();

  // Whoever holds the role is no candidate, even while the search's answer is older than the role's users.
  const assignedIds = new Set(members.data?.map((user) => user.id));
  const assignable = candidates.data?.filter((user) => !assignedIds.has(user.id)) ?? [];

  const change = (user: TRoleMember, assigned: boolean) =>
    run(user.id, () => assign.mutateAsync({ user, roleId: role.id, assigned }), {
      success: assigned ? t('members.assigned', { name: nameOf(user) }) : t('members.unassigned', { name: nameOf(user) }),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('members.failed'),
    });

  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">
        {role.defaultForRole ? t('members.defaultNote', { count: role.defaultUsers }) : t('members.description')}
      </p>
      <section aria-labelledby={`${searchId}-assigned`} className="grid gap-2">
        <h3 id={`${searchId}-assigned`} className="text-sm font-semibold text-slate-800">
          {t('members.assignedTitle')}
        </h3>
        {members.isPending ? (
          <Spinner label={t('states.loading')} />
        ) : members.isError ? (
          <p className="text-sm text-red-700">{errorMessage(members.error)}</p>
        ) : members.data.length === 0 ? (
          <EmptyState icon={Users} title={t('members.none')} className="py-4" />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-labelledby={`${searchId}-assigned`}>
            {members.data.map((user) => (
              <MemberRow
                key={user.id}
                user={user}
                action={
                  canEdit && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busyId === user.id}
                      onClick={() => void change(user, false)}
                      aria-label={t('members.unassignNamed', { name: nameOf(user) })}
                    >
                      <UserMinus aria-hidden="true" />
                      {t('members.unassign')}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      {canEdit && (
        <section aria-labelledby={`${searchId}-add`} className="grid gap-2">
          <h3 id={`${searchId}-add`} className="text-sm font-semibold text-slate-800">
            {t('members.addTitle')}
          </h3>
          <div className="grid gap-1.5">
            <Label htmlFor={searchId} className="sr-only">
              {t('members.search')}
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                placeholder={t('members.searchPlaceholder')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
          </div>
          {candidates.isPending ? (
            <Spinner label={t('states.loading')} />
          ) : candidates.isError ? (
            <p className="text-sm text-red-700">{errorMessage(candidates.error)}</p>
          ) : assignable.length === 0 ? (
            <p className="text-sm text-slate-600">{t('members.noCandidates')}</p>
          ) : (
            <ul
              className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
              aria-label={t('members.candidates')}
            >
              {assignable.map((user) => (
                <MemberRow
                  key={user.id}
                  user={user}
                  action={
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busyId === user.id}
                      onClick={() => void change(user, true)}
                      aria-label={t('members.assignNamed', { name: nameOf(user) })}
                    >
                      <UserPlus aria-hidden="true" />
                      {t('members.assign')}
                    </Button>
                  }
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
};
