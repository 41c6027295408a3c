// Task groups (name, description, colour and progress) and user groups (saved users, all guards of a post, all users of
// a role), managed beside the tasks on /tasks.
import { ROLES } from '@centinela/shared';
import { type TTaskGroup, type TUserGroup, USER_GROUP_KINDS, ZTaskGroupInput, ZUserGroupInput } from '@centinela/shared/contracts/tasks';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowAction } from '@/components/data-table';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { RowActions } from '@/components/ui/RowActions';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useZodForm } from '@/lib/forms';
import { CheckOption } from './CheckOption';
import { useGroupActions, useTaskGroups, useTaskOptions, useUserGroups } from '../hooks/useTasks';

const TaskGroupForm = ({ group }: { group: TTaskGroup | null }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const { saveGroup } = useGroupActions();
  const form = useZodForm({
    schema: ZTaskGroupInput,
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '', color: group?.color ?? '#2563eb' },
  });
  const { register, formState, errorOf } = form;
  return (
    <EditorForm
      form={form}
      submit={(values) => saveGroup.mutateAsync({ id: group?.id, body: values })}
      success={t('toasts.groupSaved')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
    >
      <FormField label={t('fields.name')} isRequired error={errorOf(formState.errors.name)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t('fields.description')} error={errorOf(formState.errors.description)}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField label={t('fields.color')} isRequired error={errorOf(formState.errors.color)}>
        <Input type="color" className="h-10 w-20 p-1" {...register('color')} />
      </FormField>
    </EditorForm>
  );
};

export const TaskGroupsPanel = ({ canAdd }: { canAdd: boolean }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const groups = useTaskGroups();
  const { removeGroup } = useGroupActions();
  const rowAction = useRowAction();
  const [editing, setEditing] = useState<TTaskGroup | null | undefined>(undefined);
  return (
    <section aria-label={t('tabs.groups')} className="grid gap-3">
      {canAdd && (
        <Button className="justify-self-end" onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          {t('groups.add')}
        </Button>
      )}
      {(groups.data ?? []).length === 0 && !groups.isPending && <p className="text-sm text-slate-600">{t('groups.empty')}</p>}
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {(groups.data ?? []).map((g) => {
          const pct = g.total ? Math.round((g.done / g.total) * 100) : 0;
          return (
            <li key={g.id}>
              <Card className="grid gap-2 p-4" style={{ borderTop: `4px solid ${g.color}` }}>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{g.name}</h3>
                  <RowActions
                    name={g.name}
                    isBusy={rowAction.busyId === g.id}
                    edit={g.can.update && { onClick: () => setEditing(g) }}
                    remove={
                      g.can.delete && {
                        onClick: () =>
                          void rowAction.run(g.id, () => removeGroup.mutateAsync(g.id), {
                            confirm: {
                              title: t('groups.deleteTitle', { name: g.name }),
                              description: t('groups.deleteDescription'),
                              confirmLabel: t('common:actions.delete'),
                              isDestructive: true,
                            },
                            success: t('toasts.groupDeleted'),
                            errorTitle: t('toasts.errorTitle'),
                            errorFallback: t('toasts.deleteFailed'),
                          }),
                      }
                    }
                  />
                </div>
                {g.description && <p className="text-sm text-slate-600">{g.description}</p>}
                <div
                  role="progressbar"
                  aria-label={t('groups.progress', { done: g.done, total: g.total })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={pct}
                  className="h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <div className="h-full" style={{ width: `${pct}%`, backgroundColor: g.color }} />
                </div>
                <p className="text-xs text-slate-600">{t('groups.progress', { done: g.done, total: g.total })}</p>
              </Card>
            </li>
          );
        })}
      </ul>
      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('groups.editorTitle')}
        description={t('groups.editorDescription')}
        className="max-w-md"
      >
        {editing !== undefined && <TaskGroupForm group={editing} />}
      </FormDialog>
    </section>
  );
};

const UserGroupForm = ({ group }: { group: TUserGroup | null }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const options = useTaskOptions();
  const { saveUserGroup } = useGroupActions();
  const form = useZodForm({
    schema: ZUserGroupInput,
    defaultValues: {
      name: group?.name ?? '',
      kind: group?.kind ?? 'users',
      memberIds: group?.members.map((m) => m.id) ?? [],
      postId: group?.post?.id ?? null,
      role: group?.role ?? null,
    },
  });
  const { register, formState, errorOf, watch, setValue } = form;
  const kind = watch('kind');
  const members = (watch('memberIds') ?? []) as string[];
  return (
    <EditorForm
      form={form}
      submit={(values) => saveUserGroup.mutateAsync({ id: group?.id, body: values })}
      success={t('toasts.groupSaved')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
    >
      <FormField label={t('fields.name')} isRequired error={errorOf(formState.errors.name)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t('fields.userGroupKind')} error={errorOf(formState.errors.kind)}>
        <Select {...register('kind')}>
          {USER_GROUP_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`userGroups.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {kind === 'users' && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.members')}</legend>
          <div className="grid max-h-52 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {(options.data?.users ?? []).map((u) => (
              <CheckOption
                key={u.id}
                label={u.name}
                checked={members.includes(u.id)}
                onCheckedChange={(on) =>
                  setValue('memberIds', on ? [...members, u.id] : members.filter((id) => id !== u.id), { shouldValidate: true })
                }
              />
            ))}
          </div>
          {formState.errors.memberIds && (
            <p className="text-sm text-red-700">{errorOf(formState.errors.memberIds as { message?: string })}</p>
          )}
        </fieldset>
      )}
      {kind === 'post' && (
        <FormField label={t('fields.post')} isRequired error={errorOf(formState.errors.postId)}>
          <Select {...register('postId', { setValueAs: (v: string | null) => v || null })}>
            <option value="">{t('choose')}</option>
            {(options.data?.posts ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {kind === 'role' && (
        <FormField label={t('fields.role')} isRequired error={errorOf(formState.errors.role)}>
          <Select {...register('role', { setValueAs: (v: string | null) => v || null })}>
            <option value="">{t('choose')}</option>
            {ROLES.filter((r) => r !== 'superadmin').map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
    </EditorForm>
  );
};

export const UserGroupsPanel = ({ canAdd }: { canAdd: boolean }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const groups = useUserGroups();
  const { removeUserGroup } = useGroupActions();
  const rowAction = useRowAction();
  const [editing, setEditing] = useState<TUserGroup | null | undefined>(undefined);
  const describe = (g: TUserGroup) =>
    g.kind === 'users'
      ? g.members.map((m) => m.name).join(', ')
      : g.kind === 'post'
        ? (g.post?.name ?? '—')
        : g.role
          ? t(`roles.${g.role}`)
          : '—';
  return (
    <section aria-label={t('tabs.userGroups')} className="grid gap-3">
      {canAdd && (
        <Button className="justify-self-end" onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          {t('userGroups.add')}
        </Button>
      )}
      {(groups.data ?? []).length === 0 && !groups.isPending && <p className="text-sm text-slate-600">{t('userGroups.empty')}</p>}
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {(groups.data ?? []).map((g) => (
          <li key={g.id}>
            <Card className="grid gap-1 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{g.name}</h3>
                <RowActions
                  name={g.name}
                  isBusy={rowAction.busyId === g.id}
                  edit={g.can.update && { onClick: () => setEditing(g) }}
                  remove={
                    g.can.delete && {
                      onClick: () =>
                        void rowAction.run(g.id, () => removeUserGroup.mutateAsync(g.id), {
                          confirm: {
                            title: t('userGroups.deleteTitle', { name: g.name }),
                            description: t('userGroups.deleteDescription'),
                            confirmLabel: t('common:actions.delete'),
                            isDestructive: true,
                          },
                          success: t('toasts.groupDeleted'),
                          errorTitle: t('toasts.errorTitle'),
                          errorFallback: t('toasts.deleteFailed'),
                        }),
                    }
                  }
                />
              </div>
              <p className="text-xs font-medium text-slate-700">
                {t(`userGroups.kinds.${g.kind}`)} · {t('userGroups.size', { count: g.size })}
              </p>
              <p className="text-sm text-slate-600">{describe(g)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('userGroups.editorTitle')}
        description={t('userGroups.editorDescription')}
        className="max-w-md"
      >
        {editing !== undefined && <UserGroupForm group={editing} />}
      </FormDialog>
    </section>
  );
};
