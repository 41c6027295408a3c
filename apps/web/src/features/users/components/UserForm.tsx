// The user form (spec section 5 "User form"): the same shared schema as the server (ZCreateUser / ZUpdateUser),
// the sections of create mode and of the editor's details tab, and what is sent: only non-empty fields, guard-only
// fields only for guards, termination only when not employed, the address only when a part is filled.
import type { TRole } from '@centinela/shared';
import { type TUserDetail, userInitials, ZCreateUser, ZUpdateUser } from '@centinela/shared/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorForm } from '@/components/form-dialog';
import { useSession } from '@/features/auth/hooks/useSession';
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
import { emptyValues, type TFormOutput, type TFormValues, toUserPayload, valuesOf } from '../lib/user-form-values';
import { ProfilePhotoField, type TPhotoChange } from './ProfilePhotoField';
import { AddressFields } from '@/features/companies/components/AddressFields';
import { Section } from './Section';
import { BasicSection, ContactSection, EmploymentSection, GuardSection, RoleCompanySection, RunnerSection } from './UserFormSections';

export { toUserPayload };

export { Section } from './Section';

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
  const { watch, formState } = form;
  const [photo, setPhoto] = useState<TPhotoChange>({ kind: 'keep' });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const role = watch('role');
  const companyId = watch('companyId') ?? '';
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
  const chosenType = payrollTypes.data?.find((type) => type.id === payrollProfileTypeId);
  const isMexicoPayroll = chosenType ? chosenType.ruleSet === 'mx' : (payrollTypes.data ?? []).some((type) => type.ruleSet === 'mx');

  const assignable: TRole[] = isPlatformAdmin
    ? ['superadmin', 'security_company_admin', 'customer_company_admin', 'security_guard']
    : me?.role === 'customer_company_admin'
      ? ['customer_company_admin']
      : ['security_company_admin', 'customer_company_admin', 'security_guard'];
  const roleOptions = user && !assignable.includes(user.role) ? [user.role, ...assignable] : assignable;

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
      <BasicSection form={form} isEdit={isEdit} />

      <RoleCompanySection
        form={form}
        roleOptions={roleOptions}
        isMainAdmin={isMainAdmin}
        companies={companies.data ?? []}
        customers={customers.data ?? []}
      />

      <Section title={t('sections.photo')}>
        <ProfilePhotoField
          value={photo}
          onChange={setPhoto}
          existingUrl={user ? userPhotoUrl(user.id, user.photoFileId) : null}
          initials={userInitials(preview)}
          isDisabled={isReadOnly || isSaving}
        />
      </Section>

      {isGuard && <RunnerSection form={form} formId={formId} companies={companies.data ?? []} />}

      {isGuard && (
        <GuardSection
          form={form}
          formId={formId}
          user={user}
          payrollTypes={payrollTypes.data ?? []}
          isMexicoPayroll={isMexicoPayroll}
          receives={receives}
        />
      )}

      {isEdit && <ContactSection form={form} formId={formId} />}

      {isEdit && (
        <Section title={t('sections.address')}>
          <AddressFields form={form} prefix="address" errors={errors.address} translateError={(error) => fieldErrorText(error)} />
        </Section>
      )}

      {isEdit && <EmploymentSection form={form} formId={formId} isMainAdmin={isMainAdmin} receives={receives} />}
    </EditorForm>
  );
};
