// Create or edit a role record: name, description, active, superadmin flag, default for a role, the permission
// matrix; for an existing record also the users it is assigned to.
import { type TRoleRecord, DEFAULT_ROLE_TARGETS, ZRoleFields } from '@centinela/shared/contracts/roles';
import type { TResource } from '@centinela/shared';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ROLE_LABEL_KEYS } from '@/app/roleLabels';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { Textarea } from '@/components/ui/Textarea';
import { useZodForm } from '@/lib/forms';
import { useRoleMutations } from '../hooks/useRoles';
import { emptyMatrix, PermissionMatrix, type TMatrix } from './PermissionMatrix';
import { RoleMembers } from './RoleMembers';

type TValues = z.input<typeof ZRoleFields>;

export type TRoleEditorTarget = { mode: 'create'; companyId: string } | { mode: 'edit'; role: TRoleRecord };

const valuesOf = (role?: TRoleRecord): TValues => ({
  name: role?.name ?? '',
  description: role?.description ?? '',
  isActive: role?.isActive ?? true,
  isSuperadmin: role?.isSuperadmin ?? false,
  defaultForRole: role?.defaultForRole ?? null,
  permissions: role ? (role.permissions as TMatrix) : emptyMatrix(),
});

const RoleForm = ({
  target,
  isPlatformAdmin,
  canEdit,
  onSaved,
  onCancel,
}: {
  target: TRoleEditorTarget;
  isPlatformAdmin: boolean;
  canEdit: boolean;
  onSaved: (role: TRoleRecord) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(['roles', 'common']);
  const ids = useId();
  const role = target.mode === 'edit' ? target.role : undefined;
  // `canEdit` is the record's can.update (roles policy: superadmin records are the platform's alone).
  const isReadOnly = !canEdit;
  const { save } = useRoleMutations();
  const form = useZodForm({ schema: ZRoleFields, defaultValues: valuesOf(role), mode: 'onTouched' });
  const { register, formState, control, watch, errorOf } = form;
  const errors = formState.errors;
  const isSuperadminRecord = watch('isSuperadmin');

  return (
    <EditorForm
      form={form}
      submit={(values) =>
        save.mutateAsync({
          id: role?.id,
          body: role ? values : { ...values, companyId: target.mode === 'create' ? target.companyId : undefined },
        })
      }
      success={role ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={role ? t('toasts.updateFailed') : t('toasts.createFailed')}
      onDone={onSaved}
      onCancel={onCancel}
      isReadOnly={isReadOnly}
      submitLabel={role ? t('common:actions.save') : t('actions.create')}
      label={t('editor.formLabel')}
      formClassName="gap-5"
      className="gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.name')} isRequired error={errorOf(errors.name)}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t('fields.defaultForRole')} hint={t('fields.defaultForRoleHint')} error={errorOf(errors.defaultForRole)}>
          <Select {...register('defaultForRole', { setValueAs: (v) => (v ? v : null) })}>
            <option value="">{t('fields.noDefault')}</option>
            {DEFAULT_ROLE_TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(ROLE_LABEL_KEYS[target])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField className="sm:col-span-2" label={t('fields.description')} error={errorOf(errors.description)}>
          <Textarea rows={2} {...register('description')} />
        </FormField>
        <div className="flex items-center gap-3">
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => <Switch id={`${ids}-active`} checked={field.value} onCheckedChange={field.onChange} />}
          />
          <Label htmlFor={`${ids}-active`}>{t('fields.isActive')}</Label>
        </div>
        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="isSuperadmin"
              render={({ field }) => (
                <Switch
                  id={`${ids}-superadmin`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={!isPlatformAdmin}
                  aria-describedby={`${ids}-superadmin-hint`}
                />
              )}
            />
            <Label htmlFor={`${ids}-superadmin`}>{t('fields.isSuperadmin')}</Label>
          </div>
          <p id={`${ids}-superadmin-hint`} className="text-xs text-slate-600">
            {isPlatformAdmin ? t('fields.isSuperadminHint') : t('fields.isSuperadminOnlyPlatform')}
          </p>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('matrix.title')}</legend>
        <p className="text-sm text-slate-600">{isSuperadminRecord ? t('matrix.superadminNote') : t('matrix.hint')}</p>
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionMatrix
              value={{ ...emptyMatrix(), ...(field.value as Partial<TMatrix>) } as TMatrix}
              onChange={(next: Record<string, TResource[]>) => field.onChange(next)}
              isDisabled={isReadOnly || isSuperadminRecord}
            />
          )}
        />
      </fieldset>
    </EditorForm>
  );
};

export const RoleEditorDialog = ({
  target,
  isPlatformAdmin,
  canEdit,
  onTargetChange,
}: {
  target: TRoleEditorTarget | null;
  isPlatformAdmin: boolean;
  canEdit: boolean;
  onTargetChange: (target: TRoleEditorTarget | null) => void;
}) => {
  const { t } = useTranslation(['roles', 'common']);
  const [tab, setTab] = useState('permissions');
  const role = target?.mode === 'edit' ? target.role : undefined;
  // An open record says itself what the viewer may do with it (`role.can`); `canEdit` is for a new one.
  const canEditRole = role ? role.can.update : canEdit;
  const close = () => {
    setTab('permissions');
    onTargetChange(null);
  };
  return (
    <FormDialog
      open={target !== null}
      onClose={close}
      title={role ? t('editor.editTitle', { name: role.name }) : t('editor.createTitle')}
      description={role ? t('editor.editDescription') : t('editor.createDescription')}
      className="max-w-4xl"
    >
      {target &&
        (role ? (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="permissions">{t('editor.permissionsTab')}</TabsTrigger>
              <TabsTrigger value="users">{t('editor.usersTab', { count: role.assignedUsers })}</TabsTrigger>
            </TabsList>
            <TabsContent value="permissions">
              <RoleForm
                key={role.id}
                target={target}
                isPlatformAdmin={isPlatformAdmin}
                canEdit={canEditRole}
                onSaved={close}
                onCancel={close}
              />
            </TabsContent>
            <TabsContent value="users">
              <RoleMembers role={role} canEdit={canEditRole} />
            </TabsContent>
          </Tabs>
        ) : (
          <RoleForm
            target={target}
            isPlatformAdmin={isPlatformAdmin}
            canEdit={canEdit}
            // A new record stays open on its users, so it can be assigned straight away.
            onSaved={(saved) => {
              setTab('users');
              onTargetChange({ mode: 'edit', role: saved });
            }}
            onCancel={close}
          />
        ))}
    </FormDialog>
  );
};
