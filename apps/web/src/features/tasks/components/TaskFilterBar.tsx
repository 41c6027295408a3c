// The filters of the tasks page (search, status, priority, group, assignee, tag, due dates), kept in the URL by the page.
import { TASK_PRIORITIES, TASK_STATUSES } from '@centinela/shared/contracts/tasks';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';

export type TTaskFilterView = {
  status: string;
  priority: string;
  groupId: string;
  assignee: string;
  dueFrom: string;
  dueTo: string;
};

type TTaskFilterBarProps = {
  ids: { status: string; priority: string; group: string; assignee: string; tag: string; from: string; to: string };
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
          <div className="grid gap-1.5">
            <Label htmlFor={ids.status}>{t('filters.status')}</Label>
            <Select id={ids.status} value={view.status} onChange={(e) => setView({ status: e.target.value })}>
              <option value="">{t('filters.all')}</option>
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={ids.priority}>{t('filters.priority')}</Label>
          <Select id={ids.priority} value={view.priority} onChange={(e) => setView({ priority: e.target.value })}>
            <option value="">{t('filters.all')}</option>
            {TASK_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`priorities.${p}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.group}>{t('filters.group')}</Label>
          <Select id={ids.group} value={view.groupId} onChange={(e) => setView({ groupId: e.target.value })}>
            <option value="">{t('filters.all')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </Select>
        </div>
        {isStaff && (
          <div className="grid gap-1.5">
            <Label htmlFor={ids.assignee}>{t('filters.assignee')}</Label>
            <Select id={ids.assignee} value={view.assignee} onChange={(e) => setView({ assignee: e.target.value })}>
              <option value="">{t('filters.everyone')}</option>
              <option value="me">{t('filters.me')}</option>
              {users.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </Select>
          </div>
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
