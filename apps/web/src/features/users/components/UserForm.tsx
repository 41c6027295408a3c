// The user form (spec section 5 "User form"): the same shared schema as the server (ZCreateUser / ZUpdateUser),
// the sections of create mode and of the editor's details tab, and what is sent: only non-empty fields, guard-only
// fields only for guards, termination only when not employed, the address only when a part is filled.
import { GUARD_RANKS, type TRole } from '@centinela/shared';
import { type TUserDetail, userInitials, ZCreateUser, ZUpdateUser } from '@centinela/shared/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, X } from 'lucide-react';
import { WEEKDAYS } from '@/lib/weekdays';
import { whatsappLink } from '@/features/sms/lib';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ROLE_LABEL_KEYS } from '@/app/roleLabels';
import { EditorForm } from '@/components/form-dialog';
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
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import {
  deleteUserPhoto,
  invalidateAfterUserChange,
  uploadUserPhoto,
  useCompanyOptions,
  useCreateUser,
  useCustomerOptions,
  usePayrollProfileTypes,
  useUpdateUser,
  userPhotoUrl,
} from '../hooks/useUsers';
import { fieldErrorText, zodKeyResolver } from '@/lib/forms';
import { RANK_LABEL_KEYS } from '../lib/labels';
import { emptyValues, type TFormOutput, type TFormValues, toUserPayload, valuesOf } from '../lib/user-form-values';
import { ProfilePhotoField, type TPhotoChange } from './ProfilePhotoField';
import { AddressFields } from '@/features/companies/components/AddressFields';

export { toUserPayload };

export const Section = ({ title, children, description }: { title: string; children: ReactNode; description?: string }) => (
  <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4">
    <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
    {description && <p className="-mt-2 text-sm text-slate-600">{description}</p>}
    {children}
  </fieldset>
);

type TProps = {
  mode: 'create' | 'edit';
  user?: TUserDetail;
  onSaved: (user: TUserDetail) => void;
  onCancel: () => void;
  /** Extra sections of the details tab, shown after employment (shift assignments). */
  children?: ReactNode;
};

export const UserForm = ({ mode, user, onSaved, onCancel, children }: TProps) => {
  const { t } = useTranslation(['users', 'common', 'payroll']);
  const { user: me, company, subject } = useSession();
  const queryClient = useQueryClient();
  const formId = useId();
  const { currency } = useCompanyLocale();
  const isEdit = mode === 'edit' && Boolean(user);
  const isReadOnly = isEdit && !user?.can.update;
  const isPlatformAdmin = me?.role === 'superadmin' || Boolean(subject?.isBuiltInAdmin);

  const defaultCompanyId = company && !company.isPlatform ? company.id : '';
  const form = useForm<TFormValues, unknown, TFormOutput>({
    defaultValues: user ? valuesOf(user) : emptyValues(defaultCompanyId),
    resolver: (isEdit ? zodKeyResolver(ZUpdateUser) : zodKeyResolver(ZCreateUser)) as unknown as Resolver<
      TFormValues,
      unknown,
      TFormOutput
    >,
    mode: 'onTouched',
  });
  const { register, control, watch, setValue, formState } = form;
  const [photo, setPhoto] = useState<TPhotoChange>({ kind: 'keep' });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const role = watch('role');
  const companyId = watch('companyId') ?? '';
  const stillEmployed = watch('stillEmployed');
  const runnerForCompanies = watch('runnerForCompanies') ?? [];
  const isGuard = role === 'security_guard';
  const isMainAdmin = Boolean(user?.isMainAdmin);
  // A field the server keeps from this viewer (a customer company admin: birth date, employment dates) is not in the
  // answer at all: its input is left out rather than shown empty.
  const receives = (field: keyof TUserDetail) => !user || field in user;

  const companies = useCompanyOptions();
  const customers = useCustomerOptions(companyId, role === 'customer_company_admin');
  const payrollTypes = usePayrollProfileTypes(companyId, isGuard);
  // A guard's own rest day matters under Mexico's rules: their type's, or (no type chosen) any of the company's types.
  const payrollProfileTypeId = watch('payrollProfileTypeId');
  const restDay = String(watch('restDay') ?? '');
  const chosenType = payrollTypes.data?.find((type) => type.id === payrollProfileTypeId);
  const isMexicoPayroll = chosenType ? chosenType.ruleSet === 'mx' : (payrollTypes.data ?? []).some((type) => type.ruleSet === 'mx');

  const assignable: TRole[] = isPlatformAdmin
    ? ['superadmin', 'security_company_admin', 'customer_company_admin', 'security_guard']
    : me?.role === 'customer_company_admin'
      ? ['customer_company_admin']
      : ['security_company_admin', 'customer_company_admin', 'security_guard'];
  const roleOptions = user && !assignable.includes(user.role) ? [user.role, ...assignable] : assignable;

  const errorOf = (error: FieldError | undefined) => fieldErrorText(error);
  const errors = formState.errors;
  const isSaving = formState.isSubmitting;

  // The user first, then their photo: a photo that fails is a warning, the user is saved.
  const save = async (values: TFormOutput) => {
    const body = toUserPayload(values);
    const saved = isEdit && user ? await updateUser.mutateAsync({ id: user.id, body }) : await createUser.mutateAsync(body);
    try {
      if (photo.kind === 'new') await uploadUserPhoto(saved.id, photo.blob);
      else if (photo.kind === 'remove' && saved.photoFileId) await deleteUserPhoto(saved.id);
    } catch (error) {
      toast.warning(t('toasts.warningTitle'), { description: `${t('toasts.photoFailed')} ${errorMessage(error)}` });
    }
    await invalidateAfterUserChange(queryClient);
    return saved;
  };

  const companyName = (id: string) => companies.data?.find((c) => c.id === id)?.name ?? t('card.unknownCompany');
  const runnerChoices = (companies.data ?? []).filter((c) => c.id !== companyId && !runnerForCompanies.includes(c.id));
  const preview = { name: watch('name'), lastName: watch('lastName'), email: watch('email') || '?' };

  return (
    <EditorForm
      form={form}
      submit={save}
      success={isEdit ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={isEdit ? t('toasts.updateFailed') : t('toasts.createFailed')}
      onDone={onSaved}
      onCancel={onCancel}
      isReadOnly={isReadOnly}
      submitLabel={isEdit ? t('editor.update') : t('editor.create')}
      cancelLabel={t('common:actions.cancel')}
      label={isEdit ? t('editor.editTitle') : t('editor.createTitle')}
      formClassName="gap-5"
      className="gap-5"
      after={children}
      footerClassName="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-4"
    >
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
                {(companies.data ?? []).map((c) => (
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
                {(customers.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        </div>
      </Section>

      <Section title={t('sections.photo')}>
        <ProfilePhotoField
          value={photo}
          onChange={setPhoto}
          existingUrl={user ? userPhotoUrl(user.id, user.photoFileId) : null}
          initials={userInitials(preview)}
          isDisabled={isReadOnly || isSaving}
        />
      </Section>

      {isGuard && (
        <Section title={t('sections.companyAssignment')} description={t('fields.runnerHint')}>
          <div className="grid gap-2">
            <Label id={`${formId}-runner`}>{t('fields.runnerForCompanies')}</Label>
            {runnerForCompanies.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-labelledby={`${formId}-runner`}>
                {runnerForCompanies.map((id) => (
                  <li
                    key={id}
                    className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm"
                  >
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
      )}

      {isGuard && (
        <Section title={t('sections.guard')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fields.rank')} isRequired error={errorOf(errors.rank)}>
              <Select {...register('rank')}>
                <option value="">{t('fields.rankPlaceholder')}</option>
                {GUARD_RANKS.map((rank) => (
                  <option key={rank} value={rank}>
                    {t(RANK_LABEL_KEYS[rank])}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="flex items-end pb-2">
              <Controller
                control={control}
                name="isCoordinator"
                render={({ field }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${formId}-coordinator`}
                      checked={Boolean(field.value)}
                      onCheckedChange={(v) => field.onChange(v === true)}
                    />
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
                {(payrollTypes.data ?? []).map((type) => (
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
      )}

      {isEdit && (
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
      )}

      {isEdit && (
        <Section title={t('sections.address')}>
          <AddressFields form={form} prefix="address" errors={errors.address} translateError={(error) => fieldErrorText(error)} />
        </Section>
      )}

      {isEdit && (
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
                <FormField
                  label={t('fields.terminationReason')}
                  isRequired
                  className="sm:col-span-2"
                  error={errorOf(errors.terminationReason)}
                >
                  <Textarea rows={2} {...register('terminationReason')} />
                </FormField>
              </>
            )}
          </div>
        </Section>
      )}
    </EditorForm>
  );
};
