import { Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatDateTime } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { useIncidentFormOptions, useIncidents } from '../hooks/useIncidents';
import { IncidentDetailDialog } from './IncidentDetailDialog';
import { IncidentFormDialog } from './IncidentForm';
import { ListsDialog } from './ListsDialog';
import { CategoryFilter, SeverityFilter, StatusFilter } from './ReportFilters';
import { SeverityBadge, StatusBadge } from './shared';

export const IncidentsTab = ({ canAdd }: { canAdd: boolean }) => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const [view, setView] = useUrlState({ status: '', severityLevel: '', postId: '', categoryId: '', search: '', incident: '' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [isFiling, setIsFiling] = useState(false);
  const [isManaging, setIsManaging] = useState(false);
  const options = useIncidentFormOptions();
  const list = useIncidents({
    status: (view.status || undefined) as never,
    severityLevel: (view.severityLevel || undefined) as never,
    postId: view.postId || undefined,
    categoryId: view.categoryId || undefined,
    search: view.search || undefined,
    pageSize: 25,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        {canAdd && (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setIsFiling(true)}>
            <Plus aria-hidden="true" />
            {t('actions.new')}
          </Button>
        )}
        {options.data?.canManageLists && (
          <Button variant="outline" onClick={() => setIsManaging(true)}>
            <Settings2 aria-hidden="true" />
            {t('actions.manageLists')}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <StatusFilter value={view.status} onChange={(status) => setView({ status })} />
        <SeverityFilter value={view.severityLevel} onChange={(severityLevel) => setView({ severityLevel })} />
        <FilterSelect
          compact
          label={t('fields.post')}
          allLabel={t('filters.allPosts')}
          options={(options.data?.posts ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={view.postId}
          onChange={(postId) => setView({ postId })}
        />
        <CategoryFilter value={view.categoryId} onChange={(categoryId) => setView({ categoryId })} />
        <Input
          className="col-span-2 sm:w-56"
          type="search"
          aria-label={t('fields.search')}
          placeholder={t('fields.search')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
      </div>
      {list.isPending ? (
        <LoadingState label={t('tabs.incidents')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty.incidents')} />
      ) : (
        <ul className="grid gap-2" aria-label={t('tabs.incidents')}>
          {items.map((i) => (
            <li key={i.id}>
              <button
                type="button"
                className="grid w-full gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm hover:bg-slate-50"
                onClick={() => setView({ incident: i.id })}
                data-testid="incident-card"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    <span className="mr-1.5 text-slate-600 tabular-nums">{t('numbered', { number: i.number })}</span>
                    {i.title}
                  </span>
                  <span className="flex gap-1">
                    <SeverityBadge name={i.severityName} level={i.severityLevel} />
                    <StatusBadge status={i.status} />
                  </span>
                </div>
                <div className="text-xs text-slate-600">
                  {formatDateTime(i.occurredAt, i18n.language, timeZone)} ·{' '}
                  {[i.postName, i.customerName, i.reportingGuardName].filter(Boolean).join(' · ')}
                  {i.attachmentCount ? ` · 📎 ${i.attachmentCount}` : ''}
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          {t('actions.loadMore')}
        </Button>
      )}
      <IncidentFormDialog
        isOpen={isFiling}
        onClose={() => setIsFiling(false)}
        onCreated={(id) => {
          setIsFiling(false);
          setView({ incident: id });
        }}
      />
      <IncidentDetailDialog id={view.incident || null} onClose={() => setView({ incident: '' })} />
      <ListsDialog isOpen={isManaging} onClose={() => setIsManaging(false)} />
    </div>
  );
};
