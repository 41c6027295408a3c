// The invoice list's filters: status, customer and the period (invoices whose period ends on or after "from" and
// starts on or before "to"), kept in the URL by the tab.
import { INVOICE_STATUSES, type TInvoiceStatus } from '@centinela/shared/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { useCustomerOptions } from '../../hooks/useInvoicing';
import { DayFilter } from '../DayFilter';

export type TInvoiceFilterView = { customer: string; from: string; to: string };

export const InvoiceFilters = ({
  view,
  status,
  setView,
}: {
  view: TInvoiceFilterView;
  status: TInvoiceStatus | '';
  setView: (patch: Partial<TInvoiceFilterView & { status: string }>) => void;
}) => {
  const { t } = useTranslation('invoicingPayments');
  const customers = useCustomerOptions();
  const dateFilter = (key: 'from' | 'to') => (
    <DayFilter label={t(`invoices.filters.${key}`)} value={view[key]} onChange={(v) => setView(key === 'from' ? { from: v } : { to: v })} />
  );
  return (
    <Card className="p-4">
      {/* On a phone the two dates share a row. */}
      <search aria-label={t('invoices.filters.label')} className="grid grid-cols-2 items-end gap-4 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <FilterSelect
            label={t('invoices.filters.status')}
            allLabel={t('invoices.filters.allStatuses')}
            options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.statuses.${s}`) }))}
            value={status}
            onChange={(value) => setView({ status: value })}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <FilterSelect
            label={t('invoices.filters.customer')}
            allLabel={t('invoices.filters.allCustomers')}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={view.customer}
            onChange={(customer) => setView({ customer })}
          />
        </div>
        {dateFilter('from')}
        {dateFilter('to')}
      </search>
    </Card>
  );
};
