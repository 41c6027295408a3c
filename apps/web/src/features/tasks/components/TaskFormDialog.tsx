// Create or edit a task: title, description, priority, group, assignment (one user, several users or a user group), due
// date and time, tags and, for a new task, its recurrence. Editing an occurrence of a series asks "this one or all future".
import {
  TASK_ASSIGNMENT_TYPES,
  TASK_PRIORITIES,
  TASK_RECURRENCES,
  TASK_STATUSES,
  type TTask,
  type TTaskInput,
  type TTaskInputParsed,
  type TTaskScope,
  type TTaskUpdate,
  ZTaskInput,
} from '@centinela/shared/contracts/tasks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { useZodForm } from '@/lib/forms';
import { CheckOption } from './CheckOption';
import { useTaskActions, useTaskGroups, useTaskOptions, useUserGroups } from '../hooks/useTasks';
import { ISO_DAYS } from '../lib/days';

export type TTaskFormTarget = { mode: 'create' } | { mode: 'edit'; task: TTask };

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The form's first values: the task's own when editing, else a new single-user task of medium priority. */
const defaultsOf = (task: TTask | undefined) =>
  ({
    title: task?.title ?? '',
    description: task?.description ?? '',
    status: task?.status ?? 'pending',
    priority: task?.priority ?? 'medium',
    taskGroupId: task?.taskGroup?.id ?? null,
    assignmentType: task?.assignmentType ?? 'single_user',
    assigneeIds: task && task.assignmentType !== 'user_group' ? task.assignees.map((a) => a.id) : [],
    userGroupId: task?.userGroup?.id ?? null,
    dueDate: task?.dueDate ?? null,
    dueTime: task?.dueTime ?? null,
    tags: task?.tags ?? [],
    isRecurring: task?.isRecurring ?? false,
    recurrenceType: task?.recurrence?.type ?? null,
    interval: task?.recurrence?.interval ?? 1,
    daysOfWeek: task?.recurrence?.daysOfWeek ?? [],
    recurrenceEndDate: task?.recurrence?.endDate ?? null,
  }) satisfies TTaskInput;

/** Opens the task form on the task (or a new one). */
const useTaskForm = (task: TTask | undefined) => useZodForm({ schema: ZTaskInput, defaultValues: defaultsOf(task), mode: 'onTouched' });

type TTaskForm = ReturnType<typeof useTaskForm>;

/** What an edit sends: the fields, the status unless the task is part of a series, and for "all future" only the
 *  rule fields that changed (with the rule's type whenever any did). */
const updateBodyOf = (values: TTaskInputParsed, task: TTask, scope: TTaskScope): TTaskUpdate => {
  const isSeries = !!task.seriesId;
  const body: TTaskUpdate = {
    title: values.title,
    description: values.description,
    priority: values.priority,
    taskGroupId: values.taskGroupId,
    assignmentType: values.assignmentType,
    assigneeIds: values.assignmentType === 'user_group' ? [] : values.assigneeIds,
    userGroupId: values.assignmentType === 'user_group' ? values.userGroupId : null,
    dueDate: values.dueDate,
    dueTime: values.dueTime,
    tags: values.tags,
  };
  if (!isSeries) body.status = values.status;
  if (isSeries && scope === 'future' && task.recurrence && values.recurrenceType) {
    const r = task.recurrence;
    if (values.recurrenceType !== r.type) body.recurrenceType = values.recurrenceType;
    if (values.interval !== r.interval) body.interval = values.interval;
    if (!sameList([...values.daysOfWeek].sort(), [...r.daysOfWeek].sort())) body.daysOfWeek = values.daysOfWeek;
    if (values.recurrenceEndDate !== r.endDate) body.recurrenceEndDate = values.recurrenceEndDate;
    if (Object.keys(body).some((k) => k.startsWith('recurrence') || k === 'interval' || k === 'daysOfWeek'))
      body.recurrenceType = values.recurrenceType;
  }
  return body;
};

/** The recurrence rule of a new task or of a series' future occurrences: type, interval, weekdays and end date. */
const RecurrenceFields = ({ form }: { form: TTaskForm }) => {
  const { t } = useTranslation('tasks');
  const { register, formState, errorOf, control, watch, setValue } = form;
  const errors = formState.errors;
  const recurrenceType = watch('recurrenceType');
  const days = (watch('daysOfWeek') ?? []) as number[];
  return (
    <>
      <FormField label={t('fields.recurrenceType')} error={errorOf(errors.recurrenceType)}>
        <Select {...register('recurrenceType', { setValueAs: (v: string | null) => v || null })}>
          {TASK_RECURRENCES.map((r) => (
            <option key={r} value={r}>
              {t(`recurrences.${r}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.interval')} error={errorOf(errors.interval)}>
        <Input type="number" min={1} max={99} {...register('interval', { valueAsNumber: true })} />
      </FormField>
      {recurrenceType === 'weekly' && (
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.daysOfWeek')}</legend>
          <div className="flex flex-wrap gap-3">
            {ISO_DAYS.map((d) => (
              <CheckOption
                key={d}
                label={t(`days.${d}`)}
                checked={days.includes(d)}
                onCheckedChange={(on) => setValue('daysOfWeek', on ? [...days, d] : days.filter((x) => x !== d), { shouldValidate: true })}
              />
            ))}
          </div>
          {errors.daysOfWeek && <p className="text-sm text-red-700">{errorOf(errors.daysOfWeek as { message?: string })}</p>}
        </fieldset>
      )}
      <FormField label={t('fields.recurrenceEndDate')} error={errorOf(errors.recurrenceEndDate)}>
        <FormDateInput control={control} name="recurrenceEndDate" />
      </FormField>
    </>
  );
};

const TaskForm = ({ target, onDone }: { target: TTaskFormTarget; onDone: (taskId: string) => void }) => {
  const { t } = useTranslation('tasks');
  const options = useTaskOptions();
  const groups = useTaskGroups();
  const userGroups = useUserGroups();
  const { create, update } = useTaskActions();
  const task = target.mode === 'edit' ? target.task : undefined;
  const [scope, setScope] = useState<TTaskScope>('this');
  const recurringId = useId();
  const form = useTaskForm(task);
  const { register, formState, errorOf, control, watch, setValue } = form;
  const errors = formState.errors;
  const assignmentType = watch('assignmentType');
  const isRecurring = watch('isRecurring');
  const recurrenceType = watch('recurrenceType');
  const assigneeIds = (watch('assigneeIds') ?? []) as string[];
  const tags = (watch('tags') ?? []) as string[];
  const [tagText, setTagText] = useState(tags.join(', '));
  const isSeries = !!task?.seriesId;
  const showRule = isRecurring && (!task || (isSeries && scope === 'future'));

  const save = async (values: TTaskInputParsed) => {
    if (!task) return create.mutateAsync(values);
    const body = updateBodyOf(values, task, scope);
    return update.mutateAsync({ id: task.id, scope: isSeries ? scope : 'this', body });
  };

  const users = options.data?.users ?? [];
  return (
    <EditorForm
      form={form}
      submit={save}
      success={task ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      onDone={(saved) => onDone(saved.id)}
      className="sm:grid-cols-2"
      before={
        isSeries && (
          <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">{t('scope.legend')}</legend>
            {(['this', 'future'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input type="radio" name="scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
                {t(`scope.${s}`)}
              </label>
            ))}
          </fieldset>
        )
      }
    >
      <FormField label={t('fields.title')} isRequired error={errorOf(errors.title)} className="sm:col-span-2">
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label={t('fields.description')} error={errorOf(errors.description)} className="sm:col-span-2">
        <Textarea rows={2} {...register('description')} />
      </FormField>
      {!isSeries && (
        <FormField label={t('fields.status')} error={errorOf(errors.status)}>
          <Select {...register('status')}>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label={t('fields.priority')} error={errorOf(errors.priority)}>
        <Select {...register('priority')}>
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priorities.${p}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.group')} error={errorOf(errors.taskGroupId)}>
        <Select {...register('taskGroupId', { setValueAs: (v: string | null) => v || null })}>
          <option value="">{t('noGroup')}</option>
          {(groups.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.assignmentType')} error={errorOf(errors.assignmentType)}>
        <Select {...register('assignmentType')}>
          {TASK_ASSIGNMENT_TYPES.map((a) => (
            <option key={a} value={a}>
              {t(`assignmentTypes.${a}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {assignmentType === 'single_user' && (
        <FormField label={t('fields.assignee')} isRequired error={errorOf(errors.assigneeIds as { message?: string })}>
          <Select
            value={assigneeIds[0] ?? ''}
            onChange={(e) => setValue('assigneeIds', e.target.value ? [e.target.value] : [], { shouldValidate: true })}
          >
            <option value="">{t('choose')}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {assignmentType === 'user_group' && (
        <FormField label={t('fields.userGroup')} isRequired error={errorOf(errors.userGroupId)}>
          <Select {...register('userGroupId', { setValueAs: (v: string | null) => v || null })}>
            <option value="">{t('choose')}</option>
            {(userGroups.data ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {assignmentType === 'multiple_users' && (
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.assignees')}</legend>
          <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            {users.map((u) => (
              <CheckOption
                key={u.id}
                label={u.name}
                checked={assigneeIds.includes(u.id)}
                onCheckedChange={(on) =>
                  setValue('assigneeIds', on ? [...assigneeIds, u.id] : assigneeIds.filter((id) => id !== u.id), {
                    shouldValidate: true,
                  })
                }
              />
            ))}
          </div>
          {errors.assigneeIds && <p className="text-sm text-red-700">{errorOf(errors.assigneeIds as { message?: string })}</p>}
        </fieldset>
      )}
      <FormField label={isRecurring ? t('fields.startDate') : t('fields.dueDate')} isRequired={isRecurring} error={errorOf(errors.dueDate)}>
        <FormDateInput control={control} name="dueDate" />
      </FormField>
      <FormField label={t('fields.dueTime')} hint={t('fields.dueTimeHint')} error={errorOf(errors.dueTime)}>
        <Input type="time" {...register('dueTime', { setValueAs: (v: string | null) => v || null })} />
      </FormField>
      <FormField
        label={t('fields.tags')}
        hint={t('fields.tagsHint')}
        error={errorOf(errors.tags as { message?: string })}
        className="sm:col-span-2"
      >
        <Input
          autoComplete="off"
          value={tagText}
          onChange={(e) => {
            setTagText(e.target.value);
            setValue(
              'tags',
              e.target.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            );
          }}
        />
      </FormField>
      {!task && (
        <div className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <Switch
            id={recurringId}
            checked={isRecurring}
            onCheckedChange={(on: boolean) => {
              setValue('isRecurring', on);
              if (on && !recurrenceType) setValue('recurrenceType', 'weekly');
            }}
          />
          <label htmlFor={recurringId}>{t('fields.isRecurring')}</label>
        </div>
      )}
      {showRule && <RecurrenceFields form={form} />}
    </EditorForm>
  );
};

export const TaskFormDialog = ({ target, onClose }: { target: TTaskFormTarget | null; onClose: (taskId: string) => void }) => {
  const { t } = useTranslation('tasks');
  return (
    <FormDialog
      open={target !== null}
      onClose={() => onClose('')}
      title={target?.mode === 'edit' ? t('editor.editTitle') : t('editor.createTitle')}
      description={t('editor.description')}
      className="max-w-2xl"
    >
      {target && <TaskForm target={target} onDone={onClose} />}
    </FormDialog>
  );
};
