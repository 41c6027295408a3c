// The sections of the user form (UserForm.tsx): each takes the form and what it lists, and reads and sets its own fields.
import type { TRole } from '@centinela/shared';
import type { TUserDetail } from '@centinela/shared/contracts/users';
import { MessageCircle, X } from 'lucide-react';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS } from '@/app/roleLabels';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { whatsappLink } from '@/features/sms/lib';
import { fieldErrorText } from '@/lib/forms';
import { WEEKDAYS } from '@/lib/weekdays';
import type { TFormOutput, TFormValues } from '../lib/user-form-values';
import { Section } from './Section';
import { RankOptions } from './RankOptions';

export type TUserForm = UseFormReturn<TFormValues, unknown, TFormOutput>;
type TOption = { id: string; name: string };

const errorOf = (error: FieldError | undefined) => fieldErrorText(error);

export const BasicSection = ({ form, isEdit }: { form: TUserForm; isEdit: boolean }) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { register, watch } = form;
  const errors = form.formState.errors;
  return (
    <Section title={t('sections.basic')}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label={t('fields.name')} error={errorOf(errors.name)}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t('fields.initial')} error={errorOf(errors.initial)} hint={t('fields.initialHint')}>
          <Input maxLength={1} className="uppercase" {...register('initial')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={errorOf(errors.lastName)}>
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
        <FormField label={t('fields.mothersMaidenName')} error={errorOf(errors.mothersMaidenName)}>
          <Input autoComplete="off" {...register('mothersMaidenName')} />
        </FormField>
        <FormField
          label={t('fields.email')}
          isRequired
          error={errors.email && !watch('email') ? t('validation.required') : errorOf(errors.email)}
        >
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        {!isEdit && (
          <FormField label={t('fields.password')} isRequired error={errorOf(errors.password)} hint={t('fields.passwordHint')}>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
        )}
      </div>
    </Section>
  );
};

export const RoleCompanySection = ({
  form,
  roleOptions,
  isMainAdmin,
  companies,
  customers,
}: {
  form: TUserForm;
  roleOptions: TRole[];
  isMainAdmin: boolean;
  companies: readonly TOption[];
  customers: readonly TOption[];
}) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  const role = watch('role');
  const companyId = watch('companyId') ?? '';
  const isGuard = role === 'security_guard';
  return (
    <Section title={t('sections.roleCompany')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.role')} isRequired error={errorOf(errors.role)}>
          <Select disabled={isMainAdmin} {...register('role')}>
            <option value="" disabled>
              {t('fields.rolePlaceholder')}
            </option>
            {roleOptions.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_LABEL_KEYS[r])}
              </option>
            ))}
          </Select>
        </FormField>
        {role && role !== 'superadmin' && (
          <FormField label={isGuard ? t('fields.securityCompany') : t('fields.company')} isRequired error={errorOf(errors.companyId)}>
            <Select
              {...register('companyId', {
                onChange: () => {
                  setValue('customerId', '');
                  setValue('payrollProfileTypeId', '');
                },
              })}
            >
              <option value="">{t('fields.companyPlaceholder')}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        {role === 'customer_company_admin' && (
          <FormField label={t('fields.customer')} isRequired error={errorOf(errors.customerId)}>
            <Select {...register('customerId')}>
              <option value="">{companyId ? t('fields.customerPlaceholder') : t('fields.customerNeedsCompany')}</option>
              {customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
    </Section>
  );
};

/** The other security companies a guard may be sent to as a runner. */
export const RunnerSection = ({ form, formId, companies }: { form: TUserForm; formId: string; companies: readonly TOption[] }) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { watch, setValue } = form;
  const errors = form.formState.errors;
  const companyId = watch('companyId') ?? '';
  const runnerForCompanies = watch('runnerForCompanies') ?? [];
  const companyName = (id: string) => companies.find((c) => c.id === id)?.name ?? t('card.unknownCompany');
  const runnerChoices = companies.filter((c) => c.id !== companyId && !runnerForCompanies.includes(c.id));
  return (
    <Section title={t('sections.companyAssignment')} description={t('fields.runnerHint')}>
      <div className="grid gap-2">
        <Label id={`${formId}-runner`}>{t('fields.runnerForCompanies')}</Label>
        {runnerForCompanies.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${formId}-runner`}>
            {runnerForCompanies.map((id) => (
              <li key={id} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm">
                {companyName(id)}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6"
                  aria-label={t('fields.runnerRemove', { name: companyName(id) })}
                  onClick={() =>
                    setValue(
                      'runnerForCompanies',
                      runnerForCompanies.filter((c) => c !== id),
                      { shouldDirty: true, shouldValidate: true },
                    )
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('fields.runnerNone')}</p>
        )}
        <Select
          aria-label={t('fields.runnerAdd')}
          value=""
          disabled={runnerChoices.length === 0}
          onChange={(event) => {
            if (!event.target.value) return;
            setValue('runnerForCompanies', [...runnerForCompanies, event.target.value], { shouldDirty: true, shouldValidate: true });
          }}
          wrapperClassName="sm:max-w-sm"
        >
          <option value="">{runnerChoices.length ? t('fields.runnerAdd') : t('fields.runnerNoChoices')}</option>
          {runnerChoices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        {errors.runnerForCompanies && (
          <p className="text-xs font-medium text-red-700">{errorOf(errors.runnerForCompanies as FieldError)}</p>
        )}
      </div>
    </Section>
  );
};

export const GuardSection = ({
  form,
  formId,
  user,
  payrollTypes,
  isMexicoPayroll,
  receives,
}: {
  form: TUserForm;
  formId: string;
  user: TUserDetail | undefined;
  payrollTypes: readonly { id: string; name: string; dailyOvertimeThresholdHours: unknown; weeklyOvertimeThresholdHours: unknown }[];
  isMexicoPayroll: boolean;
  receives: (field: keyof TUserDetail) => boolean;
}) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { currency } = useCompanyLocale();
  const { register, control, watch } = form;
  const errors = form.formState.errors;
  const restDay = String(watch('restDay') ?? '');
  return (
    <Section title={t('sections.guard')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.rank')} isRequired error={errorOf(errors.rank)}>
          <Select {...register('rank')}>
            <RankOptions emptyLabel={t('fields.rankPlaceholder')} />
          </Select>
        </FormField>
        <div className="flex items-end pb-2">
          <Controller
            control={control}
            name="isCoordinator"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id={`${formId}-coordinator`} checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor={`${formId}-coordinator`}>{t('fields.isCoordinator')}</Label>
              </div>
            )}
          />
        </div>
        <FormField label={t('fields.companyIdentificationNumber')} error={errorOf(errors.companyIdentificationNumber)}>
          <Input {...register('companyIdentificationNumber')} />
        </FormField>
        <FormField
          label={t('fields.socialSecurityNumber')}
          error={errorOf(errors.socialSecurityNumber)}
          hint={user?.isSsnMasked ? t('fields.ssnMasked', { masked: user.socialSecurityNumber }) : t('fields.ssnHint')}
        >
          <Input autoComplete="off" inputMode="numeric" placeholder="XXX-XX-XXXX" {...register('socialSecurityNumber')} />
        </FormField>
        {receives('dateOfBirth') && (
          <FormField label={t('fields.dateOfBirth')} error={errorOf(errors.dateOfBirth)}>
            <FormDateInput control={control} name="dateOfBirth" />
          </FormField>
        )}
        <FormField label={t('fields.payrollProfileType')} error={errorOf(errors.payrollProfileTypeId)}>
          <Select {...register('payrollProfileTypeId')}>
            <option value="">{t('fields.payrollProfileTypeNone')}</option>
            {payrollTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {t('fields.payrollProfileTypeOption', {
                  name: type.name,
                  daily: type.dailyOvertimeThresholdHours,
                  weekly: type.weeklyOvertimeThresholdHours,
                })}
              </option>
            ))}
          </Select>
        </FormField>
        {(isMexicoPayroll || restDay !== '') && (
          <FormField label={t('fields.restDay')} hint={t('fields.restDayHint')} error={errorOf(errors.restDay)}>
            <Select {...register('restDay')}>
              <option value="">{t('fields.restDayDefault')}</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`payroll:rules.weekdays.${day}`)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <FormField label={t('fields.hourlyWage')} error={errorOf(errors.hourlyWageCents)}>
          <FormMoneyInput control={control} name="hourlyWageCents" currency={currency} />
        </FormField>
        <FormField label={t('fields.overtimeRate')} error={errorOf(errors.overtimeRateCents)}>
          <FormMoneyInput control={control} name="overtimeRateCents" currency={currency} />
        </FormField>
      </div>
    </Section>
  );
};

export const ContactSection = ({ form, formId }: { form: TUserForm; formId: string }) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <Section title={t('sections.contact')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['phone', 'mobile'] as const).map((field) => (
          <div key={field} className="grid gap-2">
            <FormField label={t(`fields.${field}`)} error={errorOf(errors[field])}>
              <Input type="tel" autoComplete="off" {...register(field)} />
            </FormField>
            <Controller
              control={control}
              name={field === 'phone' ? 'phoneWhatsappEnabled' : 'mobileWhatsappEnabled'}
              render={({ field: toggle }) => (
                <div className="flex items-center gap-2">
                  <Switch id={`${formId}-${field}-wa`} checked={Boolean(toggle.value)} onCheckedChange={(v) => toggle.onChange(v)} />
                  <Label htmlFor={`${formId}-${field}-wa`}>
                    {field === 'phone' ? t('fields.phoneWhatsapp') : t('fields.mobileWhatsapp')}
                  </Label>
                  {toggle.value && whatsappLink(form.watch(field)) && (
                    <a
                      href={whatsappLink(form.watch(field)) ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="ml-auto inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline"
                    >
                      <MessageCircle aria-hidden="true" className="size-4" />
                      {t('card.whatsapp')}
                    </a>
                  )}
                </div>
              )}
            />
          </div>
        ))}
      </div>
    </Section>
  );
};

export const EmploymentSection = ({
  form,
  formId,
  isMainAdmin,
  receives,
}: {
  form: TUserForm;
  formId: string;
  isMainAdmin: boolean;
  receives: (field: keyof TUserDetail) => boolean;
}) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { register, control, watch } = form;
  const errors = form.formState.errors;
  const stillEmployed = watch('stillEmployed');
  return (
    <Section title={t('sections.employment')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {!isMainAdmin && (
          <Controller
            control={control}
            name="stillEmployed"
            render={({ field }) => (
              <div className="flex items-center gap-2 sm:col-span-2">
                <Switch id={`${formId}-employed`} checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v)} />
                <Label htmlFor={`${formId}-employed`}>{t('fields.stillEmployed')}</Label>
              </div>
            )}
          />
        )}
        {receives('employmentStartDate') && (
          <FormField label={t('fields.employmentStartDate')} error={errorOf(errors.employmentStartDate)}>
            <FormDateInput control={control} name="employmentStartDate" />
          </FormField>
        )}
        {!stillEmployed && (
          <>
            <FormField label={t('fields.terminationDate')} isRequired error={errorOf(errors.terminationDate)}>
              <FormDateInput control={control} name="terminationDate" />
            </FormField>
            <FormField label={t('fields.terminationReason')} isRequired className="sm:col-span-2" error={errorOf(errors.terminationReason)}>
              <Textarea rows={2} {...register('terminationReason')} />
            </FormField>
          </>
        )}
      </div>
    </Section>
  );
};
