// The filters of the tasks page (search, status, priority, group, assignee, tag, due dates), kept in the URL by the page.
import { TASK_PRIORITIES, TASK_STATUSES } from '@centinela/shared/contracts/tasks';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { SearchField } from '@/components/ui/SearchField';

export type TTaskFilterView = {
  status: string;
  priority: string;
  groupId: string;
  assignee: string;
  dueFrom: string;
  dueTo: string;
};

type TTaskFilterBarProps = {
  ids: { tag: string; from: string; to: string };
  /** The open tab: the board has no status filter (its columns are the statuses), the calendar no due dates. */
  tab: string;
  view: TTaskFilterView;
  setView: (patch: Partial<TTaskFilterView>) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  tagText: string;
  onTagTextChange: (text: string) => void;
  /** Only company staff filter by assignee (everyone else sees their own tasks). */
  isStaff: boolean;
  groups: readonly { id: string; name: string }[];
  users: readonly { id: string; name: string }[];
};

export const TaskFilterBar = ({
  ids,
  tab,
  view,
  setView,
  searchText,
  onSearchTextChange,
  tagText,
  onTagTextChange,
  isStaff,
  groups,
  users,
}: TTaskFilterBarProps) => {
  const { t } = useTranslation('tasks');
  return (
    <Card className="mb-4 p-4">
      <search aria-label={t('filters.label')} className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={searchText}
          onChange={onSearchTextChange}
        />
        {tab !== 'board' && (
          <FilterSelect
            label={t('filters.status')}
            allLabel={t('filters.all')}
            options={TASK_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            value={view.status}
            onChange={(status) => setView({ status })}
          />
        )}
        <FilterSelect
          label={t('filters.priority')}
          allLabel={t('filters.all')}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
          value={view.priority}
          onChange={(priority) => setView({ priority })}
        />
        <FilterSelect
          label={t('filters.group')}
          allLabel={t('filters.all')}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          value={view.groupId}
          onChange={(groupId) => setView({ groupId })}
        />
        {isStaff && (
          <FilterSelect
            label={t('filters.assignee')}
            allLabel={t('filters.everyone')}
            options={[{ value: 'me', label: t('filters.me') }, ...users.map((u) => ({ value: u.id, label: u.name }))]}
            value={view.assignee}
            onChange={(assignee) => setView({ assignee })}
          />
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={ids.tag}>{t('filters.tag')}</Label>
          <Input id={ids.tag} value={tagText} onChange={(e) => onTagTextChange(e.target.value)} autoComplete="off" />
        </div>
        {tab !== 'calendar' && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.from}>{t('filters.dueFrom')}</Label>
              <DateInput
                id={ids.from}
                value={view.dueFrom}
                onChange={(v) => setView({ dueFrom: /^\d{4}-\d{2}-\d{2}$/.test(v) || !v ? v : view.dueFrom })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.to}>{t('filters.dueTo')}</Label>
              <DateInput
                id={ids.to}
                value={view.dueTo}
                onChange={(v) => setView({ dueTo: /^\d{4}-\d{2}-\d{2}$/.test(v) || !v ? v : view.dueTo })}
              />
            </div>
          </>
        )}
      </search>
    </Card>
  );
};
