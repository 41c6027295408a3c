// The board: one column per status; a card is dragged to another column (native HTML5 drag and drop) or moved with the
// status menu on the card (the keyboard way).
import { TASK_STATUSES, type TTask, type TTaskStatus } from '@centinela/shared/contracts/tasks';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { useTaskActions } from '../hooks/useTasks';
import { PRIORITY_VARIANT } from '../lib/styles';
import { TaskStatusSelect } from './TaskDetailDialog';

const DRAG_TYPE = 'application/x-centinela-task';

export const TaskCard = ({ task, onOpen, isDraggable }: { task: TTask; onOpen: (id: string) => void; isDraggable: boolean }) => {
  const { t, i18n } = useTranslation('tasks');
  return (
    <li
      data-testid="task-card"
      data-task-id={task.id}
      draggable={isDraggable}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, task.id);
        e.dataTransfer.setData('text/plain', task.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className={cn('grid gap-2 rounded-md border border-slate-200 bg-white p-2 shadow-sm', isDraggable && 'cursor-grab')}
      style={task.taskGroup ? { borderLeft: `4px solid ${task.taskGroup.color}` } : undefined}
    >
      <button type="button" className="text-left text-sm font-medium text-slate-900 hover:underline" onClick={() => onOpen(task.id)}>
        {task.title}
        {task.isRecurring && <Repeat aria-label={t('recurring')} className="ml-1 inline size-3 text-slate-600" />}
      </button>
      <div className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
        <Badge variant={PRIORITY_VARIANT[task.priority]}>{t(`priorities.${task.priority}`)}</Badge>
        {task.dueDate && <span>{formatDay(task.dueDate, i18n.language)}</span>}
        {task.checklist.total > 0 && (
          <span>
            ☑ {task.checklist.done}/{task.checklist.total}
          </span>
        )}
      </div>
      {task.assignees.length > 0 && <div className="truncate text-xs text-slate-600">{task.assignees.map((a) => a.name).join(', ')}</div>}
      {task.can.changeStatus && <TaskStatusSelect task={task} />}
    </li>
  );
};

export const TaskBoard = ({ tasks, onOpen }: { tasks: TTask[]; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('tasks');
  const { setStatus } = useTaskActions();
  const [over, setOver] = useState<TTaskStatus | null>(null);
  const drop = (status: TTaskStatus, id: string) => {
    const task = tasks.find((x) => x.id === id);
    if (!task || task.status === status || !task.can.changeStatus) return;
    setStatus.mutate(
      { id, status },
      { onError: (error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }) },
    );
  };
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      {TASK_STATUSES.map((status) => {
        const list = tasks.filter((x) => x.status === status);
        return (
          <section
            key={status}
            aria-label={t(`statuses.${status}`)}
            data-testid={`board-column-${status}`}
            onDragOver={(e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(status);
            }}
            onDragLeave={() => setOver((s) => (s === status ? null : s))}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              drop(status, e.dataTransfer.getData(DRAG_TYPE) || e.dataTransfer.getData('text/plain'));
            }}
            className={cn('min-h-40 rounded-lg border border-slate-200 bg-slate-50 p-2', over === status && 'border-brand-500 bg-brand-50')}
          >
            <h2 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold text-slate-800">
              {t(`statuses.${status}`)}
              <span className="text-xs font-normal text-slate-600">{list.length}</span>
            </h2>
            <ul className="grid max-h-[70vh] gap-2 overflow-y-auto">
              {list.map((task) => (
                <TaskCard key={task.id} task={task} onOpen={onOpen} isDraggable={task.can.changeStatus} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};
