// The user's role record and per-user permission overrides (GET/PUT /api/users/:id/access, built by the access area).
import { ACTIONS, can, RESOURCES, type TAction, type TResource } from '@centinela/shared';
import type { TPermissionOverrideInput } from '@centinela/shared/contracts/roles';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { useRoleRecords, useUpdateUserAccess, useUserAccess } from '../hooks/useUsers';

/** `canEdit` is the user's `can.manageAccess` (users policy): whether the viewer may change this user's access. */
export const AccessSection = ({ userId, companyId, canEdit }: { userId: string; companyId: string; canEdit: boolean }) => {
  const { t } = useTranslation('users');
  const { subject } = useSession();
  const recordId = useId();
  const canView = can(subject, 'view', 'roles');
  const access = useUserAccess(userId, canView);
  const records = useRoleRecords(companyId, canView);
  const mutation = useUpdateUserAccess();
  const [roleRecordId, setRoleRecordId] = useState('');
  const [overrides, setOverrides] = useState<TPermissionOverrideInput[]>([]);

  useEffect(() => {
    if (!access.data) return;
    setRoleRecordId(access.data.roleRecordId ?? '');
    setOverrides(access.data.overrides);
  }, [access.data]);

  if (!canView) return <p className="text-sm text-slate-600">{t('access.noPermission')}</p>;
  if (access.isPending || records.isPending) return <Spinner label={t('access.loading')} />;
  if (access.isError) return <p className="text-sm text-red-700">{errorMessage(access.error)}</p>;

  const defaultRecord = records.data?.find((r) => r.id === access.data.defaultRoleRecordId);
  const options = (records.data ?? []).filter((r) => r.isActive || r.id === roleRecordId);
  const update = (index: number, patch: Partial<TPermissionOverrideInput>) =>
    setOverrides((list) => list.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  const save = async () => {
    try {
      await mutation.mutateAsync({ id: userId, body: { roleRecordId: roleRecordId || null, overrides } });
      toast.success(t('access.saved'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.updateFailed')) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-md">
        <Label htmlFor={recordId}>{t('access.roleRecord')}</Label>
        <Select id={recordId} value={roleRecordId} disabled={!canEdit} onChange={(event) => setRoleRecordId(event.target.value)}>
          <option value="">
            {defaultRecord ? t('access.companyDefaultNamed', { name: defaultRecord.name }) : t('access.companyDefault')}
          </option>
          {options.map((record) => (
            <option key={record.id} value={record.id}>
              {record.name}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('access.overrides')}</legend>
        {overrides.length === 0 && <p className="text-sm text-slate-600">{t('access.noOverrides')}</p>}
        {overrides.map((override, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while being edited
          <div key={index} className="grid grid-cols-[1fr_1.5fr_1fr_auto] items-center gap-2">
            <Select
              aria-label={t('access.action')}
              value={override.action}
              disabled={!canEdit}
              onChange={(event) => update(index, { action: event.target.value as TAction })}
              options={ACTIONS.map((a) => ({ value: a, label: t(`access.actions.${a}`) }))}
            />
            <Select
              aria-label={t('access.resource')}
              value={override.resource}
              disabled={!canEdit}
              onChange={(event) => update(index, { resource: event.target.value as TResource })}
              options={RESOURCES.map((r) => ({ value: r, label: t(`access.resources.${r}`) }))}
            />
            <Select
              aria-label={t('access.effect')}
              value={override.effect}
              disabled={!canEdit}
              onChange={(event) => update(index, { effect: event.target.value as 'grant' | 'revoke' })}
              options={[
                { value: 'grant', label: t('access.grant') },
                { value: 'revoke', label: t('access.revoke') },
              ]}
            />
            <Button
              variant="ghost"
              size="icon"
              disabled={!canEdit}
              aria-label={t('access.removeOverride')}
              onClick={() => setOverrides((list) => list.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
      </fieldset>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOverrides((list) => [...list, { action: 'view', resource: 'users', effect: 'grant' }])}
          >
            <Plus aria-hidden="true" />
            {t('access.addOverride')}
          </Button>
          <Button size="sm" onClick={save} disabled={mutation.isPending}>
            {t('access.save')}
          </Button>
        </div>
      )}
    </div>
  );
};
