// /tasks: the company's tasks as a list (data table with filters in the URL), a board by status (drag and drop) and a
// calendar by due date, with task groups and user groups managed beside them. Guards (and anyone who is not company
// staff) see the page as "My tasks": only their own tasks, no groups tabs.
import { can, PAGE_SIZES, todayIn } from '@centinela/shared';
import { TASK_PRIORITIES, TASK_STATUSES, type TTask, type TTaskPriority, type TTaskStatus } from '@centinela/shared/contracts/tasks';
import { ListChecks, Plus, Repeat } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { formatDay } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { TaskGroupsPanel, UserGroupsPanel } from '../components/GroupsPanels';
import { TaskBoard } from '../components/TaskBoard';
import { monthBounds, TaskCalendar } from '../components/TaskCalendar';
import { TaskDetailDialog } from '../components/TaskDetailDialog';
import { TaskFilterBar } from '../components/TaskFilterBar';
import { TaskFormDialog, type TTaskFormTarget } from '../components/TaskFormDialog';
import { useTaskGroups, useTaskList, useTaskOptions } from '../hooks/useTasks';
import { PRIORITY_VARIANT, STATUS_VARIANT } from '../lib/styles';

const TABS = ['list', 'board', 'calendar', 'groups', 'userGroups'] as const;

/** The task list's columns; the title opens the task. */
const useTaskColumns = (openTask: (id: string) => void) => {
  const { t, i18n } = useTranslation('tasks');
  return useMemo<TDataTableColumn<TTask>[]>(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        canHide: false,
        sortValue: (x) => x.title,
        cell: (x) => (
          <button
            type="button"
            className="flex items-center gap-2 text-left font-medium text-slate-900 hover:underline"
            onClick={() => openTask(x.id)}
          >
            {x.taskGroup && (
              <span
                aria-hidden="true"
                className="inline-block size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: x.taskGroup.color }}
              />
            )}
            {x.title}
            {x.isRecurring && <Repeat aria-label={t('recurring')} className="size-3.5 text-slate-600" />}
          </button>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortValue: (x) => TASK_STATUSES.indexOf(x.status),
        cell: (x) => <Badge variant={STATUS_VARIANT[x.status]}>{t(`statuses.${x.status}`)}</Badge>,
      },
      {
        id: 'priority',
        header: t('columns.priority'),
        sortValue: (x) => TASK_PRIORITIES.indexOf(x.priority),
        cell: (x) => <Badge variant={PRIORITY_VARIANT[x.priority]}>{t(`priorities.${x.priority}`)}</Badge>,
      },
      {
        id: 'due',
        header: t('columns.due'),
        sortValue: (x) => x.dueAt ?? '9999',
        cell: (x) => (x.dueDate ? `${formatDay(x.dueDate, i18n.language)}${x.dueTime ? ` ${x.dueTime}` : ''}` : '—'),
      },
      {
        id: 'assignees',
        header: t('columns.assignees'),
        cell: (x) => x.assignees.map((a) => a.name).join(', ') || '—',
      },
      { id: 'group', header: t('columns.group'), sortValue: (x) => x.taskGroup?.name ?? '', cell: (x) => x.taskGroup?.name ?? '—' },
      {
        id: 'checklist',
        header: t('columns.checklist'),
        isHiddenByDefault: true,
        cell: (x) => (x.checklist.total ? `${x.checklist.done}/${x.checklist.total}` : '—'),
      },
      {
        id: 'tags',
        header: t('columns.tags'),
        cell: (x) => (
          <span className="flex flex-wrap gap-1">
            {x.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </span>
        ),
      },
    ],
    [t, i18n.language, openTask],
  );
};

type TTaskQueryView = {
  status: string;
  priority: string;
  groupId: string;
  assignee: string;
  tag: string;
  search: string;
  dueFrom: string;
  dueTo: string;
  page: number;
  pageSize: number;
};

/** The tasks of the list (a page), the board and the calendar (the month) for the filters; only the open tab's loads. */
const useTaskQueries = (view: TTaskQueryView, tab: string, isStaff: boolean, month: string) => {
  const filters = {
    status: (view.status || undefined) as TTaskStatus | undefined,
    priority: (view.priority || undefined) as TTaskPriority | undefined,
    groupId: view.groupId || undefined,
    assignee: isStaff ? view.assignee || undefined : 'me',
    tag: view.tag || undefined,
    search: view.search || undefined,
  };
  const list = useTaskList(
    { ...filters, dueFrom: view.dueFrom || undefined, dueTo: view.dueTo || undefined, page: view.page, pageSize: view.pageSize },
    tab === 'list',
  );
  const board = useTaskList(
    { ...filters, dueFrom: view.dueFrom || undefined, dueTo: view.dueTo || undefined, page: 1, pageSize: 500 },
    tab === 'board',
  );
  const bounds = monthBounds(month);
  const calendar = useTaskList({ ...filters, dueFrom: bounds.first, dueTo: bounds.last, page: 1, pageSize: 500 }, tab === 'calendar');
  return { list, board, calendar };
};

export const TasksPage = () => {
  const { t } = useTranslation('tasks');
  const { subject, user } = useSession();
  const { timeZone, weekStart } = useCompanyLocale();
  const today = todayIn(timeZone);
  const isStaff = !!user && user.role !== 'security_guard' && user.role !== 'customer_company_admin';
  const canAdd = isStaff && can(subject, 'add', 'tasks');
  const ids = { tag: useId(), from: useId(), to: useId() };
  const [view, setView] = useUrlState({
    tab: 'list',
    status: '',
    priority: '',
    groupId: '',
    assignee: isStaff ? '' : 'me',
    tag: '',
    dueFrom: '',
    dueTo: '',
    search: '',
    month: today.slice(0, 7),
    task: '',
    page: 1,
    pageSize: 25,
    sort: '',
    order: 'asc',
  });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [tagText, setTagText] = useUrlSearchText(view.tag, (tag) => setView({ tag }));
  const [editor, setEditor] = useState<TTaskFormTarget | null>(null);
  const tab =
    (TABS as readonly string[]).includes(view.tab) && (isStaff || ['list', 'board', 'calendar'].includes(view.tab)) ? view.tab : 'list';
  const groups = useTaskGroups();
  const options = useTaskOptions(isStaff);
  const month = /^\d{4}-\d{2}$/.test(view.month) ? view.month : today.slice(0, 7);
  const { list, board, calendar } = useTaskQueries(view, tab, isStaff, month);
  const openTask = useCallback((id: string) => setView({ task: id }), [setView]);

  const columns = useTaskColumns(openTask);

  const filterBar = (
    <TaskFilterBar
      ids={ids}
      tab={tab}
      view={view}
      setView={setView}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      tagText={tagText}
      onTagTextChange={setTagText}
      isStaff={isStaff}
      groups={groups.data ?? []}
      users={options.data?.users ?? []}
    />
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={isStaff ? undefined : t('page.myTasks')}
        description={isStaff ? t('page.description') : t('page.myTasksDescription')}
        actions={
          canAdd && (
            <Button onClick={() => setEditor({ mode: 'create' })}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Tabs value={tab} onValueChange={(value) => setView({ tab: value })}>
        <TabsList className="mb-4 flex-wrap">
          <TabsTrigger value="list">{t('tabs.list')}</TabsTrigger>
          <TabsTrigger value="board">{t('tabs.board')}</TabsTrigger>
          <TabsTrigger value="calendar">{t('tabs.calendar')}</TabsTrigger>
          {isStaff && <TabsTrigger value="groups">{t('tabs.groups')}</TabsTrigger>}
          {isStaff && <TabsTrigger value="userGroups">{t('tabs.userGroups')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="list">
          {filterBar}
          <Card>
            <DataTable
              id="tasks"
              label={t('table.label')}
              columns={columns}
              rows={list.data?.items ?? []}
              getRowId={(x) => x.id}
              {...tableQueryProps(list)}
              icon={ListChecks}
              loadingLabel={t('states.loading')}
              errorTitle={t('states.fetchFailed')}
              empty={{ title: t('states.empty'), description: canAdd ? t('states.emptyHint') : undefined }}
              {...tableSortProps(view, setView)}
            />
            {(list.data?.total ?? 0) > 0 && (
              <Pagination
                className="border-t border-slate-200 p-3"
                page={view.page}
                pageSize={view.pageSize}
                total={list.data?.total ?? 0}
                pageSizes={PAGE_SIZES}
                onPageChange={(page) => setView({ page })}
                onPageSizeChange={(pageSize) => setView({ pageSize })}
              />
            )}
          </Card>
        </TabsContent>
        <TabsContent value="board">
          {filterBar}
          <TaskBoard tasks={board.data?.items ?? []} onOpen={openTask} />
        </TabsContent>
        <TabsContent value="calendar">
          {filterBar}
          <TaskCalendar
            month={month}
            onMonth={(m) => setView({ month: m })}
            tasks={calendar.data?.items ?? []}
            today={today}
            weekStart={weekStart}
            onOpen={openTask}
          />
        </TabsContent>
        {isStaff && (
          <TabsContent value="groups">
            <TaskGroupsPanel canAdd={canAdd} />
          </TabsContent>
        )}
        {isStaff && (
          <TabsContent value="userGroups">
            <UserGroupsPanel canAdd={canAdd} />
          </TabsContent>
        )}
      </Tabs>
      <TaskDetailDialog
        taskId={view.task || null}
        onClose={() => setView({ task: '' })}
        onEdit={(task) => setEditor({ mode: 'edit', task })}
      />
      <TaskFormDialog
        target={editor}
        onClose={(taskId) => {
          setEditor(null);
          if (taskId) setView({ task: taskId });
        }}
      />
    </div>
  );
};
