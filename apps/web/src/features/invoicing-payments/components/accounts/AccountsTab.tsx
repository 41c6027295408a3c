// The client accounts tab: the aging of every customer with a balance or credit as of a day (today unless changed), and
// one customer's statement of account in its place while ?account=<id> names it (its range in ?from&to, by default the
// first day of three months ago to today). A customer with nothing owed is reached from the statement picker.
import { todayIn } from '@centinela/shared';
import { Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useUrlState } from '@/lib/url-state';
import { useCustomerOptions } from '../../hooks/useInvoicing';
import { useAging } from '../../hooks/usePayments';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { statementFromOf } from './accountWords';
import { AgingTable } from './AgingTable';
import { StatementView } from './StatementView';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const AccountsTab = () => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const today = todayIn(timeZone);
  const [view, setView] = useUrlState({ account: '', from: statementFromOf(today), to: today, asOf: '' });
  const aging = useAging(view.asOf);
  const customers = useCustomerOptions();
  const words = useInvoiceWords();
  const asOfId = useId();
  // Opening a statement starts from the default range; going back leaves it.
  const open = (account: string) => setView({ account, from: statementFromOf(today), to: today });
  const back = () => setView({ account: '', from: statementFromOf(today), to: today });

  if (view.account)
    return <StatementView customerId={view.account} range={{ from: view.from, to: view.to }} onRange={setView} onBack={back} />;

  const body = () => {
    if (aging.isPending) return <LoadingState label={t('accounts.loading')} />;
    if (aging.isError)
      return <ErrorState icon={Scale} title={t('accounts.fetchFailed')} error={aging.error} onRetry={() => void aging.refetch()} />;
    if (aging.data.rows.length === 0)
      return (
        <EmptyState icon={Scale} title={t('accounts.empty')} description={t('accounts.emptyHint', { date: words.day(aging.data.asOf) })} />
      );
    return <AgingTable aging={aging.data} onOpen={open} />;
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="max-w-3xl text-sm text-slate-600">{t('accounts.description')}</p>
      <Card className="p-4">
        <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={asOfId}>{t('accounts.asOf')}</Label>
            <DateInput
              id={asOfId}
              value={view.asOf || today}
              onChange={(v) => {
                if (!DAY_RE.test(v)) return;
                setView({ asOf: v === today ? '' : v });
              }}
            />
          </div>
          <FilterSelect
            label={t('accounts.statementOf')}
            allLabel={t('accounts.chooseCustomer')}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value=""
            onChange={(id) => id && open(id)}
          />
        </div>
      </Card>
      <Card>
        {aging.data && (
          <h2 className="px-4 pt-4 pb-3 text-sm font-semibold text-slate-900">
            {t('accounts.heading', { date: words.day(aging.data.asOf) })}
          </h2>
        )}
        {body()}
      </Card>
    </div>
  );
};
