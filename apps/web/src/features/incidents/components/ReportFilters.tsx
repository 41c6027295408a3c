// Filters shared by the incidents tab and the novelties and incidents reports: the company-day range, customer, post
// and guard; an incident's status, severity and category.
import { INCIDENT_STATUSES } from '@centinela/shared';
import { SEVERITY_LEVELS } from '@centinela/shared/contracts/incidents';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { useIncidentFormOptions } from '../hooks/useIncidents';

export type TReportView = { from: string; to: string; customerCompanyId: string; postId: string; guardId: string };

export const ReportFilters = <T extends TReportView>({ view, setView }: { view: T; setView: (patch: Partial<T>) => void }) => {
  const { t } = useTranslation('incidents');
  const options = useIncidentFormOptions();
  const set = (patch: Partial<TReportView>) => setView(patch as Partial<T>);
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
      <FormField label={t('fields.from')}>
        <DateInput value={view.from} onChange={(from) => set({ from })} />
      </FormField>
      <FormField label={t('fields.to')}>
        <DateInput value={view.to} onChange={(to) => set({ to })} />
      </FormField>
      <FilterSelect
        compact
        label={t('fields.customer')}
        allLabel={t('filters.allCustomers')}
        options={(options.data?.customers ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={view.customerCompanyId}
        onChange={(value) => set({ customerCompanyId: value })}
      />
      <FilterSelect
        compact
        label={t('fields.post')}
        allLabel={t('filters.allPosts')}
        options={(options.data?.posts ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={view.postId}
        onChange={(value) => set({ postId: value })}
      />
      {(options.data?.guards.length ?? 0) > 0 && (
        <FilterSelect
          compact
          label={t('fields.guard')}
          allLabel={t('filters.allGuards')}
          options={(options.data?.guards ?? []).map((g) => ({ value: g.id, label: g.name }))}
          value={view.guardId}
          onChange={(value) => set({ guardId: value })}
        />
      )}
    </div>
  );
};

export const TotalsCard = ({ title, rows }: { title: string; rows: { key: string | null; label: string; count: number }[] }) => (
  <section className="rounded-lg border border-slate-200 bg-white p-3" aria-label={title}>
    <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
    <ul className="grid gap-1 text-sm">
      {rows.map((r) => (
        <li key={r.key ?? 'none'} className="flex justify-between gap-2">
          <span className="text-slate-700">{r.label}</span>
          <span className="font-medium tabular-nums">{r.count}</span>
        </li>
      ))}
    </ul>
  </section>
);

type TFilterProps = { value: string; onChange: (value: string) => void };

export const StatusFilter = ({ value, onChange }: TFilterProps) => {
  const { t } = useTranslation('incidents');
  return (
    <FilterSelect
      compact
      label={t('fields.status')}
      allLabel={`${t('fields.status')}: ${t('filters.all')}`}
      options={INCIDENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      value={value}
      onChange={onChange}
    />
  );
};

export const SeverityFilter = ({ value, onChange }: TFilterProps) => {
  const { t } = useTranslation('incidents');
  return (
    <FilterSelect
      compact
      label={t('fields.severity')}
      allLabel={`${t('fields.severity')}: ${t('filters.all')}`}
      options={SEVERITY_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
      value={value}
      onChange={onChange}
    />
  );
};

export const CategoryFilter = ({ value, onChange }: TFilterProps) => {
  const { t } = useTranslation('incidents');
  const options = useIncidentFormOptions();
  return (
    <FilterSelect
      compact
      label={t('fields.category')}
      allLabel={`${t('fields.category')}: ${t('filters.all')}`}
      options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={onChange}
    />
  );
};
