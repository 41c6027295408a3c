// Filters shared by the novelties and incidents reports: the company-day range, customer, post and guard.
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
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
      <Select aria-label={t('fields.customer')} value={view.customerCompanyId} onChange={(e) => set({ customerCompanyId: e.target.value })}>
        <option value="">{t('filters.allCustomers')}</option>
        {(options.data?.customers ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select aria-label={t('fields.post')} value={view.postId} onChange={(e) => set({ postId: e.target.value })}>
        <option value="">{t('filters.allPosts')}</option>
        {(options.data?.posts ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
      {(options.data?.guards.length ?? 0) > 0 && (
        <Select aria-label={t('fields.guard')} value={view.guardId} onChange={(e) => set({ guardId: e.target.value })}>
          <option value="">{t('filters.allGuards')}</option>
          {(options.data?.guards ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
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
