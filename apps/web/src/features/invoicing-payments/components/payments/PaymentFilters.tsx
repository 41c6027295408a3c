// The payments list's filters: customer, the payment date from and to, and "only with unapplied credit", kept in the
// URL by the tab.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Label } from '@/components/ui/Label';
import { useCustomerOptions } from '../../hooks/useInvoicing';
import { DayFilter } from '../DayFilter';

export type TPaymentFilterView = { customer: string; from: string; to: string; unapplied: boolean };

export const PaymentFilters = ({ view, setView }: { view: TPaymentFilterView; setView: (patch: Partial<TPaymentFilterView>) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const customers = useCustomerOptions();
  const ids = { unapplied: useId() };
  const dateFilter = (key: 'from' | 'to') => (
    <DayFilter
      label={key === 'from' ? t('payments.filters.from') : t('payments.filters.to')}
      value={view[key]}
      onChange={(v) => setView(key === 'from' ? { from: v } : { to: v })}
    />
  );
  return (
    <Card className="p-4">
      {/* On a phone the two dates share a row. */}
      <search aria-label={t('payments.filters.label')} className="grid grid-cols-2 items-end gap-4 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <FilterSelect
            label={t('payments.filters.customer')}
            allLabel={t('payments.filters.allCustomers')}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={view.customer}
            onChange={(customer) => setView({ customer })}
          />
        </div>
        <div className="col-span-2 sm:col-span-1 lg:order-last">
          <div className="flex min-h-9 items-center gap-2">
            <Checkbox id={ids.unapplied} checked={view.unapplied} onCheckedChange={(unapplied) => setView({ unapplied })} />
            <Label htmlFor={ids.unapplied}>{t('payments.filters.unapplied')}</Label>
          </div>
        </div>
        {dateFilter('from')}
        {dateFilter('to')}
      </search>
    </Card>
  );
};
