// One task: its fields, status (a menu: also the keyboard way to move a card of the board), checklist, comments and
// history (the system log entries about it, in the reader's language). Edit and delete ask "this one or all future" on a
// recurring task.
import { describeSystemLog, type TLanguage } from '@centinela/shared';
import { TASK_STATUSES, type TTaskDetail, type TTaskScope, type TTaskStatus } from '@centinela/shared/contracts/tasks';
import { Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { memberOf } from '@/lib/closed-list';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatDay } from '@/lib/format';
import { useTask, useTaskActions, useTaskComments, useTaskHistory } from '../hooks/useTasks';
import { ISO_DAYS } from '../lib/days';
import { PRIORITY_VARIANT, STATUS_VARIANT } from '../lib/styles';

export const TaskStatusSelect = ({ task, label }: { task: { id: string; status: TTaskStatus; title: string }; label?: string }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const { setStatus } = useTaskActions();
  return (
    <Select
      aria-label={label ?? t('actions.statusOf', { title: task.title })}
      value={task.status}
      disabled={setStatus.isPending}
      onChange={(e) =>
        setStatus.mutate(
          { id: task.id, status: e.target.value as TTaskStatus },
          { onError: (error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }) },
        )
      }
    >
      {TASK_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`statuses.${s}`)}
        </option>
      ))}
    </Select>
  );
};

const Checklist = ({ task }: { task: TTaskDetail }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const { addItem, toggleItem, removeItem } = useTaskActions();
  const [label, setLabel] = useState('');
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
  return (
    <section aria-labelledby="task-checklist" className="grid gap-2">
      <h3 id="task-checklist" className="text-sm font-semibold text-slate-900">
        {t('detail.checklist', { done: task.checklist.done, total: task.checklist.total })}
      </h3>
      <ul className="grid gap-1">
        {task.checklistItems.map((item) => (
          <li key={item.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={item.done}
              disabled={!task.can.changeStatus}
              aria-label={item.label}
              onCheckedChange={(done) => toggleItem.mutate({ id: task.id, itemId: item.id, done }, { onError: fail })}
            />
            <span className={item.done ? 'text-slate-500 line-through' : ''}>{item.label}</span>
            {task.can.update && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                aria-label={t('actions.removeItem', { label: item.label })}
                onClick={() => removeItem.mutate({ id: task.id, itemId: item.id }, { onError: fail })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {task.can.update && (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!label.trim()) return;
            addItem.mutate({ id: task.id, label: label.trim() }, { onSuccess: () => setLabel(''), onError: fail });
          }}
        >
          <Input
            aria-label={t('detail.newItem')}
            placeholder={t('detail.newItem')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={addItem.isPending}>
            {t('actions.addItem')}
          </Button>
        </form>
      )}
    </section>
  );
};

const Comments = ({ taskId }: { taskId: string }) => {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const { timeZone } = useCompanyLocale();
  const comments = useTaskComments(taskId);
  const { comment } = useTaskActions();
  const [body, setBody] = useState('');
  return (
    <section aria-labelledby="task-comments" className="grid gap-2">
      <h3 id="task-comments" className="text-sm font-semibold text-slate-900">
        {t('detail.comments')}
      </h3>
      <ul className="grid gap-2">
        {(comments.data ?? []).map((c) => (
          <li key={c.id} className="rounded-md bg-slate-50 p-2 text-sm">
            <div className="text-xs text-slate-600">
              {c.author?.name ?? '—'} · {formatDateTime(c.createdAt, i18n.language, timeZone)}
            </div>
            <p className="whitespace-pre-wrap">{c.body}</p>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!body.trim()) return;
          comment.mutate(
            { id: taskId, body: body.trim() },
            {
              onSuccess: () => setBody(''),
              onError: (error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }),
            },
          );
        }}
      >
        <Textarea
          rows={2}
          aria-label={t('detail.newComment')}
          placeholder={t('detail.newComment')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="submit" variant="outline" className="justify-self-end" disabled={comment.isPending}>
          {t('actions.comment')}
        </Button>
      </form>
    </section>
  );
};

const History = ({ taskId }: { taskId: string }) => {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const { timeZone } = useCompanyLocale();
  const history = useTaskHistory(taskId);
  const language = (i18n.language.startsWith('en') ? 'en' : 'es') as TLanguage;
  return (
    <section aria-labelledby="task-history" className="grid gap-2">
      <h3 id="task-history" className="text-sm font-semibold text-slate-900">
        {t('detail.history')}
      </h3>
      <ol className="grid gap-1 text-sm">
        {(history.data ?? []).map((h) => (
          <li key={h.id} className="flex flex-wrap gap-x-2">
            <span className="text-xs text-slate-600">{formatDateTime(h.createdAt, i18n.language, timeZone)}</span>
            <span>
              {describeSystemLog({ messageKey: h.messageKey, messageParams: h.messageParams, description: h.description }, language)}
            </span>
            {h.user && <span className="text-xs text-slate-600">· {h.user}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
};

export const TaskDetailDialog = ({
  taskId,
  onClose,
  onEdit,
}: {
  taskId: string | null;
  onClose: () => void;
  onEdit: (task: TTaskDetail) => void;
}) => {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const query = useTask(taskId);
  const { remove } = useTaskActions();
  const [confirming, setConfirming] = useState(false);
  const [scope, setScope] = useState<TTaskScope>('this');
  const task = query.data;
  const dayName = (day: number) => {
    const isoDay = memberOf(ISO_DAYS, day);
    return isoDay ? t(`days.${isoDay}`) : String(day);
  };

  const destroy = async () => {
    if (!task) return;
    try {
      await remove.mutateAsync({ id: task.id, scope });
      toast.success(t('toasts.deleted'));
      setConfirming(false);
      onClose();
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.deleteFailed')) });
    }
  };

  return (
    <Dialog open={taskId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl">
        {!task ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('detail.title')}</DialogTitle>
              <DialogDescription className="sr-only">{t('detail.title')}</DialogDescription>
            </DialogHeader>
            <LoadingState label={t('states.loading')} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                {task.taskGroup && (
                  <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: task.taskGroup.color }} />
                )}
                {task.title}
                {task.isRecurring && <Repeat aria-label={t('recurring')} className="size-4 text-slate-600" />}
              </DialogTitle>
              <DialogDescription>{task.description ?? t('detail.noDescription')}</DialogDescription>
            </DialogHeader>
            <div className="grid max-h-[60vh] gap-4 overflow-y-auto pr-1">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-slate-600">{t('fields.status')}</dt>
                  <dd>
                    {task.can.changeStatus ? (
                      <TaskStatusSelect task={task} label={t('fields.status')} />
                    ) : (
                      <Badge variant={STATUS_VARIANT[task.status]}>{t(`statuses.${task.status}`)}</Badge>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('fields.priority')}</dt>
                  <dd>
                    <Badge variant={PRIORITY_VARIANT[task.priority]}>{t(`priorities.${task.priority}`)}</Badge>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('fields.dueDate')}</dt>
                  <dd>{task.dueDate ? `${formatDay(task.dueDate, i18n.language)}${task.dueTime ? ` ${task.dueTime}` : ''}` : '—'}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('fields.assignees')}</dt>
                  <dd>
                    {task.assignees.map((a) => a.name).join(', ') || '—'}
                    {task.userGroup && <div className="text-xs text-slate-600">{task.userGroup.name}</div>}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('fields.group')}</dt>
                  <dd>{task.taskGroup?.name ?? '—'}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('fields.tags')}</dt>
                  <dd className="flex flex-wrap gap-1">
                    {task.tags.length
                      ? task.tags.map((tag) => (
                          <Badge key={tag} variant="outline">
                            {tag}
                          </Badge>
                        ))
                      : '—'}
                  </dd>
                </div>
                {task.recurrence && (
                  <div className="col-span-2 sm:col-span-3">
                    <dt className="text-slate-600">{t('fields.recurrence')}</dt>
                    <dd>
                      {task.recurrence.interval === 1
                        ? t(`recurrences.${task.recurrence.type}`)
                        : t('detail.recurrence', {
                            every: task.recurrence.interval,
                            unit: t(`units.${task.recurrence.type}`, { count: task.recurrence.interval }),
                          })}
                      {task.recurrence.daysOfWeek.length > 0 && ` · ${task.recurrence.daysOfWeek.map((d) => dayName(d)).join(', ')}`}
                      {task.recurrence.endDate && ` · ${t('detail.until', { date: formatDay(task.recurrence.endDate, i18n.language) })}`}
                    </dd>
                  </div>
                )}
              </dl>
              {(task.checklistItems.length > 0 || task.can.update) && <Checklist task={task} />}
              <Comments taskId={task.id} />
              <History taskId={task.id} />
            </div>
            {confirming ? (
              <div
                role="alertdialog"
                aria-label={t('delete.title', { title: task.title })}
                className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3"
              >
                <p className="text-sm font-medium">{t('delete.title', { title: task.title })}</p>
                {task.seriesId && (
                  <fieldset className="grid gap-1 text-sm">
                    <legend className="sr-only">{t('scope.legend')}</legend>
                    {(['this', 'future'] as const).map((s) => (
                      <label key={s} className="flex items-center gap-2">
                        <input type="radio" name="delete-scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
                        {t(`scope.${s}`)}
                      </label>
                    ))}
                  </fieldset>
                )}
                <div className="flex justify-end gap-2">
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    {t('common:actions.cancel')}
                  </Button>
                  <Button variant="destructive" onClick={() => void destroy()} disabled={remove.isPending}>
                    {t('common:actions.delete')}
                  </Button>
                </div>
              </div>
            ) : (
              <DialogFooter>
                {task.can.delete && (
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    <Trash2 aria-hidden="true" />
                    {t('common:actions.delete')}
                  </Button>
                )}
                {task.can.update && (
                  <Button onClick={() => onEdit(task)}>
                    <Pencil aria-hidden="true" />
                    {t('actions.edit')}
                  </Button>
                )}
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
};
