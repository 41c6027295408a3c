// The calendar: a month grid (weeks start on the company's week start) with each day's tasks by due date.
import { addDays } from '@centinela/shared';
import type { TTask } from '@centinela/shared/contracts/tasks';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

/** 'yyyy-MM' → the first and last day of the month. */
export const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  const first = `${month}-01`;
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { first, last };
};

export const shiftMonth = (month: string, delta: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
};

/** The days shown: whole weeks covering the month. */
export const calendarDays = (month: string, weekStart: number) => {
  const { first, last } = monthBounds(month);
  const dow = new Date(`${first}T00:00:00Z`).getUTCDay();
  let day = addDays(first, -((dow - weekStart + 7) % 7));
  const days: string[] = [];
  while (day <= last || days.length % 7 !== 0) {
    days.push(day);
    day = addDays(day, 1);
  }
  return days;
};

export const TaskCalendar = ({
  month,
  onMonth,
  tasks,
  today,
  weekStart,
  onOpen,
}: {
  month: string;
  onMonth: (month: string) => void;
  tasks: TTask[];
  today: string;
  weekStart: number;
  onOpen: (id: string) => void;
}) => {
  const { t, i18n } = useTranslation('tasks');
  const days = calendarDays(month, weekStart);
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <section aria-label={t('calendar.label')} className="grid gap-3">
      <div className="flex items-center justify-between">
        <Button variant="outline" size="sm" onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t('calendar.previous')}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className="text-base font-semibold text-slate-900 first-letter:uppercase">{title}</h2>
        <Button variant="outline" size="sm" onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('calendar.next')}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="overflow-x-auto">
        <div className="grid min-w-[42rem] grid-cols-7 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200">
          {days.slice(0, 7).map((d) => (
            <div key={`h${d}`} aria-hidden="true" className="bg-slate-50 px-2 py-1 text-xs font-medium text-slate-700">
              {weekday.format(new Date(`${d}T00:00:00Z`))}
            </div>
          ))}
          {days.map((d) => {
            const list = tasks.filter((x) => x.dueDate === d);
            return (
              <div
                key={d}
                data-date={d}
                className={cn(
                  'min-h-24 bg-white p-1',
                  !d.startsWith(month) && 'bg-slate-50 text-slate-400',
                  d === today && 'ring-2 ring-inset ring-brand-500',
                )}
              >
                <div className="text-xs font-medium">{Number(d.slice(8, 10))}</div>
                <ul className="grid gap-0.5">
                  {list.map((task) => (
                    <li key={task.id}>
                      <button
                        type="button"
                        onClick={() => onOpen(task.id)}
                        className={cn(
                          'w-full truncate rounded px-1 text-left text-xs hover:underline',
                          task.status === 'completed' || task.status === 'cancelled'
                            ? 'bg-slate-100 text-slate-500 line-through'
                            : 'bg-brand-50 text-brand-900',
                        )}
                        style={task.taskGroup ? { borderLeft: `3px solid ${task.taskGroup.color}` } : undefined}
                      >
                        {task.dueTime ? `${task.dueTime} ` : ''}
                        {task.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
};
