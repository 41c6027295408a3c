// /settings/payroll-profile-types (spec sections 2 and 3): name and daily / weekly overtime thresholds in hours.
import { can } from '@centinela/shared';
import { type TPayrollProfileType, type TPayrollProfileTypeInput, ZPayrollProfileTypeInput } from '@centinela/shared/contracts/payroll';
import { Pencil, Plus, Timer, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { RULE_SETS } from '@centinela/shared/rules/payroll-hours.types';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Card } from '@/components/ui/Card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useSession } from '@/features/auth/hooks/useSession';
import { useOwnCompany } from '@/features/company-settings/hooks/useCompanySettings';
import { useCompanyOptions } from '@/features/users/hooks/useUsers';
import { useLanguage } from '@/i18n/useLanguage';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { fieldErrorText, zodKeyResolver } from '@/lib/forms';
import { useDeletePayrollProfileType, usePayrollProfileTypeList, useSavePayrollProfileType } from '../hooks/usePayrollProfileTypes';

type TEditing = { type: TPayrollProfileType | null };

const TypeDialog = ({ editing, companyId, onClose }: { editing: TEditing; companyId: string | null; onClose: () => void }) => {
  const { t } = useTranslation('payroll');
  // A new type starts from the company's overtime defaults (/settings/general).
  const settings = useOwnCompany(companyId).data;
  const save = useSavePayrollProfileType();
  const formId = useId();
  const form = useForm<TPayrollProfileTypeInput>({
    resolver: zodKeyResolver(ZPayrollProfileTypeInput) as never,
    defaultValues: editing.type
      ? {
          name: editing.type.name,
          dailyOvertimeThresholdHours: String(editing.type.dailyOvertimeThresholdHours),
          weeklyOvertimeThresholdHours: String(editing.type.weeklyOvertimeThresholdHours),
          ruleSet: editing.type.ruleSet,
          alternateWeek: editing.type.alternateWeek,
          shortMealAgreement: editing.type.shortMealAgreement,
          mealPenaltyPercent: editing.type.mealPenaltyPercent === null ? '' : String(editing.type.mealPenaltyPercent),
          mexicoShift: editing.type.mexicoShift ?? '',
          weekStartsOn: editing.type.weekStartsOn === null ? '' : String(editing.type.weekStartsOn),
        }
      : {
          name: '',
          dailyOvertimeThresholdHours: String(settings?.overtimeDailyHours ?? 8),
          weeklyOvertimeThresholdHours: String(settings?.overtimeWeeklyHours ?? 40),
          // Empty: the server takes the company's country's rule set (PR → Puerto Rico, MX → Mexico, else federal).
          ruleSet: '',
          alternateWeek: false,
          shortMealAgreement: false,
          mealPenaltyPercent: '',
          mexicoShift: '',
          weekStartsOn: '',
        },
  });
  const errorOf = (error: FieldError | undefined) => fieldErrorText(t, error);
  const ruleSet = form.watch('ruleSet');
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: t(`rules.weekdays.${d}`) }));

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing.type?.id, body: { ...values, companyId } });
      toast.success(editing.type ? t('toasts.updated') : t('toasts.created'));
      onClose();
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
        : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) form.setError(field as 'name', { message: messages[0] });
      toast.error(t('users:toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
    }
  });

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{editing.type ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('fields.name')} isRequired error={errorOf(form.formState.errors.name)}>
            <Input {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fields.daily')} isRequired error={errorOf(form.formState.errors.dailyOvertimeThresholdHours)}>
              <Input type="number" step="0.5" min={0.5} max={24} {...form.register('dailyOvertimeThresholdHours')} />
            </FormField>
            <FormField label={t('fields.weekly')} isRequired error={errorOf(form.formState.errors.weeklyOvertimeThresholdHours)}>
              <Input type="number" step="0.5" min={1} max={168} {...form.register('weeklyOvertimeThresholdHours')} />
            </FormField>
          </div>
          <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">{t('rules.legend')}</legend>
            <FormField label={t('rules.ruleSet')} hint={t('rules.ruleSetHint')}>
              <Select
                {...form.register('ruleSet')}
                options={[
                  ...(editing.type ? [] : [{ value: '', label: t('rules.ruleSetDefault') }]),
                  ...RULE_SETS.map((value) => ({ value, label: t(`rules.ruleSets.${value}`) })),
                ]}
              />
            </FormField>
            {ruleSet === 'pr' && (
              <>
                {(['alternateWeek', 'shortMealAgreement'] as const).map((name) => (
                  <div key={name} className="flex items-center gap-2">
                    <Controller
                      control={form.control}
                      name={name}
                      render={({ field }) => (
                        <Checkbox
                          id={`${formId}-${name}`}
                          checked={Boolean(field.value)}
                          onCheckedChange={(c) => field.onChange(c === true)}
                        />
                      )}
                    />
                    <Label htmlFor={`${formId}-${name}`}>{t(`rules.${name}`)}</Label>
                  </div>
                ))}
                <FormField
                  label={t('rules.mealPenaltyPercent')}
                  hint={t('rules.mealPenaltyHint')}
                  error={errorOf(form.formState.errors.mealPenaltyPercent)}
                >
                  <Input type="number" step="1" min={0} max={1000} {...form.register('mealPenaltyPercent')} />
                </FormField>
              </>
            )}
            {ruleSet === 'mx' && (
              <FormField label={t('rules.mexicoShift')}>
                <Select
                  {...form.register('mexicoShift')}
                  options={[
                    { value: '', label: t('rules.mexicoShifts.auto') },
                    ...(['day', 'mixed', 'night'] as const).map((value) => ({ value, label: t(`rules.mexicoShifts.${value}`) })),
                  ]}
                />
              </FormField>
            )}
            <FormField label={t('rules.weekStartsOn')} hint={t('rules.weekStartsHint')}>
              <Select {...form.register('weekStartsOn')} options={[{ value: '', label: t('rules.weekStartsDefault') }, ...weekdays]} />
            </FormField>
          </fieldset>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};

export const PayrollProfileTypesPage = () => {
  const { t } = useTranslation('payroll');
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

  const onDelete = async (type: TPayrollProfileType) => {
    const isConfirmed = await confirmAction({
      title: t('delete.title'),
      description: t('delete.description', { name: type.name }),
      confirmLabel: t('common:actions.delete'),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(type.id);
      toast.success(t('toasts.deleted'));
    } catch (error) {
      toast.error(t('users:toasts.errorTitle'), { description: errorMessage(error, t('toasts.deleteFailed')) });
    }
  };

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
                        onClick={() => onDelete(type)}
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
        <TypeDialog editing={editing} companyId={companyId} onClose={() => setEditing(null)} />
      )}
    </div>
  );
};
