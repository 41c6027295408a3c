// /settings/payroll-profile-types (spec sections 2 and 3): name, daily / weekly overtime thresholds in hours and the
// overtime rule set of each type (the editor is components/PayrollProfileTypeDialog.tsx).
import { can } from '@centinela/shared';
import type { TPayrollProfileType } from '@centinela/shared/contracts/payroll';
import { Pencil, Plus, Timer, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useSession } from '@/features/auth/hooks/useSession';
import { useOwnCompany } from '@/features/company-settings/hooks/useCompanySettings';
import { useCompanyOptions } from '@/features/users/hooks/useUsers';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { PayrollProfileTypeDialog, type TEditing } from '../components/PayrollProfileTypeDialog';
import { useDeletePayrollProfileType, usePayrollProfileTypeList } from '../hooks/usePayrollProfileTypes';

export const PayrollProfileTypesPage = () => {
  const { t } = useTranslation(['payroll', 'common', 'users']);
  const { language } = useLanguage();
  const { subject, company } = useSession();
  const isPlatform = Boolean(company?.isPlatform);
  const companies = useCompanyOptions();
  const companySelectId = useId();
  const [pickedCompanyId, setPickedCompanyId] = useState('');
  // Platform admins manage the types of the company they pick; everyone else their own company's.
  const companyId = isPlatform ? pickedCompanyId || companies.data?.[0]?.id || null : (company?.id ?? null);
  const list = usePayrollProfileTypeList(companyId);
  const ownCompany = useOwnCompany(companyId);
  const remove = useDeletePayrollProfileType();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const canAdd = can(subject, 'add', 'settings');
  const canEdit = can(subject, 'edit', 'settings');
  const canDelete = can(subject, 'delete', 'settings');

  const rowAction = useRowAction();
  const onDelete = (type: TPayrollProfileType) =>
    rowAction.run(type.id, () => remove.mutateAsync(type.id), {
      confirm: {
        title: t('delete.title'),
        description: t('delete.description', { name: type.name }),
        confirmLabel: t('common:actions.delete'),
      },
      success: t('toasts.deleted'),
      errorTitle: t('users:toasts.errorTitle'),
      errorFallback: t('toasts.deleteFailed'),
    });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        description={t('page.description')}
        actions={
          canAdd && (
            <Button onClick={() => setEditing({ type: null })} disabled={!companyId}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      {isPlatform && (
        <div className="mb-4 grid max-w-sm gap-1.5">
          <label htmlFor={companySelectId} className="text-sm font-medium text-slate-800">
            {t('fields.company')}
          </label>
          <Select
            id={companySelectId}
            value={companyId ?? ''}
            onChange={(event) => setPickedCompanyId(event.target.value)}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </div>
      )}
      <Card>
        {list.isPending ? (
          <div className="flex justify-center p-8">
            <Spinner label={t('states.loading')} />
          </div>
        ) : list.isError ? (
          <EmptyState title={t('states.failed')} description={errorMessage(list.error)} />
        ) : list.data.length === 0 ? (
          <EmptyState icon={Timer} title={t('states.empty')} description={t('states.emptyHint')} />
        ) : (
          <Table aria-label={t('table.label')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('fields.name')}</TableHead>
                <TableHead>{t('rules.ruleSet')}</TableHead>
                <TableHead className="text-right">{t('fields.daily')}</TableHead>
                <TableHead className="text-right">{t('fields.weekly')}</TableHead>
                <TableHead className="text-right">{t('table.users')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('table.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((type) => (
                <TableRow key={type.id}>
                  <TableCell className="font-medium">{type.name}</TableCell>
                  <TableCell>{t(`rules.ruleSets.${type.ruleSet}`)}</TableCell>
                  <TableCell className="text-right">
                    {t('table.hours', { value: formatNumber(type.dailyOvertimeThresholdHours, language) })}
                  </TableCell>
                  <TableCell className="text-right">
                    {t('table.hours', { value: formatNumber(type.weeklyOvertimeThresholdHours, language) })}
                  </TableCell>
                  <TableCell className="text-right">{type.usersCount}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {canEdit && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('actions.editWhat', { name: type.name })}
                        onClick={() => setEditing({ type })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('actions.deleteWhat', { name: type.name })}
                        disabled={rowAction.busyId === type.id}
                        onClick={() => void onDelete(type)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing && (!ownCompany.isPending || !companyId) && (
        <PayrollProfileTypeDialog editing={editing} companyId={companyId} onClose={() => setEditing(null)} />
      )}
    </div>
  );
};
