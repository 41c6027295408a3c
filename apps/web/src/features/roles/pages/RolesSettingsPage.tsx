// /settings/roles: the role records of a company (superadmins pick the company), their permissions and users.
import { can } from '@centinela/shared';
import type { TRoleRecord } from '@centinela/shared/contracts/roles';
import { Plus, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ParseKeysWithoutVariables } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS } from '@/app/roleLabels';
import { useRowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RowActions } from '@/components/ui/RowActions';
import { Select } from '@/components/ui/Select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useSession } from '@/features/auth/hooks/useSession';
import { useCompanyDirectory } from '@/features/companies/hooks/useCompanies';
import { isPlatformAdmin } from '@/features/companies/lib/platform';
import { isApiError } from '@/lib/api';
import { RoleEditorDialog, type TRoleEditorTarget } from '../components/RoleEditorDialog';
import { useRoleList, useRoleMutations } from '../hooks/useRoles';

const permissionCount = (role: TRoleRecord) =>
  role.permissions.view.length + role.permissions.edit.length + role.permissions.add.length + role.permissions.delete.length;

export const RolesSettingsPage = () => {
  const { t } = useTranslation(['roles', 'common']);
  const { subject, company } = useSession();
  const companyPickerId = useId();
  const isSuperadmin = isPlatformAdmin(subject);
  const companies = useCompanyDirectory(isSuperadmin);
  const [companyId, setCompanyId] = useState<string>(company && !company.isPlatform ? company.id : '');
  // A superadmin starts on the first security company.
  useEffect(() => {
    if (!companyId && companies.data?.[0]) setCompanyId(companies.data[0].id);
  }, [companyId, companies.data]);

  const list = useRoleList(companyId || null);
  const { setActive, remove } = useRoleMutations();
  const [target, setTarget] = useState<TRoleEditorTarget | null>(null);
  const rowAction = useRowAction();
  // Adding is a page action; what a record offers comes with it (`role.can`, roles policy).
  const canAdd = can(subject, 'add', 'roles');
  // The open record follows the list, so member counts stay current after assignments.
  const openTarget: TRoleEditorTarget | null =
    target?.mode === 'edit' ? { mode: 'edit', role: list.data?.find((r) => r.id === target.role.id) ?? target.role } : target;

  /** 409 answers carry counts: say them in our own words. */
  const describeConflict = (error: unknown) => {
    if (!isApiError(error) || error.status !== 409) return null;
    const details = error.details as { assignedUsers?: number; defaultUsers?: number } | undefined;
    if (details?.assignedUsers) return t('delete.assigned', { count: details.assignedUsers });
    if (details?.defaultUsers) return t('delete.isDefault', { count: details.defaultUsers });
    return null;
  };

  const failed = (fallbackKey: ParseKeysWithoutVariables<'roles'>) => ({
    errorTitle: t('toasts.errorTitle'),
    errorFallback: t(fallbackKey),
    errorText: describeConflict,
  });

  const toggle = (role: TRoleRecord) => {
    const affected = role.assignedUsers + role.defaultUsers;
    return rowAction.run(role.id, () => setActive.mutateAsync({ id: role.id, isActive: !role.isActive }), {
      ...failed('toasts.statusFailed'),
      // Only deactivating asks first.
      confirm: role.isActive
        ? {
            title: t('deactivate.title', { name: role.name }),
            description: affected > 0 ? t('deactivate.impact', { count: affected }) : t('deactivate.unused'),
            confirmLabel: t('actions.deactivate'),
          }
        : undefined,
      success: role.isActive ? t('toasts.deactivated') : t('toasts.activated'),
    });
  };

  const destroy = (role: TRoleRecord) =>
    rowAction.run(role.id, () => remove.mutateAsync(role.id), {
      ...failed('toasts.deleteFailed'),
      confirm: {
        title: t('delete.title', { name: role.name }),
        description: t('common:confirm.deleteItem'),
        confirmLabel: t('common:actions.delete'),
      },
      success: t('toasts.deleted'),
    });

  const renderBody = () => {
    if (!companyId) return <EmptyState icon={ShieldCheck} title={t('states.chooseCompany')} />;
    if (list.isPending) return <LoadingState label={t('states.loading')} />;
    if (list.isError) {
      return <ErrorState icon={ShieldCheck} title={t('states.fetchFailed')} error={list.error} onRetry={() => list.refetch()} />;
    }
    if (list.data.length === 0) return <EmptyState icon={ShieldCheck} title={t('states.empty')} />;
    return (
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            <TableHead>{t('columns.defaultFor')}</TableHead>
            <TableHead>{t('columns.permissions')}</TableHead>
            <TableHead>{t('columns.users')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead className="text-right">{t('columns.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.data.map((role) => {
            const canToggle = role.isActive ? role.can.deactivate : role.can.activate;
            return (
              <TableRow key={role.id}>
                <TableCell>
                  <div className="flex items-center gap-2 font-medium text-slate-900">
                    {role.name}
                    {role.isSuperadmin && <Badge variant="warning">{t('badges.superadmin')}</Badge>}
                  </div>
                  {role.description && <div className="max-w-md text-xs text-slate-600">{role.description}</div>}
                </TableCell>
                <TableCell>{role.defaultForRole ? t(ROLE_LABEL_KEYS[role.defaultForRole]) : '—'}</TableCell>
                <TableCell>
                  {role.isSuperadmin ? t('columns.allPermissions') : t('columns.permissionCount', { count: permissionCount(role) })}
                </TableCell>
                <TableCell>
                  <div>{t('columns.assignedCount', { count: role.assignedUsers })}</div>
                  {role.defaultForRole && (
                    <div className="text-xs text-slate-600">{t('columns.defaultCount', { count: role.defaultUsers })}</div>
                  )}
                </TableCell>
                <TableCell>
                  <Badge variant={role.isActive ? 'success' : 'neutral'}>
                    {role.isActive ? t('common:status.active') : t('common:status.inactive')}
                  </Badge>
                </TableCell>
                <TableCell>
                  <RowActions
                    name={role.name}
                    isBusy={rowAction.busyId === role.id}
                    edit={{ canEdit: role.can.update, onClick: () => setTarget({ mode: 'edit', role }) }}
                    toggle={canToggle && { isActive: role.isActive, onClick: () => void toggle(role) }}
                    remove={role.can.delete && { onClick: () => void destroy(role) }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          <>
            {isSuperadmin && (
              <div className="flex items-center gap-2">
                <Label htmlFor={companyPickerId} className="whitespace-nowrap">
                  {t('filters.company')}
                </Label>
                <Select
                  id={companyPickerId}
                  wrapperClassName="min-w-72"
                  value={companyId}
                  onChange={(event) => setCompanyId(event.target.value)}
                >
                  <option value="" disabled>
                    {t('filters.chooseCompany')}
                  </option>
                  {(companies.data ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </Select>
              </div>
            )}
            {canAdd && companyId && (
              <Button onClick={() => setTarget({ mode: 'create', companyId })}>
                <Plus aria-hidden="true" />
                {t('actions.add')}
              </Button>
            )}
          </>
        }
      />
      <Card>{renderBody()}</Card>
      <RoleEditorDialog target={openTarget} isPlatformAdmin={isSuperadmin} canEdit={canAdd} onTargetChange={setTarget} />
    </div>
  );
};
